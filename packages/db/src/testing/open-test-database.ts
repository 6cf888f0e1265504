import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "../client";

export type TestDatabaseKind = "pglite" | "postgres";

/** The database kinds integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * What a test database starts with beyond the migrations (the demo data, say). Databases with
 * the same `key` start as copies of one template, prepared once: `key` must name everything
 * `prepare` depends on besides the code of packages/db and packages/domain, which is part of
 * the template's identity anyway.
 */
export type TestDatabaseContents = { key: string; prepare: (db: Database) => Promise<unknown> };

const MIGRATED: TestDatabaseContents = { key: "migrated", prepare: async () => {} };

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL, dropped again by `close`. With `contents`, it starts as a copy of a
 * template that was migrated and prepared once (docs/decisions/0023): a dump of an embedded
 * database kept in `.cache/test-db`, or a template database on the server.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: { poolSize?: number; migrate?: boolean; contents?: TestDatabaseContents } = {},
): Promise<DatabaseHandle> {
  // A fresh embedded database runs initdb, which costs several times what a copy does: a
  // migrated database is a template too.
  const contents = options.contents ?? ((options.migrate ?? true) ? MIGRATED : undefined);
  if (kind === "pglite") {
    if (contents) return openDatabase({ dataDir: null, loadDataDir: await pgliteTemplate(contents) });
    return openDatabase({ dataDir: null });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `wb_test_${randomBytes(6).toString("hex")}`;
  const template = contents ? await postgresTemplate(adminUrl, contents) : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: options.poolSize ?? 5 });
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
 * Makes the template of `contents` ahead of the tests (Vitest's global setup), so that test
 * files starting side by side copy it instead of each making it under a hook's time limit.
 */
export async function prepareTestTemplates(contents: TestDatabaseContents[]): Promise<void> {
  for (const kind of testDatabaseKinds()) {
    for (const each of [MIGRATED, ...contents]) {
      if (kind === "pglite") await pgliteTemplate(each);
      else await postgresTemplate(process.env.TEST_DATABASE_URL!, each);
    }
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");

/** A digest of the code a template depends on: the schema, migrations, seed and domain rules. */
let codeDigest: string | undefined;
function templateDigest(key: string): string {
  if (!codeDigest) {
    const hash = createHash("sha256");
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|sql|json)$/.test(entry.name)) hash.update(full).update(readFileSync(full));
      }
    };
    for (const dir of ["packages/db/src", "packages/db/migrations", "packages/demo-seed/src", "packages/domain/src"])
      walk(path.join(repoRoot, dir));
    codeDigest = hash.digest("hex");
  }
  return createHash("sha256").update(codeDigest).update(key).digest("hex").slice(0, 16);
}

/** Dumps of prepared embedded databases: in this process, and on disk for the other test files. */
const pgliteDumps = new Map<string, Promise<Blob>>();
const dumpDir = path.join(repoRoot, ".cache/test-db");

function pgliteTemplate(contents: TestDatabaseContents): Promise<Blob> {
  const digest = templateDigest(contents.key);
  let dump = pgliteDumps.get(digest);
  if (!dump) {
    dump = loadOrMakeDump(digest, contents);
    pgliteDumps.set(digest, dump);
    dump.catch(() => pgliteDumps.delete(digest));
  }
  return dump;
}

async function loadOrMakeDump(digest: string, contents: TestDatabaseContents): Promise<Blob> {
  const file = path.join(dumpDir, `${digest}.tar`);
  try {
    if (statSync(file).size > 0) return new Blob([readFileSync(file)]);
  } catch {
    // not made yet
  }
  const handle = await openDatabase({ dataDir: null });
  try {
    await handle.migrate();
    await contents.prepare(handle.db);
    const dump = await handle.dump!();
    mkdirSync(dumpDir, { recursive: true });
    // Dumps of earlier code (44 MB each) go once they are an hour old.
    for (const old of readdirSync(dumpDir)) {
      const oldFile = path.join(dumpDir, old);
      if (Date.now() - (statSync(oldFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 3_600_000) rmSync(oldFile, { force: true });
    }
    // Written beside and renamed: a test file reading at the same moment sees all of it or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** Template databases on the server, by digest; made once by whichever test process asks first. */
const postgresTemplates = new Map<string, Promise<string>>();

function postgresTemplate(adminUrl: string, contents: TestDatabaseContents): Promise<string> {
  const digest = templateDigest(contents.key);
  let made = postgresTemplates.get(digest);
  if (!made) {
    made = makePostgresTemplate(adminUrl, digest, contents);
    postgresTemplates.set(digest, made);
    made.catch(() => postgresTemplates.delete(digest));
  }
  return made;
}

async function makePostgresTemplate(adminUrl: string, digest: string, contents: TestDatabaseContents): Promise<string> {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  const name = `wb_tpl_${day}_${digest}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // One process makes it; the others wait here and then find it made.
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length > 0) return name;
    // Templates of other code stay on the server for the runs that may still use them, until
    // the day after the day they were made.
    const { rows: old } = await admin.query<{ datname: string }>("select datname from pg_database where datname ~ '^wb_tpl_[0-9]{8}_'");
    for (const { datname } of old) {
      if (datname.slice(7, 15) < day) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    const building = `${name}_partial`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 2 });
    try {
      await handle.migrate();
      await contents.prepare(handle.db);
    } finally {
      await handle.close();
    }
    await waitIdle(admin, building);
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE, copying a template if given (retried while another copy of it is being made). */
async function createDatabase(admin: pg.Client, name: string, template: string | null): Promise<void> {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      // 55006: the template is being accessed by other users (another copy starting).
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitIdle(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * pg's pool.end() resolves before its sockets have closed; a forced drop at that moment kills
 * a closing connection, which pg then reports as an uncaught error. So wait for them to go.
 */
async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  await waitIdle(admin, name);
  await admin.query(`drop database if exists ${name} with (force)`);
}
