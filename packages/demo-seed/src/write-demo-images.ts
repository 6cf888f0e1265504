import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DemoImageJob } from "./demo-image-art";
import { demoImageSvg } from "./demo-image-svg";

/**
 * The drawings' version: bump it when demoImageSvg draws differently, and pictures made by an
 * older version (kept in a data directory or a test cache) are drawn again.
 */
const DEMO_ART_VERSION = "2-no-text-varied-scenes";
const VERSION_FILE = ".demo-art-version";

/**
 * Renders the pictures that are not on disk yet. Existing files are kept, so a re-seed after
 * wiping the database is quick and images an operator replaced by hand survive (unless
 * DEMO_ART_VERSION changed since they were drawn).
 */
export async function writeDemoImages(
  dir: string,
  jobs: readonly DemoImageJob[],
  options: { concurrency?: number } = {},
): Promise<{ written: number; skipped: number }> {
  await mkdir(dir, { recursive: true });
  const versionFile = path.join(dir, VERSION_FILE);
  const current = (await readFile(versionFile, "utf8").catch(() => "")).trim() === DEMO_ART_VERSION;
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as DemoImageJob;
      const target = path.join(dir, job.fileName);
      if (current && (await exists(target))) {
        skipped++;
        continue;
      }
      // Write beside the target and rename, so an interrupted run never leaves a half file
      // that the next run would take for a finished one.
      const partial = `${target}.${process.pid}.partial`;
      try {
        await sharp(Buffer.from(demoImageSvg(job.art)))
          .jpeg({ quality: 80 })
          .toFile(partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      written++;
    }
  };
  // A pool rather than fixed batches: one slow picture does not hold the others back.
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  if (!current) await writeFile(versionFile, DEMO_ART_VERSION);
  return { written, skipped };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
