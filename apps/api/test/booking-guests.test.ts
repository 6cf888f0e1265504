import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, like } from "drizzle-orm";
import { bookingGuests, outbox } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { startSession } from "../src/services/sessions";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, freeMeetingRoom, mealsItemAt, paySuccessCallback, priceOf, signedInUser } from "./checkout-helpers";

const DATE = "2026-11-25"; // Wednesday; the bookings run 10:00-12:00 IST

describe.each(testDatabaseKinds())("inviting guests to a booking on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const clock = () => now;
  const usedRooms: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function booking(options: { pay: boolean; guests?: string[] }) {
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE, usedRooms);
    usedRooms.push(room.id);
    const addOn = [{ id: await mealsItemAt(app, 20), qty: 2 }];
    const request = { date: DATE, room_id: room.id, start_time: 20, end_time: 24, add_on: addOn };
    const total = await priceOf(app, booker.headers, request);
    const created = await createBooking(app, booker.headers, {
      ...request,
      add_ons: addOn,
      total_amount: total,
      guest_emails: options.guests ?? [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as { b_id: string; order_id: string };
    if (options.pay) {
      const paid = await paySuccessCallback(app, booker.headers, order);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return { booker, room, code: order.b_id };
  }

  const invite = (headers: Record<string, string>, code: string, payload: unknown) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/guests`, headers, payload: payload as Record<string, unknown> });

  async function guestsOf(code: string) {
    const row = await bookingRow(app, code);
    return (await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, row!.id))).map((g) => g.email).sort();
  }

  async function invitations(code: string) {
    return app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `guest-invite:${code}:%`));
  }

  it("adds new guests to a confirmed booking, e-mails each once and ignores addresses already invited", async () => {
    const { booker, code } = await booking({ pay: true, guests: ["first@example.com"] });
    const view = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${code}`, headers: booker.headers });
    expect(view.json().data).toMatchObject({ can_invite_guests: true });
    expect(view.json().data.guest_limit).toBeGreaterThanOrEqual(2);

    const added = await invite(booker.headers, code, { guest_emails: [" Second@Example.com ", "first@example.com", "second@example.com"] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().meta.message).toBe("Invitation sent to 1 guest.");
    expect(added.json().data).toEqual({
      bookingId: code,
      invited: ["second@example.com"],
      guests: [
        { email: "first@example.com", responded: false },
        { email: "second@example.com", responded: false },
      ],
    });
    const sent = await invitations(code);
    expect(sent.map((m) => m.to).sort()).toEqual(["first@example.com", "second@example.com"]);
    const second = sent.find((m) => m.to === "second@example.com")!;
    expect(second.text).toContain("/foodBeverage/edit-addon?");

    // The link in the new guest's e-mail opens their read-only F&B page.
    const token = new URL(second.text.match(/https?:\/\/\S+edit-addon\?\S+/)![0]).searchParams.get("token");
    const guestPage = await app.inject({ url: `/passy/v1/get_guest_add_on?token=${token}` });
    expect(guestPage.statusCode, guestPage.body).toBe(200);
    expect(guestPage.json().data.booking_start_time).toBe(20);

    const again = await invite(booker.headers, code, { guest_emails: ["second@example.com"] });
    expect(again.statusCode).toBe(200);
    expect(again.json().meta.message).toBe("These guests were already invited.");
    expect(again.json().data.invited).toEqual([]);
    expect(await invitations(code)).toHaveLength(2);
  });

  it("refuses bad lists, more guests than the booking allows, strangers and closed bookings, storing nothing", async () => {
    const { booker, code } = await booking({ pay: true, guests: ["kept@example.com"] });
    const view = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${code}`, headers: booker.headers });
    const limit = view.json().data.guest_limit as number;

    for (const payload of [{ guest_emails: [] }, { guest_emails: ["not-an-email"] }, { guest_emails: ["ok@example.com", ""] }, {}]) {
      const refused = await invite(booker.headers, code, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().meta.message, JSON.stringify(payload)).toContain(
        payload.guest_emails ? "Email address is required!" : "Guest e-mail list",
      );
    }
    const tooMany = Array.from({ length: limit }, (_, i) => `extra${i}@example.com`);
    const over = await invite(booker.headers, code, { guest_emails: tooMany });
    expect(over.statusCode).toBe(400);
    expect(over.json().meta.message).toBe(`You can invite at most ${limit} guests for this booking.`);

    const stranger = await signedInUser(app, now);
    const notTheirs = await invite(stranger.headers, code, { guest_emails: ["sneaky@example.com"] });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().meta.message).toBe("Booking not found");
    expect((await invite({}, code, { guest_emails: ["anon@example.com"] })).statusCode).toBe(401);
    expect((await invite(booker.headers, "not-a-code", { guest_emails: ["a@example.com"] })).statusCode).toBe(400);
    expect(await guestsOf(code)).toEqual(["kept@example.com"]);

    const unpaid = await booking({ pay: false });
    const pending = await invite(unpaid.booker.headers, unpaid.code, { guest_emails: ["early@example.com"] });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().meta.message).toBe("Guests can be invited to a confirmed meeting room booking until it ends.");
    expect(await guestsOf(unpaid.code)).toEqual([]);

    const saved = now;
    try {
      now = new Date("2026-11-25T06:30:00.000Z"); // 12:00 IST: the booking has just ended
      const later = await startSession(app.db, app.secretKey, booker.user, now);
      const headers = { authorization: `Bearer ${later.token}` };
      const ended = await invite(headers, code, { guest_emails: ["late@example.com"] });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().meta.message).toBe("Guests can be invited to a confirmed meeting room booking until it ends.");
      const endedView = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${code}`, headers });
      expect(endedView.json().data.can_invite_guests).toBe(false);
    } finally {
      now = saved;
    }
    expect(await guestsOf(code)).toEqual(["kept@example.com"]);
  });

  it("never lets two invitations at once pass the limit together", async () => {
    const { booker, code } = await booking({ pay: true });
    const view = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${code}`, headers: booker.headers });
    const limit = view.json().data.guest_limit as number;
    const batch = (tag: string) => Array.from({ length: limit }, (_, i) => `${tag}${i}@example.com`);
    const answers = await Promise.all([
      invite(booker.headers, code, { guest_emails: batch("a") }),
      invite(booker.headers, code, { guest_emails: batch("b") }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await guestsOf(code)).toHaveLength(limit);
  });
});
