// `npm run bench:web`: Lighthouse 12 (mobile: simulated slow 4G and 4x CPU slowdown) with the
// system's Chromium over the pages issue 18 names: home, a city list, a room page, the F&B
// step, /login and /checkout signed in (the demo user, with a booking draft). Starts the app
// in demo mode on a fresh embedded database (BENCH_WEB_URL: measure a running server instead),
// runs each page BENCH_WEB_RUNS (3) times and prints the median scores and LCP, TBT and CLS.
// BENCH_WEB_REPORTS=<dir> keeps each run's JSON report there and prints what held up the LCP.
// Needs the web build (`npm run build`).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
// Lighthouse's own browser driver: used to put the signed-in cookies into the browser's jar.
import puppeteer from "puppeteer-core";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { addDaysIso, istNow, weekdayOf } from "@workbay/domain/ist-date";
import { waitFor } from "./servers";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3954);
const DEBUG_PORT = Number(process.env.BENCH_WEB_DEBUG_PORT ?? 9334);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ROOM = "boardroom-saffron-koramangala-forum";
const ROOM_CITY = "bengaluru";
const REPORTS = process.env.BENCH_WEB_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

const children: ChildProcess[] = [];
const dirs: string[] = [];
const cleanUp = () => {
  for (const child of children) child.kill("SIGTERM");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
};
process.on("exit", cleanUp);
process.on("SIGINT", () => process.exit(130));

let base = process.env.BENCH_WEB_URL;
if (!base) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "workbay-bench-web-"));
  dirs.push(dataDir);
  const app = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, APP_MODE: "demo", LOG_LEVEL: "warn" },
  });
  children.push(app);
  base = `http://127.0.0.1:${PORT}`;
  console.log(`starting the app in demo mode on ${base} (seeding a fresh database takes a minute or two)`);
}
await waitFor(`${base}/readyz`, 900_000);

/** The demo user's session cookies, and a booking draft of the room for the checkout. */
async function signedInCookies(date: string): Promise<{ name: string; value: string }[] | undefined> {
  const challengeAnswer = await fetch(`${base}/passy/v1/human_check/challenge`);
  const challenge = ((await challengeAnswer.json()) as { data: { challenge: Challenge } }).data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const humanCheck = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const login = await fetch(`${base}/passy/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base! },
    body: JSON.stringify({ input: "demo@workbay.in", password: "Workbay2026", human_check: humanCheck }),
  });
  if (!login.ok) {
    console.log(`could not sign in (${login.status}): /checkout is measured signed out`);
    return undefined;
  }
  const cookies = login.headers.getSetCookie().map((c) => {
    const pair = c.split(";")[0]!;
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const draft = { date, roomId: slot.roomId, startTime: slot.start, endTime: slot.start + 2 };
  cookies.push({ name: "bookingData", value: encodeURIComponent(JSON.stringify(draft)) });
  return cookies;
}

/** The next weekday after tomorrow: the demo centres close on Sundays (the F&B step answers 404 then). */
function nextWeekday(): string {
  let date = addDaysIso(istNow(new Date()).date, 2);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDaysIso(date, 1);
  return date;
}
const date = nextWeekday();

/** An hour of the room free on the date (the F&B step and the checkout refuse a taken one). */
async function freeHour(): Promise<{ roomId: number; start: number }> {
  const answer = await fetch(`${base}/passy/v1/room/${ROOM}?search_by=seo_id&date=${date}`);
  const room = ((await answer.json()) as { data: { id: number; start_time: number; end_time: number; time_slots: number[] } }).data;
  for (let start = room.start_time; start + 2 <= room.end_time; start++) {
    if (!room.time_slots.includes(start) && !room.time_slots.includes(start + 1)) return { roomId: room.id, start };
  }
  throw new Error(`${ROOM} has no free hour on ${date}`);
}
const slot = await freeHour();
const cookies = await signedInCookies(date);
const pages: { name: string; path: string; signedIn?: boolean }[] = [
  { name: "home", path: "/" },
  { name: "city list", path: `/${ROOM_CITY}/meeting-rooms` },
  { name: "room page", path: `/${ROOM_CITY}/meeting-rooms-in-${ROOM}` },
  { name: "F&B step", path: `/${ROOM}/foodBeverage/meals?date=${date}&startTime=${slot.start}&endTime=${slot.start + 2}` },
  { name: "login", path: "/login" },
  { name: "checkout (signed in)", path: "/checkout", signedIn: cookies !== undefined },
];

// BENCH_WEB_PAGES="F&B step,login" measures only the pages named.
const only = process.env.BENCH_WEB_PAGES?.split(",").map((name) => name.trim());
const measured = only ? pages.filter((page) => only.includes(page.name)) : pages;

const profile = mkdtempSync(path.join(tmpdir(), "workbay-bench-chromium-"));
dirs.push(profile);
const chromium = spawn(
  CHROMIUM,
  [
    "--headless=new",
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${profile}`,
    "--no-sandbox",
    "--no-first-run",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "about:blank",
  ],
  { stdio: "ignore" },
);
children.push(chromium);
await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 30_000);

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  seoCrawlableAside: number;
  lcp: number;
  tbt: number;
  cls: number;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Details = { items?: Record<string, unknown>[] };
