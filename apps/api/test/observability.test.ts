// Seeing inside an instance (issue 17): /metrics and its protection, request ids, draining.
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { refusalReason, startMetricsListener } from "../src/plugins/metrics";
import { requestIdGenerator, trustedPeer } from "../src/plugins/request-id";
import { CHECKOUT_MESSAGES } from "../src/services/checkout";
import { buildTestApp } from "./helper";

const TOKEN = "metrics-token-0123456789";
const metricsConfig = { metrics: { token: TOKEN, port: undefined, host: "127.0.0.1" } };

/** The value of one series in Prometheus text (0 when absent). */
function series(text: string, name: string, labels: string): number {
  const line = text
    .split("\n")
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && labels.split(",").every((part) => l.includes(part)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("metrics configuration", () => {
  it("is off unless a token or a port is given; a port must differ from PORT", () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: "127.0.0.1" });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it("waits 5 s for the balancer in production, not at all elsewhere, unless told", () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: "3" }).shutdownDrainMs).toBe(3000);
    const production = {
      APP_MODE: "production",
      DATABASE_URL: "postgres://x@y/z",
      SECRET_KEY: "s".repeat(40),
      RAZORPAY_KEY_ID: "k",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
    };
    expect(loadConfig(production).shutdownDrainMs).toBe(5000);
  });
});

describe.each(["pglite", "postgres"].filter((k) => k === "pglite" || process.env.TEST_DATABASE_URL) as ("pglite" | "postgres")[])(
  "/metrics on %s",
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(kind, { config: metricsConfig });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it("answers only to the bearer token", async () => {
      expect((await app.inject("/metrics")).statusCode).toBe(401);
      expect((await app.inject({ url: "/metrics", headers: { authorization: "Bearer wrong-token-000000000" } })).statusCode).toBe(401);
      const ok = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["content-type"]).toContain("text/plain");
    });

    it("counts requests by route and status, booking refusals by reason, and reads the database gauges", async () => {
      const scrape = async () => (await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const before = await scrape();
      for (let i = 0; i < 3; i++) expect((await app.inject("/passy/v1/amenities")).statusCode).toBe(200);
      const refusal = await app.inject({ method: "POST", url: "/passy/v1/booking", payload: {} });
      expect([400, 401]).toContain(refusal.statusCode);
      const after = await scrape();
      const amenities = 'route="/passy/v1/amenities",status="200"';
      expect(series(after, "workbay_http_requests_total", amenities) - series(before, "workbay_http_requests_total", amenities)).toBe(3);
      expect(series(after, "workbay_http_request_duration_seconds_count", amenities)).toBeGreaterThanOrEqual(3);
      const refused = `reason="${refusal.statusCode === 401 ? "not_signed_in" : "invalid"}"`;
      expect(series(after, "workbay_bookings_refused_total", refused) - series(before, "workbay_bookings_refused_total", refused)).toBe(1);
      for (const name of [
        "workbay_holds_live",
        "workbay_outbox_pending",
        "workbay_outbox_oldest_pending_age_seconds",
        "workbay_db_pool_connections",
        "nodejs_eventloop_lag_seconds",
        "process_resident_memory_bytes",
      ]) {
        expect(after).toContain(`\n${name}`);
      }
      expect(series(after, "workbay_metrics_database_up", "")).toBe(1);
    });

    it("serves the metrics port: /metrics (with the token) and /healthz only", async () => {
      const server = await startMetricsListener(app, 0, "127.0.0.1");
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        expect((await fetch(`${base}/metrics`)).status).toBe(401);
        const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toContain("workbay_http_requests_total");
        expect((await fetch(`${base}/healthz`)).status).toBe(200);
        expect((await fetch(`${base}/passy/v1/amenities`)).status).toBe(404);
      } finally {
        server.close();
      }
    });
  },
);

describe("without METRICS_TOKEN", () => {
  it("has no /metrics on the main port", async () => {
    const app = await buildTestApp("pglite", { seed: false });
    try {
      expect((await app.inject("/metrics")).statusCode).toBe(404);
      expect((await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("booking refusal reasons", () => {
  it("name the spec's refusals and otherwise the status", () => {
    expect(refusalReason(409, new Error(CHECKOUT_MESSAGES.slotTaken))).toBe("slot_taken");
    expect(refusalReason(409, new Error("Finish or cancel your pending booking first"))).toBe("hold_limit");
    expect(refusalReason(429, undefined)).toBe("rate_limited");
    expect(refusalReason(400, new Error("date: bad"))).toBe("invalid");
    expect(refusalReason(500, new Error("boom"))).toBe("error");
  });
});

describe("request ids", () => {
  it("take a trusted proxy's X-Request-Id, else a new UUID", () => {
    const request = (address: string, id?: string) =>
      ({ headers: id === undefined ? {} : { "x-request-id": id }, socket: { remoteAddress: address } }) as never;
    const behindLoopbackProxy = requestIdGenerator(["127.0.0.1"]);
    expect(behindLoopbackProxy(request("127.0.0.1", "lb-abc-123"))).toBe("lb-abc-123");
    expect(behindLoopbackProxy(request("::ffff:127.0.0.1", "lb-abc-123"))).toBe("lb-abc-123");
    expect(behindLoopbackProxy(request("203.0.113.9", "forged"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(behindLoopbackProxy(request("127.0.0.1", "bad id with spaces"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdGenerator(false)(request("127.0.0.1", "lb-abc-123"))).toMatch(/^[0-9a-f-]{36}$/);
    expect(trustedPeer(["10.0.0.0/8"])("10.1.2.3")).toBe(true);
    expect(trustedPeer(["10.0.0.0/8"])("11.1.2.3")).toBe(false);
  });

  it("are in every answer and bound to every log line of the request", async () => {
    const app = await buildTestApp("pglite", {
      seed: false,
      config: { trustProxy: ["127.0.0.1"] },
      // The bindings every line logged through request.log carries.
      extraRoutes: (instance) =>
        instance.get("/test/log-bindings", async (request) =>
          (request.log as unknown as { bindings: () => Record<string, unknown> }).bindings(),
        ),
    });
    try {
      const own = await app.inject("/healthz");
      expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      const relayed = await app.inject({ url: "/test/log-bindings", headers: { "x-request-id": "from-the-balancer-1" } });
      expect(relayed.headers["x-request-id"]).toBe("from-the-balancer-1");
      expect(relayed.json()).toMatchObject({ reqId: "from-the-balancer-1" });
    } finally {
      await app.close();
    }
  });
});

describe("draining", () => {
  it("turns /readyz to 503 and closes each answer's connection, while still serving", async () => {
    const app = await buildTestApp("pglite", { seed: false });
    try {
      expect((await app.inject("/readyz")).statusCode).toBe(200);
      app.lifecycle.startDraining();
      const ready = await app.inject("/readyz");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "draining" });
      const served = await app.inject("/healthz");
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe("close");
    } finally {
      await app.close();
    }
  });
});
