// `npm run bench [-- <rooms> ...]` (after `npm run bench:seed -- <rooms>` for each size):
// measures, at each dataset size (default 1,000, 10,000 and 100,000 rooms; a size not seeded
// is skipped with a note) and at 32 connections, a bare Node http server, the room list API
// (cached, and with its answer cache off in a second server: ROOM_LIST_CACHE=false; cached but
// through Fastify, its hot answers off, in a third: HOT_ANSWERS=false, decision 0035), the room
// detail API and the server-rendered room detail page (kept for visitors not signed in, and
// rendered per request on the second server: PAGE_CACHE=false, decision 0038), and prints requests/s, p99 latency,
// each one's ratio to the bare server and the server's CPU time per request, then how the
// cost grows with the data.
//
// The machine is shared (autocannon, PostgreSQL and the server on the same cores), so each
// target is first warmed up (JIT, connection pool, catalogue caches: a long-running server's
// state) without recording, and the targets are measured in BENCH_ROUNDS interleaved rounds,
// each reported, with the ratio taken against the bare server of the same round. CPU time per
// request (from /proc, Linux only) is the figure least moved by other load on the machine.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { benchDatabaseUrl, DEFAULT_SIZES, sizesFrom } from "./bench-config";
import { signedInCookie } from "./session-cookie";
import { adopt, cpuSeconds, root, startApp as startServer, stop, waitFor } from "./servers";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_PORT moves the four servers' ports (default 3951-3954), so two benches can run side by side.
const HELLO_PORT = Number(process.env.BENCH_PORT ?? 3951);
const APP_PORT = HELLO_PORT + 1;
const UNCACHED_PORT = HELLO_PORT + 2;
const NO_FRONT_PORT = HELLO_PORT + 3;
// BENCH_API_ONLY=true skips the page (and the web build): the API alone.
const apiOnly = process.env.BENCH_API_ONLY === "true";
const sizes = sizesFrom(process.argv.slice(2), DEFAULT_SIZES);

function load(url: string, seconds: number, headers: Record<string, string> = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, headers });
}

async function measure(url: string, pid: number | undefined, headers?: Record<string, string>) {
  const before = cpuSeconds(pid);
  const result = await load(url, DURATION, headers);
  const after = cpuSeconds(pid);
  const cpuMsPerRequest =
    before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : ((after - before) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuMsPerRequest };
}

const hello = adopt(fork(path.join(root, "bench/hello-server.mjs"), { env: { ...process.env, PORT: String(HELLO_PORT) } }));
await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);

// One key for both servers and the bench customer's session (bench/session-cookie.ts).
const SECRET = process.env.SECRET_KEY ?? randomBytes(32).toString("hex");

function startApp(databaseUrl: string, port: number, extraEnv: Record<string, string> = {}) {
  return startServer({ databaseUrl, port, secret: SECRET, apiOnly, env: extraEnv });
}

type Figures = Awaited<ReturnType<typeof measure>>;
/** autocannon asks without Accept-Encoding (identity) unless a target names headers. */
type Target = { name: string; url: string; pid: number | undefined; headers?: Record<string, string> };
const format = {
  rps: (f: Figures) => String(Math.round(f.rps)),
  p99: (f: Figures) => String(f.p99),
  cpu: (f: Figures) => (f.cpuMsPerRequest === undefined ? "n/a" : f.cpuMsPerRequest.toFixed(2)),
};

