// `npm run test:cluster`: the deployment of compose.yaml on loopback. Builds once, loads the
// demo catalogue into a fresh PostgreSQL database (`npm run db:seed` as an operator would),
// starts production instances A and B with one Redis behind HAProxy (deploy/haproxy/haproxy.cfg),
// then checks through the balancer what issue 17 asks; prints a table, exits non-zero on a breach.
// docs/decisions/0025-running-as-a-service.md; README "Running in production".
import { randomBytes } from "node:crypto";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { openDatabase } from "@workbay/db/client";
import { insertUser } from "@workbay/db/repositories/users-repository";
import { roomImages, rooms, storedFiles } from "@workbay/db/schema";
import { seedDemoData } from "@workbay/demo-seed/seed-demo-data";
import { changeCatalogue } from "../../apps/api/src/services/catalogue-changes";
import { createClusterEvents, registerClusterEvents } from "../../apps/api/src/services/cluster-events";
import { startSession } from "../../apps/api/src/services/sessions";
import { json, percentile, pooled, send } from "../reliability/http";
import { ensureWebBuild, freshDatabase, root } from "../reliability/instances";
import { balancerStats, haproxyPath, instanceEnv, startApp, startBalancer, stop, waitFor, type AppInstance, type Proc } from "./processes";

const env = process.env;
const ports = (env.CLUSTER_PORTS || "4300,4301,4302,4304,4311,4312,4321").split(",").map(Number);
const [lbPort, portA, portB, statsPort, metricsA, metricsB, otlpPort] = ports as [number, number, number, number, number, number, number];
const adminUrl = env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = env.REDIS_URL || "redis://127.0.0.1:6379";
const lb = `http://127.0.0.1:${lbPort}`;
const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
const METRICS_TOKEN = randomBytes(24).toString("base64url");

type Row = { check: string; figures: string; ok: boolean; notes: string[] };
const rows: Row[] = [];
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function record(check: string, ok: boolean, figures: string, notes: string[] = []) {
  rows.push({ check, figures, ok, notes });
  console.log(`${ok ? "ok    " : "BREACH"} ${check}: ${figures}${notes.length ? `\n         ${notes.join("\n         ")}` : ""}`);
}

/** One metric's value from Prometheus text, summed over the series whose labels include `labels`. */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (wanted) total += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return total;
}

