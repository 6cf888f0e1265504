// Decision 0038: the pages of visitors not signed in are kept a few seconds and dropped by any
// change, as static bytes: hashes instead of a nonce in their CSP, precompressed, with an ETag.
// Needs the web build (npm run build). Whether a page was rendered or kept is read from
// the calls its loader made (the metrics counter of the room endpoint, which in-process calls count).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { matchRoutes, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rooms } from "@workbay/db/schema";
import { metrics } from "../src/services/metrics";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { createPageCache, keptPage, matchesEtag, PAGE_CACHE_TTL_MS } from "../src/web/page-cache";
import { AvailabilityReads } from "../src/services/session-memo";
import { pagePathOf, routeTree } from "../src/web/page-requests";
import { preferredEncoding } from "../src/content-encoding";
import { testConfig } from "../src/config";
import { cookieHeader, createTestUser, passwordLogin } from "./account-helpers";
import { createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";
import { buildTestApp, TEST_NOW } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));

async function callsOf(route: string): Promise<number> {
  const values = (await metrics().httpRequests.get()).values;
  return values.filter((v) => v.labels.route === route).reduce((sum, v) => sum + v.value, 0);
}

const roomCalls = () => callsOf("/passy/v1/room/:id");

function noncesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!));
}

/**
 * The SHA-256 of every inline script a browser would run (no src, not a data block such as the
 * room's JSON-LD), computed here, not by the server.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => createHash("sha256").update(text!, "utf8").digest("base64"));
}

function cspHashes(csp: unknown): string[] {
  const scriptSrc = /script-src ([^;]*)/.exec(String(csp))?.[1] ?? "";
  return [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]!);
}

describe("a kept page's bytes", () => {
  const config = testConfig({});
  const page = (html: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], html, nonce: "Tk9OQ0U=" });

  it("hashes only the inline scripts the render marked with its nonce, and takes the nonce out", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/a.js" nonce="Tk9OQ0U="/><script nonce="Tk9OQ0U=">ok()</script>' +
      '<script type="module" nonce="Tk9OQ0U=" src="/b.js"></script></head><body><script>injected()</script></body></html>';
    const kept = keptPage(config, page(html), 1)!;
    const body = kept.bodies.identity.toString();
    expect(body).not.toContain("nonce");
    expect(cspHashes(kept.headers["content-security-policy"])).toEqual([createHash("sha256").update("ok()").digest("base64")]);
    expect(kept.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(kept.headers.vary).toBe("Accept-Encoding");
    expect(kept.headers.etag).toBe(kept.etag);
    expect(brotliDecompressSync(kept.bodies.br).equals(kept.bodies.identity)).toBe(true);
    expect(gunzipSync(kept.bodies.gzip).equals(kept.bodies.identity)).toBe(true);
  });

  it("is not kept when the nonce appears anywhere but a nonce attribute", () => {
    expect(keptPage(config, page('<script nonce="Tk9OQ0U=">var n = "Tk9OQ0U="</script>'), 1)).toBeUndefined();
  });

  it("chooses the encoding as Accept-Encoding asks, brotli first", () => {
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("gzip;q=1, br;q=0.2")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("deflate, identity")).toBe("identity");
    expect(preferredEncoding("*;q=0")).toBe("identity");
    expect(preferredEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });

  it("matches If-None-Match weakly, in a list and as *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("what drops a kept page", () => {
  const config = testConfig({});
  const now = TEST_NOW.getTime();
  const stored = keptPage(config, { status: 200, headers: [], html: "<p>kept</p>", nonce: "Tk9OQ0U=" }, now + 10_000)!;
  function read(pairs: [number, string][], all = false): AvailabilityReads {
    const reads = new AvailabilityReads();
    for (const [roomId, date] of pairs) reads.note([roomId], date);
    reads.all = all;
    return reads;
  }
  const D = "2026-11-27";

  it("drops by an availability change only the pages that read that room on that date, and those that read everything", () => {
    const cache = createPageCache(() => new Date(now));
    const start = cache.generation();
    cache.set("room-1", start, stored, read([[1, D]]));
    cache.set("room-1-next-day", start, stored, read([[1, "2026-11-28"]]));
    cache.set(
      "list",
      start,
      stored,
      read([
        [1, D],
        [2, D],
        [3, D],
      ]),
    );
    cache.set("room-2", start, stored, read([[2, D]]));
    cache.set("about", start, stored, read([]));
    cache.set("unsaid", start, stored, read([], true));
    cache.dropAvailability([{ roomId: 1, date: D }]);
    const left = (keys: string[]) => keys.filter((key) => cache.get(key) !== undefined);
    expect(left(["room-1", "room-1-next-day", "list", "room-2", "about", "unsaid"])).toEqual(["room-1-next-day", "room-2", "about"]);
    cache.clear();
    expect(cache.size()).toBe(0);
  });

  it("does not keep a render that overlapped a drop of what it read, and keeps one that overlapped other drops", () => {
    const cache = createPageCache(() => new Date(now));
    const start = cache.generation();
    cache.dropAvailability([{ roomId: 9, date: D }]);
    expect(cache.set("room-1", start, stored, read([[1, D]]))).toBe(true);
    expect(cache.set("room-9", start, stored, read([[9, D]]))).toBe(false);
    expect(cache.set("unsaid", start, stored, read([], true))).toBe(false);
    const later = cache.generation();
    cache.clear();
    expect(cache.set("about", later, stored, read([]))).toBe(false);
    // More drops than remembered: not judged, not kept.
    const early = cache.generation();
    for (let i = 0; i < 300; i += 1) cache.dropAvailability([{ roomId: 1000 + i, date: D }]);
    expect(cache.set("room-1", early, stored, read([[1, D]]))).toBe(false);
    expect(cache.set("room-1", cache.generation(), stored, read([[1, D]]))).toBe(true);
    // A page stored again under its key is indexed by what it read the second time.
    cache.set("room-1", cache.generation(), stored, read([[2, D]]));
    cache.dropAvailability([{ roomId: 1, date: D }]);
    expect(cache.get("room-1")).toBeDefined();
    cache.dropAvailability([{ roomId: 2, date: D }]);
    expect(cache.get("room-1")).toBeUndefined();
  });
});

describe.skipIf(!hasBuild)("pages kept for visitors not signed in", () => {
  let app: FastifyInstance;
  let page: string;
  let now = TEST_NOW.getTime();

  beforeAll(async () => {
    // The server build (1 MB) imported before the app starts its plugins' 10 s clock: on a busy
    // machine its first import alone took longer (mountWeb then finds it in the module cache).
    await import(pathToFileURL(path.join(webBuildDir, "server", "index.js")).href);
    app = await buildTestApp("pglite", {
      clock: () => new Date(now),
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    await createTestUser(app, { email: "kiran@example.com", phone: "9812345700", password: "Secret123", name: "Kiran" });
    const [room] = await app.db.select({ seoId: rooms.seoId }).from(rooms).limit(1);
    const detail = (await app.inject({ method: "GET", url: `/passy/v1/room/${room!.seoId}?search_by=seo_id` })).json();
    page = `/${detail.data.city_slug ?? "bengaluru"}/meeting-rooms-in-${room!.seoId}`;
    const first = await app.inject({ method: "GET", url: page });
    expect(first.statusCode).toBe(200);
  });
  afterAll(async () => app?.close());

  async function render(headers: Record<string, string> = {}) {
    const before = await roomCalls();
    const answer = await app.inject({ method: "GET", url: page, headers });
    expect(answer.statusCode).toBe(200);
    return { answer, rendered: (await roomCalls()) > before };
  }

  it("answers a visitor's second request from the kept page: the same bytes, hashes for its inline scripts, no nonce", async () => {
    app.changed(); // start afresh
    const first = await render();
    const second = await render();
    expect(first.rendered).toBe(true);
    expect(second.rendered).toBe(false);
    expect(second.answer.body).toBe(first.answer.body);
    expect(noncesOf(first.answer.body).size).toBe(0);
    for (const name of ["content-security-policy", "etag", "vary", "content-type", "content-length"]) {
      expect(second.answer.headers[name], name).toBe(first.answer.headers[name]);
    }
    const csp = String(second.answer.headers["content-security-policy"]);
    expect(csp).not.toContain("nonce");
    const hashes = inlineScriptHashes(second.answer.body);
    expect(hashes.length).toBeGreaterThan(2); // React Router's context, its module script, the scroll restoration
    expect(new Set(cspHashes(csp))).toEqual(new Set(hashes));
    expect(second.answer.body).toContain('<script type="application/ld+json">'); // data, not hashed
    expect(second.answer.headers.vary).toMatch(/accept-encoding/i);
    expect(second.answer.headers["content-encoding"]).toBeUndefined();
  });

  it("has every header a rendered page has, with hashes for the nonce, plus its ETag and Vary", async () => {
    const kept = (await render()).answer.headers;
    process.env.PAGE_CACHE = "false";
    try {
      const rendered = (await render()).answer.headers;
      expect(rendered.etag).toBeUndefined();
      expect(String(rendered["content-security-policy"])).toMatch(/'nonce-[^']+'/);
      const perAnswer = new Set(["date", "x-request-id", "content-length", "content-security-policy", "vary", "etag"]);
      for (const [name, value] of Object.entries(rendered)) if (!perAnswer.has(name)) expect(kept[name], name).toEqual(value);
      expect(Object.keys(kept).sort()).toEqual([...new Set([...Object.keys(rendered), "etag", "vary"])].sort());
      const policy = (csp: unknown) => String(csp).replace(/ 'nonce-[^']+'| 'sha256-[^']+'/g, "");
      expect(policy(kept["content-security-policy"])).toBe(policy(rendered["content-security-policy"]));
    } finally {
      delete process.env.PAGE_CACHE;
    }
  });

  it("sends the stored brotli or gzip copy as Accept-Encoding asks, and 304 for the ETag the visitor has", async () => {
    const plain = (await render()).answer;
    const br = await render({ "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await render({ "accept-encoding": "gzip;q=1, br;q=0.1" });
    expect(br.rendered || gzip.rendered).toBe(false);
    expect(br.answer.headers["content-encoding"]).toBe("br");
    expect(gzip.answer.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.answer.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.answer.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.answer.headers["content-length"])).toBe(br.answer.rawPayload.length);
    expect(br.answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // The same answer twice: the same compressed bytes (made once, when the page was kept).
    expect((await render({ "accept-encoding": "br" })).answer.rawPayload.equals(br.answer.rawPayload)).toBe(true);

    const etag = String(plain.headers.etag);
    const before = await roomCalls();
    const notModified = await app.inject({ method: "GET", url: page, headers: { "if-none-match": etag, "accept-encoding": "br" } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
    expect(await roomCalls()).toBe(before);
    const stale = await app.inject({ method: "GET", url: page, headers: { "if-none-match": 'W/"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(plain.body);
  });

  it("renders again after any change, after its time, and for other cookies", async () => {
    await render();
    expect((await render()).rendered).toBe(false);
    // A change (any request but a read to an API route not declared keepsPages, whatever its answer):
    // a cancellation policy is on the room page.
    const policy = await app.inject({ method: "PUT", url: "/backoffice-service/api/v1/cancellation-policies/1", payload: {} });
    expect(policy.statusCode).toBe(401);
    expect((await render()).rendered).toBe(true);
    expect((await render()).rendered).toBe(false);
    // Its time.
    now += PAGE_CACHE_TTL_MS + 1;
    expect((await render()).rendered).toBe(true);
    // Another visitor's cookies are another page.
    expect((await render({ cookie: "wb_city=pune" })).rendered).toBe(true);
    expect((await render({ cookie: "wb_city=pune" })).rendered).toBe(false);
    // Another page of the same visitor's session-blind route: the key has no session cookie.
    expect((await render({ cookie: "wb_city=pune; accessToken=not-a-session" })).rendered).toBe(false);
  });

  it("keeps a client-side navigation's data as it keeps the page, and drops it with the page's room and date", async () => {
    const data = `${page.replace(/(\?|$)/, ".data$1")}?date=2026-11-28`;
    const fetchData = async () => {
      const before = await roomCalls();
      const answer = await app.inject({ method: "GET", url: data, headers: { "accept-encoding": "br" } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/x-script");
      return { answer, rendered: (await roomCalls()) > before, text: brotliDecompressSync(answer.rawPayload).toString() };
    };
    app.changed();
    const first = await fetchData();
    const second = await fetchData();
    expect([first.rendered, second.rendered]).toEqual([true, false]);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("routes/room-details");
    expect(second.answer.headers.etag).toBe(first.answer.headers.etag);
    // A signed-in visitor of this session-blind route gets it too.
    const cookie = cookieHeader(await passwordLogin(app, "kiran@example.com", "Secret123"));
    const signedIn = await app.inject({ method: "GET", url: data, headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBe(first.answer.headers.etag);
    // Its room on its date changes: the data is made again.
    const id = (await app.inject({ method: "GET", url: `/passy/v1/room/${page.split("/meeting-rooms-in-")[1]}?search_by=seo_id` })).json()
      .data.id;
    await app.events.publish({ kind: "availability", changes: [[id, "2026-11-28"]] });
    await vi.waitFor(async () => expect((await fetchData()).rendered).toBe(true), { timeout: 5000 });
  });

  it("renders a page once for visitors who ask for it at the same time, and sends them all the kept page", async () => {
    app.changed();
    const before = await roomCalls();
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: "GET", url: page })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect((await roomCalls()) - before).toBe(1);
  });

  // app.ts changesPages: only a change that a kept page may show drops the kept pages.
  it("keeps its pages through posts to no route, refused page posts, logins, enquiries and a booking's validation", async () => {
    app.changed();
    expect((await render()).rendered).toBe(true);
    const posts: { url: string; payload?: Record<string, unknown>; status: number }[] = [
      { url: "/passy/v1/logout", status: 404 }, // no such route
      { url: "/nowhere", status: 404 },
      { url: "/about-us", status: 405 }, // a page without an action
      { url: "/passy/v1/login", payload: { input: "kiran@example.com", password: "wrong" }, status: 400 },
      { url: "/passy/v1/send_otp", payload: {}, status: 400 },
      { url: "/passy/v1/leads", payload: {}, status: 400 },
      { url: "/passy/v1/validate", payload: {}, status: 400 },
    ];
    for (const post of posts) {
      const answer = await app.inject({ method: "POST", url: post.url, ...(post.payload ? { payload: post.payload } : {}) });
      expect(answer.statusCode, post.url).toBe(post.status);
      expect((await render()).rendered, post.url).toBe(false);
    }
    // A sign-in that works, and a sign-out: sessions are on no kept page.
    const login = await passwordLogin(app, "kiran@example.com", "Secret123");
    expect(login.statusCode).toBe(200);
    const csrf = login.cookies.find((c) => c.name === "csrfToken")!.value;
    const out = await app.inject({
      method: "POST",
      url: "/passy/v1/signout",
      headers: { cookie: cookieHeader(login), "x-csrf-token": csrf },
    });
    expect(out.statusCode).toBe(200);
    expect((await render()).rendered).toBe(false);
  });

  // register-endpoint.ts: a booking's writes declare keepsPages "availability", the reads a page
  // makes say which rooms and dates they showed; only those pages drop.
  it("drops only the pages that read the room and date a hold takes or frees, on this instance", async () => {
    const date = "2026-11-27";
    const room = await freeMeetingRoom(app, date);
    const other = await freeMeetingRoom(app, date, [room.id]);
    const pathOf = async (id: number, on: string) => {
      const detail = (await app.inject({ method: "GET", url: `/passy/v1/room/${id}` })).json().data;
      return { city: detail.city as string, url: `/${detail.city}/meeting-rooms-in-${detail.seo_id}?date=${on}` };
    };
    const held = await pathOf(room.id, date);
    const list = `/${held.city}/inventories/id=1&date=${date}`;
    const listed = (await app.inject({ method: "GET", url: `/passy/v1/rooms?city=${held.city}&space_type=1&date=${date}` })).json().data;
    const inList = (listed.rooms as { id: number }[]).some((r) => r.id === room.id);
    const pages = {
      held: { url: held.url, route: "/passy/v1/room/:id" },
      otherRoom: { url: (await pathOf(other.id, date)).url, route: "/passy/v1/room/:id" },
      otherDay: { url: (await pathOf(room.id, "2026-11-28")).url, route: "/passy/v1/room/:id" },
      list: { url: list, route: "/passy/v1/rooms" },
      about: { url: "/about-us", route: "/passy/v1/city_status" },
    };
    const visit = async (name: keyof typeof pages) => {
      const before = await callsOf(pages[name].route);
      const answer = await app.inject({ method: "GET", url: pages[name].url });
      expect(answer.statusCode, name).toBe(200);
      return { rendered: (await callsOf(pages[name].route)) > before, body: answer.body };
    };
    const renderedNow = async () => {
      const rendered: string[] = [];
      for (const name of Object.keys(pages) as (keyof typeof pages)[]) if ((await visit(name)).rendered) rendered.push(name);
      return rendered;
    };
    app.changed(); // start afresh
    expect(await renderedNow()).toEqual(Object.keys(pages));
    expect(await renderedNow()).toEqual([]);

    const booker = await signedInUser(app, new Date(now));
    const body = { date, room_id: room.id, start_time: 20, end_time: 22 };
    const made = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    expect(made.statusCode).toBe(201);
    const expected = inList ? ["held", "list"] : ["held"];
    expect(await renderedNow()).toEqual(expected);
    expect(await renderedNow()).toEqual([]);
    // Its release frees them again: the same pages, and no others.
    const released = await app.inject({ method: "DELETE", url: `/passy/v1/booking/${made.json().data.b_id}`, headers: booker.headers });
    expect(released.statusCode).toBe(200);
    expect(await renderedNow()).toEqual(expected);
    // A refused booking (its total is wrong) changes nothing: every page stays.
    const refused = await createBooking(app, booker.headers, { ...body, total_amount: 1 });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await renderedNow()).toEqual([]);
  });

  it("drops the pages that read a room and date named in another instance's message, and every page for a message without them", async () => {
    const seoId = page.split("/meeting-rooms-in-")[1]!;
    const id = (await app.inject({ method: "GET", url: `/passy/v1/room/${seoId}?search_by=seo_id` })).json().data.id as number;
    const visit = async (url: string, route = "/passy/v1/room/:id") => {
      const before = await callsOf(route);
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      return (await callsOf(route)) > before;
    };
    const named = `${page}?date=2026-11-28`;
    const otherDay = `${page}?date=2026-11-30`;
    const about = () => visit("/about-us", "/passy/v1/city_status");
    app.changed();
    expect([await visit(named), await visit(otherDay), await about()]).toEqual([true, true, true]);
    expect([await visit(named), await visit(otherDay), await about()]).toEqual([false, false, false]);
    // As another instance's message arrives (plugins/shared-state.ts publishes it for every write).
    await app.events.publish({ kind: "availability", changes: [[id, "2026-11-28"]] });
    await vi.waitFor(async () => expect(await visit(named)).toBe(true), { timeout: 5000 });
    expect([await visit(otherDay), await about()]).toEqual([false, false]);
    // A message too long for its ids says only "availability": every page drops.
    await app.events.publish({ kind: "availability" });
    await vi.waitFor(async () => expect(await about()).toBe(true), { timeout: 5000 });
    expect(await visit(otherDay)).toBe(true);
  });

  it("answers a signed-in visitor of a session-blind page from the page kept for visitors, and the other way round", async () => {
    const cookie = cookieHeader(await passwordLogin(app, "kiran@example.com", "Secret123"));
    app.changed(); // start afresh
    const visitor = await render();
    const signedIn = await render({ cookie });
    expect(visitor.rendered).toBe(true);
    expect(signedIn.rendered).toBe(false);
    expect(signedIn.answer.body).toBe(visitor.answer.body);
    expect(signedIn.answer.body).not.toMatch(/Kiran|kiran@example\.com/);
    expect(signedIn.answer.headers.etag).toBe(visitor.answer.headers.etag);
    expect(signedIn.answer.headers["content-security-policy"]).toBe(visitor.answer.headers["content-security-policy"]);
    expect(signedIn.answer.headers["set-cookie"]).toBeUndefined(); // a live session keeps its cookies
    const etag = String(visitor.answer.headers.etag);
    expect((await app.inject({ method: "GET", url: page, headers: { cookie, "if-none-match": etag } })).statusCode).toBe(304);
    // Rendered for a signed-in visitor first, kept for visitors.
    app.changed();
    expect((await render({ cookie })).rendered).toBe(true);
    expect((await render()).rendered).toBe(false);
    // Other cookies still make another page.
    expect((await render({ cookie: `${cookie}; wb_city=pune` })).rendered).toBe(true);
  });

  it("renders every request of a signed-in visitor on a page that is not session-blind", async () => {
    const cookie = cookieHeader(await passwordLogin(app, "kiran@example.com", "Secret123"));
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({ method: "GET", url: "/account/profile", headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain("kiran@example.com");
      // Its own nonce, no validator: nothing of it is stored or reused.
      expect(String(answer.headers["content-security-policy"])).toMatch(/'nonce-[^']+'/);
      expect(answer.headers.etag).toBeUndefined();
    }
    expect((await app.inject({ method: "GET", url: "/account/profile", headers: { cookie, "if-none-match": "*" } })).statusCode).toBe(200);
  });

  it("expires a dead session's cookies on a kept page, and sends the page whole", async () => {
    const login = await passwordLogin(app, "kiran@example.com", "Secret123");
    const cookie = cookieHeader(login);
    const csrf = login.cookies.find((c) => c.name === "csrfToken")!.value;
    const out = await app.inject({ method: "POST", url: "/passy/v1/signout", headers: { cookie, "x-csrf-token": csrf } });
    expect(out.statusCode).toBe(200);
    const visitor = await render();
    const dead = await app.inject({ method: "GET", url: page, headers: { cookie, "if-none-match": String(visitor.answer.headers.etag) } });
    expect(dead.statusCode).toBe(200);
    expect(dead.body).toBe(visitor.answer.body);
    const expired = ([] as string[]).concat(dead.headers["set-cookie"] ?? []);
    for (const name of ["accessToken", "_lgn", "userProfile", "csrfToken"]) {
      expect(
        expired.some((c) => c.startsWith(`${name}=;`)),
        name,
      ).toBe(true);
    }
  });

  it("does not share a page with signed-in visitors when its calls went through inject (they cannot tell who asked)", async () => {
    const cookie = cookieHeader(await passwordLogin(app, "kiran@example.com", "Secret123"));
    app.changed();
    process.env.PAGE_API_TRANSPORT = "inject";
    try {
      expect((await render()).rendered).toBe(true);
      expect((await render()).rendered).toBe(false);
      const signedIn = await render({ cookie });
      expect(signedIn.rendered).toBe(true);
      expect(String(signedIn.answer.headers["content-security-policy"])).toMatch(/'nonce-[^']+'/);
    } finally {
      delete process.env.PAGE_API_TRANSPORT;
    }
  });

  // page-body.ts: a route declares `handle.sessionBlind` when it renders the same for every
  // visitor. This renders one address of every such route signed in and not, and compares.
  it("renders every session-blind page the same for a signed-in visitor as for one not signed in", async () => {
    const build = (await import(pathToFileURL(path.join(webBuildDir, "server", "index.js")).href)) as ServerBuild;
    const city = page.split("/")[1]!;
    // The F&B step of a room with F&B and free evening slots (its greeting is read in the browser).
    const menuRoom = await freeMeetingRoom(app, "2026-11-26");
    const fnbStep = `/${menuRoom.seoId}/foodBeverage/meals?date=2026-11-26&startTime=20&endTime=21`;
    const addresses = [
      "/",
      "/search?q=meeting",
      `/${city}/meeting-rooms`,
      `/${city}/inventories/id=2`,
      "/meeting-rooms",
      "/event-space",
      "/virtual_office",
      "/meeting-room-directory",
      "/terms&conditions",
      "/app-privacy-policy",
      "/about-us",
      "/menu",
      `/day_pass_in_${city}`,
      `/studio_pass_in_${city}`,
      page,
      fnbStep,
    ];
    // Every route that declares it is among them (by module: the pass pages have one route per city).
    const tree = routeTree(build.routes);
    const blind = (id: string) => (build.routes[id]?.module as { handle?: { sessionBlind?: boolean } }).handle?.sessionBlind === true;
    const covered = new Set(
      addresses.flatMap((address) => (matchRoutes(tree, pagePathOf(address)) ?? []).map((m) => build.routes[m.route.id!]!.module)),
    );
    // Named by route id (with its file's module, one per city for the pass pages) when missing.
    const missing = Object.keys(build.routes).filter((id) => blind(id) && !covered.has(build.routes[id]!.module));
    expect(missing).toEqual([]);

    const cookie = cookieHeader(await passwordLogin(app, "kiran@example.com", "Secret123"));
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    process.env.PAGE_CACHE = "false";
    try {
      for (const address of addresses) {
        const visitor = await app.inject({ method: "GET", url: address });
        const signedIn = await app.inject({ method: "GET", url: address, headers: { cookie } });
        expect(visitor.statusCode, address).toBe(200);
        expect(signedIn.statusCode, address).toBe(200);
        expect(withoutNonce(signedIn.body), address).toBe(withoutNonce(visitor.body));
        expect(signedIn.body, address).not.toMatch(/Kiran|kiran@example\.com/);
      }
    } finally {
      delete process.env.PAGE_CACHE;
    }
  });
});
