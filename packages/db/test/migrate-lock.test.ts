import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_KEY, migrationsFolder, openDatabase } from "../src/client";

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };

/** Instances that start together migrate one after another under an advisory lock. */
describe.runIf(Boolean(adminUrl))("migrations on PostgreSQL", () => {
  const names: string[] = [];
  let admin: pg.Client;

  async function freshDatabaseUrl(): Promise<string> {
    const name = `wb_migrate_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${name}`);
    names.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function appliedMigrations(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      return rows[0]!.n;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("migrates a fresh database from 3 instances at once, each migration applied once", async () => {
    const url = await freshDatabaseUrl();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })));
    try {
      await Promise.all(handles.map((h) => h.migrate()));
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
      // The schema is there and usable from every instance.
      for (const h of handles) await h.ping();
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it("waits for the lock another instance holds before migrating, and works with a pool of one", async () => {
    const url = await freshDatabaseUrl();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let finished = false;
      const migrating = handle.migrate().then(() => {
        finished = true;
      });
      // Wait until the migrator is queued on the lock (a waiting advisory lock in pg_locks).
      for (;;) {
        const { rows } = await holder.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const { rows } = await holder.query<{ t: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as t");
      expect(rows[0]!.t).toBeNull();
      expect(finished).toBe(false);
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      await migrating;
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
    } finally {
      await holder.end();
      await handle.close();
    }
  });
  it("survives the server ending an idle pooled connection: the next query opens a new one", async () => {
    const url = await freshDatabaseUrl();
    const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      await handle.ping();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [new URL(url).pathname.slice(1)],
      );
      expect(rowCount).toBeGreaterThan(0);
      // The pool hears of the ended connection on its own (an 'error' event); give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await handle.ping();
      expect(handle.poolStats().total).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
