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
export async function openTestDatabase(kind: TestDatabaseKind, options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
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
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
