// The process: configuration, database, demo data, one port for API, pages and images.
import { openDatabase } from "@workbay/db/client";
import { seedDemoData } from "@workbay/db/seed/seed-demo-data";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { mountWeb } from "./web/mount-web";
import { isLoopbackAddress } from "./plugins/dev-tools-guard";
import { createTransports } from "./services/message-transports";
import { startOutboxWorker } from "./services/outbox-worker";
import { expireLapsedHolds } from "@workbay/db/repositories/bookings-repository";

/** Whether HOST keeps the server on this machine (a loopback address or localhost). */
function isLoopbackHost(host: string): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}

const HOLD_SWEEP_MS = 30_000;

const SHUTDOWN_GRACE_MS = 10_000;

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
  await database.migrate();

  const app = await buildApp({ config, database });

  if (config.seedDemoData) {
    const started = Date.now();
    const result = await seedDemoData(database.db, { imagesDir: config.imagesDir, log: (message: string) => app.log.info(message) });
    if (result.seeded) app.log.info(`demo data loaded in ${Date.now() - started} ms`);
  }
  if (config.serveWeb) await mountWeb(app, { mode: config.mode });

  // E-mail and SMS leave through the outbox, so a provider outage delays messages, never loses them.
  const transports = createTransports(config);
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
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) outboxWorker.wake();
  });

  // Lapsed payment holds give their slots and passes back (DECISIONS.md section 5). Creating a
  // booking and confirming a payment also expire holds of their own room and date first.
  const holdSweeper = setInterval(() => {
    expireLapsedHolds(database.db, new Date())
      .then((count) => {
        if (count > 0) app.log.info(`${count} lapsed booking holds released`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, "hold sweep failed"));
  }, HOLD_SWEEP_MS);
  holdSweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Stop accepting and let open requests finish; then wait for handlers whose clients left.
    await app.close();
    clearInterval(holdSweeper);
    await outboxWorker.stop();
    if (!(await app.inFlight.drained(SHUTDOWN_GRACE_MS))) app.log.warn("handlers still running at shutdown");
    await database.close();
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
