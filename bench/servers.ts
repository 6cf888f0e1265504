// What the benchmarks share: starting the app in production mode on a seeded database, waiting
// for it, stopping it, and reading a process's CPU time from /proc.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export async function waitFor(url: string, timeoutMs = 600_000) {
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

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds a process has used so far; undefined where there is no /proc. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces); utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((child) => child.kill("SIGTERM")));

/** Stopped when this process exits. */
export function adopt<T extends ChildProcess>(child: T): T {
  children.push(child);
  return child;
}

/**
 * The app in production mode on `databaseUrl` (no demo data, a test payment key it never uses),
 * the whole product or, with `apiOnly`, the API alone (tsx).
 */
export function startApp(options: { databaseUrl: string; port: number; secret: string; apiOnly?: boolean; env?: Record<string, string> }) {
  const { apiOnly = false } = options;
  return adopt(
    spawn("node", apiOnly ? ["--import", "tsx", "apps/api/src/server.ts"] : ["scripts/start.mjs"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(options.port),
        DATABASE_URL: options.databaseUrl,
        DATABASE_POOL_SIZE: "20",
        LOG_LEVEL: "warn",
        SEED_DEMO_DATA: "false",
        APP_MODE: "production",
        SECRET_KEY: options.secret,
        SERVE_WEB: apiOnly ? "false" : "true",
        // Production mode needs a real payment gateway configured; the bench never pays.
        RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID ?? "rzp_test_bench",
        RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? "bench-key-secret",
        RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET ?? "bench-webhook-secret",
        ...options.env,
      },
    }),
  );
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
