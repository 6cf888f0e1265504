import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { storedFiles } from "../schema";
import type { FileStore } from "./file-store";

/** Bytes per read: a few TOAST chunks (about 2 kB each), small enough to keep memory flat. */
export const STREAM_SLICE_BYTES = 256 * 1024;

/**
 * Files in the `stored_files` table (docs/decisions/0025). Works on PostgreSQL and PGlite, and
 * inside a transaction (`db` may be one: the demo seed stores its pictures with its rows).
 */
export function createDatabaseFileStore(db: Database): FileStore {
  return {
    kind: "database",
    async put(name, body, contentType) {
      // Bytes travel as base64 text both ways: smaller than bytea's hex text form, and PGlite
      // converts it three times faster than a binary parameter (measured).
      const bytes = sql`decode(${body.toString("base64")}, 'base64')`;
      const row = { name, contentType, sizeBytes: body.length, sha256: createHash("sha256").update(body).digest("hex") };
      await db
        .insert(storedFiles)
        .values({ ...row, bytes })
        .onConflictDoUpdate({ target: storedFiles.name, set: { ...row, bytes, createdAt: sql`now()` } });
    },
    async get(name) {
      const [meta] = await db
        .select({ contentType: storedFiles.contentType, size: storedFiles.sizeBytes })
        .from(storedFiles)
        .where(eq(storedFiles.name, name));
      if (!meta) return null;
      return { name, contentType: meta.contentType, size: meta.size, stream: () => sliceStream(db, name, meta.size) };
    },
    async delete(name) {
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
    async existing(names) {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(inArray(storedFiles.name, [...names]));
      return new Set(rows.map((r) => r.name));
    },
  };
}

/** The bytes, one substring() query per slice, each read only when the consumer wants more. */
function sliceStream(db: Database, name: string, size: number): Readable {
  let offset = 0;
  return new Readable({
    async read() {
      if (offset >= size) {
        this.push(null);
        return;
      }
      try {
        // substring() counts from 1.
        const rows = await db
          .select({
            slice: sql<
              string | null
            >`encode(substring(${storedFiles.bytes} from ${offset + 1}::int for ${STREAM_SLICE_BYTES}::int), 'base64')`,
          })
          .from(storedFiles)
          .where(eq(storedFiles.name, name));
        const slice = rows[0]?.slice ? Buffer.from(rows[0].slice, "base64") : undefined;
        if (!slice || slice.length === 0) throw new Error(`stored file ${name} changed or vanished while it was read`);
        offset += slice.length;
        this.push(slice);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}