/** What the simulation put before the LCP: its element, its phases and the render-blocking files. */
function lcpPath(lhr: { audits: Record<string, { details?: unknown; numericValue?: number }> }): string {
  const items = (id: string) => (lhr.audits[id]?.details as Details | undefined)?.items ?? [];
  const element = items("largest-contentful-paint-element")[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
  const phases = (items("largest-contentful-paint-element")[1] as Details | undefined)?.items ?? [];
  const blocking = items("render-blocking-resources").map((r) => `${String(r.url).replace(base!, "")} (${r.wastedMs} ms)`);
  return [
    `  LCP element: ${element?.items?.[0]?.node?.snippet ?? "?"}`,
    `  phases: ${phases.map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`).join(", ")}`,
    `  render-blocking: ${blocking.join(", ") || "none"}`,
  ].join("\n");
}

const rows: string[] = [];
for (const page of measured) {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Lighthouse clears the origin's storage (cookies too) before a run unless told not to.
    if (page.signedIn && cookies) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}` });
      await browser.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(base!).hostname, path: "/" })));
      await browser.disconnect();
    }
    const result = await lighthouse(
      `${base}${page.path}`,
      {
        port: DEBUG_PORT,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...(page.signedIn ? { disableStorageReset: true } : {}),
      },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (lhr.runtimeError) {
      // A failed run (NO_NAVSTART and the like, seen on a loaded machine) is reported, not counted.
      console.log(`${page.name} run ${i + 1}: ${lhr.runtimeError.message}`);
      continue;
    }
    if (REPORTS) {
      writeFileSync(path.join(REPORTS, `${page.name.replace(/\W+/g, "-")}-${i + 1}.json`), JSON.stringify(lhr));
      console.log(lcpPath(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Demo mode asks robots not to index anything (decision 0049), and the private pages are
    // noindex by design: the SEO score without that one audit is what a public page scores live.
    const seoCrawlableAside = (() => {
      const refs = (lhr.categories.seo?.auditRefs ?? []).filter((r) => r.id !== "is-crawlable" && r.weight > 0);
      const scored = refs.filter((r) => typeof lhr.audits[r.id]?.score === "number");
      const weight = scored.reduce((sum, r) => sum + r.weight, 0);
      return weight ? Math.round((100 * scored.reduce((sum, r) => sum + r.weight * lhr.audits[r.id]!.score!, 0)) / weight) : 0;
    })();
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      seoCrawlableAside,
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    });
    console.log(
      `${page.name} run ${i + 1}: performance ${runs.at(-1)!.performance}, LCP ${Math.round(runs.at(-1)!.lcp)} ms, TBT ${Math.round(runs.at(-1)!.tbt)} ms, CLS ${runs.at(-1)!.cls.toFixed(3)}${lhr.finalDisplayedUrl !== `${base}${page.path}` ? ` (ended at ${lhr.finalDisplayedUrl})` : ""}`,
    );
  }
  if (runs.length === 0) {
    rows.push(`| ${page.name} | no run succeeded | | | | | | |`);
    continue;
  }
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  rows.push(
    `| ${page.name} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} (${m("seoCrawlableAside")}) | ${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} |`,
  );
}

console.log(`\nLighthouse ${RUNS} runs per page, medians (mobile, simulated throttling)`);
console.log("| page | performance | accessibility | best practices | SEO (without is-crawlable) | LCP | TBT | CLS |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
// Chromium writes its profile until it has exited: remove the profile only then.
const closed = new Promise((resolve) => chromium.once("exit", resolve));
chromium.kill("SIGTERM");
await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
process.exit(0);
