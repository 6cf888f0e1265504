// The cluster test's processes: two production instances of the built app and HAProxy from
// Debian's package, on loopback ports, started and stopped on demand.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { root } from "../reliability/instances";

export type Proc = {
  name: string;
  child: ChildProcess | null;
  log: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function spawnKept(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const proc: Proc = { name, child, log: [], exit: Promise.resolve({ code: null, signal: null }) };
  const keep = (chunk: Buffer) => {
    proc.log.push(chunk.toString());
    if (proc.log.length > 400) proc.log.splice(0, proc.log.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  proc.exit = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      proc.child = null;
      resolve({ code, signal });
    }),
  );
  return proc;
}

export type AppInstance = Proc & { port: number; metricsPort: number; url: string; metricsUrl: string };

/** The environment of an instance: the same variables compose.yaml gives its app services. */
export function instanceEnv(options: {
  port: number;
  metricsPort: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  secretKey: string;
  publicUrl: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    APP_MODE: "production",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: "10",
    REDIS_URL: options.redisUrl,
    SECRET_KEY: options.secretKey,
    // Production needs payment keys; no payment is made in this test.
    RAZORPAY_KEY_ID: "rzp_test_cluster",
    RAZORPAY_KEY_SECRET: "cluster-test-key-secret",
    RAZORPAY_WEBHOOK_SECRET: "cluster-test-webhook-secret",
    TRUST_PROXY: "127.0.0.1",
    METRICS_PORT: String(options.metricsPort),
    METRICS_HOST: "127.0.0.1",
    SHUTDOWN_DRAIN_SECONDS: "3",
    LOG_LEVEL: "warn",
    ...options.extra,
  };
  return env;
}

export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && !proc.child) throw new Error(`${proc.name} exited while waiting for ${what}:\n${proc.log.join("").slice(-4000)}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}${proc ? `:\n${proc.log.join("").slice(-4000)}` : ""}`);
}

/** `node scripts/start.mjs` (what `npm start` and the container run), ready when /readyz is 200. */
export async function startApp(name: string, port: number, metricsPort: number, env: NodeJS.ProcessEnv): Promise<AppInstance> {
  const proc = spawnKept(name, process.execPath, [path.join(root, "scripts/start.mjs")], env);
  const instance: AppInstance = Object.assign(proc, {
    port,
    metricsPort,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
  });
  await waitFor(`${name} to be ready`, async () => (await fetch(`${instance.url}/readyz`)).status === 200, 120_000, proc);
  return instance;
}

export function haproxyPath(): string | undefined {
  for (const candidate of ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  return undefined;
}

/** HAProxy in the foreground with deploy/haproxy/haproxy.cfg, the compose file's balancer. */
export async function startBalancer(
  binary: string,
  env: { WORKBAY_LB_BIND: string; WORKBAY_STATS_BIND: string; WORKBAY_APP_A: string; WORKBAY_APP_B: string },
): Promise<Proc> {
  const proc = spawnKept("haproxy", binary, ["-db", "-f", path.join(root, "deploy/haproxy/haproxy.cfg")], {
    PATH: process.env.PATH,
    ...env,
  });
  const statsUrl = `http://${env.WORKBAY_STATS_BIND}/stats;csv`;
  // Ready when both instances are UP (two good checks each).
  await waitFor(
    "the balancer to see both instances up",
    async () => {
      const rows = await balancerStats(statsUrl);
      return rows.filter((r) => r.pxname === "app" && (r.svname === "a" || r.svname === "b") && r.status === "UP").length === 2;
    },
    30_000,
    proc,
  );
  return proc;
}

/** HAProxy's stats as rows (pxname, svname, status, wretr retries, wredis redispatches, ...). */
export async function balancerStats(statsUrl: string): Promise<Record<string, string>[]> {
  const text = await (await fetch(statsUrl)).text();
  const [head, ...lines] = text.trim().split("\n");
  const names = (head ?? "").replace(/^# /, "").split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((value, i) => [names[i] ?? String(i), value])));
}

/** SIGTERM, then SIGKILL after `killAfterMs`; resolves with how it ended. */
export async function stop(proc: Proc, killAfterMs = 20_000) {
  const child = proc.child;
  if (!child) return proc.exit;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
  const result = await proc.exit;
  clearTimeout(timer);
  return result;
}
