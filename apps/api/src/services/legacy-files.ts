// Installs from before the shared file store kept profile photos in DATA_DIR/images. At start,
// each photo a user still has that the store lacks is copied in from there (once: afterwards
// the store has it). Photos deleted since are not referenced, so never come back.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import type { Database } from "@workbay/db/client";
import type { FileStore } from "@workbay/db/files/file-store";
import { users } from "@workbay/db/schema";

export async function importLegacyProfilePhotos(db: Database, files: FileStore, imagesDir: string): Promise<number> {
  const rows = await db.select({ photo: users.photoFile }).from(users).where(isNotNull(users.photoFile));
  const names = rows.map((r) => r.photo).filter((name): name is string => Boolean(name));
  if (names.length === 0) return 0;
  const present = await files.existing(names);
  let imported = 0;
  for (const name of names.filter((n) => !present.has(n))) {
    const bytes = await readFile(path.join(imagesDir, path.basename(name))).catch(() => undefined);
    if (!bytes) continue;
    await files.put(name, bytes, "image/jpeg");
    imported++;
  }
  return imported;
}
