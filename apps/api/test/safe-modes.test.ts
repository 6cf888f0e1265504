import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig } from "../src/config";
import { isLoopbackAddress } from "../src/plugins/dev-tools-guard";
import { pageContentSecurityPolicy, tileOrigin } from "../src/web/page-csp";
import { buildTestApp } from "./helper";

const PRODUCTION = {
  APP_MODE: "production",
  DATABASE_URL: "postgres://db.internal/workbay",
  SECRET_KEY: "a-production-secret-that-is-long-enough-0123",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
};

function configMessage(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("production configuration", () => {
  it("starts with a database, no demo data, no public docs", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.seedDemoData).toBe(false);
    expect(config.apiDocsPublic).toBe(false);
    expect(config.devToolsPublic).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS_PUBLIC: "true" }).apiDocsPublic).toBe(true);
  });

  it("refuses to start without DATABASE_URL, with demo data or with public dev tools", () => {
    const { DATABASE_URL: _omitted, ...withoutDatabase } = PRODUCTION;
    expect(configMessage(withoutDatabase)).toContain("DATABASE_URL is required when APP_MODE is production");
    expect(configMessage({ ...PRODUCTION, SEED_DEMO_DATA: "true" })).toContain("SEED_DEMO_DATA");
    expect(configMessage({ ...PRODUCTION, DEV_TOOLS_PUBLIC: "true" })).toContain("DEV_TOOLS_PUBLIC");
    expect(configMessage({ DEV_TOOLS_PUBLIC: "yes" })).toContain("DEV_TOOLS_PUBLIC");
  });

  it("keeps demo defaults outside production", () => {
    const config = loadConfig({});
    expect(config.seedDemoData).toBe(true);
    expect(config.apiDocsPublic).toBe(true);
    expect(config.devToolsPublic).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: "false", API_DOCS_PUBLIC: "false" })).toMatchObject({ seedDemoData: false, apiDocsPublic: false });
  });
});

describe("loopback addresses", () => {
  it("knows 127/8, ::1 and mapped forms, nothing else", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "[::1]"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "1.127.0.0", "", undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});

describe("the development tools", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { seed: false, config: { trustProxy: true } });
  });
  afterAll(async () => app.close());

  it("answer a client on this machine", async () => {
    expect((await app.inject({ url: "/dev/mailbox.json", remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/dev/mailbox", remoteAddress: "::1" })).statusCode).toBe(200);
  });

  it("are a 404 for anyone else, whatever X-Forwarded-For claims", async () => {
    for (const url of ["/dev/mailbox.json", "/dev/mailbox", "/dev/test-gateway?order_id=x&b_id=y", "/dev/anything"]) {
      const remote = await app.inject({ url, remoteAddress: "203.0.113.9" });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json().meta.message).toContain("No such endpoint");
      // A remote client pretending to be local through the header (TRUST_PROXY=true here).
      expect((await app.inject({ url, remoteAddress: "203.0.113.9", headers: { "x-forwarded-for": "127.0.0.1" } })).statusCode, url).toBe(
        404,
      );
    }
  });

  it("are a 404 for anyone else however the path is spelled", async () => {
    for (const url of ["/d%65v/mailbox.json", "/dev/mailbox.json/", "/dev/%6dailbox"]) {
      expect((await app.inject({ url, remoteAddress: "203.0.113.9" })).statusCode, url).toBe(404);
    }
  });

  it("refuse a remote visitor relayed by a proxy on this machine", async () => {
    const relayed = await app.inject({
      url: "/dev/mailbox.json",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9, 127.0.0.1" },
    });
    expect(relayed.statusCode).toBe(404);
    const forwarded = await app.inject({
      url: "/dev/mailbox.json",
      remoteAddress: "127.0.0.1",
      headers: { forwarded: 'for="[2001:db8::1]:4711";proto=https' },
    });
    expect(forwarded.statusCode).toBe(404);
    const local = await app.inject({ url: "/dev/mailbox.json", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(local.statusCode).toBe(200);
  });

  it("answer anyone with DEV_TOOLS_PUBLIC=true", async () => {
    const open = await buildTestApp("pglite", { seed: false, config: { devToolsPublic: true } });
    try {
      expect((await open.inject({ url: "/dev/mailbox.json", remoteAddress: "203.0.113.9" })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  }, 180_000);
});

describe("headers", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { seed: false, config: { trustProxy: ["127.0.0.1"] } });
  });
  afterAll(async () => app.close());

  it("send HSTS only over https (X-Forwarded-Proto from a trusted proxy)", async () => {
    expect((await app.inject({ url: "/healthz" })).headers["strict-transport-security"]).toBeUndefined();
    const https = await app.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const untrusted = await app.inject({ url: "/healthz", remoteAddress: "203.0.113.9", headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  });

  it("give API answers a strict CSP that nothing may frame", async () => {
    const csp = String((await app.inject({ url: "/healthz" })).headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("serve /docs in production only with API_DOCS_PUBLIC=true", async () => {
    const production = await buildTestApp("pglite", { seed: false, config: { mode: "production", apiDocsPublic: false } });
    try {
      expect((await production.inject({ url: "/docs" })).statusCode).toBe(404);
      expect((await production.inject({ url: "/docs/json" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    // Outside production (and in production with API_DOCS_PUBLIC=true: the same flag).
    expect((await app.inject({ url: "/docs/json" })).statusCode).toBe(200);
  }, 180_000);
});

describe("the pages' CSP", () => {
  const base = loadConfig({});
  it("allows scripts only with the nonce, names the tiles and forbids framing", () => {
    const csp = pageContentSecurityPolicy(base, { nonce: "abc123" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123';");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("razorpay");
  });

  it("names a kept page's inline scripts by their hashes instead of a nonce", () => {
    const csp = pageContentSecurityPolicy(base, { hashes: ["aGFzaDE=", "aGFzaDI="] });
    expect(csp).toContain("script-src 'self' 'sha256-aGFzaDE=' 'sha256-aGFzaDI=';");
    expect(csp).not.toContain("nonce");
  });

  it("adds Razorpay only when it is the gateway, and a tile template's {s} as a wildcard", () => {
    const csp = pageContentSecurityPolicy(loadConfig(PRODUCTION), { nonce: "n" });
    expect(csp).toContain("https://checkout.razorpay.com");
    expect(csp).toContain("frame-src https://api.razorpay.com");
    expect(tileOrigin("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
  });
});
