import { timingSafeEqual, createHash } from "node:crypto";
import http from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Gauge, Registry } from "prom-client";
import { sql } from "drizzle-orm";
import { HOLD_LIMIT_MESSAGE } from "@workbay/domain/booking-limits";
import { CHECKOUT_MESSAGES } from "../services/checkout";
import { metrics, processRegistry } from "../services/metrics";

declare module "fastify" {
  interface FastifyInstance {
    /** The Prometheus text of this instance (process counters and the database gauges). */
    metricsText: () => Promise<{ contentType: string; body: string }>;
    /**
     * Counts answers sent without Fastify (hot-answers.ts) as the onResponse hook below counts
     * the others: a function of the answer's duration in seconds, for one method, route and status.
     */
    requestCounter: (method: string, route: string, status: number) => (seconds: number) => void;
  }
  interface FastifyRequest {
    failure?: Error;
  }
}

const BOOKING_ROUTE = "/passy/v1/booking";

/** Why a booking attempt was refused, as a small fixed set of label values. */
export function refusalReason(status: number, error: Error | undefined): string {
  const message = error?.message ?? "";
  if (message === CHECKOUT_MESSAGES.slotTaken) return "slot_taken";
  if (message === CHECKOUT_MESSAGES.passesGone) return "passes_gone";
  if (message === CHECKOUT_MESSAGES.priceChanged) return "price_changed";
  if (message === CHECKOUT_MESSAGES.gatewayDown) return "gateway_down";
  if (message === HOLD_LIMIT_MESSAGE) return "hold_limit";
  if (status === 429) return "rate_limited";
  if (status === 401 || status === 403) return "not_signed_in";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status >= 500) return "error";
  return "invalid";
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether a request carries `Authorization: Bearer <METRICS_TOKEN>`. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? "");
  return Boolean(match?.[1] && sameSecret(match[1].trim(), token));
}

type DatabaseFigures = { holds: number; pending: number; failed: number; oldest: number; up: number };

function databaseGauges(app: FastifyInstance): Registry {
  const registry = new Registry();
  // One query for all database gauges per scrape: each gauge's collect() awaits the same read.
  let last: { at: number; figures: Promise<DatabaseFigures> } | undefined;
  const read = (): Promise<DatabaseFigures> => {
    if (last && Date.now() - last.at < 1000) return last.figures;
    const figures = app.db
      .execute(
        sql`select
          (select count(*)::int from bookings where status = 'pending_payment' and hold_expires_at > now()) as holds,
          (select count(*)::int from outbox where status = 'pending') as pending,
          (select count(*)::int from outbox where status = 'failed') as failed,
          (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from outbox where status = 'pending') as oldest`,
      )
      .then((result) => {
        const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
        return { holds: Number(row.holds), pending: Number(row.pending), failed: Number(row.failed), oldest: Number(row.oldest), up: 1 };
      })
      .catch(() => ({ holds: Number.NaN, pending: Number.NaN, failed: Number.NaN, oldest: Number.NaN, up: 0 }));
    last = { at: Date.now(), figures };
    return figures;
  };
  const fromDatabase = (name: string, help: string, pick: (figures: DatabaseFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await read()));
      },
    });
  fromDatabase("workbay_holds_live", "Unpaid bookings holding slots or passes now (whole deployment, from the database)", (f) => f.holds);
  fromDatabase("workbay_outbox_pending", "Outbox messages waiting to be sent (whole deployment)", (f) => f.pending);
  fromDatabase(
    "workbay_outbox_oldest_pending_age_seconds",
    "Age of the oldest message waiting in the outbox; 0 when none waits",
    (f) => f.oldest,
  );
  fromDatabase("workbay_outbox_given_up", "Outbox messages given up after their last attempt (whole deployment)", (f) => f.failed);
  fromDatabase("workbay_metrics_database_up", "1 when the database gauges could be read at this scrape, else 0", (f) => f.up);
  new Gauge({
    name: "workbay_db_pool_connections",
    help: "Database connections of this instance's pool, by state (total, idle, waiting requests, max)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, stats[state]);
    },
  });
  return registry;
}

/**
 * Prometheus metrics (docs/decisions/0025): request counts and durations by route and status,
 * bookings, messages, webhooks, database gauges, and Node's own. Served at /metrics on the main
 * port only to `Authorization: Bearer <METRICS_TOKEN>`, and on METRICS_PORT (server.ts);
 * with neither configured, nothing serves them.
 */
export const metricsPlugin = fp(async function metricsPlugin(app: FastifyInstance) {
  const counters = metrics();
  const gauges = databaseGauges(app);

  app.addHook("onError", async (request, _reply, error) => {
    request.failure = error;
  });
  // The callback form: it runs on every request (app.ts).
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    counters.httpRequests.inc(labels);
    counters.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (route === BOOKING_ROUTE && request.method === "POST") countBookingAttempt(request, reply.statusCode);
    done();
  });
  app.decorate("requestCounter", (method: string, route: string, status: number) => {
    // Children bound to their labels once: the labels are not hashed again per request.
    const labels = { method, route, status: String(status) };
    const requests = counters.httpRequests.labels(labels);
    const duration = counters.httpDuration.labels(labels);
    return (seconds: number) => {
      requests.inc();
      duration.observe(seconds);
    };
  });
  const countBookingAttempt = (request: FastifyRequest, status: number) => {
    if (status < 300) counters.bookingsCreated.inc();
    else counters.bookingsRefused.inc({ reason: refusalReason(status, request.failure) });
  };

  app.decorate("metricsText", async () => {
    const merged = Registry.merge([processRegistry(), gauges]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  });

  const token = app.config.metrics.token;
  if (token) {
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      if (!hasMetricsToken(request.headers.authorization, token)) {
        return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').type("text/plain").send("unauthorized\n");
      }
      const { contentType, body } = await app.metricsText();
      return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
    });
  }
});

/**
 * The metrics listener on METRICS_PORT: /metrics (bearer token too when METRICS_TOKEN is set)
 * and /healthz, nothing else; kept apart from the public port so a balancer never exposes it.
 */
export async function startMetricsListener(app: FastifyInstance, port: number, host: string): Promise<http.Server> {
  const token = app.config.metrics.token;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" || (path !== "/metrics" && path !== "/healthz")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    if (path === "/healthz") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    if (token && !hasMetricsToken(request.headers.authorization, token)) {
      response.writeHead(401, { "content-type": "text/plain", "www-authenticate": 'Bearer realm="metrics"' }).end("unauthorized\n");
      return;
    }
    app
      .metricsText()
      .then(({ contentType, body }) => response.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(body))
      .catch((error: unknown) => {
        app.log.error({ err: error }, "metrics scrape failed");
        response.writeHead(500, { "content-type": "text/plain" }).end("error\n");
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
