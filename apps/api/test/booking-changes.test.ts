import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, like } from "drizzle-orm";
import { outbox, passAllocations, refunds, rooms, slotHolds } from "@workbay/db/schema";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { startSession } from "../src/services/sessions";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, paidMeeting, paySuccessCallback, priceOf, signedInUser } from "./checkout-helpers";

// TEST_NOW is Monday 23 November 2026, 10:00 IST. Passes start at 09:00 IST.
const PASS_DATE = "2026-11-30"; // Monday
const PASS_STARTS = new Date("2026-11-30T03:30:00.000Z");
const ROOM_DATE = "2026-12-01"; // Tuesday; the meeting runs 10:00-12:00 IST (slots 20-24)
const ROOM_STARTS = new Date("2026-12-01T04:30:00.000Z");
const MINUTE = 60_000;

describe.each(testDatabaseKinds())("changes after booking on %s", (kind) => {
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

  async function dayPassRoom() {
    const [room] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
      .orderBy(asc(rooms.id))
      .limit(1);
    return room!;
  }

  const sold = async (roomId: number, date: string) =>
    (
      await app.db
        .select()
        .from(passAllocations)
        .where(and(eq(passAllocations.roomId, roomId), eq(passAllocations.date, date)))
    )[0]?.sold ?? 0;

  /** A confirmed, paid day-pass booking of `passes` passes (on PASS_DATE unless told). */
  async function paidPasses(passes = 2, date = PASS_DATE) {
    const booker = await signedInUser(app, now);
    const room = await dayPassRoom();
    const body = { date, room_id: room.id, quantity: passes };
    const created = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    expect((await paySuccessCallback(app, booker.headers, order)).json().data.status).toBe("confirmed");
    return { booker, room, code: order.b_id as string };
  }

  /** A confirmed, paid meeting-room booking, 10:00-12:00 on ROOM_DATE. */
  const transfer = (code: string, headers: Record<string, string>, date: unknown) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/transfer`, headers, payload: { date } });
  const reschedule = (code: string, headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/reschedule`, headers, payload: body });
  const changeMails = async (code: string) =>
    app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `booking-changed:${code}:%`));
  /** The slots a booking holds. */
  const heldBy = async (code: string) => {
    const row = await bookingRow(app, code);
    return (await app.db.select().from(slotHolds).where(eq(slotHolds.bookingId, row!.id))).map((h) => h.slot).sort((a, b) => a - b);
  };
  /** The calendar invite attached to a change e-mail. */
  const inviteOf = (mail: { attachments: { filename: string; contentBase64: string }[] | null }) => {
    const ics = mail.attachments?.find((a) => a.filename.endsWith(".ics"));
    expect(ics, "a calendar invite attached").toBeTruthy();
    return Buffer.from(ics!.contentBase64, "base64").toString();
  };
  const signInAgain = async (booker: Awaited<ReturnType<typeof signedInUser>>) => ({
    authorization: `Bearer ${(await startSession(app.db, app.secretKey, booker.user, now)).token}`,
  });

  it("transfers a day pass to another date: the new date's passes are taken, the old date's given back, an e-mail sent, nothing charged", async () => {
    now = TEST_NOW;
    const { booker, room, code } = await paidPasses(2);
    const quote = (await app.inject({ url: `/passy/v1/booking/${code}/cancellation`, headers: booker.headers })).json().data;
    expect(quote).toMatchObject({ action: "transfer", change: { kind: "transfer", allowed: true } });
    expect(quote.change.deadline).toBe(new Date(PASS_STARTS.getTime() - 24 * 60 * MINUTE).toISOString());
    const [oldBefore, newBefore] = [await sold(room.id, PASS_DATE), await sold(room.id, "2026-12-01")];
    const before = await bookingRow(app, code);

    const answer = await transfer(code, booker.headers, "2026-12-01");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      meta: { message: "Booking transferred to the new date." },
      data: { bookingId: code, status: "confirmed", date: "2026-12-01", previous_date: PASS_DATE, start_time: null },
    });
    expect(await sold(room.id, PASS_DATE)).toBe(oldBefore - 2);
    expect(await sold(room.id, "2026-12-01")).toBe(newBefore + 2);
    const after = await bookingRow(app, code);
    expect(after).toMatchObject({ date: "2026-12-01", status: "confirmed", totalPaise: before!.totalPaise, paymentId: before!.paymentId });
    const mails = await changeMails(code);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Booking transferred");
    expect(mails[0]!.text).toContain("Nothing more is charged");
    expect(mails[0]!.text).toContain("Was: Monday, 30 Nov, 2026, 2 passes");
    const invite = inviteOf(mails[0]!);
    expect(invite).toContain(`UID:${code}@workbay.in`);
    expect(invite).toContain("SEQUENCE:1");
    expect(invite).toContain("DTSTART:20261201T033000Z");
  });

  it("refuses someone else's booking, a past, weekend, same or sold-out date, and too little notice, changing nothing", async () => {
    now = TEST_NOW;
    const { booker, room, code } = await paidPasses(1);
    const stranger = await signedInUser(app, now);
    const unchanged = async () => {
      expect(await bookingRow(app, code)).toMatchObject({ date: PASS_DATE, status: "confirmed" });
      expect(await changeMails(code)).toHaveLength(0);
    };
    const foreign = await transfer(code, stranger.headers, "2026-12-02");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().meta.message).toBe("Booking not found");

    const past = await transfer(code, booker.headers, "2026-11-20");
    expect(past.statusCode).toBe(400);
    expect(past.json().meta.message).toBe("This date has passed. Please choose today or a later date.");
    const weekend = await transfer(code, booker.headers, "2026-12-05");
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().meta.message).toBe("Day passes are valid Monday to Friday. Please choose a weekday.");
    const same = await transfer(code, booker.headers, PASS_DATE);
    expect(same.statusCode).toBe(400);
    expect(same.json().meta.message).toBe("This booking is already on Monday, 30 Nov, 2026. Please choose another date.");
    const garbage = await transfer(code, booker.headers, "next week");
    expect(garbage.statusCode).toBe(400);

    // A full date: every pass sold.
    const full = "2026-12-02";
    await app.db
      .insert(passAllocations)
      .values({ roomId: room.id, date: full, capacity: room.passCapacity ?? 0, sold: room.passCapacity ?? 0 })
      .onConflictDoUpdate({ target: [passAllocations.roomId, passAllocations.date], set: { sold: room.passCapacity ?? 0 } });
    const soldOut = await transfer(code, booker.headers, full);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().meta.message).toContain("not enough passes left for this date");
    await unchanged();

    // Less than 24 hours before 09:00 IST on the day, and after it starts.
    now = new Date(PASS_STARTS.getTime() - 24 * 60 * MINUTE + MINUTE);
    const tooLate = await transfer(code, await signInAgain(booker), "2026-12-03");
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().meta.message).toBe(
      "This booking can be transferred to another date only with at least 24 hours' notice (Booking terms, Terms of use Annexure 1).",
    );
    now = new Date(PASS_STARTS.getTime() + 60 * MINUTE);
    const ended = await transfer(code, await signInAgain(booker), "2026-12-03");
    expect(ended.statusCode).toBe(409);
    expect(ended.json().meta.message).toContain("already started or ended");
    now = TEST_NOW;
    await unchanged();
  });

  it("a cancelled booking, an unpaid one and a meeting room cannot be transferred", async () => {
    now = TEST_NOW;
    const meeting = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const wrongKind = await transfer(meeting.code, meeting.booker.headers, "2026-12-02");
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json().meta.message).toContain("Only a day pass can be transferred");

    const booker = await signedInUser(app, now);
    const room = await dayPassRoom();
    const body = { date: PASS_DATE, room_id: room.id, quantity: 1 };
    const unpaid = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    const refused = await transfer(unpaid.json().data.b_id, booker.headers, "2026-12-02");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().meta.message).toBe("Only a confirmed, paid booking can be transferred to another date.");
    // Released (cancelled) by its booker: still refused, with the reason.
    expect(
      (await app.inject({ method: "DELETE", url: `/passy/v1/booking/${unpaid.json().data.b_id}`, headers: booker.headers })).statusCode,
    ).toBe(200);
    const cancelled = await transfer(unpaid.json().data.b_id, booker.headers, "2026-12-02");
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().meta.message).toBe("This booking is cancelled, so it cannot be transferred to another date.");
  });

  it("two concurrent transfers of one booking move it once; two bookings racing for the last passes of a date take them once", async () => {
    now = TEST_NOW;
    const { booker, room, code } = await paidPasses(2);
    const target = "2026-12-03";
    const [oldBefore, newBefore] = [await sold(room.id, PASS_DATE), await sold(room.id, target)];
    const answers = await Promise.all([transfer(code, booker.headers, target), transfer(code, booker.headers, target)]);
    // The loser either saw the booking already moved (400) or lost the row to the winner (409).
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const second = answers.find((a) => a.statusCode !== 200)!;
    expect([400, 409]).toContain(second.statusCode);
    expect(second.json().meta.message).toMatch(/changed or cancelled meanwhile|already on/);
    expect(await sold(room.id, PASS_DATE)).toBe(oldBefore - 2);
    expect(await sold(room.id, target)).toBe(newBefore + 2);
    expect(await changeMails(code)).toHaveLength(1);
    // Twice, in sequence: the booking is already there.
    const again = await transfer(code, booker.headers, target);
    expect(again.statusCode).toBe(400);
    expect(again.json().meta.message).toContain("already on");

    // Two passes left on a date; two bookings of two passes each ask for it at once.
    const a = await paidPasses(2, "2026-12-07");
    const b = await paidPasses(2, "2026-12-08");
    const last = "2026-12-04";
    const capacity = room.passCapacity ?? 0;
    await app.db
      .insert(passAllocations)
      .values({ roomId: room.id, date: last, capacity, sold: capacity - 2 })
      .onConflictDoUpdate({ target: [passAllocations.roomId, passAllocations.date], set: { sold: capacity - 2 } });
    const race = await Promise.all([transfer(a.code, a.booker.headers, last), transfer(b.code, b.booker.headers, last)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await sold(room.id, last)).toBe(capacity);
    const moved = [await bookingRow(app, a.code), await bookingRow(app, b.code)].map((r) => r!.date).sort();
    expect(moved.filter((date) => date === last)).toHaveLength(1);
  });
  it("moves a timed room to another free slot range of the same room and length: new slots held, old ones freed, one e-mail", async () => {
    now = TEST_NOW;
    const { booker, room, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    // The booking terms' default: a meeting room cannot be moved.
    const refused = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 22, end_time: 26 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().meta.message).toBe("This booking cannot be moved to another time (Booking terms, Terms of use Annexure 1).");
    expect(await heldBy(code)).toEqual([20, 21, 22, 23]);

    await saveCancellationPolicy(app.db, { productTypeId: 1, refundTiers: [], forfeitAfterWindow: false, transferNoticeMinutes: 120 });
    const quote = (await app.inject({ url: `/passy/v1/booking/${code}/cancellation`, headers: booker.headers })).json().data;
    expect(quote.change).toMatchObject({ kind: "reschedule", allowed: true });
    // An overlapping later time: the slots it shares stay this booking's throughout.
    const moved = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 22, end_time: 26 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      meta: { message: "Booking moved to the new time." },
      data: { date: ROOM_DATE, start_time: 22, end_time: 26, previous_start_time: 20, previous_end_time: 24 },
    });
    expect(await heldBy(code)).toEqual([22, 23, 24, 25]);
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 22, endSlot: 26, status: "confirmed" });
    expect((await changeMails(code)).map((m) => m.subject)).toEqual([expect.stringContaining("Booking moved")]);
    // The updated calendar invite: the confirmation's UID, the next SEQUENCE, an update request at the new time.
    const firstInvite = inviteOf((await changeMails(code))[0]!);
    expect(firstInvite).toContain(`UID:${code}@workbay.in`);
    expect(firstInvite).toContain("SEQUENCE:1");
    expect(firstInvite).toContain("METHOD:REQUEST");
    expect(firstInvite).toContain("DTSTART:20261201T053000Z");

    // The freed 10:00-11:00 can be booked by someone else at once.
    const other = await signedInUser(app, now);
    const body = { date: ROOM_DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const total = await priceOf(app, other.headers, { ...body, add_on: [] });
    const taken = await createBooking(app, other.headers, { ...body, add_ons: [], total_amount: total, guest_emails: [], notes: "" });
    expect(taken.statusCode, taken.body).toBe(201);

    // Now 10:00-12:00 is partly someone else's: refused, nothing changes.
    const clash = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 20, end_time: 24 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().meta.message).toMatch(/already booked|just booked|not available|Slot/i);
    const backwards = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 28, end_time: 28 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().meta.message).toMatch(/end time must be after the start time/i);
    const same = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 22, end_time: 26 });
    expect(same.statusCode).toBe(400);
    const past = await reschedule(code, booker.headers, { date: "2026-11-20", start_time: 22, end_time: 26 });
    expect(past.statusCode).toBe(400);
    const stranger = await signedInUser(app, now);
    expect((await reschedule(code, stranger.headers, { date: ROOM_DATE, start_time: 28, end_time: 32 })).statusCode).toBe(404);
    // Within the 2 hours' notice of 11:00 IST.
    now = new Date(ROOM_STARTS.getTime() + 60 * MINUTE - 119 * MINUTE);
    const tooLate = await reschedule(code, await signInAgain(booker), { date: ROOM_DATE, start_time: 28, end_time: 32 });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().meta.message).toContain("only with at least 2 hours' notice");
    now = TEST_NOW;
    expect(await heldBy(code)).toEqual([22, 23, 24, 25]);
    expect(await heldBy(taken.json().data.b_id)).toEqual([20, 21]);
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 22, endSlot: 26 });
    expect(await changeMails(code)).toHaveLength(1);

    // Two concurrent moves of one booking to the same free time: one moves it, the slots are held once.
    const answers = await Promise.all([
      reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 28, end_time: 32 }),
      reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 28, end_time: 32 }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect([400, 409]).toContain(answers.find((a) => a.statusCode !== 200)!.statusCode);
    expect(await heldBy(code)).toEqual([28, 29, 30, 31]);
    expect(await changeMails(code)).toHaveLength(2);
    const invites = (await changeMails(code)).map(inviteOf);
    expect(invites.filter((ics) => ics.includes("SEQUENCE:2") && ics.includes("DTSTART:20261201T083000Z"))).toHaveLength(1);
    expect(await bookingRow(app, code)).toMatchObject({ calendarSequence: 2 });
    await saveCancellationPolicy(app.db, { productTypeId: 1, refundTiers: [], forfeitAfterWindow: false, transferNoticeMinutes: null });
  });
  it("a cancel and a reschedule of one booking at the same time resolve to one outcome: cancelled, no slots held, one refund", async () => {
    now = TEST_NOW;
    await saveCancellationPolicy(app.db, {
      productTypeId: 1,
      refundTiers: [{ noticeMinutes: 60, refundPercent: 100 }],
      forfeitAfterWindow: false,
      transferNoticeMinutes: 120,
    });
    try {
      for (let round = 0; round < 3; round += 1) {
        const { booker, room, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
        const [cancelled, moved] = await Promise.all([
          app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers }),
          reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 26, end_time: 30 }),
        ]);
        // Cancelling is allowed before or after the move; the move only before the cancel.
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect([200, 409]).toContain(moved.statusCode);
        const row = await bookingRow(app, code);
        expect(row).toMatchObject({ status: "cancelled" });
        expect(await heldBy(code)).toEqual([]);
        expect(await app.db.select().from(refunds).where(eq(refunds.bookingId, row!.id))).toHaveLength(1);
        expect(await changeMails(code)).toHaveLength(moved.statusCode === 200 ? 1 : 0);
        // Both the old and the new time are free for someone else.
        const other = await signedInUser(app, now);
        const body = { date: ROOM_DATE, room_id: room.id, start_time: 20, end_time: 30 };
        const total = await priceOf(app, other.headers, { ...body, add_on: [] });
        const taken = await createBooking(app, other.headers, { ...body, add_ons: [], total_amount: total, guest_emails: [], notes: "" });
        expect(taken.statusCode, taken.body).toBe(201);
      }
    } finally {
      await saveCancellationPolicy(app.db, { productTypeId: 1, refundTiers: [], forfeitAfterWindow: false, transferNoticeMinutes: null });
    }
  });
});
