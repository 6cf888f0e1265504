import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, count, eq } from "drizzle-orm";
import { foodOptions, fnbCategories, passAllocations, rooms, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp } from "./helper";

const TOMORROW = "2026-11-24"; // Tuesday
const SATURDAY = "2026-11-28";

describe.each(testDatabaseKinds())("POST /passy/v1/validate on %s", (kind) => {
  let app: FastifyInstance;
  let meetingRoom: typeof rooms.$inferSelect;
  let takenTomorrow: number[];
  let dayPass: typeof rooms.$inferSelect;
  let virtualOffice: typeof rooms.$inferSelect;
  let studio: typeof rooms.$inferSelect;
  let mealsItem: number;
  let highTeaItem: number;
  let workLunchItem: number;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    const candidates = await app.db
      .select()
      .from(rooms)
      .where(
        and(
          eq(rooms.productTypeId, 1),
          eq(rooms.slotDuration, 60),
          eq(rooms.hasFnb, true),
          eq(rooms.isBookable, true),
          eq(rooms.isMrb, true),
        ),
      )
      .orderBy(asc(rooms.id));
    // A room with some slots taken tomorrow and a free run from 10:00.
    for (const room of candidates) {
      const held = await app.db
        .select({ slot: slotHolds.slot })
        .from(slotHolds)
        .where(and(eq(slotHolds.roomId, room.id), eq(slotHolds.date, TOMORROW)));
      const slots = held.map((h) => h.slot);
      if (slots.length > 0 && !slots.includes(20) && !slots.includes(21) && !slots.includes(22) && room.startTime <= 16) {
        meetingRoom = room;
        takenTomorrow = slots;
        break;
      }
    }
    const first = <T>(rows: T[]): T => {
      expect(rows[0]).toBeDefined();
      return rows[0]!;
    };
    dayPass = first(
      await app.db
        .select()
        .from(rooms)
        .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
        .orderBy(asc(rooms.id))
        .limit(1),
    );
    virtualOffice = first(await app.db.select().from(rooms).where(eq(rooms.productTypeId, 8)).orderBy(asc(rooms.id)).limit(1));
    studio = first(await app.db.select().from(rooms).where(eq(rooms.isMrb, false)).limit(1));
    const menu = await app.db
      .select({ id: foodOptions.id, category: fnbCategories.name, from: foodOptions.availableFrom, to: foodOptions.availableTo })
      .from(foodOptions)
      .innerJoin(fnbCategories, eq(fnbCategories.id, foodOptions.categoryId));
    mealsItem = menu.find((m) => m.category === "Meals" && m.from <= 20 && m.to >= 20)!.id;
    highTeaItem = menu.find((m) => m.category === "High Tea")!.id;
    workLunchItem = menu.find((m) => m.category === "Work Lunch" && m.from <= 24 && m.to >= 24)!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const validate = async (body: Record<string, unknown>) => {
    const response = await app.inject({ method: "POST", url: "/passy/v1/validate", payload: body });
    return { status: response.statusCode, body: response.json() };
  };

  it("prices a free timed slot with an add-on, GST split within the state", async () => {
    const { status, body } = await validate({
      date: TOMORROW,
      room_id: meetingRoom.id,
      start_time: 20,
      end_time: 23,
      add_on: [{ id: mealsItem, qty: 2 }],
    });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.room_amount).toBe((meetingRoom.costPaise * 3) / 2 / 100);
    expect(data.add_ons).toHaveLength(1);
    expect(data.add_ons_price).toBe(data.add_ons[0].price * 2);
    expect(data.cgst).toBe(data.sgst);
    expect(data.igst).toBe(0);
    expect(data.total_amount).toBeCloseTo(data.room_amount + data.add_ons_price + data.gst_amount, 2);
  });

  it("refuses the same add-on listed twice, which would pass the 99 cap and store two lines", async () => {
    const base = { date: TOMORROW, room_id: meetingRoom.id, start_time: 20, end_time: 23 };
    const twice = await validate({
      ...base,
      add_on: [
        { id: mealsItem, qty: 99 },
        { id: mealsItem, qty: 99 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.meta.message).toBe("Each add-on may be listed once: change its quantity instead.");
    expect(twice.body.errors).toEqual([{ field: "add_on", message: "Each add-on may be listed once: change its quantity instead." }]);
    const once = await validate({ ...base, add_on: [{ id: mealsItem, qty: 99 }] });
    expect(once.status).toBe(200);
    expect(once.body.data.add_ons_price).toBe(once.body.data.add_ons[0].price * 99);
  });

  it.each([
    ["no slot", { start_time: undefined, end_time: undefined }, 400, "Please select time slot"],
    ["a slot before opening", { start_time: 2, end_time: 4 }, 422, "The selected time is outside the opening hours."],
    ["less than the minimum", { start_time: 20, end_time: 21 }, 422, "Minimum booking duration is 1 hour"],
    ["a past date", { date: "2026-11-22" }, 400, "This date has passed"],
    ["a date beyond 89 days", { date: "2027-03-01" }, 400, "Bookings open 89 days ahead"],
  ])("refuses %s", async (_name, change, status, message) => {
    const { status: got, body } = await validate({ date: TOMORROW, room_id: meetingRoom.id, start_time: 20, end_time: 22, ...change });
    expect(got).toBe(status);
    expect(body.meta.message).toContain(message);
  });

  it("refuses a taken slot with a 409", async () => {
    const slot = takenTomorrow.find((t) => t - 1 >= 16 && t + 1 <= 40)!;
    expect(slot).toBeDefined();
    const { status, body } = await validate({ date: TOMORROW, room_id: meetingRoom.id, start_time: slot - 1, end_time: slot + 1 });
    expect(status).toBe(409);
    expect(body.meta.message).toBe("Sorry, this slot has just been booked. Please choose another time.");
  });

  it("refuses a slot that has started today", async () => {
    // TEST_NOW is 10:00 IST: slot 19 (09:30) has started.
    const { status, body } = await validate({ date: "2026-11-23", room_id: meetingRoom.id, start_time: 19, end_time: 21 });
    expect(status).toBe(422);
    expect(body.meta.message).toContain("already started");
  });

  it("refuses unknown rooms, enquiry-only spaces and bad bodies", async () => {
    expect((await validate({ date: TOMORROW, room_id: 999999, start_time: 20, end_time: 22 })).status).toBe(404);
    const enquiry = await validate({ date: TOMORROW, room_id: studio.id, start_time: 20, end_time: 22 });
    expect(enquiry.status).toBe(422);
    expect(enquiry.body.meta.message).toContain("enquiry");
    const missing = await validate({ date: TOMORROW, start_time: 20, end_time: 22 });
    expect(missing.status).toBe(400);
    expect(missing.body.meta.message).toBe("Room is required.");
    expect(missing.body.errors).toEqual([{ field: "room_id", message: "Room is required." }]);
    const badSlot = await validate({ date: TOMORROW, room_id: meetingRoom.id, start_time: 60, end_time: 62 });
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.meta.message).toBe("Start time must be at most 48. End time must be at most 48.");
    expect(badSlot.body.errors[0].field).toBe("start_time");
  });

  it("checks add-ons: the slot window, the notice and the product", async () => {
    const base = { date: TOMORROW, room_id: meetingRoom.id, start_time: 20, end_time: 22 };
    const tea = await validate({ ...base, add_on: [{ id: highTeaItem, qty: 1 }] });
    expect(tea.status).toBe(422);
    expect(tea.body.meta.message).toContain("not available for your selected slot");
    // Work Lunch at 12:00 tomorrow is 26 hours away: fine; today at 12:00 is 2 hours away: refused.
    const lunchTomorrow = await validate({ ...base, start_time: 24, end_time: 26, add_on: [{ id: workLunchItem, qty: 1 }] });
    expect(lunchTomorrow.status).toBe(200);
    const lunchToday = await validate({
      ...base,
      date: "2026-11-23",
      start_time: 24,
      end_time: 26,
      add_on: [{ id: workLunchItem, qty: 1 }],
    });
    expect(lunchToday.status).toBe(422);
    expect(lunchToday.body.meta.message).toBe("Work Lunch needs at least 24 hours notice.");
    const unknown = await validate({ ...base, add_on: [{ id: 999999, qty: 1 }] });
    expect(unknown.status).toBe(400);
    const onPass = await validate({ date: TOMORROW, room_id: dayPass.id, quantity: 1, add_on: [{ id: mealsItem, qty: 1 }] });
    expect(onPass.status).toBe(422);
  });

  it("prices passes by count and refuses weekends, the cut-off and more than are left", async () => {
    const ok = await validate({ date: TOMORROW, room_id: dayPass.id, quantity: 2 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.room_amount).toBe(Math.round((dayPass.costPaise * 2) / 100));
    expect((await validate({ date: SATURDAY, room_id: dayPass.id, quantity: 1 })).body.meta.message).toContain("Monday to Friday");
    expect((await validate({ date: TOMORROW, room_id: dayPass.id, quantity: 10 })).status).toBe(409);

    const [allocation] = await app.db
      .select()
      .from(passAllocations)
      .where(and(eq(passAllocations.roomId, dayPass.id), eq(passAllocations.date, TOMORROW)));
    if (allocation && allocation.capacity - allocation.sold < 9) {
      const tooMany = await validate({ date: TOMORROW, room_id: dayPass.id, quantity: allocation.capacity - allocation.sold + 1 });
      expect(tooMany.status).toBe(409);
    }
  });

  it("turns a virtual office's months into days and an end date", async () => {
    const ok = await validate({ date: TOMORROW, room_id: virtualOffice.id, quantity: 90 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.booking_end_date).toBe("2027-02-22");
    expect(ok.body.data.quantity).toBe(90);
    expect((await validate({ date: TOMORROW, room_id: virtualOffice.id, quantity: 45 })).status).toBe(400);
    const mismatch = await validate({ date: TOMORROW, room_id: virtualOffice.id, quantity: 90, booking_end_date: "2027-03-01" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.meta.message).toMatch(/^The end date must be \d{4}-\d{2}-\d{2} for 3 months\.$/);
    expect(mismatch.body.errors[0].field).toBe("booking_end_date");
  });

  it("changes nothing in the database", async () => {
    const before = await app.db.select({ n: count() }).from(slotHolds);
    await validate({ date: TOMORROW, room_id: meetingRoom.id, start_time: 20, end_time: 22 });
    const after = await app.db.select({ n: count() }).from(slotHolds);
    expect(after).toEqual(before);
  });

  it("serves a room's menu marked for the slot", async () => {
    const response = await app.inject(`/passy/v1/add_ons?room_id=${meetingRoom.id}&date=${TOMORROW}&start_time=20`);
    expect(response.statusCode).toBe(200);
    const categories = response.json().data;
    expect(categories.map((c: { tab_id: string }) => c.tab_id)).toEqual(["high-tea", "work-lunch", "meals", "beverages"]);
    expect(categories.find((c: { tab_id: string }) => c.tab_id === "high-tea").available).toBe(false);
    expect(categories.find((c: { tab_id: string }) => c.tab_id === "meals").available).toBe(true);
    const packages = categories
      .flatMap((c: { options: { serves: number; options: unknown[] }[] }) => c.options)
      .filter((o: { serves: number }) => o.serves === 4);
    expect(packages.length).toBeGreaterThan(0);
    expect(packages[0].options.length).toBeGreaterThan(0);
    expect((await app.inject("/passy/v1/add_ons?room_id=999999")).statusCode).toBe(404);
    expect((await app.inject("/passy/v1/add_ons?room_id=abc")).statusCode).toBe(400);
  });
});

describe("same-day cut-off on the server", () => {
  it("refuses a day pass for today from 1 P.M IST", async () => {
    // 14:00 IST on Monday 23 November 2026.
    const app = await buildTestApp("pglite", { now: new Date("2026-11-23T08:30:00Z") });
    try {
      const [pass] = await app.db
        .select()
        .from(rooms)
        .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
        .limit(1);
      const response = await app.inject({
        method: "POST",
        url: "/passy/v1/validate",
        payload: { date: "2026-11-23", room_id: pass!.id, quantity: 1 },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().meta.message).toBe("Booking after 1 P.M is not allowed for same day.");
    } finally {
      await app.close();
    }
  });
});
