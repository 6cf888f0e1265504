// The process: configuration, database, demo data, one port for API, pages and images.
import { openDatabase } from "@workbay/db/client";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { mountWeb } from "./web/mount-web";
import { isLoopbackAddress } from "./plugins/dev-tools-guard";
import { createTransports } from "./services/message-transports";
import { startOutboxWorker } from "./services/outbox-worker";
import { refundTransport } from "./services/cancellations";
import { createDatabaseFileStore } from "@workbay/db/files/database-file-store";
import { startHoldSweeper } from "./services/hold-sweeper";
import { importLegacyProfilePhotos } from "./services/legacy-files";
import { catalogueChanged } from "./services/catalogue-changes";
import { startMetricsListener } from "./plugins/metrics";
import { sql } from "drizzle-orm";
import { runExitHooks } from "./shutdown-hooks";
import type { Database } from "@workbay/db/client";

/** Whether HOST keeps the server on this machine (a loopback address or localhost). */
function isLoopbackHost(host: string): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}

const HOLD_SWEEP_MS = 30_000;

const SHUTDOWN_GRACE_MS = 10_000;

/** Migrations applied so far (0 before the first): a rise at start means this start migrated. */
async function appliedMigrations(db: Database): Promise<number> {
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // React's server renderer picks its production build from NODE_ENV when the web build loads
  // (below, in mountWeb); only development mode wants the slower development build.
  process.env.NODE_ENV ??= config.mode === "development" ? "development" : "production";

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  const migrationsBefore = await appliedMigrations(database.db);
  await database.migrate();
  const migrated = (await appliedMigrations(database.db)) > migrationsBefore;

  const app = await buildApp({ config, database });
  // A migration may change the catalogue: instances already running drop their caches.
  if (migrated && migrationsBefore > 0) await catalogueChanged(database.db);

  if (config.seedDemoData) {
    const started = Date.now();
    // Demo pictures go to the shared store once, by whichever instance seeds (the database
    // store inside the seed's transaction, so rows and pictures arrive together).
    const files = app.files.kind === "database" ? createDatabaseFileStore : () => app.files;
    // Loaded only here: a production server (never seeding) does not import the demo seed (docs/decisions/0032).
    const { seedDemoData } = await import("@workbay/demo-seed/seed-demo-data");
    const result = await seedDemoData(database.db, { imagesDir: config.imagesDir, files, log: (message: string) => app.log.info(message) });
    if (result.seeded) app.log.info(`demo data loaded in ${Date.now() - started} ms`);
  }
  const imported = await importLegacyProfilePhotos(database.db, app.files, config.imagesDir);
  if (imported > 0) app.log.info(`${imported} profile photos copied from ${config.imagesDir} into the shared file store`);
  if (config.serveWeb) await mountWeb(app, { mode: config.mode });

  // E-mail and SMS leave through the outbox, so a provider outage delays messages, never loses them.
  // Refunds start at the payment gateway through the outbox too: retried on a gateway error, made once (idempotency key).
  const transports = { ...createTransports(config), refund: refundTransport(app.checkout) };
  for (const channel of ["email", "sms", "webhook"] as const) {
    if (!transports[channel]) app.log.warn(`no ${channel} transport configured: ${channel} messages wait in the outbox`);
  }
  const outboxWorker = startOutboxWorker({
    db: database.db,
    transports,
    clock: () => new Date(),
    onError: (error) => app.log.error({ err: error }, "outbox pass failed"),
  });
  // A request that changed something may have queued messages (an OTP, a confirmation): the
  // worker looks at once instead of on its next tick, so a code arrives while the visitor waits.
  app.addHook("onResponse", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) outboxWorker.wake();
    done();
  });

  // Lapsed payment holds give their slots and passes back (DECISIONS.md section 5). Creating a
  // booking and confirming a payment also expire holds of their own room and date first.
  // Every instance runs the sweeper and the outbox worker: both are safe to run many times at
  // once (docs/decisions/0016, 0025), so no instance is special and any may stop.
  const holdSweeper = startHoldSweeper({
    db: database.db,
    intervalMs: HOLD_SWEEP_MS,
    onExpired: (count) => app.log.info(`${count} lapsed booking holds released`),
    onError: (error) => app.log.error({ err: error }, "hold sweep failed"),
  });

  const metricsServer = config.metrics.port ? await startMetricsListener(app, config.metrics.port, config.metrics.host) : undefined;
  if (!config.metrics.port && !config.metrics.token && config.mode === "production") {
    app.log.warn("metrics are off: set METRICS_PORT (a port of their own) or METRICS_TOKEN (bearer token for /metrics)");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + config.shutdownDrainMs);
    timer.unref();
    // SIGTERM (a deployment, the balancer's host): /readyz turns 503 and requests are still
    // served for SHUTDOWN_DRAIN_SECONDS, until the balancer has stopped sending. Ctrl-C does not wait.
    app.lifecycle.startDraining();
    if (signal === "SIGTERM" && config.shutdownDrainMs > 0) {
      app.log.info(`${signal} received: draining for ${config.shutdownDrainMs / 1000} s (readyz answers 503)`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info(`${signal}: finishing in-flight requests`);
    // Stop accepting and let open requests finish; then wait for handlers whose clients left.
    await app.close();
    holdSweeper.stop();
    await outboxWorker.stop();
    metricsServer?.close();
    if (!(await app.inFlight.drained(SHUTDOWN_GRACE_MS))) app.log.warn("handlers still running at shutdown");
    await database.close();
    await runExitHooks();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (config.mode !== "production" && !isLoopbackHost(config.host)) {
    app.log.warn(
      `${config.mode} mode listening on ${config.host}, beyond this machine: payments are simulated, sign-in codes go to the ` +
        `development mailbox${config.devToolsPublic ? ", and DEV_TOOLS_PUBLIC=true serves /dev/* to anyone who can reach the port" : " (served to this machine only: visitors from elsewhere cannot pay on the test gateway or read their codes)"}. ` +
        "Set HOST=127.0.0.1 to keep it local, or APP_MODE=production for real use.",
    );
  }
  app.log.info(`Workbay (${config.mode}, ${database.kind}) ready at ${config.publicUrl}${config.serveWeb ? "" : " (API only)"}`);
}

await main();
