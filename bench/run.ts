// `npm run bench` (after `npm run bench:seed`): measures, in one run and at 32 connections,
// a bare Node http server, the room list API, the room detail API and the server-rendered
// room detail page, and prints requests/s, p99 latency and each one's ratio to the bare server.
import { fork, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { BENCH_DATABASE_URL } from "./bench-config";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const HELLO_PORT = 3951;
const APP_PORT = 3952;

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function measure(url: string) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
}

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("exit", stopAll);

const hello = fork(path.join(root, "bench/hello-server.mjs"), { env: { ...process.env, PORT: String(HELLO_PORT) } });
children.push(hello);
// BENCH_API_ONLY=true skips the page (and the web build): the API alone.
const apiOnly = process.env.BENCH_API_ONLY === "true";
const app = spawn("node", apiOnly ? ["--import", "tsx", "apps/api/src/server.ts"] : ["scripts/start.mjs"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    DATABASE_URL: BENCH_DATABASE_URL,
    DATABASE_POOL_SIZE: "20",
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    APP_MODE: "production",
    SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString("hex"),
    SERVE_WEB: apiOnly ? "false" : "true",
    // Production mode needs a real payment gateway configured; the bench never pays.
    RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID ?? "rzp_test_bench",
    RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? "bench-key-secret",
    RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET ?? "bench-webhook-secret",
  },
});
children.push(app);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`);

const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
await client.connect();
const { rows } = await client.query<{ id: number; seo_id: string; city_slug: string }>(
  `select r.id, r.seo_id, c.city_slug from rooms r join centres c on c.id = r.centre_id
   where r.product_type_id = 1 and r.seo_id like 'bench-room-%' order by r.id limit 1`,
);
const [{ count }] = (await client.query<{ count: string }>("select count(*) from slot_holds")).rows as [{ count: string }];
const [{ rooms }] = (await client.query<{ rooms: string }>("select count(*) as rooms from rooms")).rows as [{ rooms: string }];
await client.end();
const room = rows[0];
if (!room) throw new Error("no bench rooms: run npm run bench:seed first");
const date = addDaysIso(istNow(new Date()).date, 1);

const targets = [
  { name: "bare node http (hello world)", url: `http://127.0.0.1:${HELLO_PORT}/` },
  { name: "GET /passy/v1/rooms (city, date)", url: `http://127.0.0.1:${APP_PORT}/passy/v1/rooms?city=${room.city_slug}&date=${date}` },
  { name: "GET /passy/v1/room/{id}", url: `http://127.0.0.1:${APP_PORT}/passy/v1/room/${room.id}?date=${date}` },
  apiOnly ? null : {
    name: "SSR room detail page",
    url: `http://127.0.0.1:${APP_PORT}/${room.city_slug}/meeting-rooms-in-${room.seo_id}?date=${date}`,
  },
].filter((t) => t !== null);

console.log(`\ndataset: ${rooms} rooms, ${count} taken slots; ${CONNECTIONS} connections, ${DURATION} s each\n`);
const results: { name: string; rps: number; p99: number; non2xx: number }[] = [];
for (const target of targets) {
  const result = await measure(target.url);
  results.push({ name: target.name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx });
}
const baseline = results[0]!.rps;
console.log("| target | requests/s | p99 ms | share of bare node | non-2xx |");
console.log("|---|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${((r.rps / baseline) * 100).toFixed(1)}% | ${r.non2xx} |`);
}
stopAll();
process.exit(0);
