import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs } from "./tests/e2e/support/chromium-args";

const port = Number(process.env.E2E_PORT ?? 3999);
/** Multiplies the time limits on a machine busy with other work (E2E_SLOWDOWN=3); CI runs with 1. */
const slowdown = Number(process.env.E2E_SLOWDOWN ?? 1);

/** Browser journeys against the built server on a fresh embedded database, in the system's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A journey waits on its pages far more than it computes: with two workers the machine's two
  // cores were mostly idle (docs/decisions/0023), so three run side by side. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A journey is several pages and server round trips; the limit only matters when one is stuck.
  timeout: 90_000 * slowdown,
  // A client-side navigation (route chunk, loader, styles) can take a few seconds while the
  // workers and the server share two cores; journeys wait on what the page shows, never on time.
  // Three browsers on two cores keep the load average near 16 (measured 2026-11-25): a client
  // navigation then takes over 10 s now and then, so an expectation waits up to 15.
  expect: { timeout: 15_000 * slowdown },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without the omnibox's hidden WebUI pages, which cost every new context 2 s of CPU.
      args: chromiumArgs(),
    },
    // Tracing every journey cost 29% of the run's CPU on two cores (screencast frames alone
    // about 20%; measured 2026-11-25, docs/decisions/0023), and CI keeps only the log: CI
    // traces nothing. Elsewhere a failed journey keeps its DOM snapshots (no screencast), and
    // everywhere a screenshot of its last page.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    screenshot: "only-on-failure",
    // Journeys never wait on motion. The room page's photo carousel plays for visitors who have
    // not asked for reduced motion, and each slide repainted in software cost Chromium 40% of a
    // core for as long as a room page stayed open (measured 2026-11-27, decision 0023); with
    // reduced motion it does not start, and CSS animations end at once (styles/base.css).
    reducedMotion: "reduce",
  },
  projects: [
    // Signs the demo user in once; the journeys that start signed in share that session.
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["setup"],
      testIgnore: /\.exclusive\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    // The journeys tagged @phone (tests/e2e/support/projects.ts) run at phone width too;
    // E2E_ALL_ON_PHONE=1 runs every journey there.
    {
      name: "phone",
      dependencies: ["setup"],
      grep: process.env.E2E_ALL_ON_PHONE ? undefined : /@phone/,
      testIgnore: /\.exclusive\.spec\.ts$/,
      // A phone's layout, touch and user agent at one device pixel per CSS pixel: Pixel 7's 2.625
      // made Chromium paint seven times the pixels on CI's two cores for the same layout.
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, channel: undefined },
    },
    // Journeys that change what every other journey sees (a city taken off live) run alone, after
    // the others; each sets its own widths (decision 0036).
    {
      name: "exclusive",
      dependencies: ["desktop", "phone"],
      testMatch: /\.exclusive\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // PUBLIC_URL stays at its default (localhost) while the browser uses 127.0.0.1: form posts
    // must still pass React Router's same-origin check (the server reads the request's host).
    env: { PORT: String(port), APP_MODE: "demo", LOG_LEVEL: "warn" },
  },
});
