import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DemoImageJob } from "./demo-image-art";
import { demoImageSvg } from "./demo-image-svg";

/**
 * Renders the pictures that are not on disk yet. Existing files are kept, so a re-seed after
 * wiping the database is quick and images an operator replaced by hand survive.
 */
export async function writeDemoImages(
  dir: string,
  jobs: readonly DemoImageJob[],
  options: { concurrency?: number } = {},
): Promise<{ written: number; skipped: number }> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as DemoImageJob;
      const target = path.join(dir, job.fileName);
      if (await exists(target)) {
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
