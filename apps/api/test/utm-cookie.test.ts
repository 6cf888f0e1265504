import { beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import fastifyCookie from "@fastify/cookie";
import { landingUtmCookie } from "../src/web/utm-cookie";

describe("landingUtmCookie", () => {
  // The server's own serializer (the plugin loads its cookie module on registration).
  let serialize: (name: string, value: string, options: object) => string;
  beforeAll(async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.ready();
    serialize = app.serializeCookie;
  });

  it("writes the landing's utm_* parameters as JSON, readable by the page, for 30 days", () => {
    const header = landingUtmCookie("GET", "/bengaluru/meeting-rooms?utm_source=google&utm_medium=cpc&page=2", serialize, true);
    expect(header).toBeDefined();
    expect(header).toContain(`utm=${encodeURIComponent(JSON.stringify({ utm_source: "google", utm_medium: "cpc" }))}`);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Secure/);
    expect(header).not.toMatch(/HttpOnly/i);
  });

  it("writes nothing without utm parameters, for data requests, or for posts", () => {
    expect(landingUtmCookie("GET", "/?q=1", serialize, false)).toBeUndefined();
    expect(landingUtmCookie("GET", "/bengaluru/meeting-rooms.data?utm_source=google", serialize, false)).toBeUndefined();
    expect(landingUtmCookie("POST", "/?utm_source=google", serialize, false)).toBeUndefined();
  });

  it("reads a request target starting with // as a path, not a host (was a 500)", () => {
    expect(landingUtmCookie("GET", "//", serialize, false)).toBeUndefined();
    expect(landingUtmCookie("GET", "//?utm_source=mail", serialize, false)).toContain("utm=");
    expect(landingUtmCookie("GET", "//evil.example/x", serialize, false)).toBeUndefined();
  });
});
