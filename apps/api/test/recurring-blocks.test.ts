import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { auditLog, centres, rooms, slotBlocks, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import { createBooking, priceOf, signedInUser } from "./checkout-helpers";
import { CONSOLE_API, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";

const API = CONSOLE_API;
/** Mondays after TEST_NOW (Monday 23 November 2026). */
const MONDAYS = ["2026-11-30", "2026-12-07", "2026-12-14", "2026-12-21"];

describe.each(testDatabaseKinds())("recurring blocks on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let blrRoom: { id: number; centreId: number };
  let delhiRoom: { id: number; centreId: number };
  let clashCode: string;

  const signIn = (email: string) => signInOperator(app, email);

  const send = (who: Signed | undefined, payload: unknown, csrf = true) =>
    app.inject({
      method: "POST",
      url: `${API}/blocks/recurring`,
      payload: payload as object,
      headers: who ? { cookie: who.cookie, ...(csrf ? { "x-csrf-token": who.csrf } : {}) } : {},
    });

  /** An active meeting room open 08:00-20:00 or longer with nothing held in December, in or out of Bengaluru. */
  async function quietRoom(inBengaluru: boolean) {
    const candidates = await app.db
      .select({ id: rooms.id, centreId: rooms.centreId, startTime: rooms.startTime, endTime: rooms.endTime })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(
        and(
          eq(rooms.productTypeId, PRODUCT_TYPE.meetingRoom),
          eq(rooms.slotDuration, 60),
          eq(rooms.isActive, true),
          eq(rooms.isBookable, true),
          eq(rooms.isMrb, true),
          lte(rooms.startTime, 16),
          gte(rooms.endTime, 40),
          inBengaluru ? eq(centres.citySlug, "bengaluru") : ne(centres.citySlug, "bengaluru"),
        ),
      )
      .orderBy(asc(rooms.id));
    for (const room of candidates) {
      const [held] = await app.db
        .select({ n: count() })
        .from(slotHolds)
        .where(and(eq(slotHolds.roomId, room.id), gte(slotHolds.date, "2026-11-30"), lte(slotHolds.date, "2027-01-31")));
      if (held!.n === 0) return { id: room.id, centreId: room.centreId };
    }
    throw new Error("no quiet meeting room in the demo data");
  }

  const blocksOf = (roomId: number) => app.db.select().from(slotBlocks).where(eq(slotBlocks.roomId, roomId)).orderBy(asc(slotBlocks.date));

  const weekly = (extra: Record<string, unknown> = {}) => ({
    room_id: blrRoom.id,
    date: MONDAYS[0],
    start_slot: 20,
    end_slot: 22,
    reason: "maintenance",
    note: "Deep cleaning",
    repeat: "weekly",
    count: 4,
    ...extra,
  });

  beforeAll(async () => {
    app = await buildTestApp(kind, {
      config: { bookingLimits: { perAccount: { max: 50, windowMs: 3_600_000 }, perIp: { max: 10_000, windowMs: 3_600_000 } } },
    });
    admin = await signIn(DEMO_OPERATORS.admin.email);
    manager = await signIn(DEMO_OPERATORS.manager.email);
    blrRoom = await quietRoom(true);
    delhiRoom = await quietRoom(false);
    // A customer books 10:00-11:00 on the second Monday: the series clashes there.
    const booker = await signedInUser(app, TEST_NOW);
    const body = { date: MONDAYS[1], room_id: blrRoom.id, start_time: 20, end_time: 22 };
    const made = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    expect(made.statusCode, made.body).toBe(201);
    clashCode = made.json().data.b_id ?? made.json().data.booking_id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it("refuses a series with a clashing date, naming the date and the booking, and writes nothing", async () => {
    const response = await send(manager, weekly());
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json();
    expect(body.meta.message).toBe(
      `1 of 4 dates clash: Mon, 07 Dec, 26 (booking ${clashCode}). Nothing was blocked. Skip the clashing dates, or choose other times.`,
    );
    expect(body.errors).toContainEqual({ field: "dates", message: `2026-12-07: booking ${clashCode}` });
    expect(await blocksOf(blrRoom.id)).toEqual([]);
  });

  it("blocks the other dates when told to skip the clashing ones: each an ordinary block, audited, shown taken", async () => {
    const response = await send(manager, weekly({ skip_conflicts: true }));
    expect(response.statusCode, response.body).toBe(200);
    const { meta, data } = response.json();
    expect(meta.message).toBe("3 blocks made; 1 clashing date skipped.");
    expect(data.blocks.map((b: { date: string }) => b.date)).toEqual([MONDAYS[0], MONDAYS[2], MONDAYS[3]]);
    expect(data.skipped).toEqual([{ date: MONDAYS[1], holders: [`booking ${clashCode}`] }]);
    const stored = await blocksOf(blrRoom.id);
    expect(stored.map((b) => [b.date, b.startSlot, b.endSlot, b.reason, b.note])).toEqual([
      [MONDAYS[0], 20, 22, "maintenance", "Deep cleaning"],
      [MONDAYS[2], 20, 22, "maintenance", "Deep cleaning"],
      [MONDAYS[3], 20, 22, "maintenance", "Deep cleaning"],
    ]);
    const holds = await app.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, blrRoom.id), inArray(slotHolds.date, MONDAYS)))
      .orderBy(asc(slotHolds.date), asc(slotHolds.slot));
    expect(holds.map((h) => [h.date, h.slot, h.blockId !== null])).toEqual([
      [MONDAYS[0], 20, true],
      [MONDAYS[0], 21, true],
      [MONDAYS[1], 20, false],
      [MONDAYS[1], 21, false],
      [MONDAYS[2], 20, true],
      [MONDAYS[2], 21, true],
      [MONDAYS[3], 20, true],
      [MONDAYS[3], 21, true],
    ]);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "slot_block.create"),
          inArray(
            auditLog.entityId,
            stored.map((b) => String(b.id)),
          ),
        ),
      );
    expect(entries).toHaveLength(3);
    expect(entries[0]!.operatorEmail).toBe(DEMO_OPERATORS.manager.email);
    expect(entries[0]!.after).toMatchObject({
      room_id: blrRoom.id,
      centre_id: blrRoom.centreId,
      series: { repeat: "weekly", first: MONDAYS[0], last: MONDAYS[3], occurrences: 4, skipped: [MONDAYS[1]] },
    });
    const room = await app.inject({ method: "GET", url: `/passy/v1/room/${blrRoom.id}?date=${MONDAYS[2]}` });
    expect(room.json().data.time_slots).toEqual(expect.arrayContaining([20, 21]));
    // Each occurrence is removed on its own, like any block.
    const calendar = await app.inject({
      method: "GET",
      url: `${API}/blocks?centre_id=${blrRoom.centreId}&date=${MONDAYS[3]}`,
      headers: { cookie: manager.cookie },
    });
    expect(calendar.json().data.map((b: { date: string; note: string }) => [b.date, b.note])).toEqual([[MONDAYS[3], "Deep cleaning"]]);
  });

  it("names a clashing block by its reason and times, and a booking by its code", async () => {
    // The Mondays blocked 10:00-11:00 above, and the booking of the second Monday.
    const response = await send(manager, weekly({ start_slot: 21, end_slot: 23, reason: "private_use" }));
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json();
    expect(body.errors).toContainEqual({ field: "dates", message: "2026-11-30: a maintenance block from 10:00 AM to 11:00 AM" });
    expect(body.errors).toContainEqual({ field: "dates", message: `2026-12-07: booking ${clashCode}` });
    expect(body.meta.message).toContain("Mon, 30 Nov, 26 (a maintenance block from 10:00 AM to 11:00 AM)");
    expect(body.meta.message).not.toMatch(/block \d/);
  });

  it("repeats daily until a date (included); an admin may block any centre", async () => {
    const response = await send(admin, {
      room_id: delhiRoom.id,
      date: "2026-12-01",
      start_slot: 30,
      end_slot: 32,
      reason: "private_use",
      repeat: "daily",
      until: "2026-12-03",
      count: "",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.message).toBe("3 blocks made.");
    expect((await blocksOf(delhiRoom.id)).map((b) => b.date)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
  });

  it("refuses when every date clashes, even when skipping", async () => {
    const response = await send(manager, weekly({ skip_conflicts: true, count: 1, date: MONDAYS[1] }));
    expect(response.statusCode).toBe(409);
    expect(response.json().meta.message).toBe("Every date clashes, so there is nothing to block.");
  });

  it("refuses bad input with a clear message, 400, and nothing written", async () => {
    const before = (await app.db.select({ n: count() }).from(slotBlocks))[0]!.n;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ until: "2026-12-28" }, "count", /either a number of occurrences or an end date, not both/],
      [{ count: undefined }, "count", /a number of occurrences or an end date/],
      [{ count: 53 }, "count", /At most 52 occurrences/],
      [{ count: 0 }, "count", /number of occurrences/],
      [{ count: undefined, until: "2026-11-29" }, "until", /on or after the first date/],
      [{ count: undefined, repeat: "daily", until: "2027-11-29" }, "until", /That makes 330 occurrences; at most 52/],
      [{ count: undefined, until: "next year" }, "until", /real date/],
      [{ repeat: "monthly" }, "repeat", /daily or weekly/],
      [{ date: "2026-11-16" }, "date", /cannot be in the past/],
      [{ start_slot: 22, end_slot: 20 }, "end_slot", /end after it starts/],
      [{ start_slot: 2, end_slot: 4 }, "end_slot", /within the room's opening hours/],
      [{ reason: "party" }, "reason", /maintenance or private use/],
      [{ room_id: 99_999_999 }, "room_id", /Room not found/],
    ];
    for (const [change, field, message] of cases) {
      const response = await send(admin, weekly({ ...change, date: change.date ?? "2027-01-04" }));
      expect([400, 404], JSON.stringify(change)).toContain(response.statusCode);
      expect(response.json().errors?.[0]?.field, JSON.stringify(change)).toBe(field);
      expect(response.json().meta.message, JSON.stringify(change)).toMatch(message);
    }
    expect((await app.db.select({ n: count() }).from(slotBlocks))[0]!.n).toBe(before);
  });

  it("refuses another centre's manager (403), no session (401), a customer (401) and no CSRF token (403)", async () => {
    const before = (await app.db.select({ n: count() }).from(slotBlocks))[0]!.n;
    const other = await send(manager, weekly({ room_id: delhiRoom.id, date: "2027-01-04" }));
    expect(other.statusCode).toBe(403);
    expect(other.json().meta.message).toBe("This belongs to a centre you do not manage.");
    expect((await send(undefined, weekly({ date: "2027-01-04" }))).statusCode).toBe(401);
    const customer = await signedInUser(app, TEST_NOW);
    const asCustomer = await app.inject({
      method: "POST",
      url: `${API}/blocks/recurring`,
      payload: weekly({ date: "2027-01-04" }),
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(401);
    expect((await send(manager, weekly({ date: "2027-01-04" }), false)).statusCode).toBe(403);
    expect((await app.db.select({ n: count() }).from(slotBlocks))[0]!.n).toBe(before);
  });
});
