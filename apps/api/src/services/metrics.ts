// The process's Prometheus metrics (prom-client): counters the services add to, and Node's own
// (event-loop lag, memory, CPU, GC). Gauges read from the database at scrape time are per app
// (plugins/metrics.ts). Names and labels: README "Running in production", docs/decisions/0025.
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

let registry: Registry | undefined;
let counters: ReturnType<typeof createCounters> | undefined;

function createCounters(register: Registry) {
  return {
    httpRequests: new Counter({
      name: "workbay_http_requests_total",
      help: "HTTP requests answered, by method, route template and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [register],
    }),
    httpDuration: new Histogram({
      name: "workbay_http_request_duration_seconds",
      help: "Time from request to response, by method, route template and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    }),
    bookingsCreated: new Counter({
      name: "workbay_bookings_created_total",
      help: "Bookings created (pending payment, holding their slots or passes)",
      registers: [register],
    }),
    bookingsConfirmed: new Counter({
      name: "workbay_bookings_confirmed_total",
      help: "Bookings confirmed by a payment, by path: on_time (within the hold) or late (after it lapsed, slots still free)",
      labelNames: ["path"] as const,
      registers: [register],
    }),
    bookingsExpired: new Counter({
      name: "workbay_bookings_expired_total",
      help: "Unpaid bookings whose hold lapsed or was released, their slots and passes given back",
      registers: [register],
    }),
    bookingsRefused: new Counter({
      name: "workbay_bookings_refused_total",
      help: "Booking attempts refused, by reason",
      labelNames: ["reason"] as const,
      registers: [register],
    }),
    messagesSent: new Counter({
      name: "workbay_messages_sent_total",
      help: "Outbox messages delivered, by channel (email, sms, webhook)",
      labelNames: ["channel"] as const,
      registers: [register],
    }),
    messageFailures: new Counter({
      name: "workbay_message_failures_total",
      help: "Outbox delivery attempts that failed (retried later), by channel (email, sms, webhook)",
      labelNames: ["channel"] as const,
      registers: [register],
    }),
    paymentWebhooks: new Counter({
      name: "workbay_payment_webhooks_total",
      help: "Payment provider webhooks, by outcome: applied, duplicate, ignored, refused (bad signature or body), error",
      labelNames: ["outcome"] as const,
      registers: [register],
    }),
    clusterEvents: new Counter({
      name: "workbay_cluster_events_received_total",
      help: "Invalidation messages received from other instances (and this one), by kind",
      labelNames: ["kind"] as const,
      registers: [register],
    }),
  };
}

/** The registry of this process (created on first use, with Node's default metrics). */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    counters = createCounters(registry);
  }
  return registry;
}

/** The process's counters; services add to them. */
export function metrics(): ReturnType<typeof createCounters> {
  processRegistry();
  return counters as ReturnType<typeof createCounters>;
}
