import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { and, asc, eq, gt, isNotNull, lt } from "drizzle-orm";
import { bookingGuests, bookings, rooms } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { bookingEndsAt } from "@workbay/domain/guest-list";
import { createGuestLink, signGuestToken } from "../src/services/guest-links";
import { buildTestApp, TEST_NOW } from "./helper";

describe.each(testDatabaseKinds())("guest add-on links on %s", (kind) => {
  let app: FastifyInstance;
  let booking: { id: number; date: string; startSlot: number; endSlot: number; roomSeoId: string; roomName: string };
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    const [row] = await app.db
      .select({ booking: bookings, room: rooms })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(and(eq(bookings.status, "confirmed"), gt(bookings.date, "2026-11-23"), isNotNull(bookings.startSlot), eq(rooms.hasFnb, true)))
      .orderBy(asc(bookings.id))
      .limit(1);
    booking = {
      id: row!.booking.id,
      date: row!.booking.date,
      startSlot: row!.booking.startSlot!,
      endSlot: row!.booking.endSlot!,
      roomSeoId: row!.room.seoId,
      roomName: row!.room.name,
    };
    ({ token } = await createGuestLink(app.db, app.secretKey, booking, "Priya.Guest@example.com"));
  });
  afterAll(async () => {
    await app?.close();
  });

  const read = (t: string) => app.inject({ method: "GET", url: `/passy/v1/get_guest_add_on?token=${encodeURIComponent(t)}` });
  const record = (body: Record<string, unknown>) => app.inject({ method: "POST", url: "/passy/v1/record_guest_preference", payload: body });

  it("makes a link to the room's F&B page in read-only mode", async () => {
    const link = await createGuestLink(app.db, app.secretKey, booking, "priya.guest@example.com");
    expect(link.path).toMatch(
      new RegExp(
        `^/${booking.roomSeoId}/foodBeverage/edit-addon\\?date=${booking.date}&startTime=${booking.startSlot}&endTime=${booking.endSlot}&token=`,
      ),
    );
    // The same guest again: one row.
    const guests = await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, booking.id));
    expect(guests).toHaveLength(1);
  });

  it("shows the guest the booking", async () => {
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.room_name).toBe(booking.roomName);
    expect(data.booking_date).toBe(booking.date);
    expect(data.booking_start_time).toBe(booking.startSlot);
    expect(data.center_phone_number).toMatch(/^\+91/);
    expect(data.user_name.length).toBeGreaterThan(0);
    expect(data).toHaveProperty("cetner_start_time");
  });

  it("answers every forged, foreign or expired token with the same 404", async () => {
    const forged = await new SignJWT({ booking_id: booking.id, email_id: "priya.guest@example.com", u_id: 1 })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("guest-add-on")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-server-secret-but-long-enough-123"));
    const otherGuest = await signGuestToken(
      app.secretKey,
      { booking_id: booking.id, email_id: "someone@else.com", u_id: 1 },
      new Date("2030-01-01"),
    );
    const tampered = token.slice(0, -3) + (token.endsWith("AAA") ? "BBB" : "AAA");
    for (const bad of [forged, otherGuest, tampered, "not-a-token-at-all"]) {
      const response = await read(bad);
      expect(response.statusCode).toBe(404);
      expect(response.json().meta.message).toBe("Page Not Found");
    }
    const late = await buildTestApp(kind, { seed: false, now: new Date(bookingEndsAt(booking.date, booking.endSlot).getTime() + 1000) });
    try {
      // Same secret: the test config fixes it.
      const expired = await late.inject(`/passy/v1/get_guest_add_on?token=${encodeURIComponent(token)}`);
      expect(expired.statusCode).toBe(404);
    } finally {
      await late.close();
    }
  });

  /** The room's menu for the booking's start, as the guest's page gets it. */
  async function menuFor(b: { id: number; date: string; startSlot: number }) {
    const [row] = await app.db.select({ roomId: bookings.roomId }).from(bookings).where(eq(bookings.id, b.id));
    const menu = await app.inject({ url: `/passy/v1/add_ons?room_id=${row!.roomId}&date=${b.date}&start_time=${b.startSlot}` });
    return menu.json().data as {
      name: string;
      options: { id: number; name: string; available: boolean; unavailable_reason: string | null }[];
    }[];
  }

  it("records the guest's choice and note", async () => {
    const menu = await menuFor(booking);
    const option = menu
      .filter((c) => c.name === "Meals" || c.name === "High Tea")
      .flatMap((c) => c.options)
      .find((o) => o.available);
    const response = await record({ token, comment: "No onions, please", auxiliary_id: option!.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.message).toBe("Your dietary preferences have been noted.");
    const [guest] = await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, booking.id));
    expect(guest!.preferenceFoodOptionId).toBe(option!.id);
    expect(guest!.comment).toBe("No onions, please");
    expect(guest!.respondedAt).not.toBeNull();
    expect((await read(token)).json().data.chosen_add_on_id).toBe(option!.id);
  });

  it("refuses an empty submission, an unknown add-on and a bad token, changing nothing", async () => {
    const [before] = await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, booking.id));
    expect((await record({ token, comment: "  ", auxiliary_id: "" })).statusCode).toBe(400);
    expect((await record({ token, comment: "x", auxiliary_id: 999999 })).statusCode).toBe(400);
    expect((await record({ token: "forged-token-value", comment: "x", auxiliary_id: "" })).statusCode).toBe(404);
    expect((await record({ comment: "x" })).statusCode).toBe(400);
    const [after] = await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, booking.id));
    expect(after).toEqual(before);
  });

  it("refuses High Tea for a morning meeting, Work Lunch and Beverages, with the reason, storing nothing", async () => {
    const [row] = await app.db
      .select({ booking: bookings, room: rooms })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gt(bookings.date, "2026-11-24"),
          isNotNull(bookings.startSlot),
          lt(bookings.startSlot, 30),
          eq(rooms.hasFnb, true),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(1);
    const morning = {
      id: row!.booking.id,
      date: row!.booking.date,
      startSlot: row!.booking.startSlot!,
      endSlot: row!.booking.endSlot!,
      roomSeoId: row!.room.seoId,
    };
    const link = await createGuestLink(app.db, app.secretKey, morning, "morning.guest@example.com");
    const menu = await menuFor(morning);
    const optionsOf = (name: string) => menu.find((c) => c.name === name)!.options;
    const highTea = optionsOf("High Tea")[0]!;
    expect(highTea.available).toBe(false);
    expect(highTea.unavailable_reason).toMatch(/served for meetings starting 03:00 PM/);
    const guestRow = async () =>
      (
        await app.db
          .select()
          .from(bookingGuests)
          .where(and(eq(bookingGuests.bookingId, morning.id), eq(bookingGuests.email, "morning.guest@example.com")))
      )[0];
    const before = await guestRow();

    const tea = await record({ token: link.token, comment: "x", auxiliary_id: highTea.id });
    expect(tea.statusCode).toBe(422);
    expect(tea.json().meta.message).toBe(highTea.unavailable_reason);
    for (const category of ["Work Lunch", "Beverages"]) {
      const refused = await record({ token: link.token, comment: "x", auxiliary_id: optionsOf(category)[0]!.id });
      expect(refused.statusCode, category).toBe(422);
      expect(refused.json().meta.message).toBe("Guests can choose one option from High Tea or Meals.");
    }
    expect(await guestRow()).toEqual(before);

    const meal = optionsOf("Meals").find((o) => o.available)!;
    expect((await record({ token: link.token, comment: "", auxiliary_id: meal.id })).statusCode).toBe(200);
    expect((await guestRow())!.preferenceFoodOptionId).toBe(meal.id);
  });

  it("expires the token when the booking ends", () => {
    expect(bookingEndsAt("2026-11-24", 22).toISOString()).toBe("2026-11-24T05:30:00.000Z");
  });
});

