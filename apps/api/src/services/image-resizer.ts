import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { readStoredFile, type FileStore } from "@workbay/db/files/file-store";
import { IMAGE_SIZES, type ImageSize } from "@workbay/domain/image-sizes";

export type ImageFormat = "avif" | "webp" | "jpeg";

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(jpe?g|png|webp)$/;

/** Above this width AVIF takes seconds to encode on first request; WebP takes a tenth of that. */
const AVIF_MAX_WIDTH = 800;

/** The best format the client accepts: AVIF (card sizes), then WebP, else JPEG. */
export function negotiateFormat(accept: string | undefined, width = 0): ImageFormat {
  const value = accept ?? "";
  if (value.includes("image/avif") && width <= AVIF_MAX_WIDTH) return "avif";
  if (value.includes("image/webp")) return "webp";
  return "jpeg";
}

export function isSafeImageName(fileName: string): boolean {
  return SAFE_NAME.test(fileName) && !fileName.includes("..");
}

/**
 * Resizes originals from the shared file store on first request and keeps the result on this
 * instance's disk (a cache only: any instance can make it again), so each size and format is
 * encoded once per instance. Concurrent requests for the same variant share one encoding.
 */
export function createImageResizer(options: { files: FileStore; cacheDir: string }) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function produce(fileName: string, size: ImageSize, format: ImageFormat, target: string): Promise<Buffer | null> {
    const stored = await options.files.get(fileName);
    if (!stored) return null;
    const original = await readStoredFile(stored);
    const [width, height] = size.split("x").map(Number) as [number, number];
    let pipeline = sharp(original)
      .rotate()
      .resize({
        width,
        height: height === 0 ? undefined : height,
        fit: "cover",
        withoutEnlargement: false,
      });
    if (format === "avif") pipeline = pipeline.avif({ quality: 50, effort: 2 });
    else if (format === "webp") pipeline = pipeline.webp({ quality: 72 });
    else pipeline = pipeline.jpeg({ quality: 78, mozjpeg: true });
    const buffer = await pipeline.toBuffer();
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, buffer);
    await rename(temporary, target);
    return buffer;
  }

  return {
    /** The encoded image, or null when there is no such original. */
    async get(fileName: string, size: ImageSize, format: ImageFormat): Promise<{ body: Buffer; contentType: string } | null> {
      const target = path.join(options.cacheDir, size, `${fileName}.${format}`);
      try {
        return { body: await readFile(target), contentType: CONTENT_TYPES[format] };
      } catch {
        // Not cached yet.
      }
      let job = inFlight.get(target);
      if (!job) {
        job = produce(fileName, size, format, target).finally(() => inFlight.delete(target));
        inFlight.set(target, job);
      }
      const body = await job;
      return body ? { body, contentType: CONTENT_TYPES[format] } : null;
    },
    /** Drops the cached variants of deleted originals (a deleted profile photo is not served again). */
    async forget(fileNames: readonly string[]): Promise<void> {
      const formats = Object.keys(CONTENT_TYPES);
      await Promise.all(
        fileNames
          .filter(isSafeImageName)
          .flatMap((name) => IMAGE_SIZES.flatMap((size) => formats.map((format) => path.join(options.cacheDir, size, `${name}.${format}`))))
          .map((file) => rm(file, { force: true })),
      );
    },
  };
}
