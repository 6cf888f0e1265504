import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "./helper";
import { ConfigError, loadConfig } from "../src/config";
import { helmetHeaders } from "../src/plugins/security-headers";

describe("system endpoints", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers health and readiness", async () => {
    expect((await app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("lets pages keep the popups they open (social sign-in) but stay isolated otherwise", async () => {
    const response = await app.inject("/healthz");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sends no referrer to other sites but keeps the page's origin on its own form posts", async () => {
    const response = await app.inject("/healthz");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("sends helmet's security headers on every kind of answer, JSON, 404 and refused", async () => {
    const answers = [
      await app.inject("/healthz"),
      await app.inject("/passy/v1/nothing-here"),
      await app.inject({ method: "POST", url: "/passy/v1/booking", payload: "{", headers: { "content-type": "application/json" } }),
    ];
    for (const response of answers) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["origin-agent-cluster"]).toBe("?1");
      expect(response.headers["x-dns-prefetch-control"]).toBe("off");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400]);
  });

  it("refuses helmet options that would differ per request (worked out once, at start)", () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { "script-src": ["'self'", () => "'nonce-x'"] } } })).toThrow(
      /depends on the request/,
    );
  });

  it("answers unknown API paths with a JSON 404 envelope", async () => {
    const response = await app.inject("/passy/v1/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ meta: { status_code: 404, message: "No such endpoint: /passy/v1/nothing-here" }, data: null });
  });

  it("publishes an OpenAPI document of the gateway paths", async () => {
    const response = await app.inject("/docs/json");
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/passy/v1/rooms",
        "/passy/v1/room/{id}",
        "/passy/v1/room_categories",
        "/passy/v1/show_case_rooms",
        "/backoffice-service/api/v1/rooms/all_rooms",
        "/backoffice-service/api/v1/get_all_spaces/city/{city}",
        "/passy/v1/booking",
        "/passy/v2/payment/success",
        "/passy/v1/payment/fail",
        "/passy/v1/payment/webhook",
        "/passy/v1/voucher",
        "/operations-service/users/get-coupons",
        "/passy/v1/booking/upcoming",
        "/passy/v1/booking/view",
      ]),
    );
  });
});

describe("configuration", () => {
  it("applies the defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.mode).toBe("demo");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
  });

  it("fails fast with a readable message naming each bad value", () => {
    expect(() => loadConfig({ PORT: "eighty", APP_MODE: "staging", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", APP_MODE: "staging", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("APP_MODE");
      expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    }
  });

  it("whitelists the tag manager and the footer links into the public configuration", () => {
    expect(loadConfig({}).publicConfig).toMatchObject({
      gtmId: null,
      bookingHoldMinutes: 10,
      links: {
        blog: "https://blog.workbay.in/",
        offers: "https://www.workbay.in/offers",
        managedOffices: "https://www.workbay.in/managed-offices",
      },
    });
    const configured = loadConfig({ GTM_ID: "GTM-AB12CD3", BLOG_URL: "https://blog.example.in/", BOOKING_HOLD_MINUTES: "15" }).publicConfig;
    expect(configured).toMatchObject({ gtmId: "GTM-AB12CD3", bookingHoldMinutes: 15, links: { blog: "https://blog.example.in/" } });
    expect(() => loadConfig({ GTM_ID: "UA-12345-1" })).toThrow(/GTM_ID: must be a Google Tag Manager container id/);
    expect(() => loadConfig({ OFFERS_URL: "offers" })).toThrow(/OFFERS_URL: must be an absolute URL/);
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(ConfigError);
    const echo = (app: FastifyInstance) => {
      app.get("/echo-ip", async (request) => ({ ip: request.ip }));
    };
    const plain = await buildTestApp("pglite", { seed: false, extraRoutes: echo });
    const proxied = await buildTestApp("pglite", { seed: false, extraRoutes: echo, config: { trustProxy: ["127.0.0.1"] } });
    try {
      const headers = { "x-forwarded-for": "203.0.113.9" };
      expect((await plain.inject({ url: "/echo-ip", headers, remoteAddress: "127.0.0.1" })).json().ip).toBe("127.0.0.1");
      expect((await proxied.inject({ url: "/echo-ip", headers, remoteAddress: "127.0.0.1" })).json().ip).toBe("203.0.113.9");
      expect((await proxied.inject({ url: "/echo-ip", headers, remoteAddress: "198.51.100.7" })).json().ip).toBe("198.51.100.7");
    } finally {
      await plain.close();
      await proxied.close();
    }
  });
});