async function scrape(instance: AppInstance): Promise<string> {
  const response = await fetch(`${instance.metricsUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (response.status !== 200) throw new Error(`${instance.name} metrics answered ${response.status}`);
  return response.text();
}

/** A fake OpenTelemetry collector: keeps the OTLP/HTTP trace exports that instance A sends. */
function startCollector(port: number): Promise<{ bodies: string[]; server: http.Server }> {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ bodies, server })));
}

async function main() {
  const started = Date.now();
  const haproxy = haproxyPath();
  if (!haproxy) throw new Error("HAProxy is not installed: apt-get install haproxy (.ci/run installs it)");
  ensureWebBuild();
  const built = Date.now();
  const database = await freshDatabase(adminUrl);
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), "wb-cluster-"));
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
  const procs: Proc[] = [];
  const collector = await startCollector(otlpPort);
  const secretKey = randomBytes(32).toString("base64url");
  let events: Awaited<ReturnType<typeof createClusterEvents>> | undefined;
  try {
    // What an operator runs once before the first start: migrations, then (for this test) the
    // demo catalogue. Its pictures go into the database's file store, not onto any disk.
    await handle.migrate();
    const seeded = Date.now();
    await seedDemoData(handle.db, { imagesDir: path.join(root, ".cache/test-data/images") });
    const storedCount = (await handle.db.select({ name: storedFiles.name }).from(storedFiles)).length;
    console.log(
      `web build ${((built - started) / 1000).toFixed(0)} s; database migrated and seeded (${storedCount} pictures stored) in ${seconds(seeded)}`,
    );

    const common = { databaseUrl: database.url, redisUrl, secretKey, publicUrl: lb };
    const launching = Date.now();
    const [a, b] = await Promise.all([
      startApp(
        "A",
        portA,
        metricsA,
        instanceEnv({
          ...common,
          port: portA,
          metricsPort: metricsA,
          dataDir: path.join(dataRoot, "a"),
          extra: { METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`, OTEL_SERVICE_NAME: "workbay-a" },
        }),
      ),
      startApp(
        "B",
        portB,
        metricsB,
        instanceEnv({ ...common, port: portB, metricsPort: metricsB, dataDir: path.join(dataRoot, "b"), extra: { METRICS_TOKEN } }),
      ),
    ]);
    procs.push(a, b);
    const balancer = await startBalancer(haproxy, {
      WORKBAY_LB_BIND: `127.0.0.1:${lbPort}`,
      WORKBAY_STATS_BIND: `127.0.0.1:${statsPort}`,
      WORKBAY_APP_A: `127.0.0.1:${portA}`,
      WORKBAY_APP_B: `127.0.0.1:${portB}`,
    });
    procs.push(balancer);
    console.log(`instances A and B and the balancer up in ${seconds(launching)}`);

    // 1. Every room image from both instances (neither has any original on its disk).
    {
      const since = Date.now();
      const names = [...new Set((await handle.db.select({ name: roomImages.fileName }).from(roomImages)).map((r) => r.name))];
      const answers = await pooled(
        names.flatMap((name) =>
          [a, b].map(
            (instance) => () => send(instance.url, { method: "GET", path: `/images/135x100/${name}`, headers: { accept: "image/jpeg" } }),
          ),
        ),
        8,
      );
      const bad = answers.filter((x) => x.status !== 200 || x.headers["content-type"] !== "image/jpeg");
      const viaLb = await send(lb, { method: "GET", path: `/images/340x200/${names[0]}` });
      record(
        "room images on both instances",
        bad.length === 0 && viaLb.status === 200,
        `${names.length} images x 2 instances: ${answers.length - bad.length} answered 200, ${bad.length} not; through the balancer ${viaLb.status}; ${seconds(since)}`,
        bad.slice(0, 3).map((x) => `${x.status} ${x.text.slice(0, 100)}`),
      );
    }

    // 2. A profile photo uploaded through A is served by B; the replaced one is gone from B too.
    {
      const user = await insertUser(handle.db, {
        email: `cluster-${randomBytes(4).toString("hex")}@cluster.test`,
        name: "Cluster Photo",
        emailVerified: true,
      });
      const session = await startSession(handle.db, secretKey, user, new Date());
      const upload = async (color: string) => {
        const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
          .png()
          .toBuffer();
        const answer = await send(a.url, {
          method: "POST",
          path: "/passy/v1/profile_image",
          headers: { authorization: `Bearer ${session.token}`, "content-type": "application/json" },
          body: JSON.stringify({ image_name: "me.png", attachment: `data:image/png;base64,${png.toString("base64")}` }),
        });
        return { status: answer.status, photo: String(json(answer)?.data?.photo ?? "") };
      };
      const first = await upload("#c0392b");
      const firstOnB = await send(b.url, { method: "GET", path: first.photo });
      const second = await upload("#2980b9");
      const secondOnB = await send(b.url, { method: "GET", path: second.photo });
      // The first photo was deleted with the second upload: B drops its cached copy on the message.
      let firstGoneOnB = 0;
      await waitFor(
        "B to forget the replaced photo",
        async () => (firstGoneOnB = (await send(b.url, { method: "GET", path: first.photo })).status) === 404,
        5000,
      ).catch(() => undefined);
      record(
        "photo uploaded through A served by B",
        first.status === 200 && firstOnB.status === 200 && second.status === 200 && secondOnB.status === 200 && firstGoneOnB === 404,
        `upload via A ${first.status}, on B ${firstOnB.status} (${firstOnB.headers["content-type"]}); replaced: new ${secondOnB.status} on B, old ${firstGoneOnB} on B`,
      );
    }

    // 3. A price change reaches B within 1 s. There is no operator API yet (issue 15): the
    // change is made as the console will make it, with changeCatalogue() on the same Redis.
    {
      events = await createClusterEvents({ database: handle, redisUrl });
      registerClusterEvents(handle.db, events);
      const [room] = await handle.db.select({ id: rooms.id, cost: rooms.costPaise }).from(rooms).where(eq(rooms.productTypeId, 1)).limit(1);
      if (!room) throw new Error("no meeting room");
      const costOn = async (instance: AppInstance) =>
        Number(json(await send(instance.url, { method: "GET", path: `/passy/v1/room/${room.id}` }))?.data?.cost);
      const before = [await costOn(a), await costOn(b), await costOn(a), await costOn(b)];
      const newCost = room.cost + 10_000;
      await changeCatalogue(handle.db, { roomIds: [room.id] }, (tx) =>
        tx.update(rooms).set({ costPaise: newCost }).where(eq(rooms.id, room.id)),
      );
      const committed = Date.now();
      const seen: Record<string, number> = {};
      await Promise.all(
        [a, b].map((instance) =>
          waitFor(
            `${instance.name} to show the new price`,
            async () => {
              if ((await costOn(instance)) !== newCost / 100) return false;
              seen[instance.name] = Date.now() - committed;
              return true;
            },
            10_000,
          ).catch(() => undefined),
        ),
      );
      const viaLb = Number(json(await send(lb, { method: "GET", path: `/passy/v1/room/${room.id}` }))?.data?.cost);
      record(
        "price change visible on every instance within 1 s",
        (seen.A ?? Infinity) <= 1000 && (seen.B ?? Infinity) <= 1000 && viaLb === newCost / 100,
        `cached ${before[0]} on both; ${newCost / 100} on A after ${seen.A ?? "never"} ms, on B after ${seen.B ?? "never"} ms (Redis pub/sub); via balancer ${viaLb}`,
        ["changed with changeCatalogue() from the test process, as the operator console will (no operator API yet)"],
      );
    }

    // 4. Rate limits are shared: the per-address look-up limit counts requests to both instances.
    {
      const client = `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
      const before = await Promise.all([a, b].map(scrape));
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const answer = await send(lb, {
          method: "GET",
          path: `/passy/v1/profile_exists?input=rate-${i}%40cluster.test`,
          headers: { "x-forwarded-for": client },
        });
        statuses.push(answer.status);
      }
      const after = await Promise.all([a, b].map(scrape));
      const served = [0, 1].map(
        (i) =>
          metricValue(after[i]!, "workbay_http_requests_total", { route: "/passy/v1/profile_exists" }) -
          metricValue(before[i]!, "workbay_http_requests_total", { route: "/passy/v1/profile_exists" }),
      );
      const allowed = statuses.filter((s) => s === 200).length;
      record(
        "rate limits shared through Redis",
        allowed === 60 && statuses[60] === 429 && served[0]! > 0 && served[1]! > 0,
        `61 look-ups from one address through the balancer (A served ${served[0]}, B ${served[1]}): ${allowed} allowed, the 61st ${statuses[60]} (limit 60)`,
      );
    }

    // 5. /metrics counts what was sent, on each instance's metrics port; never through the balancer.
    {
      const path = "/passy/v1/room/:id";
      const before = await Promise.all([a, b].map(scrape));
      const sent = 40;
      const answers = await pooled(
        Array.from({ length: sent }, () => () => send(lb, { method: "GET", path: "/passy/v1/room/1" })),
        4,
      );
      const after = await Promise.all([a, b].map(scrape));
      const counted = [0, 1].map(
        (i) =>
          metricValue(after[i]!, "workbay_http_requests_total", { route: path }) -
          metricValue(before[i]!, "workbay_http_requests_total", { route: path }),
      );
      const total = counted[0]! + counted[1]!;
      const names = [
        "workbay_http_request_duration_seconds_bucket",
        "workbay_bookings_created_total",
        "workbay_holds_live",
        "workbay_outbox_pending",
        "workbay_outbox_oldest_pending_age_seconds",
        "workbay_message_failures_total",
        "workbay_payment_webhooks_total",
        "workbay_db_pool_connections",
        "nodejs_eventloop_lag_seconds",
        "process_resident_memory_bytes",
      ];
      const missing = names.filter((name) => !after[0]!.includes(name));
      const viaLb = await send(lb, { method: "GET", path: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const mainNoToken = await send(a.url, { method: "GET", path: "/metrics" });
      const mainToken = await send(a.url, { method: "GET", path: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const requestId = answers[0]?.headers["x-request-id"];
      record(
        "/metrics counts what was sent",
        total === sent &&
          missing.length === 0 &&
          viaLb.status === 404 &&
          mainNoToken.status === 401 &&
          mainToken.status === 200 &&
          typeof requestId === "string",
        `${sent} room requests through the balancer, counted A ${counted[0]} + B ${counted[1]} = ${total}; /metrics through the balancer ${viaLb.status}, on A's port ${mainNoToken.status} without the token, ${mainToken.status} with it; X-Request-Id ${requestId ? "present" : "missing"}`,
        missing.length ? [`missing: ${missing.join(", ")}`] : [],
      );
    }

    // 6. Traces: A was started with OTEL_EXPORTER_OTLP_ENDPOINT; its spans reach the collector.
    {
      await waitFor("spans from A", async () => collector.bodies.some((body) => body.includes("workbay-a")), 10_000).catch(() => undefined);
      const all = collector.bodies.join("\n");
      const http = /"kind":\s*2/.test(all) || all.includes("http.method") || all.includes("http.request.method");
      const pg = all.includes("pg.query") || all.includes("postgresql");
      record(
        "OpenTelemetry traces from A (B has none configured)",
        http && pg,
        `${collector.bodies.length} exports; HTTP server spans ${http ? "yes" : "no"}, pg spans ${pg ? "yes" : "no"}`,
      );
    }

    // 7. SIGTERM to A under load: the balancer takes it out (readyz 503), retries what A closed,
    // and B serves on. No request through the balancer may fail.
    {
      const statsBefore = await balancerStats(statsUrl);
      const [room] = await handle.db.select({ id: rooms.id }).from(rooms).limit(1);
      const paths = [
        `/passy/v1/room/${room?.id ?? 1}`,
        "/passy/v1/rooms?city=bengaluru",
        `/images/135x100/${(await handle.db.select({ name: roomImages.fileName }).from(roomImages).limit(1))[0]?.name}`,
        "/passy/v1/amenities",
      ];
      const results: { status: number; ms: number; at: number; error?: string }[] = [];
      let stopAt = 0;
      let running = true;
      const loadStarted = Date.now();
      const worker = async (n: number) => {
        let i = n;
        while (running) {
          const answer = await send(lb, { method: "GET", path: paths[i++ % paths.length]! }, 15_000);
          results.push({ status: answer.status, ms: answer.ms, at: Date.now(), error: answer.error });
        }
      };
      const workers = Array.from({ length: 8 }, (_, n) => worker(n));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      stopAt = Date.now();
      const stopping = stop(a);
      const exit = await stopping;
      const exitedAfter = Date.now() - stopAt;
      // Keep the load on B for 2 s more.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      running = false;
      await Promise.all(workers);
      const statsAfter = await balancerStats(statsUrl);
      const server = (rows: Record<string, string>[], name: string) => rows.find((r) => r.pxname === "app" && r.svname === name) ?? {};
      const retries = Number(server(statsAfter, "a").wretr ?? 0) - Number(server(statsBefore, "a").wretr ?? 0);
      const redispatched = Number(server(statsAfter, "a").wredis ?? 0) - Number(server(statsBefore, "a").wredis ?? 0);
      const failed = results.filter((r) => r.status === 0 || r.status >= 500);
      const afterExit = results.filter((r) => r.at > stopAt + exitedAfter);
      const bAlive = (await fetch(`${b.url}/readyz`)).status;
      record(
        "SIGTERM of A mid-load loses no request",
        failed.length === 0 && exit.code === 0 && afterExit.length > 0 && afterExit.every((r) => r.status === 200) && bAlive === 200,
        `${results.length} requests in ${seconds(loadStarted)} (8 at a time, p99 ${Math.round(
          percentile(
            results.map((r) => r.ms),
            99,
          ),
        )} ms): ${failed.length} failed; A drained and exited (code ${exit.code}) ${(exitedAfter / 1000).toFixed(1)} s after SIGTERM; ${afterExit.length} answered by B after that; balancer retries ${retries}, redispatches ${redispatched}; A now ${server(statsAfter, "a").status}`,
        failed.slice(0, 5).map((r) => `${r.status} ${r.error ?? ""}`),
      );
    }
  } finally {
    await events?.close().catch(() => undefined);
    await Promise.all(procs.map((p) => stop(p)));
    collector.server.close();
    await handle.close();
    await database.drop().catch((error: unknown) => console.error(`could not drop the database: ${String(error)}`));
    rmSync(dataRoot, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map((r) => r.check.length));
  console.log(`\n| ${"check".padEnd(width)} | verdict | figures |`);
  console.log(`|${"-".repeat(width + 2)}|---------|---------|`);
  for (const r of rows) console.log(`| ${r.check.padEnd(width)} | ${r.ok ? "ok     " : "BREACH "} | ${r.figures} |`);
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`\n${seconds(started)} in all`);
  console.log(`cluster: ${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
