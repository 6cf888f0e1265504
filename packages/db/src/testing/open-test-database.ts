import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../client";

export type TestDatabaseKind = "pglite" | "postgres";

/** The database kinds integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL, dropped again by `close`.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: { poolSize?: number; migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: null });
    if (options.migrate ?? true) await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `wb_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize ?? 5 });
  if (options.migrate ?? true) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await dropWhenIdle(cleanup, name);
      await cleanup.end();
    },
  };
}

/**
 * pg's pool.end() resolves before its sockets have closed; a forced drop at that moment kills
 * a closing connection, which pg then reports as an uncaught error. So wait for them to go.
 */
async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
