// `npm run bench:page [-- <rooms>]`: the CPU time of one server-rendered room page, measured
// inside one process (no load generator, no sockets: Fastify's inject), so the figure moves
// little with other work on the machine. Requests go one at a time in alternating batches:
// rendered with the pages' API calls in process (decision 0038), rendered with them through
// inject (PAGE_API_TRANSPORT=inject, as before), and answered from the pages kept for visitors
// not signed in (PAGE_CACHE=false turns that off for the first two), as is and in the brotli copy
// browsers ask for, and for a signed-in browser (the bench customer's session), kept and rendered. Needs the web build and
// `npm run bench:seed`. BENCH_ROOM=<seo id> picks the room (default: the first bench room).
import "./production-env";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "@workbay/db/client";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { mountWeb } from "../apps/api/src/web/mount-web";
import { benchDatabaseUrl, sizesFrom } from "./bench-config";
import { signedInCookie } from "./session-cookie";

const [size] = sizesFrom(process.argv.slice(2), [10_000]);
const BATCH = Number(process.env.BENCH_BATCH ?? 25);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 8);
const databaseUrl = benchDatabaseUrl(size!);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// BENCH_ROOM=<seo id> measures that room instead (a demo room has a real description and photos).
const { rows } = await client.query<{ seo_id: string; city_slug: string }>(
  `select r.seo_id, c.city_slug from rooms r join centres c on c.id = r.centre_id
   where r.product_type_id = 1 and r.seo_id like $1 order by r.id limit 1`,
  [process.env.BENCH_ROOM ?? "bench-room-%"],
);
await client.end();
const room = rows[0];
if (!room) throw new Error(`no bench rooms in ${databaseUrl}: run npm run bench:seed -- ${size} first`);

Object.assign(process.env, {
  APP_MODE: "production",
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "warn",
  SEED_DEMO_DATA: "false",
  SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString("hex"),
  RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID ?? "rzp_test_bench",
  RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? "bench-key-secret",
  RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET ?? "bench-webhook-secret",
});
const config = loadConfig();
const database = await openDatabase({ databaseUrl, poolSize: 4 });
const app = await buildApp({ config, database });
await mountWeb(app, { mode: "production" });
await app.ready();

const url = `/${room.city_slug}/meeting-rooms-in-${room.seo_id}?date=${addDaysIso(istNow(new Date()).date, 1)}`;
const cookie = await signedInCookie(databaseUrl, process.env.SECRET_KEY!);
const modes = {
  "rendered, API calls in process": { transport: "direct", cache: "false" },
  "rendered, API calls through inject (before)": { transport: "inject", cache: "false" },
  "kept page (visitor not signed in)": { transport: "direct", cache: "true" },
  // What browsers ask for: the kept page's stored brotli copy (decision 0038).
  "kept page, Accept-Encoding br (browsers)": {
    transport: "direct",
    cache: "true",
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  },
  // A signed-in browser: the same kept page (the room page is session-blind), after the check
  // that its session is alive (one database read).
  "kept page, signed in, br": {
    transport: "direct",
    cache: "true",
    headers: { "accept-encoding": "gzip, deflate, br, zstd", cookie },
  },
  "rendered, signed in": { transport: "direct", cache: "false", headers: { cookie } },
} as const;

async function batch({
  transport,
  cache,
  headers = {},
}: {
  transport: string;
  cache: string;
  headers?: Record<string, string>;
}): Promise<{ cpuMs: number; wallMs: number }> {
  process.env.PAGE_API_TRANSPORT = transport;
  process.env.PAGE_CACHE = cache;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < BATCH; i++) {
    const response = await app.inject({ method: "GET", url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 2000)}`);
  }
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000 / BATCH, wallMs: (performance.now() - started) / BATCH };
}

for (const mode of Object.values(modes)) for (let i = 0; i < 3; i++) await batch(mode); // warm-up
const results = new Map<string, number[]>(Object.keys(modes).map((name) => [name, []]));
for (let round = 0; round < BATCHES; round++) {
  for (const [name, mode] of Object.entries(modes)) results.get(name)!.push((await batch(mode)).cpuMs);
}
// What the rendered page weighs: its HTML, and in it the loader data React Router hands to
// hydration (the turbo-stream in the streamController scripts). BENCH_HTML=<file> keeps a copy.
process.env.PAGE_CACHE = "false";
const sample = (await app.inject({ method: "GET", url })).body;
const hydrationData = [...sample.matchAll(/<script[^>]*>([^<]*streamController\.(?:enqueue|close)[^<]*)<\/script>/g)]
  .map((m) => Buffer.byteLength(m[1]!))
  .reduce((a, b) => a + b, 0);
if (process.env.BENCH_HTML) (await import("node:fs")).writeFileSync(process.env.BENCH_HTML, sample);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`\n${url} (${size} rooms): CPU ms per page, ${BATCHES} batches of ${BATCH} alternating, one request at a time`);
console.log("| room page | median | lowest | highest |");
console.log("|---|---:|---:|---:|");
for (const [name, values] of results) {
  console.log(`| ${name} | ${median(values).toFixed(2)} | ${Math.min(...values).toFixed(2)} | ${Math.max(...values).toFixed(2)} |`);
}
console.log(
  `\nrendered HTML: ${(Buffer.byteLength(sample) / 1024).toFixed(1)} KB, of it hydration data ${(hydrationData / 1024).toFixed(1)} KB`,
);
await app.close();
process.exit(0);
