// `npm run bench:search` (after `npm run bench:seed`): the search's figures on the 10,000-room
// dataset (issue 19, decision 0030): the header's autocomplete (GET /passy/v1/search, a typo)
// and place autocomplete at 32 connections, the same with a keyword never asked before on every
// request (no answer in memory: what the database costs), and the map's "Search this area" query
// (GET /passy/v1/rooms?bbox=) at 32 connections and cold (a new box each request, no cache).
// Targets: autocomplete p99 under 20 ms, a bounding-box query under 30 ms.
//
// Before measuring, it adds generated localities to the dataset's places (50 a city, kept:
// ON CONFLICT DO NOTHING), so the places table is not just the reference data's few dozen.
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { benchDatabaseUrl, sizesFrom } from "./bench-config";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const APP_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3953);
const LOCALITIES_PER_CITY = 50;
const COLD_BOXES = 40;
// The dataset `npm run bench:seed -- <rooms>` made (10,000 rooms unless told: `npm run bench:search -- 1000`).
const BENCH_DATABASE_URL = process.env.BENCH_SEARCH_DATABASE_URL ?? benchDatabaseUrl(sizesFrom(process.argv.slice(2), [10_000])[0]!);

const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
await client.connect();
await client.query(
  `insert into places (city_slug, name, kind, aliases, latitude, longitude)
   select c.slug, 'Bench Locality ' || c.slug || ' ' || n, 'locality', 'Bench Nagar ' || n,
          c.latitude + ((n * 41) % 100 - 50) / 800.0, c.longitude + ((n * 29) % 100 - 50) / 800.0
   from cities c cross join generate_series(1, ${LOCALITIES_PER_CITY}) n
   on conflict do nothing`,
);
const counts = (
  await client.query<{ rooms: string; places: string }>(
    "select (select count(*) from rooms) as rooms, (select count(*) from places) as places",
  )
).rows[0]!;
const centre = (
  await client.query<{ latitude: number; longitude: number }>("select latitude, longitude from cities where slug = 'bengaluru'")
).rows[0]!;
await client.end();

const app = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
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
    SERVE_WEB: "false",
    SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString("hex"),
    RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID ?? "rzp_test_bench",
    RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? "bench-key-secret",
    RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET ?? "bench-webhook-secret",
  },
});
process.on("exit", () => app.kill("SIGTERM"));

const base = `http://127.0.0.1:${APP_PORT}`;
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) throw new Error("the API did not come up");
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const date = addDaysIso(istNow(new Date()).date, 1);
const box = (south: number, west: number, size: number) => [south, west, south + size, west + size].map((v) => v.toFixed(4)).join(",");
const targets = [
  {
    name: "autocomplete: GET /passy/v1/search keyword=koramangla",
    path: "/passy/v1/search?category=all&consider_active=true&keyword=koramangla&limit=5",
    goal: 20,
  },
  {
    name: "autocomplete: GET /passy/v1/search keyword=bench nagar",
    path: "/passy/v1/search?category=all&consider_active=true&keyword=bench%20nagar&limit=5",
    goal: 20,
  },
  {
    name: "place autocomplete: GET /connect/v1/place/autocomplete input=powai",
    path: "/connect/v1/place/autocomplete?input=powai",
    goal: 20,
  },
  {
    name: "map: GET /passy/v1/rooms?bbox= (0.1 degree box, 48 a page)",
    path: `/passy/v1/rooms?bbox=${box(centre.latitude - 0.05, centre.longitude - 0.05, 0.1)}&space_type=1&date=${date}&page_size=48`,
    goal: 30,
  },
];

console.log(
  `\ndataset: ${counts.rooms} rooms, ${counts.places} places; ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up\n`,
);
console.log("| target | requests/s | p50 ms | p99 ms | goal p99 ms | met | non-2xx |");
console.log("|---|---:|---:|---:|---:|---|---:|");
type Target = { name: string; path: string; goal: number; setupRequest?: (request: autocannon.Request) => autocannon.Request };
// Cold keywords: a typo of a locality or a word of the catalogue with a number never used before.
let unique = 0;
const words = ["koramangla", "indiranagr", "bench nagar", "powai", "meeting room", "bench centre", "whitefeild", "cyber"];
const coldKeyword = () => `${words[unique % words.length]} ${++unique}`;
const coldTargets: Target[] = [
  {
    name: "autocomplete, a new keyword each request: GET /passy/v1/search",
    path: "/passy/v1/search?category=all&consider_active=true&limit=5",
    setupRequest: (request) => ({ ...request, path: `${request.path}&keyword=${encodeURIComponent(coldKeyword())}` }),
    goal: 20,
  },
  {
    name: "place autocomplete, a new keyword each request",
    path: "/connect/v1/place/autocomplete?",
    setupRequest: (request) => ({ ...request, path: `${request.path}input=${encodeURIComponent(coldKeyword())}` }),
    goal: 20,
  },
];
for (const target of [...targets, ...coldTargets] as Target[]) {
  const requests = target.setupRequest ? [{ setupRequest: target.setupRequest }] : undefined;
  await autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration: WARMUP, requests });
  const result = await autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration: DURATION, requests });
  console.log(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${target.goal} | ${
      result.latency.p99 < target.goal ? "yes" : "no"
    } | ${result.non2xx} |`,
  );
}

// Cold searches one at a time: what one keystroke nobody typed before costs, without the queueing
// of 32 at once on a shared machine.
const searchTimings: number[] = [];
for (let i = 0; i < COLD_BOXES * 2; i++) {
  const url = `${base}/passy/v1/search?category=all&consider_active=true&limit=5&keyword=${encodeURIComponent(coldKeyword())}`;
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  searchTimings.push(performance.now() - started);
}
searchTimings.sort((a, b) => a - b);
const searchAt = (q: number) => searchTimings[Math.min(searchTimings.length - 1, Math.floor(q * searchTimings.length))]!.toFixed(1);
console.log(
  `\ncold searches (${searchTimings.length} new keywords, one at a time): median ${searchAt(0.5)} ms, p90 ${searchAt(0.9)} ms, max ${searchAt(1)} ms`,
);

// Cold: each "Search this area" is a box never asked before, one at a time, so no cache helps.
const timings: number[] = [];
for (let i = 0; i < COLD_BOXES; i++) {
  const url = `${base}/passy/v1/rooms?bbox=${box(centre.latitude - 0.1 + i * 0.003, centre.longitude - 0.1 + i * 0.002, 0.08)}&space_type=1&date=${date}&page_size=48`;
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
console.log(`\ncold bbox queries (${COLD_BOXES} new boxes, one at a time): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
app.kill("SIGTERM");
process.exit(0);
