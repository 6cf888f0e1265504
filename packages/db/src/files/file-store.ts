import type { Readable } from "node:stream";

/** A stored original: its metadata, and its bytes as a stream (read in slices, never whole). */
export type StoredFile = {
  name: string;
  contentType: string;
  size: number;
  stream: () => Readable;
};

/**
 * Where originals of room photos, profile photos and demo pictures live, shared by every
 * instance: the database (default) or an S3-compatible bucket (S3_URL). Names are flat
 * (`user-<id>-<random>.jpg`, `room-...jpg`); a name is written once and deleted, never changed.
 */
export type FileStore = {
  kind: "database" | "s3";
  /** Stores (or replaces) a file. */
  put: (name: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file, or null when there is none of that name. */
  get: (name: string) => Promise<StoredFile | null>;
  /** Removes a file; nothing happens when there is none. */
  delete: (name: string) => Promise<void>;
  /** Which of `names` are stored. */
  existing: (names: readonly string[]) => Promise<Set<string>>;
};

/** Reads a stored file's stream into one buffer (sharp needs the whole original anyway). */
export async function readStoredFile(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The content type of an image file name (the only kinds stored). */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (extension === "png") return "image/png";
  if (extension === "webp") return "image/webp";
  if (extension === "pdf") return "application/pdf";
  return "image/jpeg";
}
