import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callEndpoint, type Transport, type TransportAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createPageApiClient } from "../src/web/direct-api-client";
import { createInjectApiClient } from "../src/web/inject-api-client";
import { SessionMemo } from "../src/services/session-memo";
import { metrics } from "../src/services/metrics";
import { cookieHeader, cookieMap, createTestUser, passwordLogin } from "./account-helpers";
import { buildTestApp, TEST_TODAY } from "./helper";

/** A page request as mount-web.ts has it: the visitor's address, id and logger. */
function pageRequest(app: FastifyInstance, ip = "203.0.113.7"): FastifyRequest {
  return {
    ip,
    ips: [ip],
    id: "page-1",
    log: app.log,
    protocol: "http",
    host: "localhost",
    hostname: "localhost",
  } as unknown as FastifyRequest;
}

/** Set-Cookie headers without the parts that differ between two calls (token values, expiry). */
function cookieShapes(setCookies: string[]): string[] {
  return setCookies.map((cookie) => {
    const [pair, ...attributes] = cookie.split("; ");
    const [name, value] = pair!.split("=");
    return [`${name}=${value === "" ? "" : "<value>"}`, ...attributes.filter((a) => !/^Expires=/i.test(a))].join("; ");
  });
}

// Decision 0038: the pages' loaders and actions run the endpoints' handlers in process. Each
// call below goes both ways, in process and through Fastify's inject (what the HTTP path does),
// and the two answers must be the same: status, body and cookies.
describe.each(testDatabaseKinds())("the pages' in-process API client on %s", (kind) => {
  let app: FastifyInstance;
  let roomId: number;
  let roomSeoId: string;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    await createTestUser(app, { email: "mira@example.com", phone: "9812345600", password: "Secret123", name: "Mira" });
    const list = (await app.inject({ method: "GET", url: "/passy/v1/rooms?city=bengaluru" })).json();
    roomId = list.data.rooms[0].id;
    roomSeoId = list.data.rooms[0].seo_id;
  });
  afterAll(async () => {
    await app?.close();
  });

  function clients(headers: Record<string, string> = {}) {
    const sessionMemo = new SessionMemo();
    return {
      direct: createPageApiClient(app, { request: pageRequest(app), forwardHeaders: headers, sessionMemo }),
      inject: createInjectApiClient(app, headers, "203.0.113.7"),
      sessionMemo,
    };
  }

  async function bothWays(call: (api: Transport) => Promise<TransportAnswer>, headers: Record<string, string> = {}) {
    const { direct, inject } = clients(headers);
    const viaInject = await call(inject);
    const inProcess = await call(direct);
    expect({ ...inProcess, setCookies: cookieShapes(inProcess.setCookies) }).toEqual({
      ...viaInject,
      setCookies: cookieShapes(viaInject.setCookies),
    });
    return inProcess;
  }

  it("answers a room, by id and by seo id, as the HTTP path does", async () => {
    const byId = await bothWays((api) =>
      callEndpoint(api, endpoints.rooms.room, { params: { id: String(roomId) }, query: { date: TEST_TODAY } }),
    );
    expect(byId.status).toBe(200);
    const bySeo = await bothWays((api) =>
      callEndpoint(api, endpoints.rooms.room, { params: { id: roomSeoId }, query: { search_by: "seo_id", date: TEST_TODAY } }),
    );
    expect(bySeo.status).toBe(200);
  });

  it("answers the room list (a cached JSON text) as the HTTP path does", async () => {
    const answer = await bothWays((api) => callEndpoint(api, endpoints.rooms.rooms, { query: { city: "bengaluru", date: TEST_TODAY } }));
    expect(answer.status).toBe(200);
  });

  it("maps errors as the HTTP error handler does: domain errors, validation, unknown ids, long parameters", async () => {
    expect((await bothWays((api) => callEndpoint(api, endpoints.rooms.room, { params: { id: "no-such-room" } }))).status).toBe(404);
    const invalid = await bothWays((api) =>
      callEndpoint(api, endpoints.rooms.room, { params: { id: String(roomId) }, query: { date: "24-11-2026", latitude: 200 } }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: [{ field: "date" }, { field: "latitude" }] });
    // Longer than the router takes (414 URI Too Long): left to the HTTP path.
    expect((await bothWays((api) => callEndpoint(api, endpoints.rooms.room, { params: { id: "x".repeat(400) } }))).status).toBe(414);
    const badBody = await bothWays((api) => callEndpoint(api, endpoints.booking.validate, { body: { room_id: "seven" } as never }));
    expect(badBody.status).toBe(400);
  });

  it("checks the session and CSRF as the HTTP path does, and returns the cookies a call sets", async () => {
    expect((await bothWays((api) => callEndpoint(api, endpoints.profile.profile))).status).toBe(401);
    const login = await passwordLogin(app, "mira@example.com", "Secret123");
    const cookie = cookieHeader(login);
    const csrf = cookieMap(login).csrfToken!.value;
    expect((await bothWays((api) => callEndpoint(api, endpoints.profile.profile), { cookie })).status).toBe(200);
    // The session call sets the csrfToken cookie again.
    const session = await bothWays((api) => callEndpoint(api, endpoints.accounts.session), { cookie });
    expect(session.setCookies.some((c) => c.startsWith("csrfToken="))).toBe(true);
    // A change without the CSRF header is refused; with it, the refreshed profile cookie comes back.
    const change = { name: "Mira Das", date_of_birth: "1990-01-02" };
    expect((await bothWays((api) => callEndpoint(api, endpoints.profile.updateProfile, { body: change }), { cookie })).status).toBe(403);
    const changed = await bothWays(
      (api) => callEndpoint(api, endpoints.profile.updateProfile, { body: change, headers: { "x-csrf-token": csrf } }),
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.setCookies.some((c) => c.startsWith("userProfile="))).toBe(true);
    // A dead session's cookies are cleared by the session call.
    const dead = await bothWays((api) => callEndpoint(api, endpoints.accounts.session), { cookie: "accessToken=forged; userProfile=x" });
    expect(dead.setCookies.some((c) => c.startsWith("accessToken=;"))).toBe(true);
  });

  it("reads the session once per page request, and again after a change (a sign-out)", async () => {
    const login = await passwordLogin(app, "mira@example.com", "Secret123");
    const cookie = cookieHeader(login);
    const csrf = cookieMap(login).csrfToken!.value;
    const { direct, sessionMemo } = clients({ cookie });
    expect((await callEndpoint(direct, endpoints.profile.profile)).status).toBe(200);
    const remembered = [...sessionMemo.values()];
    expect(remembered).toHaveLength(1);
    expect((await callEndpoint(direct, endpoints.profile.companyInfo)).status).toBe(200);
    expect((await callEndpoint(direct, endpoints.accounts.session)).status).toBe(200);
    expect([...sessionMemo.values()]).toEqual(remembered);
    const signedOut = await callEndpoint(direct, endpoints.accounts.signOut, { headers: { "x-csrf-token": csrf } });
    expect(signedOut.status).toBe(200);
    for (const name of ["accessToken", "_lgn", "userProfile", "csrfToken"]) {
      expect(
        signedOut.setCookies.some((c) => c.startsWith(`${name}=;`)),
        name,
      ).toBe(true);
    }
    expect(sessionMemo.size).toBe(0);
    // Same page request, same (old) cookie: the session is gone now.
    expect((await callEndpoint(direct, endpoints.profile.profile)).status).toBe(401);
  });

  // The site layout and a page both ask for the cities: one page request runs the read once.
  it("runs the same read once per page request, hands each caller its own copy, and reads again after a change", async () => {
    const { direct, sessionMemo } = clients();
    const counted = vi.spyOn(metrics().httpRequests, "inc");
    try {
      const [first, second] = await Promise.all([
        callEndpoint(direct, endpoints.rooms.cityStatus),
        callEndpoint(direct, endpoints.rooms.cityStatus),
      ]);
      const third = await callEndpoint(direct, endpoints.rooms.cityStatus);
      expect(counted).toHaveBeenCalledTimes(1);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect(second.body).not.toBe(first.body);
      expect(sessionMemo.reads.size).toBe(1);
      // Another read (other parameters) is its own.
      await callEndpoint(direct, endpoints.rooms.room, { params: { id: String(roomId) }, query: { date: TEST_TODAY } });
      expect(counted).toHaveBeenCalledTimes(2);
      // A change forgets every read: the cities may have changed with it.
      await callEndpoint(direct, endpoints.booking.validate, { body: {} as never });
      expect(sessionMemo.reads.size).toBe(0);
      counted.mockClear();
      await callEndpoint(direct, endpoints.rooms.cityStatus);
      expect(counted).toHaveBeenCalledTimes(1);
    } finally {
      counted.mockRestore();
    }
  });

  // web/page-cache.ts shares a page with signed-in visitors only when no call of its render asked.
  it("records whether a page's calls asked who is signed in: any auth step, with or without a cookie, and any call over HTTP", async () => {
    const publicOnly = clients();
    await callEndpoint(publicOnly.direct, endpoints.rooms.room, { params: { id: String(roomId) } });
    await callEndpoint(publicOnly.direct, endpoints.profile.countries);
    expect(publicOnly.sessionMemo.asked).toBe(false);

    // Nobody signed in, no cookie: the answer still depends on who is.
    const anonymous = clients();
    expect((await callEndpoint(anonymous.direct, endpoints.accounts.session)).status).toBe(200);
    expect(anonymous.sessionMemo.asked).toBe(true);
    const refused = clients();
    expect((await callEndpoint(refused.direct, endpoints.profile.profile)).status).toBe(401);
    expect(refused.sessionMemo.asked).toBe(true);
    const operator = clients();
    expect((await callEndpoint(operator.direct, endpoints.backoffice.session)).status).toBe(401);
    expect(operator.sessionMemo.asked).toBe(true);

    // Over HTTP (a rate-limited endpoint): counted as asking.
    const overHttp = clients();
    await callEndpoint(overHttp.direct, endpoints.accounts.sendOtp, {
      body: { kind: "email", email: "nobody@example.com", purpose: "login" } as never,
    });
    expect(overHttp.sessionMemo.asked).toBe(true);
  });

  // app.ts changesPages: the kept pages are dropped by a change a page may show, not by a session's;
  // a booking's only by the rooms and dates it reports (mount-web.ts).
  it("tells the kept pages of a page's changes, but not of a validation, an enquiry, a session's or a payment's", async () => {
    const { direct } = clients();
    const changed = vi.spyOn(app, "changed");
    try {
      await callEndpoint(direct, endpoints.booking.validate, { body: {} as never });
      await callEndpoint(direct, endpoints.accounts.login, { body: { input: "mira@example.com", password: "wrong" } as never });
      await callEndpoint(direct, endpoints.leads.createLead, { body: {} as never });
      await callEndpoint(direct, endpoints.checkout.paymentFail, { body: {} as never });
      expect(changed).not.toHaveBeenCalled();
      await callEndpoint(direct, endpoints.bookingChanges.changeAddOns, { params: { bookingId: "WB-NONE" }, body: {} as never });
      expect(changed).toHaveBeenCalled();
    } finally {
      changed.mockRestore();
    }
  });

  // register-endpoint.ts `availability`: what a page read of the taken slots, for the kept pages.
  it("records the rooms and dates a page's calls read, and everything for a call that does not say", async () => {
    const catalogue = clients();
    await callEndpoint(catalogue.direct, endpoints.rooms.cityStatus);
    await callEndpoint(catalogue.direct, endpoints.rooms.amenities);
    await callEndpoint(catalogue.direct, endpoints.search.search, { query: { keyword: "meeting" } as never });
    expect(catalogue.sessionMemo.availability.all).toBe(false);
    expect([...catalogue.sessionMemo.availability.pairs]).toEqual([]);

    const room = clients();
    await callEndpoint(room.direct, endpoints.rooms.room, { params: { id: String(roomId) }, query: { date: TEST_TODAY } as never });
    expect([...room.sessionMemo.availability.pairs]).toEqual([`${roomId}|${TEST_TODAY}`]);
    const listed = await callEndpoint(room.direct, endpoints.rooms.rooms, { query: { city: "bengaluru", date: TEST_TODAY } as never });
    const ids = (listed.body as { data: { rooms: { id: number }[] } }).data.rooms.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(room.sessionMemo.availability.pairs.has(`${id}|${TEST_TODAY}`), String(id)).toBe(true);
    expect(room.sessionMemo.availability.all).toBe(false);

    // A read that does not declare what it shows (a country list here): everything.
    const unsaid = clients();
    await callEndpoint(unsaid.direct, endpoints.profile.countries);
    expect(unsaid.sessionMemo.availability.all).toBe(true);
    // Over HTTP (a rate-limited endpoint): everything too.
    const overHttp = clients();
    await callEndpoint(overHttp.direct, endpoints.accounts.sendOtp, {
      body: { kind: "email", email: "nobody@example.com", purpose: "login" } as never,
    });
    expect(overHttp.sessionMemo.availability.all).toBe(true);
  });

  it("runs table endpoints in process and leaves rate-limited ones to the HTTP path, where their limits count", async () => {
    const { direct } = clients();
    const inject = vi.spyOn(app, "inject");
    try {
      await callEndpoint(direct, endpoints.rooms.room, { params: { id: String(roomId) } });
      // The web build bundles its own copy of the table: found by method and path, not identity.
      await callEndpoint(direct, { ...endpoints.rooms.room }, { params: { id: String(roomId) } });
      await callEndpoint(direct, endpoints.profile.countries);
      expect(inject).not.toHaveBeenCalled();
      const sent = await callEndpoint(direct, endpoints.accounts.sendOtp, {
        body: { kind: "email", email: "nobody@example.com", purpose: "login" } as never,
      });
      expect(inject).toHaveBeenCalledTimes(1);
      expect(sent.status).toBeLessThan(500);
    } finally {
      inject.mockRestore();
    }
  });
});
