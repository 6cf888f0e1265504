import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { bookings, passAllocations, rooms, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import { createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";

const DATE = "2026-11-26"; // Thursday
const ATTEMPTS = 50;

/**
 * No double booking, whatever the concurrency (DECISIONS.md section 5): 50 bookers ask for the
 * same slot, or for the last pass, at once, over several database connections on PostgreSQL.
 */
describe.each(testDatabaseKinds())("concurrent bookings on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // 100 creations from one address (inject's 127.0.0.1): above the per-IP creation limit,
    // which apps/api/test/booking-holds.test.ts tests on its own.
    app = await buildTestApp(kind, {
      poolSize: 10,
      config: { bookingLimits: { perAccount: { max: 20, windowMs: 3_600_000 }, perIp: { max: 10_000, windowMs: 3_600_000 } } },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`gives one slot to exactly one of ${ATTEMPTS} parallel bookers and a clear 409 to the rest`, async () => {
    const room = await freeMeetingRoom(app, DATE);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const bookers = await Promise.all(Array.from({ length: ATTEMPTS }, () => signedInUser(app, TEST_NOW)));
    const total = await priceOf(app, bookers[0]!.headers, body);
    const answers = await Promise.all(bookers.map((b) => createBooking(app, b.headers, { ...body, total_amount: total })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().meta.message).toMatch(/^Sorry, this (time was just booked by someone else|slot has just been booked)/);
    }
    const holds = await app.db
      .select({ bookingId: slotHolds.bookingId })
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, room.id), eq(slotHolds.date, DATE), inArray(slotHolds.slot, [20, 21])));
    expect(new Set(holds.map((h) => h.bookingId)).size).toBe(1);
    const made = await app.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.roomId, room.id), eq(bookings.date, DATE), eq(bookings.startSlot, 20)));
    expect(made[0]!.n).toBe(1);
  });

  it(`sells the last pass to exactly one of ${ATTEMPTS} parallel buyers`, async () => {
    const [dayPass] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
      .orderBy(asc(rooms.id))
      .limit(1);
    expect(dayPass?.passCapacity).toBeGreaterThan(1);
    const capacity = dayPass!.passCapacity!;
    await app.db
      .insert(passAllocations)
      .values({ roomId: dayPass!.id, date: DATE, capacity, sold: capacity - 1 })
      .onConflictDoUpdate({ target: [passAllocations.roomId, passAllocations.date], set: { sold: capacity - 1, capacity } });
    const body = { date: DATE, room_id: dayPass!.id, quantity: 1 };
    const bookers = await Promise.all(Array.from({ length: ATTEMPTS }, () => signedInUser(app, TEST_NOW)));
    const total = await priceOf(app, bookers[0]!.headers, body);
    const answers = await Promise.all(bookers.map((b) => createBooking(app, b.headers, { ...body, total_amount: total })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1);
    const [allocation] = await app.db
      .select()
      .from(passAllocations)
      .where(and(eq(passAllocations.roomId, dayPass!.id), eq(passAllocations.date, DATE)));
    expect(allocation).toMatchObject({ sold: capacity, capacity });
  });
});
