import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The one database type the repositories take: PGlite and node-postgres both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");

/**
 * How long an unused pooled connection stays open. pg's default, 10 s, closed the whole pool
 * in any 10-second lull, and the next burst of requests then waited for new connections (and
 * re-prepared statements): p99 of the room list doubled after such a pause, measured.
 */
const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

/** The advisory lock key of the migrator (any constant of our own: "workbay-migrations"). */
export const MIGRATION_LOCK_KEY = 7_331_020_260;

/**
 * Applies migrations while holding a PostgreSQL advisory lock, so any number of instances
 * starting at once migrate one after another: the first applies, the rest find nothing to
 * do. The lock is a session lock on the connection that migrates, released however it ends
 * (and by the server if the process dies).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  /** dataDir null: an in-memory database (tests). */
  | { dataDir: string | null };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migrateUnderLock(pool),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = new PGlite();
  } else {
    const dir = path.resolve(options.dataDir, "pg");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
