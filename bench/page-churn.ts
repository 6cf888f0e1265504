// `npm run bench:churn [-- <rooms>]` (after `npm run bench:seed -- <rooms>`, default 10,000):
// room pages while bookings happen (decision 0038, "eleventh session"). Visitors ask for the
// pages of BENCH_PAGES rooms (default 50) of one city and date, round robin at 32 connections,
// first with nothing changing, then while availability changes arrive at
// BENCH_CHANGES_PER_SECOND (default 10) as another instance's messages would bring them (a
// PostgreSQL NOTIFY on the cluster channel, each naming one of those rooms on that date). Prints
// requests/s, p99 and the server's CPU per request for each phase, in interleaved rounds.
//
// An availability change used to drop every kept page: under changes, nearly every request
// rendered its page. Now it drops the pages that showed that room on that date.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { DEFAULT_EVENTS_CHANNEL } from "../apps/api/src/services/cluster-events";
import { benchDatabaseUrl, sizesFrom } from "./bench-config";
import { cpuSeconds, startApp, stop, waitFor } from "./servers";

const PAGES = Number(process.env.BENCH_PAGES ?? 50);
const CHANGES_PER_SECOND = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3951) + 3;
const [rooms = 10_000] = sizesFrom(process.argv.slice(2), [10_000]);
const databaseUrl = benchDatabaseUrl(rooms);

const app = startApp({ databaseUrl, port: PORT, secret: randomBytes(32).toString("hex") });
const origin = `http://127.0.0.1:${PORT}`;
await waitFor(`${origin}/readyz`);

// Rooms of one city on a date three days ahead (the list's first page of that size).
const date = addDaysIso(istNow(new Date()).date, 3);
type Listed = { data: { rooms: { id: number; seo_id: string; city: string }[] } | null };
const pages: { id: number; path: string }[] = [];
for (let listPage = 1; pages.length < PAGES && listPage <= 20; listPage += 1) {
  const listed = (await (
    await fetch(`${origin}/passy/v1/rooms?city=bengaluru&date=${date}&page_size=25&current_page=${listPage}`)
  ).json()) as Listed;
  const found = listed.data?.rooms ?? [];
  if (found.length === 0) break;
  for (const room of found.slice(0, PAGES - pages.length))
    pages.push({ id: room.id, path: `/${room.city}/meeting-rooms-in-${room.seo_id}?date=${date}` });
}
if (pages.length < PAGES) throw new Error(`only ${pages.length} rooms listed in bengaluru on ${date}`);
for (const page of pages) if (!(await fetch(`${origin}${page.path}`)).ok) throw new Error(`${page.path} did not answer 200`);

const notifier = new pg.Client({ connectionString: databaseUrl });
await notifier.connect();

/** Availability messages naming one of the pages' rooms on their date, `perSecond` of them, until stopped. */
function changes(perSecond: number): () => void {
  if (perSecond <= 0) return () => undefined;
  let sent = 0;
  const timer = setInterval(() => {
    const room = pages[sent++ % pages.length]!;
    const message = { origin: "bench-churn", event: { kind: "availability", changes: [[room.id, date]] } };
    notifier.query("select pg_notify($1, $2)", [DEFAULT_EVENTS_CHANNEL, JSON.stringify(message)]).catch(() => undefined);
  }, 1000 / perSecond);
  return () => clearInterval(timer);
}

async function measure(perSecond: number) {
  const stopChanges = changes(perSecond);
  const before = cpuSeconds(app.pid);
  const result = await autocannon({
    url: origin,
    connections: 32,
    duration: DURATION,
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: pages.map((page) => ({ method: "GET", path: page.path })),
  });
  const after = cpuSeconds(app.pid);
  stopChanges();
  const cpu = before === undefined || after === undefined ? Number.NaN : ((after - before) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, cpu };
}

console.log(`${rooms.toLocaleString("en")} rooms: ${pages.length} room pages in Bengaluru on ${date}, ${DURATION} s per phase`);
await measure(0); // warm-up
const phases = [
  ["no changes", 0],
  [`${CHANGES_PER_SECOND} availability changes/s`, CHANGES_PER_SECOND],
] as const;
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [name, perSecond] of phases) {
    const f = await measure(perSecond);
    console.log(
      `round ${round} | ${name.padEnd(28)} | ${Math.round(f.rps).toString().padStart(6)} req/s | p99 ${String(f.p99).padStart(4)} ms | CPU ${f.cpu.toFixed(2)} ms/request${f.non2xx ? ` | ${f.non2xx} not 2xx` : ""}`,
    );
  }
}
await notifier.end();
await stop(app);
process.exit(0);
