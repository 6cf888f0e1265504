import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, count, eq } from "drizzle-orm";
import { bookings, passAllocations, rooms, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, freeMeetingRoom, paySuccessCallback, priceOf, signedInUser } from "./checkout-helpers";

const DATE = "2026-11-27"; // Friday

/**
 * Hold hoarding (issue 11): at most MAX_LIVE_HOLDS_PER_ACCOUNT unpaid bookings per account,
 * race-proof; booking creation rate-limited per account and per address; a booker can release
 * their own hold, which frees its slots or passes at once.
 */
describe.each(testDatabaseKinds())("hold limits and releasing holds on %s", (kind) => {
  let app: FastifyInstance;
  const usedRooms: number[] = [];

  beforeAll(async () => {
    // Per-IP creation limit out of the way here: every inject comes from 127.0.0.1. It has a test of its own below.
    app = await buildTestApp(kind, {
      poolSize: 10,
      config: { bookingLimits: { perAccount: { max: 20, windowMs: 3_600_000 }, perIp: { max: 10_000, windowMs: 3_600_000 } } },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function nextRoom() {
    const room = await freeMeetingRoom(app, DATE, usedRooms);
    usedRooms.push(room.id);
    return room;
  }

  async function attempt(headers: Record<string, string>, roomId: number, start = 20, end = 22) {
    const body = { date: DATE, room_id: roomId, start_time: start, end_time: end };
    return createBooking(app, headers, { ...body, total_amount: await priceOf(app, headers, body) });
  }

  /** Holds of slots 20-23, the ones these tests book (the demo data holds others). */
  async function heldBy(roomId: number) {
    const rows = await app.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, roomId), eq(slotHolds.date, DATE)));
    return rows.filter((r) => r.slot >= 20 && r.slot < 24);
  }

  async function bookingsOf(userId: string) {
    return app.db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.id));
  }

  it("refuses a third live unpaid hold with 409 'Finish or cancel your pending booking first' naming the pending ones, storing nothing", async () => {
    const booker = await signedInUser(app, TEST_NOW);
    const [a, b, c] = [await nextRoom(), await nextRoom(), await nextRoom()];
    const first = await attempt(booker.headers, a.id);
    const second = await attempt(booker.headers, b.id);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await attempt(booker.headers, c.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().meta.message).toBe("Finish or cancel your pending booking first");
    expect(third.json().pending_bookings).toEqual([first.json().data.b_id, second.json().data.b_id]);
    expect(await heldBy(c.id)).toEqual([]);
    expect(await bookingsOf(booker.user.id)).toHaveLength(2);

    // A new attempt over one's own hold replaces it and does not count twice.
    const again = await attempt(booker.headers, a.id, 20, 24);
    expect(again.statusCode, again.body).toBe(201);
    expect(await bookingRow(app, first.json().data.b_id)).toMatchObject({ status: "expired" });

    // Paying one frees a place under the limit.
    expect((await paySuccessCallback(app, booker.headers, second.json().data)).statusCode).toBe(200);
    expect((await attempt(booker.headers, c.id)).statusCode).toBe(201);
  });

  it("lets two parallel creations by one account make at most the limit, never three", async () => {
    const booker = await signedInUser(app, TEST_NOW);
    const targets = [await nextRoom(), await nextRoom(), await nextRoom(), await nextRoom()];
    const bodies = await Promise.all(
      targets.map(async (room) => {
        const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
        return { ...body, total_amount: await priceOf(app, booker.headers, body) };
      }),
    );
    const first = await createBooking(app, booker.headers, bodies[0]!);
    expect(first.statusCode).toBe(201);
    const answers = await Promise.all(bodies.slice(1).map((body) => createBooking(app, booker.headers, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const live = (await bookingsOf(booker.user.id)).filter((row) => row.status === "pending_payment");
    expect(live).toHaveLength(2);
  });

  it("releases one's own hold with DELETE: cancelled, slots free for another booker the next moment", async () => {
    const booker = await signedInUser(app, TEST_NOW);
    const other = await signedInUser(app, TEST_NOW);
    const room = await nextRoom();
    const made = await attempt(booker.headers, room.id);
    const code = made.json().data.b_id as string;
    expect(await heldBy(room.id)).toHaveLength(2);

    const released = await app.inject({ method: "DELETE", url: `/passy/v1/booking/${code}`, headers: booker.headers });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      meta: { message: "Booking cancelled. Its slots are free again." },
      data: { b_id: code, status: "cancelled", can_retry: false },
    });
    expect(await bookingRow(app, code)).toMatchObject({ status: "cancelled", holdExpiresAt: null });
    expect(await heldBy(room.id)).toEqual([]);

    const taken = await attempt(other.headers, room.id);
    expect(taken.statusCode, taken.body).toBe(201);

    // A payment arriving for the released booking is marked for refund, never confirmed.
    const late = await paySuccessCallback(app, booker.headers, made.json().data);
    expect(late.statusCode).toBe(200);
    expect(await bookingRow(app, code)).toMatchObject({ status: "cancelled", refundRequired: true });
  });

  it("gives passes back at once when a pass hold is released", async () => {
    const [dayPass] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
      .orderBy(asc(rooms.id))
      .limit(1);
    const capacity = dayPass!.passCapacity!;
    await app.db
      .insert(passAllocations)
      .values({ roomId: dayPass!.id, date: DATE, capacity, sold: capacity - 1 })
      .onConflictDoUpdate({ target: [passAllocations.roomId, passAllocations.date], set: { sold: capacity - 1, capacity } });
    const [holder, next] = [await signedInUser(app, TEST_NOW), await signedInUser(app, TEST_NOW)];
    const body = { date: DATE, room_id: dayPass!.id, quantity: 1 };
    const total = await priceOf(app, holder.headers, body);
    const made = await createBooking(app, holder.headers, { ...body, total_amount: total });
    expect(made.statusCode).toBe(201);
    expect((await createBooking(app, next.headers, { ...body, total_amount: total })).statusCode).toBe(409);
    const released = await app.inject({ method: "DELETE", url: `/passy/v1/booking/${made.json().data.b_id}`, headers: holder.headers });
    expect(released.statusCode).toBe(200);
    const [allocation] = await app.db
      .select()
      .from(passAllocations)
      .where(and(eq(passAllocations.roomId, dayPass!.id), eq(passAllocations.date, DATE)));
    expect(allocation!.sold).toBe(capacity - 1);
    expect((await createBooking(app, next.headers, { ...body, total_amount: total })).statusCode).toBe(201);
  });

  it("refuses to release someone else's booking (404), a paid one (409), no session (401) and a bad id (400), changing nothing", async () => {
    const booker = await signedInUser(app, TEST_NOW);
    const stranger = await signedInUser(app, TEST_NOW);
    const [r1, r2] = [await nextRoom(), await nextRoom()];
    const pending = (await attempt(booker.headers, r1.id)).json().data;
    const paid = (await attempt(booker.headers, r2.id)).json().data;
    expect((await paySuccessCallback(app, booker.headers, paid)).statusCode).toBe(200);
    const before = await bookingsOf(booker.user.id);

    const foreign = await app.inject({ method: "DELETE", url: `/passy/v1/booking/${pending.b_id}`, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().meta.message).toBe("Booking not found");
    const confirmed = await app.inject({ method: "DELETE", url: `/passy/v1/booking/${paid.b_id}`, headers: booker.headers });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().meta.message).toBe("Only a booking that is waiting for payment can be released; this one is not.");
    expect((await app.inject({ method: "DELETE", url: `/passy/v1/booking/${pending.b_id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: "DELETE", url: "/passy/v1/booking/not-a-code!", headers: booker.headers })).statusCode).toBe(400);
    expect((await app.inject({ method: "DELETE", url: "/passy/v1/booking/WBZZZZZZZZ", headers: booker.headers })).statusCode).toBe(404);

    expect(await bookingsOf(booker.user.id)).toEqual(before);
    expect(await heldBy(r1.id)).toHaveLength(2);
    // Releasing twice: the second is a 409.
    expect((await app.inject({ method: "DELETE", url: `/passy/v1/booking/${pending.b_id}`, headers: booker.headers })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: "DELETE", url: `/passy/v1/booking/${pending.b_id}`, headers: booker.headers })).statusCode).toBe(
      409,
    );
  });

  it("lists the release call in the OpenAPI document", async () => {
    const doc = (await app.inject({ url: "/docs/json" })).json();
    expect(doc.paths["/passy/v1/booking/{bookingId}"].delete.summary).toMatch(/Release one's own unpaid booking/);
  });
});

describe.each(testDatabaseKinds())("booking creation rate limits on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(kind, {
      config: {
        maxLiveHoldsPerAccount: 1000,
        bookingLimits: { perAccount: { max: 3, windowMs: 3_600_000 }, perIp: { max: 5, windowMs: 3_600_000 } },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 429 with Retry-After past the per-account limit, then past the per-IP limit, storing nothing", async () => {
    const booker = await signedInUser(app, TEST_NOW);
    const room = await freeMeetingRoom(app, DATE);
    const [before] = await app.db.select({ n: count() }).from(bookings);
    const bad = { date: DATE, room_id: room.id, start_time: 20, end_time: 22, total_amount: 1 };
    // Refused attempts count too: a hoarder cannot probe endlessly.
    const firstThree = await Promise.all([0, 1, 2].map(() => createBooking(app, booker.headers, bad)));
    expect(firstThree.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    const fourth = await createBooking(app, booker.headers, bad);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    expect(fourth.json().meta.message).toMatch(/Too many booking attempts/);

    const another = await signedInUser(app, TEST_NOW);
    const fifth = await createBooking(app, another.headers, bad);
    expect(fifth.statusCode).toBe(409);
    const sixth = await createBooking(app, another.headers, bad);
    expect(sixth.statusCode).toBe(429);
    // Another address is counted on its own.
    const elsewhere = await app.inject({
      method: "POST",
      url: "/passy/v1/booking",
      remoteAddress: "10.9.8.7",
      headers: another.headers,
      payload: { terms_accepted: true, ...bad },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect((await app.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before!.n);
  });
});