// A guest link lives as long as the booking as it stands (DECISIONS.md section 7): a booking
// moved to a later day keeps its links after the old end, and one moved earlier closes them at
// its new end, whatever end the token was signed with.
describe.each(testDatabaseKinds())("guest links of a moved booking on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("follow the booking's end after a move, not the end the link was made with", async () => {
    const [row] = await app.db
      .select({ booking: bookings, room: rooms })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(and(eq(bookings.status, "confirmed"), gt(bookings.date, "2026-11-23"), isNotNull(bookings.startSlot), eq(rooms.hasFnb, true)))
      .orderBy(asc(bookings.id))
      .limit(1);
    const booked = { id: row!.booking.id, date: row!.booking.date, startSlot: row!.booking.startSlot!, endSlot: row!.booking.endSlot! };
    const { token } = await createGuestLink(app.db, app.secretKey, { ...booked, roomSeoId: row!.room.seoId }, "moved.guest@example.com");
    const read = () => app.inject({ method: "GET", url: `/passy/v1/get_guest_add_on?token=${encodeURIComponent(token)}` });
    const note = () =>
      app.inject({ method: "POST", url: "/passy/v1/record_guest_preference", payload: { token, comment: "Jain food", auxiliary_id: "" } });
    const oldEnd = bookingEndsAt(booked.date, booked.endSlot).getTime();
    const moveTo = (date: string) => app.db.update(bookings).set({ date }).where(eq(bookings.id, booked.id));
    const dayMs = 24 * 60 * 60 * 1000;
    const shifted = (days: number) => new Date(Date.parse(`${booked.date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
    try {
      // Moved a week later: an hour after the old end the guest still has the meeting ahead.
      await moveTo(shifted(7));
      now = new Date(oldEnd + 60 * 60 * 1000);
      const later = await read();
      expect(later.statusCode).toBe(200);
      expect(later.json().data.booking_date).toBe(shifted(7));
      expect((await note()).statusCode).toBe(200);

      // Moved a day earlier: a second after its new end the link is closed, reading and recording.
      await moveTo(shifted(-1));
      now = new Date(oldEnd - dayMs + 1000);
      const [before] = await app.db.select().from(bookingGuests).where(eq(bookingGuests.email, "moved.guest@example.com"));
      expect((await read()).statusCode).toBe(404);
      const refused = await note();
      expect(refused.statusCode).toBe(404);
      expect(refused.json().meta.message).toBe("Page Not Found");
      const [after] = await app.db.select().from(bookingGuests).where(eq(bookingGuests.email, "moved.guest@example.com"));
      expect(after).toEqual(before);
      // A second before that end it was still open.
      now = new Date(oldEnd - dayMs - 1000);
      expect((await read()).statusCode).toBe(200);
    } finally {
      await moveTo(booked.date);
      now = TEST_NOW;
    }
  });
});
