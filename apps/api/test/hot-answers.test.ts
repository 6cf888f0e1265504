// Cached answers sent before Fastify (apps/api/src/hot-answers.ts, decision 0035): over real
// HTTP (inject does not pass the server's request listener), the front's answer is Fastify's
// byte for byte but for the request id and the date; the cache's invalidations end it on every
// instance; metrics count it; draining, closing and the switches leave every request to Fastify.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@workbay/db/client";
import { openTestDatabase, testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildApp } from "../src/app";
import { testConfig, type AppConfig } from "../src/config";
import { MAX_HOT_ADDRESSES } from "../src/hot-answers";
import { nextSlotBoundary } from "../src/services/listing-cache";
import { catalogueChanged } from "../src/services/catalogue-changes";
import { clusterEventsOf } from "../src/services/cluster-events";
import { createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";
import { demoDataContents, eventually, TEST_DATA_DIR, TEST_NOW } from "./helper";
import { secondHandle } from "./second-handle";

const DATE = "2026-11-26"; // Thursday
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Answer = { status: number; headers: http.IncomingHttpHeaders; rawNames: string[]; body: Buffer };

/** One keep-alive connection per app, as a browser or a balancer keeps one. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (typeof address !== "object" || !address) throw new Error("not listening");
  return address.port;
}

/** Over HTTP, the bytes as sent (no decompression). */
function get(app: FastifyInstance, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: portOf(app), path, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawNames: response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/** Everything but the per-request headers (Date, X-Request-Id), the names in the order sent. */
function comparable(answer: Answer) {
  const { date, "x-request-id": id, ...headers } = answer.headers;
  expect(date).toBeDefined();
  expect(id).toMatch(UUID);
  return { status: answer.status, names: answer.rawNames, headers, body: answer.body.toString("base64") };
}

function text(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
  return answer.body.toString("utf8");
}

/** How many GET 200 answers of `route` the process's metrics counted (and timed). */
async function counted(app: FastifyInstance, route: string): Promise<{ requests: number; timed: number }> {
  const { body } = await app.metricsText();
  const labels = `method="GET",route="${route}",status="200"`;
  const find = (name: string) => Number(new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, "m").exec(body)?.[1] ?? 0);
  return { requests: find("workbay_http_requests_total"), timed: find("workbay_http_request_duration_seconds_count") };
}

const served = (app: FastifyInstance) => app.hotAnswers.stats().served;

describe.each(testDatabaseKinds())("cached answers before Fastify (%s)", (kind) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let third: DatabaseHandle;
  /** Two instances with the front, one without (HOT_ANSWERS=false), on one database. */
  let a: FastifyInstance;
  let b: FastifyInstance;
  let off: FastifyInstance;
  let now = TEST_NOW;
  let room: { id: number; centreId: number };
  let config: AppConfig;
  const list = () => `/passy/v1/rooms?center_id=${room.centreId}&page_size=48&date=${DATE}`;
  const roomPath = () => `/passy/v1/room/${room.id}?date=${DATE}`;

  beforeAll(async () => {
    first = await openTestDatabase(kind, { contents: demoDataContents(TEST_NOW) });
    second = await secondHandle(kind, first);
    third = await secondHandle(kind, first);
    config = testConfig({ dataDir: TEST_DATA_DIR, imagesDir: `${TEST_DATA_DIR}/images` });
    a = await buildApp({ config, database: first, clock: () => now });
    b = await buildApp({ config, database: second, clock: () => now });
    off = await buildApp({ config: { ...config, hotAnswers: false }, database: third, clock: () => now });
    for (const app of [a, b, off]) await app.listen({ port: 0, host: "127.0.0.1" });
    room = await freeMeetingRoom(a, DATE);
  }, 120_000);
  afterAll(async () => {
    await off?.close();
    await b?.close();
    await a?.close();
    await third?.close();
    await second?.close();
    await first?.close();
  });

  /** The room's taken slots in its centre's listing as `app` answers it over HTTP, and whether the front sent it. */
  const takenIn = async (app: FastifyInstance, encoding?: "br" | "gzip") => {
    const before = served(app);
    const answer = await get(app, list(), encoding ? { "accept-encoding": encoding } : {});
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    const item = (JSON.parse(text(answer)).data.rooms as { id: number; time_slots: number[] }[]).find((r) => r.id === room.id);
    expect(item, "the room is in its centre's listing").toBeDefined();
    return { slots: item!.time_slots.join(), front: served(app) > before };
  };
  /** On the other instance eventually on PostgreSQL (a NOTIFY reaches its pool's listener asynchronously), else at once. */
  const seenOn = async (app: FastifyInstance, check: () => Promise<boolean>) =>
    kind === "pglite" || app === a ? check() : eventually(check, 2000);

  /**
   * Waits until every message sent so far reached both instances: a marker sent now arrives after
   * them (PostgreSQL delivers notifications in commit order; PGlite and Redis in sending order).
   */
  const settled = async () => {
    const token = randomUUID();
    const arrived = [a, b].map(
      (app) =>
        new Promise<void>((resolve) => {
          const stop = clusterEventsOf(app.db)!.on("x-settled", (event) => {
            if ((event as { token?: string }).token !== token) return;
            stop();
            resolve();
          });
        }),
    );
    await clusterEventsOf(a.db)!.publish({ kind: "x-settled", token });
    await Promise.all(arrived);
  };

  it.each([
    ["identity", {}],
    ["gzip", { "accept-encoding": "gzip" }],
    ["br", { "accept-encoding": "gzip, deflate, br, zstd" }],
  ] as const)("sends Fastify's own answer, byte for byte (%s)", async (encoding, headers) => {
    for (const path of [list(), roomPath()]) {
      const fromFastify = await get(a, path, headers);
      expect(fromFastify.status).toBe(200);
      expect(fromFastify.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      const before = served(a);
      const fromFront = await get(a, path, headers);
      expect(served(a), "the second answer came from the front").toBe(before + 1);
      const withoutFront = await get(off, path, headers);
      expect(comparable(fromFront)).toEqual(comparable(fromFastify));
      expect(comparable(fromFront)).toEqual(comparable(withoutFront));
      // The security headers, the cache's Vary, a fresh request id each time.
      expect(fromFront.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(fromFront.headers["x-content-type-options"]).toBe("nosniff");
      expect(fromFront.headers.vary).toMatch(/accept-encoding/i);
      expect(fromFront.headers["strict-transport-security"]).toBeUndefined();
      expect(fromFront.headers["x-request-id"]).not.toBe(fromFastify.headers["x-request-id"]);
      expect(fromFront.headers.connection).toBe("keep-alive");
      // A request id from a peer TRUST_PROXY does not name is not taken, here as in Fastify.
      const sent = served(a);
      const named = await get(a, path, { ...headers, "x-request-id": "from-a-stranger" });
      expect(served(a)).toBe(sent + 1);
      expect(named.headers["x-request-id"]).toMatch(UUID);
    }
    expect(off.hotAnswers.stats()).toEqual({ addresses: 0, bytes: 0, served: 0 });
  });

  it("counts its answers in the request metrics, by route", async () => {
    await get(a, list());
    await get(a, roomPath());
    const [listBefore, roomBefore, sent] = [await counted(a, "/passy/v1/rooms"), await counted(a, "/passy/v1/room/:id"), served(a)];
    for (let i = 0; i < 3; i++) await get(a, list());
    await get(a, roomPath());
    expect(served(a)).toBe(sent + 4);
    expect(await counted(a, "/passy/v1/rooms")).toEqual({ requests: listBefore.requests + 3, timed: listBefore.timed + 3 });
    expect(await counted(a, "/passy/v1/room/:id")).toEqual({ requests: roomBefore.requests + 1, timed: roomBefore.timed + 1 });
  });

  it("a booking on one instance removes its slots from the next answer on both, through the front", async () => {
    const before = (await takenIn(a)).slots;
    expect(before.split(",")).not.toContain("20");
    // Both instances answer from the front, in every encoding.
    for (const app of [a, b]) {
      for (const encoding of [undefined, "br", "gzip"] as const) {
        await takenIn(app, encoding);
        expect(await takenIn(app, encoding)).toEqual({ slots: before, front: true });
      }
    }
    const withBooking = [...before.split(",").filter(Boolean).map(Number), 20, 21, 22, 23].sort((x, y) => x - y).join();

    const booker = await signedInUser(a, now);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const made = await createBooking(a, booker.headers, { ...body, total_amount: await priceOf(a, booker.headers, body) });
    expect(made.statusCode, made.body).toBe(201);

    expect((await takenIn(a)).slots).toBe(withBooking);
    expect(await seenOn(b, async () => (await takenIn(b)).slots === withBooking)).toBe(true);
    // The booking's message reaches its sender too, and drops what a cached meanwhile: once it
    // has, one answer from Fastify and the front sends the new answer from then on.
    await settled();
    for (const app of [a, b]) {
      for (const encoding of ["br", "gzip"] as const) expect((await takenIn(app, encoding)).slots).toBe(withBooking);
      await takenIn(app);
      expect(await takenIn(app)).toEqual({ slots: withBooking, front: true });
    }

    const released = await a.inject({ method: "DELETE", url: `/passy/v1/booking/${made.json().data.b_id}`, headers: booker.headers });
    expect(released.statusCode, released.body).toBe(200);
    expect((await takenIn(a)).slots).toBe(before);
    expect(await seenOn(b, async () => (await takenIn(b)).slots === before)).toBe(true);
    expect((await takenIn(b, "br")).slots).toBe(before);
  });

  it("a catalogue change ends the front's answers on both instances", async () => {
    // The previous test's messages (a release's availability change reaches its sender too) may
    // still be on their way; one arriving after the insert below would end an answer early.
    await settled();
    const before = (await takenIn(b)).slots;
    await takenIn(a);
    expect(before.split(",")).not.toContain("47");
    // Written without the repository layer, so nobody is told: the front keeps answering.
    await a.db.execute(
      sql`insert into slot_holds (room_id, date, slot, booking_id) select ${room.id}, ${DATE}, 47, id from bookings limit 1`,
    );
    try {
      for (const app of [a, b]) expect(await takenIn(app)).toEqual({ slots: before, front: true });
      await catalogueChanged(a.db);
      for (const app of [a, b]) expect(await seenOn(app, async () => (await takenIn(app)).slots.split(",").includes("47"))).toBe(true);
    } finally {
      await a.db.execute(sql`delete from slot_holds where room_id = ${room.id} and date = ${DATE} and slot = 47`);
      await catalogueChanged(a.db);
    }
    for (const app of [a, b]) expect(await seenOn(app, async () => (await takenIn(app)).slots === before)).toBe(true);
  });

  it("leaves every request to Fastify while draining (Connection: close)", async () => {
    await get(a, list());
    expect((await takenIn(a)).front).toBe(true);
    a.lifecycle.startDraining();
    try {
      const sent = served(a);
      const answer = await get(a, list());
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe("close");
      expect((await get(a, "/readyz")).status).toBe(503);
      expect(served(a)).toBe(sent);
    } finally {
      a.lifecycle.draining = false;
    }
    expect((await takenIn(a)).front).toBe(true);
  });

  it("answers nothing with HOT_ANSWERS=false or ROOM_LIST_CACHE=false", async () => {
    for (let i = 0; i < 3; i++) expect((await get(off, list())).status).toBe(200);
    expect(off.hotAnswers.stats()).toEqual({ addresses: 0, bytes: 0, served: 0 });
    // The answer cache off: answers are computed per request, never the live cached one.
    const handle = await secondHandle(kind, first);
    const previous = process.env.ROOM_LIST_CACHE;
    process.env.ROOM_LIST_CACHE = "false";
    let uncached: FastifyInstance | undefined;
    try {
      uncached = await buildApp({ config, database: handle, clock: () => now });
      await uncached.listen({ port: 0, host: "127.0.0.1" });
      for (let i = 0; i < 3; i++) {
        expect((await get(uncached, list())).status).toBe(200);
        expect((await get(uncached, roomPath(), { "accept-encoding": "br" })).status).toBe(200);
      }
      expect(uncached.hotAnswers.stats()).toEqual({ addresses: 0, bytes: 0, served: 0 });
    } finally {
      if (previous === undefined) delete process.env.ROOM_LIST_CACHE;
      else process.env.ROOM_LIST_CACHE = previous;
      await uncached?.close();
      await handle.close();
    }
  });

  it("does not send a recorded answer to a request Fastify might answer otherwise", async () => {
    const reference = await get(a, list());
    expect((await takenIn(a)).front).toBe(true);
    const sent = served(a);
    const cases: [string, Record<string, string>, string?][] = [
      ["a conditional request", { "if-none-match": '"abc"' }],
      ["a range", { range: "bytes=0-10" }],
      ["cookies", { cookie: "session=whatever" }],
      ["credentials", { authorization: "Bearer whatever" }],
      ["HEAD", {}, "HEAD"],
    ];
    for (const [what, headers, method] of cases) {
      const answer = await get(a, list(), headers, method);
      expect(answer.status, what).toBe(200);
      if (method !== "HEAD") expect(comparable(answer), what).toEqual(comparable(reference));
    }
    expect(served(a), "Fastify answered each of them").toBe(sent);
  });

  it("judges the scheme as Fastify does: a stranger's X-Forwarded-Proto is ignored, a trusted proxy's https answer has HSTS", async () => {
    // No TRUST_PROXY (the test config): Fastify ignores the header, and so does the front.
    const plain = await get(a, list());
    let sent = served(a);
    const claimed = await get(a, list(), { "x-forwarded-proto": "https" });
    expect(served(a), "sent by the front").toBe(sent + 1);
    expect(comparable(claimed)).toEqual(comparable(plain));
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();

    // Behind a balancer that ends TLS (TRUST_PROXY names it): an https answer and an http one.
    const handle = await secondHandle(kind, first);
    const proxied = await buildApp({ config: { ...config, trustProxy: ["127.0.0.1"] }, database: handle, clock: () => now });
    try {
      await proxied.listen({ port: 0, host: "127.0.0.1" });
      const https = { "x-forwarded-proto": "http, https" };
      const fromFastify = await get(proxied, list(), https);
      expect(fromFastify.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      sent = served(proxied);
      const fromFront = await get(proxied, list(), https);
      expect(served(proxied), "the https answer sent by the front").toBe(sent + 1);
      expect(comparable(fromFront)).toEqual(comparable(fromFastify));
      // The http answer is kept apart: no HSTS, from Fastify first, then from the front.
      const httpFromFastify = await get(proxied, list(), { "x-forwarded-proto": "http" });
      expect(served(proxied)).toBe(sent + 1);
      expect(httpFromFastify.headers["strict-transport-security"]).toBeUndefined();
      const httpFromFront = await get(proxied, list());
      expect(served(proxied), "the http answer sent by the front").toBe(sent + 2);
      expect(comparable(httpFromFront)).toEqual(comparable(httpFromFastify));
      // And the https one is still https.
      expect((await get(proxied, list(), https)).headers["strict-transport-security"]).toBeDefined();
      expect(served(proxied)).toBe(sent + 3);
    } finally {
      await proxied.close();
      await handle.close();
    }
  });

  it("keeps at most MAX_HOT_ADDRESSES addresses however many query strings arrive", async () => {
    // Unknown parameters are dropped by the query's schema: every address is the one cached answer.
    const total = MAX_HOT_ADDRESSES + 200;
    for (let start = 0; start < total; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, total - start) }, async (_, i) => {
          const answer = await new Promise<number>((resolve, reject) =>
            http
              .get({ host: "127.0.0.1", port: portOf(a), path: `${list()}&junk=${start + i}` }, (response) => {
                response.resume();
                response.on("end", () => resolve(response.statusCode ?? 0));
              })
              .on("error", reject),
          );
          expect(answer).toBe(200);
        }),
      );
    }
    const stats = a.hotAnswers.stats();
    expect(stats.addresses).toBeGreaterThan(100);
    expect(stats.addresses).toBeLessThanOrEqual(MAX_HOT_ADDRESSES);
    expect(stats.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    // The newest are kept and sent.
    expect((await get(a, `${list()}&junk=${total - 1}`)).status).toBe(200);
    const sent = served(a);
    await get(a, `${list()}&junk=${total - 1}`);
    expect(served(a)).toBe(sent + 1);
  });

  // Last: it moves the shared clock.
  it("ends an answer at the next half-hour", async () => {
    const before = (await takenIn(a)).slots;
    await a.db.execute(
      sql`insert into slot_holds (room_id, date, slot, booking_id) select ${room.id}, ${DATE}, 46, id from bookings limit 1`,
    );
    try {
      expect(await takenIn(a)).toEqual({ slots: before, front: true });
      const boundary = nextSlotBoundary(now);
      now = new Date(boundary - 1);
      expect(await takenIn(a)).toEqual({ slots: before, front: true });
      now = new Date(boundary);
      const after = await takenIn(a);
      expect(after.front).toBe(false);
      expect(after.slots.split(",")).toContain("46");
      expect(await takenIn(a)).toEqual({ slots: after.slots, front: true });
    } finally {
      now = TEST_NOW;
      await a.db.execute(sql`delete from slot_holds where room_id = ${room.id} and date = ${DATE} and slot = 46`);
      await catalogueChanged(a.db);
    }
  });
});
