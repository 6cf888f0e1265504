// `npm run test:reliability`: two built server instances on one fresh PostgreSQL database,
// driven by the checks in ./checks; prints a table and exits non-zero on any breach.
// See README "Reliability harness" and docs/decisions/0018-hold-limits-and-reliability-harness.md.
import { randomBytes } from "node:crypto";
import { openDatabase } from "@workbay/db/client";
import routes from "../../apps/web/app/routes";
import { accessCheck } from "./checks/access";
import { crashCheck } from "./checks/crash";
import { fuzzCheck, type Target } from "./checks/fuzz";
import { raceCheck } from "./checks/race";
import { webhookStormCheck } from "./checks/webhook-storm";
import type { CheckResult, Harness } from "./fixtures";
import { json, send } from "./http";
import {
  cleanupDataDirs,
  ensureWebBuild,
  freshDatabase,
  newInstance,
  startInstance,
  stopInstance,
  unexpectedExits,
  type InstanceOptions,
} from "./instances";

const env = process.env;
const number = (name: string, fallback: number) => {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const adminUrl = env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const [portA, portB] = (env.RELIABILITY_PORTS || "4101,4102").split(",").map(Number) as [number, number];
const settings = {
  raceAttempts: number("RELIABILITY_RACE_ATTEMPTS", 1000),
  fuzzRequests: number("RELIABILITY_FUZZ_REQUESTS", 10_000),
  crashBookings: number("RELIABILITY_CRASH_BOOKINGS", 40),
  seed: number("RELIABILITY_SEED", 20261123),
  concurrency: number("RELIABILITY_CONCURRENCY", 32),
};

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page path of the route config, nested paths joined ("*" is the not-found catch-all). */
function pagePaths(entries: RouteEntry[], prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    if (entry.index || (entry.path && !entry.children)) out.push(own || "/");
    if (entry.children) out.push(...pagePaths(entry.children, own));
  }
  return [...new Set(out)];
}

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

function apiTargets(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Target[] {
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      targets.push({ kind: "api", method: method.toUpperCase(), template: path, query, bodyFields: Object.keys(schema?.properties ?? {}) });
    }
  }
  return targets;
}

function printTable(results: CheckResult[]) {
  const rows = results.map((r) => [
    r.name,
    String(r.requests),
    r.p99Ms === null ? "-" : String(r.p99Ms),
    r.seconds.toFixed(1),
    r.breaches.length === 0 ? "ok" : "BREACH",
  ]);
  const head = ["check", "requests", "p99 ms", "seconds", "verdict"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log("");
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log("");
  for (const r of results) {
    console.log(`${r.name}:`);
    for (const f of r.findings) console.log(`  ${f}`);
    for (const b of r.breaches) console.log(`  BREACH: ${b}`);
  }
}

async function main() {
  const startedAt = Date.now();
  ensureWebBuild();
  const database = await freshDatabase(adminUrl);
  const secretKey = randomBytes(32).toString("base64url");
  const options: InstanceOptions = {
    databaseUrl: database.url,
    redisUrl: env.REDIS_URL || undefined,
    secretKey,
    // Every request comes from 127.0.0.1: the per-IP limits would stop the run, not test it.
    extraEnv: { ACCOUNT_LIMITS_SCALE: "1000", BOOKING_LIMIT_PER_IP_PER_HOUR: "1000000" },
  };
  const instances = [newInstance("A", portA), newInstance("B", portB)] as [ReturnType<typeof newInstance>, ReturnType<typeof newInstance>];
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  const results: CheckResult[] = [];
  try {
    // Both start at once (migrations run under an advisory lock); A loads the demo data, B does
    // not, and no check begins before A has loaded it.
    await Promise.all([startInstance(instances[0], { ...options, seed: true }), startInstance(instances[1], { ...options, seed: false })]);
    console.log(
      `instances up on ${instances.map((i) => i.url).join(" and ")} (database ${new URL(database.url).pathname.slice(1)}) in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    );
    const h: Harness = { db: handle.db, secretKey, instances, runId: randomBytes(3).toString("hex") };
    const docAnswer = await send(instances[0].url, { method: "GET", path: "/docs/json" });
    if (docAnswer.status !== 200) throw new Error(`/docs/json answered ${docAnswer.status}`);
    const doc = json(docAnswer);
    const targets = [
      ...apiTargets(doc),
      ...pagePaths(routes as RouteEntry[]).flatMap((template) =>
        ["GET", "POST"].map((method): Target => ({
          kind: "page",
          method,
          template,
          query: ["date", "city", "redirect", "token", "startTime", "endTime", "b_id"],
          bodyFields: ["intent", "email", "password", "notes", "voucher", "redirect"],
        })),
      ),
    ];
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );

    const checks: [string, () => Promise<CheckResult>][] = [
      ["race", () => raceCheck(h, { attempts: settings.raceAttempts, concurrency: settings.concurrency })],
      ["webhook storm", () => webhookStormCheck(h, { webhooks: 100, callbacks: 20 })],
      ["crash", () => crashCheck(h, { bookings: settings.crashBookings, restart: options })],
      ["access", () => accessCheck(h, operations)],
      ["fuzz", () => fuzzCheck(h, targets, { requests: settings.fuzzRequests, concurrency: settings.concurrency, seed: settings.seed })],
    ];
    const only = env.RELIABILITY_CHECKS ? env.RELIABILITY_CHECKS.split(",").map((c) => c.trim()) : null;
    for (const [name, check] of checks.filter(([name]) => !only || only.includes(name.split(" ")[0]!))) {
      const started = Date.now();
      process.stdout.write(`${name} ... `);
      try {
        results.push(await check());
      } catch (error) {
        results.push({
          name,
          requests: 0,
          p99Ms: null,
          findings: [],
          breaches: [`the check itself failed: ${(error as Error).stack ?? String(error)}`],
          seconds: (Date.now() - started) / 1000,
        });
      }
      const last = results[results.length - 1]!;
      console.log(`${last.breaches.length === 0 ? "ok" : "BREACH"} (${last.seconds.toFixed(1)} s)`);
      for (const instance of instances) {
        if (!instance.child && unexpectedExits(instance).length > 0) {
          console.log(`${instance.name} is down; restarting it for the next checks`);
          await startInstance(instance, { ...options, seed: false });
        }
      }
    }
  } finally {
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await handle.close();
    await database.drop().catch((error: unknown) => console.error(`could not drop the database: ${String(error)}`));
    cleanupDataDirs();
  }
  printTable(results);
  const breaches = results.reduce((n, r) => n + r.breaches.length, 0);
  const passed = results.filter((r) => r.breaches.length === 0).length;
  console.log(`\nreliability: ${passed} passed, ${results.length - passed} failed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  process.exit(breaches === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