/** "lowest to highest" over the rounds, or the one figure. */
function spread(values: string[], numeric: number[]) {
  const order = numeric.map((n, i) => [n, values[i]!] as const).sort((a, b) => a[0] - b[0]);
  const low = order[0]![1];
  const high = order[order.length - 1]![1];
  return low === high ? low : `${low} to ${high}`;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Measures every target in interleaved rounds; returns the median CPU and share of each. */
async function measureAll(targets: Target[]) {
  for (const target of targets) await load(target.url, WARMUP, target.headers);
  const results = targets.map(() => [] as Figures[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) results[i]!.push(await measure(target.url, target.pid, target.headers));
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
  console.log(`all ${ROUNDS} rounds (lowest to highest)`);
  console.log("| target | requests/s | p99 ms | share of bare node | server CPU ms/request |");
  console.log("|---|---:|---:|---:|---:|");
  const summary = new Map<string, { cpu: number; share: number; p99: number }>();
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
    summary.set(target.name, { cpu: median(cpus), share: median(shares), p99: median(rounds.map((f) => f.p99)) });
  }
  return summary;
}

const growth: { rooms: number; slots: number; summary: Map<string, { cpu: number; share: number; p99: number }> }[] = [];
const BARE_SIZED = "bare node http, an answer the list's size";
const LIST = "GET /passy/v1/rooms (city, date)";
const LIST_BROTLI = "GET /passy/v1/rooms, Accept-Encoding br (browsers)";
const LIST_UNCACHED = "GET /passy/v1/rooms, answer cache off";
const LIST_NO_FRONT = "GET /passy/v1/rooms, hot answers off (through Fastify)";
const LIST_NO_FRONT_BROTLI = "GET /passy/v1/rooms, br, hot answers off (through Fastify)";
const PAGE = "SSR room detail page";
const PAGE_BROTLI = "SSR room detail page, Accept-Encoding br (browsers)";
const PAGE_RENDERED = "SSR room detail page, page cache off";
const PAGE_SIGNED_IN = "SSR room detail page, signed in, br";

for (const size of sizes) {
  const databaseUrl = benchDatabaseUrl(size);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch {
    console.log(`\n${size} rooms: not seeded (npm run bench:seed -- ${size}), skipped`);
    continue;
  }
  const { rows } = await client.query<{ id: number; seo_id: string; city_slug: string }>(
    `select r.id, r.seo_id, c.city_slug from rooms r join centres c on c.id = r.centre_id
     where r.product_type_id = 1 and r.seo_id like 'bench-room-%' order by r.id limit 1`,
  );
  const [{ count }] = (await client.query<{ count: string }>("select count(*) from slot_holds")).rows as [{ count: string }];
  const [{ rooms }] = (await client.query<{ rooms: string }>("select count(*) as rooms from rooms")).rows as [{ rooms: string }];
  await client.end();
  const room = rows[0];
  if (!room) throw new Error(`no bench rooms in ${databaseUrl}: run npm run bench:seed -- ${size} first`);
  const date = addDaysIso(istNow(new Date()).date, 1);

  const app = startApp(databaseUrl, APP_PORT);
  // The second server keeps nothing: its list answers and its pages are computed per request.
  const uncached = startApp(databaseUrl, UNCACHED_PORT, { ROOM_LIST_CACHE: "false", PAGE_CACHE: "false" });
  // The third keeps the list's answers but sends every one through Fastify (hot-answers.ts off).
  const noFront = startApp(databaseUrl, NO_FRONT_PORT, { HOT_ANSWERS: "false" });
  await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`);
  await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/readyz`);
  await waitFor(`http://127.0.0.1:${NO_FRONT_PORT}/readyz`);
  const list = `/passy/v1/rooms?city=${room.city_slug}&date=${date}`;
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  // The list's answer is about 21 KB of JSON: bare node sending as many bytes is its floor.
  const listBytes = (
    await (await fetch(`http://127.0.0.1:${APP_PORT}${list}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer()
  ).byteLength;
  const targets: Target[] = [
    { name: "bare node http (hello world)", url: `http://127.0.0.1:${HELLO_PORT}/`, pid: hello.pid },
    { name: BARE_SIZED, url: `http://127.0.0.1:${HELLO_PORT}/bytes/${listBytes}`, pid: hello.pid },
    { name: LIST, url: `http://127.0.0.1:${APP_PORT}${list}`, pid: app.pid },
    // What browsers and most API clients ask for: the cached answer's brotli copy.
    { name: LIST_BROTLI, url: `http://127.0.0.1:${APP_PORT}${list}`, pid: app.pid, headers: browser },
    { name: LIST_NO_FRONT, url: `http://127.0.0.1:${NO_FRONT_PORT}${list}`, pid: noFront.pid },
    { name: LIST_NO_FRONT_BROTLI, url: `http://127.0.0.1:${NO_FRONT_PORT}${list}`, pid: noFront.pid, headers: browser },
    { name: LIST_UNCACHED, url: `http://127.0.0.1:${UNCACHED_PORT}${list}`, pid: uncached.pid },
    { name: "GET /passy/v1/room/{id}", url: `http://127.0.0.1:${APP_PORT}/passy/v1/room/${room.id}?date=${date}`, pid: app.pid },
  ];
  const pagePath = `/${room.city_slug}/meeting-rooms-in-${room.seo_id}?date=${date}`;
  if (!apiOnly) {
    targets.push({ name: PAGE, url: `http://127.0.0.1:${APP_PORT}${pagePath}`, pid: app.pid });
    // What browsers ask for: the kept page's stored brotli copy (decision 0038).
    targets.push({ name: PAGE_BROTLI, url: `http://127.0.0.1:${APP_PORT}${pagePath}`, pid: app.pid, headers: browser });
    targets.push({ name: PAGE_RENDERED, url: `http://127.0.0.1:${UNCACHED_PORT}${pagePath}`, pid: uncached.pid });
    // A signed-in browser: the room page is session-blind, so it is the kept page after a session check.
    const cookie = await signedInCookie(databaseUrl, SECRET);
    targets.push({ name: PAGE_SIGNED_IN, url: `http://127.0.0.1:${APP_PORT}${pagePath}`, pid: app.pid, headers: { ...browser, cookie } });
  }

  console.log(
    `\ndataset: ${rooms} rooms, ${count} taken slots; ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds after ${WARMUP} s of warm-up\n`,
  );
  growth.push({ rooms: Number(rooms), slots: Number(count), summary: await measureAll(targets) });
  await Promise.all([stop(app), stop(uncached), stop(noFront)]);
}

if (growth.length > 0) {
  console.log("\ngrowth (medians over the rounds): server CPU ms/request and share of bare node");
  const names = [
    BARE_SIZED,
    LIST,
    LIST_BROTLI,
    LIST_NO_FRONT,
    LIST_NO_FRONT_BROTLI,
    LIST_UNCACHED,
    "GET /passy/v1/room/{id}",
    ...(apiOnly ? [] : [PAGE, PAGE_BROTLI, PAGE_SIGNED_IN, PAGE_RENDERED]),
  ];
  console.log(`| rooms | taken slots | ${names.map((n) => `${n}: CPU ms / share / p99 ms`).join(" | ")} |`);
  console.log(`|---:|---:|${names.map(() => "---:").join("|")}|`);
  for (const { rooms, slots, summary } of growth) {
    const cells = names.map((n) => {
      const f = summary.get(n);
      return f ? `${f.cpu.toFixed(2)} / ${f.share.toFixed(1)}% / ${f.p99}` : "n/a";
    });
    console.log(`| ${rooms.toLocaleString("en")} | ${slots.toLocaleString("en")} | ${cells.join(" | ")} |`);
  }
}
// Exiting stops the servers (servers.ts adopt).
process.exit(0);
