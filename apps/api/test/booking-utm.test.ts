import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { count } from "drizzle-orm";
import { bookings } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";

const DATE = "2026-11-25"; // Wednesday

describe.each(testDatabaseKinds())("the campaign (utm) travels with bookings on %s", (kind) => {
  let app: FastifyInstance;
  const used: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => TEST_NOW });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function request() {
    const booker = await signedInUser(app, TEST_NOW);
    const room = await freeMeetingRoom(app, DATE, used);
    used.push(room.id);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    return { booker, body: { ...body, total_amount: await priceOf(app, booker.headers, body) } };
  }

  it("stores utm_params given in the body", async () => {
    const { booker, body } = await request();
    const response = await createBooking(app, booker.headers, { ...body, utm_params: { utm_source: "google", utm_campaign: "diwali" } });
    expect(response.statusCode, response.body).toBe(201);
    expect((await bookingRow(app, response.json().data.b_id))?.utm).toEqual({ utm_source: "google", utm_campaign: "diwali" });
  });

  it("reads the utm cookie the landing page wrote when the body has none", async () => {
    const { booker, body } = await request();
    const cookie = `utm=${encodeURIComponent(JSON.stringify({ utm_source: "newsletter", utm_medium: "email", other: "dropped" }))}`;
    const response = await createBooking(app, { ...booker.headers, cookie }, body);
    expect(response.statusCode, response.body).toBe(201);
    expect((await bookingRow(app, response.json().data.b_id))?.utm).toEqual({ utm_source: "newsletter", utm_medium: "email" });
  });

  it("stores no campaign without one", async () => {
    const { booker, body } = await request();
    const response = await createBooking(app, booker.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    expect((await bookingRow(app, response.json().data.b_id))?.utm).toBeNull();
  });

  it("refuses malformed utm_params with a 400 naming the problem, storing nothing", async () => {
    const { booker, body } = await request();
    const before = (await app.db.select({ n: count() }).from(bookings))[0]!.n;
    const badKey = await createBooking(app, booker.headers, { ...body, utm_params: { source: "google" } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().meta.message).toContain("utm_params keys must be utm_* parameter names");
    const empty = await createBooking(app, booker.headers, { ...body, utm_params: { utm_source: " " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().meta.message).toContain("utm_params values must not be empty");
    const long = await createBooking(app, booker.headers, { ...body, utm_params: { utm_source: "x".repeat(301) } });
    expect(long.statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`utm_k${"x".repeat(i)}`, "v"]));
    const tooMany = await createBooking(app, booker.headers, { ...body, utm_params: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().meta.message).toContain("at most 10 parameters");
    const notObject = await createBooking(app, booker.headers, { ...body, utm_params: "utm_source=google" });
    expect(notObject.statusCode).toBe(400);
    expect((await app.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
  });
});
