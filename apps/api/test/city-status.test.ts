// The cities' live flag as the public pages read it (decision 0036): cached per instance and
// dropped by every catalogue change, which reaches the other instances as a catalogue event.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from "@workbay/demo-seed/demo-operators";
import { invalidateCatalogue } from "../src/services/room-catalogue";
import { cookieMap, latestOtpTo } from "./account-helpers";
import { buildTestApp } from "./helper";

const API = "/backoffice-service/api/v1";

describe.each(testDatabaseKinds())("city status on %s", (kind) => {
  let app: FastifyInstance;
  let admin: { cookie: string; csrf: string };

  const status = async () => {
    const response = await app.inject({ method: "GET", url: "/passy/v1/city_status" });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries((response.json().data as { slug: string; live: boolean }[]).map((c) => [c.slug, c.live]));
  };

  beforeAll(async () => {
    app = await buildTestApp(kind);
    const login = await app.inject({
      method: "POST",
      url: `${API}/auth/login`,
      payload: { email: DEMO_OPERATORS.admin.email, password: DEMO_OPERATOR_PASSWORD },
    });
    const code = await latestOtpTo(app, DEMO_OPERATORS.admin.email);
    const verify = await app.inject({
      method: "POST",
      url: `${API}/auth/verify`,
      payload: { challenge: login.json().data.challenge, code },
    });
    admin = { cookie: `opToken=${cookieMap(verify).opToken?.value}`, csrf: verify.json().data.csrf_token };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it("lists every city with its live flag, in the home page's order", async () => {
    const response = await app.inject({ method: "GET", url: "/passy/v1/city_status" });
    expect(response.json().data.map((c: { slug: string }) => c.slug)).toEqual([
      "bengaluru",
      "delhi",
      "mumbai",
      "chennai",
      "hyderabad",
      "pune",
    ]);
    expect(Object.values(await status()).every(Boolean)).toBe(true);
  });

  // Before the operator's switch below: on PostgreSQL that switch's catalogue event comes back
  // through LISTEN a moment later and drops the cache, which this test must see hold.
  it("is cached until a catalogue change: another instance's event (invalidateCatalogue) brings the new flag", async () => {
    expect((await status()).chennai).toBe(true);
    await app.db.update(cities).set({ live: false }).where(eq(cities.slug, "chennai"));
    expect((await status()).chennai).toBe(true);
    // What the cluster handler does on every instance when a catalogue event arrives (plugins/shared-state.ts).
    invalidateCatalogue(app.db);
    expect((await status()).chennai).toBe(false);
    // An inactive city is not live either.
    await app.db.update(cities).set({ live: true, isActive: false }).where(eq(cities.slug, "chennai"));
    invalidateCatalogue(app.db);
    expect((await status()).chennai).toBe(false);
    await app.db.update(cities).set({ isActive: true }).where(eq(cities.slug, "chennai"));
    invalidateCatalogue(app.db);
    expect((await status()).chennai).toBe(true);
  });

  it("follows an operator's switch at once, both ways", async () => {
    const off = await app.inject({
      method: "PUT",
      url: `${API}/catalogue/cities/pune`,
      payload: { live: false },
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrf },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await status()).pune).toBe(false);
    expect((await status()).delhi).toBe(true);
    const on = await app.inject({
      method: "PUT",
      url: `${API}/catalogue/cities/pune`,
      payload: { live: true },
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrf },
    });
    expect(on.statusCode).toBe(200);
    expect((await status()).pune).toBe(true);
  });
});
