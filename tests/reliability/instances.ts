// The reliability harness's processes: the web build, a fresh PostgreSQL database and two
// server instances on loopback ports, started, killed (-9) and restarted on demand.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "../..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `npm run build` when there is no web build or its sources are newer (as scripts/start.mjs decides). */
export function ensureWebBuild(): void {
  const entry = path.join(root, "apps/web/build/server/index.js");
  const sources = ["apps/web/app", "packages/domain/src", "packages/contracts/src"].map((p) => path.join(root, p));
  const stale = !existsSync(entry) || sources.some((dir) => existsSync(dir) && newestMtime(dir) > statSync(entry).mtimeMs);
  if (!stale) return;
  console.log("building the web app ...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** A new, empty database on the server of `adminUrl`; `drop` removes it. */
export async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wb_reliability_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type Instance = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  /** Exit codes and signals of every process this instance ran, in order. */
  exits: { code: number | null; signal: NodeJS.Signals | null; expected: boolean }[];
  log: string[];
};

export type InstanceOptions = { databaseUrl: string; redisUrl?: string; secretKey: string; extraEnv?: Record<string, string> };

const dataRoot = mkdtempSync(path.join(os.tmpdir(), "wb-reliability-"));

export function newInstance(name: string, port: number): Instance {
  return { name, port, url: `http://127.0.0.1:${port}`, child: null, exits: [], log: [] };
}

/** Starts the built server (scripts/start.mjs, API and pages) and waits until /readyz answers 200. */
export async function startInstance(instance: Instance, options: InstanceOptions & { seed: boolean }): Promise<void> {
  const dataDir = path.join(dataRoot, instance.name);
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true });
    // Demo images depend only on the seed: shared with the API tests' cache, made once.
    const images = path.join(root, ".cache/test-data/images");
    mkdirSync(images, { recursive: true });
    symlinkSync(images, path.join(dataDir, "images"));
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_MODE: "demo",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(instance.port),
    PUBLIC_URL: instance.url,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: "10",
    SECRET_KEY: options.secretKey,
    SEED_DEMO_DATA: options.seed ? "true" : "false",
    LOG_LEVEL: "warn",
    ...options.extraEnv,
  };
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  else delete env.REDIS_URL;
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  instance.child = child;
  const keep = (chunk: Buffer) => {
    instance.log.push(chunk.toString());
    if (instance.log.length > 200) instance.log.splice(0, instance.log.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const record = { code: null as number | null, signal: null as NodeJS.Signals | null, expected: false };
  child.on("exit", (code, signal) => {
    record.code = code;
    record.signal = signal;
    instance.exits.push(record);
    if (instance.child === child) instance.child = null;
  });
  (child as ChildProcess & { expectedExit?: typeof record }).expectedExit = record;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.child !== child) throw new Error(`${instance.name} exited while starting:\n${instance.log.join("").slice(-3000)}`);
    try {
      const response = await fetch(`${instance.url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${instance.name} did not become ready in 120 s:\n${instance.log.join("").slice(-3000)}`);
}

/** kill -9, and wait for the process to be gone. */
export async function killHard(instance: Instance): Promise<void> {
  const child = instance.child;
  if (!child) return;
  (child as ChildProcess & { expectedExit?: { expected: boolean } }).expectedExit!.expected = true;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await gone;
}

/** SIGTERM (graceful shutdown), then -9 after 15 s. */
export async function stopInstance(instance: Instance): Promise<void> {
  const child = instance.child;
  if (!child) return;
  (child as ChildProcess & { expectedExit?: { expected: boolean } }).expectedExit!.expected = true;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await gone;
  clearTimeout(timer);
}

/** Exits nobody asked for (crashes). */
export function unexpectedExits(instance: Instance) {
  return instance.exits.filter((e) => !e.expected);
}

export function cleanupDataDirs(): void {
  rmSync(dataRoot, { recursive: true, force: true });
}
