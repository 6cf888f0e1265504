import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
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
  /**
   * LISTENs on a channel (PostgreSQL: on a connection of its own, outside the pool, opened
   * again after a loss; then `onReconnect` runs, since notifications sent meanwhile are lost).
   * Resolves once listening; the function it gives stops listening.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;
  /** The whole embedded database as an uncompressed tar (PGlite only; tests start copies from it). */
  dump?: () => Promise<Blob>;
  /** Connections of the pool (PostgreSQL); PGlite has one, always open. */
  poolStats: () => { total: number; idle: number; waiting: number; max: number };
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

/** PGlite's contrib extensions the migrations create (0011: pg_trgm for the search). */
const extensions = { pg_trgm };

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  /** dataDir null: an in-memory database (tests), started from a dump of another if loadDataDir is given. */
  | { dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
    // An idle client whose server connection ends (a restart, a failover, an administrator's
    // pg_terminate_backend) makes the pool emit 'error'; unheard, that event ends the process.
    // The pool has already dropped that client and the next query opens a new connection.
    pool.on("error", (error) => {
      process.emitWarning(`an idle database connection ended: ${error.message}`, { code: "WORKBAY_DB_IDLE_CONNECTION" });
    });
    const db = drizzlePg(pool, { schema });
    const max = options.poolSize ?? 10;
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migrateUnderLock(pool),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      listen: (channel, onMessage, onReconnect) => listenPostgres(options.databaseUrl, channel, onMessage, onReconnect),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = new PGlite({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  } else {
    const dir = path.resolve(options.dataDir, "pg");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
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
    dump: () => client.dumpDataDir("none"),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
  };
}

/** Quoted as an identifier, so any channel name is safe in LISTEN. */
function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * LISTEN on a dedicated connection, opened again (after 0.5 s, then up to 10 s apart) whenever
 * it is lost, until stopped.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      void client.end().catch(() => undefined);
      if (!stopped) scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    delayMs = 500;
  };
  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect()
        .then(() => onReconnect?.())
        .catch(() => {
          delayMs = Math.min(delayMs * 2, 10_000);
          if (!stopped) scheduleReconnect();
        });
    }, delayMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
