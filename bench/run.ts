// `npm run bench` (after `npm run bench:seed`): measures, in one run and at 32 connections,
// a bare Node http server, the room list API, the room detail API and the server-rendered
// room detail page, and prints requests/s, p99 latency, each one's ratio to the bare server
// and the server's CPU time per request.
//
// The machine is shared (autocannon, PostgreSQL and the server on the same cores), so each
// target is first warmed up (JIT, connection pool, catalogue caches: a long-running server's
// state) without recording, and the targets are measured in BENCH_ROUNDS interleaved rounds,
// each reported, with the ratio taken against the bare server of the same round. CPU time per
// request (from /proc, Linux only) is the figure least moved by other load on the machine.
import { execFileSync, fork, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { BENCH_DATABASE_URL } from "./bench-config";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
}

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds a process has used so far; undefined where there is no /proc. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces); utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

async function measure(url: string, pid: number | undefined) {
  const before = cpuSeconds(pid);
  const result = await load(url, DURATION);
  const after = cpuSeconds(pid);
  const cpuMsPerRequest =
    before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : ((after - before) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuMsPerRequest };
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
  { name: "bare node http (hello world)", url: `http://127.0.0.1:${HELLO_PORT}/`, pid: hello.pid },
  {
    name: "GET /passy/v1/rooms (city, date)",
    url: `http://127.0.0.1:${APP_PORT}/passy/v1/rooms?city=${room.city_slug}&date=${date}`,
    pid: app.pid,
  },
  { name: "GET /passy/v1/room/{id}", url: `http://127.0.0.1:${APP_PORT}/passy/v1/room/${room.id}?date=${date}`, pid: app.pid },
  apiOnly
    ? null
    : {
        name: "SSR room detail page",
        url: `http://127.0.0.1:${APP_PORT}/${room.city_slug}/meeting-rooms-in-${room.seo_id}?date=${date}`,
        pid: app.pid,
      },
].filter((t) => t !== null);

console.log(
  `\ndataset: ${rooms} rooms, ${count} taken slots; ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds after ${WARMUP} s of warm-up\n`,
);
for (const target of targets) await load(target.url, WARMUP);

type Figures = Awaited<ReturnType<typeof measure>>;
const results = targets.map(() => [] as Figures[]);
const format = {
  rps: (f: Figures) => String(Math.round(f.rps)),
  p99: (f: Figures) => String(f.p99),
  cpu: (f: Figures) => (f.cpuMsPerRequest === undefined ? "n/a" : f.cpuMsPerRequest.toFixed(2)),
};
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, target] of targets.entries()) results[i]!.push(await measure(target.url, target.pid));
  const baseline = results[0]![round]!.rps;
  console.log(`round ${round + 1}`);
  console.log("| target | requests/s | p99 ms | share of bare node | server CPU ms/request | non-2xx | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [i, target] of targets.entries()) {
    const f = results[i]![round]!;
    console.log(
      `| ${target.name} | ${format.rps(f)} | ${format.p99(f)} | ${((f.rps / baseline) * 100).toFixed(1)}% | ${format.cpu(f)} | ${f.non2xx} | ${f.errors} |`,
    );
  }
  console.log("");
}

/** "lowest to highest" over the rounds, or the one figure. */
function spread(values: string[], numeric: number[]) {
  const order = numeric.map((n, i) => [n, values[i]!] as const).sort((a, b) => a[0] - b[0]);
  const low = order[0]![1];
  const high = order[order.length - 1]![1];
  return low === high ? low : `${low} to ${high}`;
}
console.log(`all ${ROUNDS} rounds (lowest to highest)`);
console.log("| target | requests/s | p99 ms | share of bare node | server CPU ms/request |");
console.log("|---|---:|---:|---:|---:|");
for (const [i, target] of targets.entries()) {
  const rounds = results[i]!;
  const shares = rounds.map((f, round) => (f.rps / results[0]![round]!.rps) * 100);
  const cpus = rounds.map((f) => f.cpuMsPerRequest ?? Number.NaN);
  console.log(
    `| ${target.name} | ${spread(
      rounds.map(format.rps),
      rounds.map((f) => f.rps),
    )} | ${spread(
      rounds.map(format.p99),
      rounds.map((f) => f.p99),
    )} | ${spread(
      shares.map((s) => `${s.toFixed(1)}%`),
      shares,
    )} | ${spread(rounds.map(format.cpu), cpus)} |`,
  );
}
stopAll();
process.exit(0);
