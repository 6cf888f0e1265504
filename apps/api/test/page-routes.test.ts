// Every page route in apps/web/app/routes.ts, every method, bad bodies: never a 5xx, never a
// stack or a server path in the answer (docs/decisions/0017). Needs the web build (npm run build).
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { rooms } from "@workbay/db/schema";
import routes from "../../web/app/routes";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { buildTestApp } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));

/** The concrete paths of every route, dynamic segments filled with real and unreal values. */
function pagePaths(entries: RouteConfigEntry[], roomSeoId: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const own = entry.index ? "" : (entry.path ?? "");
    const joined = [prefix, own].filter(Boolean).join("/");
    if (entry.children) out.push(...pagePaths(entry.children, roomSeoId, joined));
    if (entry.path === undefined && !entry.index) continue;
    const filled = joined
      .replace(":city", "bengaluru")
      .replace(":selector", "id=7&date=2026-11-24")
      .replace(":roomSlug", `meeting-rooms-in-${roomSeoId}`)
      .replace(":bookingId", "WB12345678")
      .replace(":roomSeoId", roomSeoId)
      .replace(":tab", "1")
      .replace("*", "no-such-page");
    out.push(`/${filled}`);
  }
  return [...new Set(out)];
}

const STACK = /\bat [\w.<>]+ \(|node_modules|\/work\/|apps\/(api|web)\/|\.tsx?:\d+|Error: /;

const BAD_BODIES: { name: string; headers: Record<string, string>; payload: string | Buffer }[] = [
  { name: "json", headers: { "content-type": "application/json" }, payload: JSON.stringify({ intent: "note", note: 1 }) },
  { name: "broken json", headers: { "content-type": "application/json" }, payload: "{not json" },
  { name: "text", headers: { "content-type": "text/plain" }, payload: "hello" },
  { name: "no type", headers: {}, payload: "a=b" },
  { name: "garbage multipart", headers: { "content-type": "multipart/form-data; boundary=xyz" }, payload: "--abc\r\nnonsense\r\n" },
  { name: "multipart without boundary", headers: { "content-type": "multipart/form-data" }, payload: "x" },
  { name: "urlencoded", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "intent=%%%&x=%ZZ" },
  {
    name: "invalid utf-8 urlencoded",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: Buffer.from([0x61, 0x3d, 0xff, 0xfe]),
  },
  { name: "2 MB form", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `a=${"x".repeat(2 * 1024 * 1024)}` },
  { name: "2 MB json", headers: { "content-type": "application/json" }, payload: JSON.stringify({ a: "x".repeat(2 * 1024 * 1024) }) },
];

describe.skipIf(!hasBuild)("page routes answer bad requests with 4xx pages", () => {
  let app: FastifyInstance;
  let paths: string[];

  beforeAll(async () => {
    app = await buildTestApp("pglite", {
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    const [room] = await app.db.select({ seoId: rooms.seoId }).from(rooms).limit(1);
    paths = pagePaths(routes, room!.seoId);
  });
  afterAll(async () => app.close());

  it("knows every route of routes.ts", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/account/upcoming-bookings");
    expect(paths).toContain("/no-such-page");
    expect(paths.length).toBeGreaterThan(25);
  });

  it("never answers 5xx or shows a stack, whatever the method and body", async () => {
    const failures: string[] = [];
    for (const url of paths) {
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"] as const) {
        const bodies = method === "GET" ? [undefined] : BAD_BODIES;
        for (const body of bodies) {
          for (const target of method === "GET" ? [url] : [url, `${url === "/" ? "/_root" : url}.data`]) {
            const response = await app.inject({ method, url: target, headers: body?.headers, payload: body?.payload });
            const label = `${method} ${target} ${body?.name ?? ""} -> ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(label);
            else if (STACK.test(response.body)) failures.push(`${label} shows a stack or path`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("says what was wrong: 405, 415, 400 and 413 pages", async () => {
    const get = await app.inject({
      method: "POST",
      url: "/account/upcoming-bookings",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(get.statusCode).toBe(415);
    expect(get.headers["content-type"]).toContain("text/html");
    expect(get.body).toContain("accepts only its own forms");

    const text = await app.inject({
      method: "POST",
      url: "/account/upcoming-bookings",
      headers: { "content-type": "text/plain" },
      payload: "x",
    });
    expect(text.statusCode).toBe(415);

    const noAction = await app.inject({
      method: "POST",
      url: "/about-us",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(noAction.statusCode).toBe(405);
    expect(noAction.headers.allow).toBe("GET, HEAD");
    expect(noAction.body).toContain("Not allowed");

    const put = await app.inject({
      method: "PUT",
      url: "/account/upcoming-bookings",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");

    const garbage = await app.inject({
      method: "POST",
      url: "/account/upcoming-bookings",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: "--abc\r\nx",
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).toContain("could not be read");

    const large = await app.inject({
      method: "POST",
      url: "/account/upcoming-bookings",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `a=${"x".repeat(2 * 1024 * 1024)}`,
    });
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain("too large");

    const unknown = await app.inject({
      method: "POST",
      url: "/no/such/page/here",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("reads a request target starting with // as a path on this host, never as another host or a 5xx", async () => {
    // Found by the reliability harness's fuzz check: `new URL("//", origin)` threw (a 500) and
    // `new URL("//evil.example/x", origin)` handed the page another host.
    for (const method of ["GET", "HEAD"] as const) {
      for (const url of ["//", "//?city=1", "//evil.example/login?redirect=/", "///x"]) {
        const response = await app.inject({ method, url, headers: { "content-type": "application/xml" }, payload: "<a/>" });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(String(response.headers.location ?? "")).not.toContain("evil.example");
      }
    }
    const page = await app.inject({ method: "GET", url: "//evil.example/" });
    expect(page.body).not.toContain("evil.example");
  });

  it("serves /favicon.ico, which browsers ask for where a page names no icon (a PDF, the test gateway)", async () => {
    const icon = await app.inject({ method: "GET", url: "/favicon.ico" });
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO file
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("still lets a page's own form through: a form post reaches the action", async () => {
    // Not signed in: the bookings action answers with its own redirect to the login, not a refusal.
    const response = await app.inject({
      method: "POST",
      url: "/account/upcoming-bookings",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: "intent=note&note=hi",
    });
    expect([302, 303, 401, 403]).toContain(response.statusCode);
  });
});
