import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, count, eq, like } from "drizzle-orm";
import { bookingGuests, bookings, outbox, passAllocations, rooms, slotHolds, vouchers } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import {
  bookingRow,
  createBooking,
  freeMeetingRoom,
  mealsItemAt,
  paySuccessCallback,
  priceOf,
  signedInUser,
  testPayment,
  webhookDelivery,
} from "./checkout-helpers";

const DATE = "2026-11-25"; // Wednesday

describe.each(testDatabaseKinds())("checkout and payments on %s", (kind) => {
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

  async function nextRoom() {
    const room = await freeMeetingRoom(app, DATE, usedRooms);
    usedRooms.push(room.id);
    return room;
  }

  async function heldSlots(roomId: number) {
    const rows = await app.db
      .select({ slot: slotHolds.slot, bookingId: slotHolds.bookingId })
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, roomId), eq(slotHolds.date, DATE)));
    return rows.filter((r) => r.slot >= 20 && r.slot < 24);
  }

  async function messagesFor(code: string) {
    return app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `%${code}%`));
  }

  async function pendingBooking(options: { guests?: string[]; addOn?: boolean; voucher?: string } = {}) {
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    const meals = options.addOn ? await mealsItemAt(app, 20) : undefined;
    const request = {
      date: DATE,
      room_id: room.id,
      start_time: 20,
      end_time: 24,
      add_on: meals ? [{ id: meals, qty: 2 }] : [],
      voucher_code: options.voucher,
    };
    const total = await priceOf(app, booker.headers, request);
    const response = await createBooking(app, booker.headers, {
      date: DATE,
      room_id: room.id,
      start_time: 20,
      end_time: 24,
      add_ons: request.add_on,
      total_amount: total,
      notes: "Projector please",
      guest_emails: options.guests ?? [],
      voucher_applied: options.voucher ?? "",
    });
    expect(response.statusCode, response.body).toBe(201);
    return { booker, room, order: response.json().data, total };
  }

  it("creates a pending booking that holds its slots, then confirms it once for the callback and 20 webhooks", async () => {
    const { booker, room, order, total } = await pendingBooking({ addOn: true, voucher: "MR30", guests: ["guest.one@example.com"] });
    expect(order).toMatchObject({ status: "pending_payment", gateway: "test", currency: "INR", amount: Math.round(total * 100) });
    expect(order.checkout_url).toContain("/dev/test-gateway?");
    expect((await heldSlots(room.id)).map((h) => h.slot).sort()).toEqual([20, 21, 22, 23]);
    const stored = await bookingRow(app, order.b_id);
    expect(stored).toMatchObject({ status: "pending_payment", discountPaise: expect.any(Number), notes: "Projector please" });
    expect(stored!.discountPaise).toBeGreaterThan(0);

    // The room page now shows those slots as taken.
    const detail = await app.inject({ url: `/passy/v1/room/${room.id}?date=${DATE}` });
    expect(detail.json().data.time_slots).toEqual(expect.arrayContaining([20, 21, 22, 23]));

    const { paymentId, signature } = testPayment(app, order.order_id);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      webhookDelivery(app, {
        event: i % 2 ? "order.paid" : "payment.captured",
        id: `evt_${order.b_id}_${i % 7}`,
        orderId: order.order_id,
        paymentId,
      }),
    );
    const callback = app.inject({
      method: "POST",
      url: "/passy/v2/payment/success",
      headers: booker.headers,
      payload: { razorpay_order_id: order.order_id, paymentId, razorpay_signature: signature, b_id: order.b_id, amount: total },
    });
    const answers = await Promise.all([callback, ...deliveries.map((d) => app.inject(d))]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0]!.json().data).toMatchObject({ b_id: order.b_id, status: "confirmed", refund_required: false });

    const confirmed = await bookingRow(app, order.b_id);
    expect(confirmed).toMatchObject({ status: "confirmed", paymentId, holdExpiresAt: null });
    expect(confirmed!.invoiceNumber).toMatch(/^WB\/2026-27\/\d{6}$/);
    const messages = await messagesFor(order.b_id);
    const confirmations = messages.filter((m) => m.dedupeKey === `booking-confirmed:${order.b_id}`);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.to).toBe(booker.user.email);
    expect(confirmations[0]!.attachments?.map((a) => a.filename)).toEqual([`${order.b_id}.ics`, `invoice-${order.b_id}.pdf`]);
    const invites = messages.filter((m) => m.dedupeKey?.startsWith("guest-invite:"));
    expect(invites.map((m) => m.to)).toEqual(["guest.one@example.com"]);
    expect(invites[0]!.text).toMatch(/\/foodBeverage\/edit-addon\?.*token=/);
  });

  it("refuses a payment failure on a paid booking with 409 and changes nothing", async () => {
    const { booker, order } = await pendingBooking();
    const paid = await paySuccessCallback(app, booker.headers, order);
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await bookingRow(app, order.b_id);
    expect(before).toMatchObject({ status: "confirmed" });
    const failed = await app.inject({
      method: "POST",
      url: "/passy/v1/payment/fail",
      headers: booker.headers,
      payload: { b_id: order.b_id, error: { code: "BAD_REQUEST_ERROR", description: "Card declined" } },
    });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().meta.message).toBe("This booking is already paid.");
    expect(await bookingRow(app, order.b_id)).toEqual(before);
  });

  it("lets a booker start again over their own unpaid hold, which lapses in favour of the new one", async () => {
    const { booker, room, order } = await pendingBooking();
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const again = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    expect(again.statusCode).toBe(201);
    expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "expired" });
    const holders = new Set((await heldSlots(room.id)).map((h) => h.bookingId));
    expect([...holders]).toEqual([(await bookingRow(app, again.json().data.b_id))!.id]);
  });

  it("refuses a second booking of a held slot with a clear 409 and stores nothing", async () => {
    const { room } = await pendingBooking();
    const other = await signedInUser(app, now);
    const before = await app.db.select({ n: count() }).from(bookings);
    const total = await priceOf(app, other.headers, { date: DATE, room_id: room.id, start_time: 22, end_time: 24 }).catch(() => 0);
    // Validate already sees the slots as taken; the create call refuses as well.
    expect(total).toBe(0);
    const response = await createBooking(app, other.headers, {
      date: DATE,
      room_id: room.id,
      start_time: 22,
      end_time: 24,
      total_amount: 1000,
    });
    expect(response.statusCode).toBe(409);
    expect((await app.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before[0]!.n);
  });

  it("refuses a total that differs from the server's, missing terms and no session, with nothing stored", async () => {
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    usedRooms.pop();
    const before = (await app.db.select({ n: count() }).from(bookings))[0]!.n;
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const total = await priceOf(app, booker.headers, body);
    const cheaper = await createBooking(app, booker.headers, { ...body, total_amount: total - 1 });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().meta.message).toBe("The price of this booking has changed. Please review the new total and try again.");
    const noTerms = await app.inject({
      method: "POST",
      url: "/passy/v1/booking",
      headers: booker.headers,
      payload: { ...body, total_amount: total, terms_accepted: false },
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().meta.message).toContain("Please accept the booking terms to continue.");
    const anonymous = await app.inject({
      method: "POST",
      url: "/passy/v1/booking",
      payload: { ...body, total_amount: total, terms_accepted: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const badGuest = await createBooking(app, booker.headers, { ...body, total_amount: total, guest_emails: ["not-an-email"] });
    expect(badGuest.statusCode).toBe(400);
    expect(badGuest.json().meta.message).toContain("Email address is required!");
    const wrongState = await createBooking(app, booker.headers, {
      ...body,
      total_amount: total,
      billing_details: { company_name: "Acme Pvt Ltd", gstin: "29ABCDE1234F1Z5", state: "Tamil Nadu" },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().meta.message).toContain("This GSTIN is registered in Karnataka; please choose that billing state.");
    // The GST details' rule is the checkout page's (the domain's): a GST invoice needs a GSTIN.
    const noGstin = await createBooking(app, booker.headers, {
      ...body,
      total_amount: total,
      billing_details: { company_name: "Acme Pvt Ltd", state: "Karnataka" },
    });
    expect(noGstin.statusCode).toBe(400);
    expect(noGstin.json().meta.message).toContain("Please enter a valid GSTIN");
    expect((await app.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
    expect(await heldSlots(room.id)).toEqual([]);
  });

  it("refuses a forged payment signature and a forged webhook, changing nothing", async () => {
    const { booker, order } = await pendingBooking();
    const forged = await app.inject({
      method: "POST",
      url: "/passy/v2/payment/success",
      headers: booker.headers,
      payload: { razorpay_order_id: order.order_id, paymentId: "pay_forged", razorpay_signature: "0".repeat(64), b_id: order.b_id },
    });
    expect(forged.statusCode).toBe(400);
    const delivery = webhookDelivery(app, {
      event: "payment.captured",
      id: `evt_forged_${order.b_id}`,
      orderId: order.order_id,
      paymentId: "pay_forged",
    });
    const tampered = await app.inject({ ...delivery, headers: { ...delivery.headers, "x-razorpay-signature": "f".repeat(64) } });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({ ...delivery, headers: { "content-type": "application/json" } });
    expect(unsigned.statusCode).toBe(400);
    expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "pending_payment", paymentId: null });
    expect(await messagesFor(order.b_id)).toEqual([]);
  });

  it("keeps the hold after a failed payment for a retry, then lets it lapse as payment_failed and frees the slots", async () => {
    const { booker, room, order } = await pendingBooking();
    const failed = await app.inject({
      method: "POST",
      url: "/passy/v1/payment/fail",
      headers: booker.headers,
      payload: { b_id: order.b_id, error: { code: "BAD_REQUEST_ERROR", description: "Card declined" } },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ status: "pending_payment", can_retry: true });
    const retry = await app.inject({ method: "POST", url: `/passy/v1/booking/${order.b_id}/retry`, headers: booker.headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_id).toBe(order.order_id);

    now = new Date(TEST_NOW.getTime() + 11 * 60_000);
    try {
      const lapsed = await app.inject({ method: "POST", url: `/passy/v1/booking/${order.b_id}/retry`, headers: booker.headers });
      expect(lapsed.statusCode).toBe(410);
      // Checking a booking of the same room and date sweeps the lapsed hold first.
      const other = await signedInUser(app, now);
      expect(await priceOf(app, other.headers, { date: DATE, room_id: room.id, start_time: 20, end_time: 22 })).toBeGreaterThan(0);
      expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "payment_failed" });
      expect(await heldSlots(room.id)).toEqual([]);
    } finally {
      now = TEST_NOW;
    }
  });

  it("holds passes while the booker pays and gives them back when the hold lapses", async () => {
    const [dayPass] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
      .limit(1);
    const booker = await signedInUser(app, now);
    const body = { date: DATE, room_id: dayPass!.id, quantity: 2 };
    const sold = async () =>
      (
        await app.db
          .select()
          .from(passAllocations)
          .where(and(eq(passAllocations.roomId, dayPass!.id), eq(passAllocations.date, DATE)))
      )[0]?.sold ?? 0;
    const before = await sold();
    const created = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    expect(created.statusCode, created.body).toBe(201);
    expect(await sold()).toBe(before + 2);
    now = new Date(TEST_NOW.getTime() + 11 * 60_000);
    try {
      await priceOf(app, booker.headers, { ...body, quantity: 1 });
      expect(await bookingRow(app, created.json().data.b_id)).toMatchObject({ status: "expired" });
      expect(await sold()).toBe(before);
    } finally {
      now = TEST_NOW;
    }
  });

  it("confirms a payment that arrives after the hold lapsed when the slots are still free", async () => {
    const { booker, room, order } = await pendingBooking();
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    try {
      const late = await paySuccessCallback(app, booker.headers, order);
      expect(late.statusCode).toBe(200);
      expect(late.json().data).toMatchObject({ status: "confirmed", refund_required: false });
      expect((await heldSlots(room.id)).map((h) => h.slot).sort()).toEqual([20, 21, 22, 23]);
    } finally {
      now = TEST_NOW;
    }
  });

  it("marks a late payment for refund when someone else booked the slots meanwhile, and tells the booker", async () => {
    const { booker, room, order } = await pendingBooking();
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    try {
      const other = await signedInUser(app, now);
      const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
      // The other booker's check sweeps the lapsed hold; their booking takes the slots.
      const total = await priceOf(app, other.headers, body);
      expect((await createBooking(app, other.headers, { ...body, total_amount: total })).statusCode).toBe(201);

      const { paymentId } = testPayment(app, order.order_id);
      const delivery = webhookDelivery(app, {
        event: "payment.captured",
        id: `evt_late_${order.b_id}`,
        orderId: order.order_id,
        paymentId,
      });
      expect((await app.inject(delivery)).statusCode).toBe(200);
      const row = await bookingRow(app, order.b_id);
      expect(row).toMatchObject({ status: "expired", refundRequired: true, paymentId });
      const outcome = await app.inject({ url: `/passy/v1/booking/${order.b_id}/payment`, headers: booker.headers });
      expect(outcome.json().data).toMatchObject({ refund_required: true, can_retry: false });
      const notices = (await messagesFor(order.b_id)).filter((m) => m.dedupeKey === `booking-refund:${order.b_id}`);
      expect(notices).toHaveLength(1);
      // Another delivery of the same payment changes nothing and sends nothing more.
      await app.inject(webhookDelivery(app, { event: "order.paid", id: `evt_late2_${order.b_id}`, orderId: order.order_id, paymentId }));
      expect((await messagesFor(order.b_id)).filter((m) => m.dedupeKey === `booking-refund:${order.b_id}`)).toHaveLength(1);
    } finally {
      now = TEST_NOW;
    }
  });

  it("lists, shows, annotates and documents one's own bookings; another user's booking is a 404", async () => {
    const { booker, order } = await pendingBooking({ addOn: true, guests: ["g1@example.com", "g2@example.com"] });
    expect((await paySuccessCallback(app, booker.headers, order)).statusCode).toBe(200);
    const upcoming = await app.inject({ url: "/passy/v1/booking/upcoming", headers: booker.headers });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.headers["cache-control"]).toBe("private, no-store");
    const groups = upcoming.json().data;
    expect(groups).toEqual([expect.objectContaining({ code: "2026-11", month: "November 2026" })]);
    expect(groups[0].meetingRoomDetails[0]).toMatchObject({
      bookingId: order.b_id,
      meetingDay: "Wednesday, 25 Nov, 2026",
      guestCount: 2,
      status: "confirmed",
    });
    const history = await app.inject({ url: "/passy/v1/booking/history", headers: booker.headers });
    expect(history.json().data).toEqual([]);

    const view = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${order.b_id}`, headers: booker.headers });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      bookingId: order.b_id,
      status: "confirmed",
      startTime: 20,
      endTime: 24,
      notes: "Projector please",
      payment_failed_at: null,
    });
    expect(view.json().data.room_id).toBeGreaterThan(0);
    expect(view.json().data.addOns).toHaveLength(1);
    expect(view.json().data.guests.map((g: { email: string }) => g.email)).toEqual(["g1@example.com", "g2@example.com"]);

    const note = await app.inject({
      method: "PATCH",
      url: `/passy/v1/booking/${order.b_id}`,
      headers: booker.headers,
      payload: { notes: "Bring the whiteboard markers" },
    });
    expect(note.statusCode).toBe(200);
    expect((await bookingRow(app, order.b_id))!.notes).toBe("Bring the whiteboard markers");

    const pdf = await app.inject({ url: `/passy/v1/booking/${order.b_id}/invoice.pdf`, headers: booker.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const ics = await app.inject({ url: `/passy/v1/booking/${order.b_id}/calendar.ics`, headers: booker.headers });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain("BEGIN:VCALENDAR");
    expect(ics.body).toContain("DTSTART:20261125T043000Z"); // 10:00 IST

    const stranger = await signedInUser(app, now);
    for (const request of [
      { url: `/passy/v1/booking/view?parent_booking_id=${order.b_id}` },
      { url: `/passy/v1/booking/${order.b_id}/invoice.pdf` },
      { url: `/passy/v1/booking/${order.b_id}/payment` },
      { method: "PATCH" as const, url: `/passy/v1/booking/${order.b_id}`, payload: { notes: "mine now" } },
      { method: "POST" as const, url: `/passy/v1/booking/${order.b_id}/retry` },
    ]) {
      const answer = await app.inject({ ...request, headers: stranger.headers });
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.json().meta.message).toBe("Booking not found");
    }
    expect((await bookingRow(app, order.b_id))!.notes).toBe("Bring the whiteboard markers");
    const strangerList = await app.inject({ url: "/passy/v1/booking/upcoming", headers: stranger.headers });
    expect(strangerList.json().data).toEqual([]);
    expect((await app.inject({ url: "/passy/v1/booking/upcoming" })).statusCode).toBe(401);
  });

  it("checks promo codes: discount, unknown, expired, wrong product, below minimum, used up and per user", async () => {
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    usedRooms.pop();
    const query = (code: string, slots: [number, number] = [20, 24]) =>
      app.inject({
        url: `/passy/v1/voucher?voucher_code=${code}&date_of_booking=${DATE}&room_id=${room.id}&start_time=${slots[0]}&end_time=${slots[1]}&recurrent_flag=false`,
        headers: booker.headers,
      });
    const [roomRow] = await app.db.select().from(rooms).where(eq(rooms.id, room.id));
    const roomAmount = (roomRow!.costPaise * 4) / 2;
    const good = await query("mr30");
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({
      voucher_code: "MR30",
      kind: "percent",
      value: 30,
      discount: Math.min(Math.round(roomAmount * 0.3), 150000) / 100,
    });

    expect((await query("NOPE")).json().meta.message).toBe("This promo code is not valid.");
    expect((await query("NOPE")).statusCode).toBe(422);
    expect((await query("DP25")).json().meta.message).toBe("This promo code is only for Day Pass bookings.");

    await app.db.insert(vouchers).values([
      {
        code: "XOLD10",
        description: "old",
        kind: "percent",
        value: 10,
        productTypeIds: [1],
        validFrom: "2025-01-01",
        validTo: "2026-01-01",
      },
      {
        code: "XBIG10",
        description: "big",
        kind: "percent",
        value: 10,
        productTypeIds: [1],
        validFrom: "2025-01-01",
        validTo: "2027-01-01",
        minAmountPaise: 100_000_000,
      },
      {
        code: "XONCE10",
        description: "once",
        kind: "flat",
        value: 10000,
        productTypeIds: [1],
        validFrom: "2025-01-01",
        validTo: "2027-01-01",
        totalLimit: 1,
      },
      {
        code: "XMINE10",
        description: "mine",
        kind: "flat",
        value: 10000,
        productTypeIds: [1],
        validFrom: "2025-01-01",
        validTo: "2027-01-01",
        perUserLimit: 1,
      },
    ]);
    expect((await query("XOLD10")).json().meta.message).toBe("This promo code has expired.");
    expect((await query("XBIG10")).json().meta.message).toBe("This promo code needs a booking of at least ₹10,00,000.");

    // Use XONCE10 and XMINE10 in bookings of this user; then both are spent for them.
    for (const [code, start] of [
      ["XONCE10", 20],
      ["XMINE10", 22],
    ] as const) {
      const body = { date: DATE, room_id: room.id, start_time: start, end_time: start + 2 };
      const total = await priceOf(app, booker.headers, { ...body, voucher_code: code });
      const created = await createBooking(app, booker.headers, { ...body, total_amount: total, voucher_applied: code });
      expect(created.statusCode, created.body).toBe(201);
    }
    usedRooms.push(room.id);
    const other = await signedInUser(app, now);
    const spent = await app.inject({
      url: `/passy/v1/voucher?voucher_code=XONCE10&date_of_booking=2026-11-26&room_id=${room.id}&start_time=20&end_time=22`,
      headers: other.headers,
    });
    expect(spent.json().meta.message).toBe("This promo code has been fully redeemed.");
    const mine = await app.inject({
      url: `/passy/v1/voucher?voucher_code=XMINE10&date_of_booking=2026-11-26&room_id=${room.id}&start_time=20&end_time=22`,
      headers: booker.headers,
    });
    expect(mine.json().meta.message).toBe("You have already used this promo code the maximum number of times.");
    const theirs = await app.inject({
      url: `/passy/v1/voucher?voucher_code=XMINE10&date_of_booking=2026-11-26&room_id=${room.id}&start_time=20&end_time=22`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(200);

    const coupons = await app.inject({
      url: `/operations-service/users/get-coupons?room_id=${room.id}&date_of_booking=2026-11-26&start_time=20&end_time=24&src_id=1`,
      headers: other.headers,
    });
    expect(coupons.statusCode).toBe(200);
    const codes = coupons.json().data.map((c: { voucher_code: string }) => c.voucher_code);
    expect(codes).toContain(roomAmount >= 50000 ? "MR30" : "XMINE10");
    expect(codes).not.toContain("DP25");
    expect(codes).not.toContain("XOLD10");
  });

  it("a one-use code stays usable for the booker's next attempt at the same slots, which replaces the unpaid one", async () => {
    await app.db.insert(vouchers).values({
      code: "XAGAIN1",
      description: "once per booker, once in all",
      kind: "flat",
      value: 10000,
      productTypeIds: [1],
      validFrom: "2025-01-01",
      validTo: "2027-01-01",
      perUserLimit: 1,
      totalLimit: 1,
    });
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const first = await createBooking(app, booker.headers, {
      ...body,
      total_amount: await priceOf(app, booker.headers, { ...body, voucher_code: "XAGAIN1" }),
      voucher_applied: "XAGAIN1",
    });
    expect(first.statusCode, first.body).toBe(201);

    // The gateway window closed unpaid; back on checkout the booker adds an hour and applies the code again.
    const longer = { ...body, end_time: 24 };
    const check = await app.inject({
      url: `/passy/v1/voucher?voucher_code=XAGAIN1&date_of_booking=${DATE}&room_id=${room.id}&start_time=20&end_time=24`,
      headers: booker.headers,
    });
    expect(check.statusCode, check.body).toBe(200);
    const total = await priceOf(app, booker.headers, { ...longer, voucher_code: "XAGAIN1" });
    const second = await createBooking(app, booker.headers, { ...longer, total_amount: total, voucher_applied: "XAGAIN1" });
    expect(second.statusCode, second.body).toBe(201);
    expect((await bookingRow(app, first.json().data.b_id))?.status).toBe("expired");

    // Spent now: the same booker in another room is refused.
    const otherRoom = await nextRoom();
    const elsewhere = await app.inject({
      url: `/passy/v1/voucher?voucher_code=XAGAIN1&date_of_booking=${DATE}&room_id=${otherRoom.id}&start_time=20&end_time=22`,
      headers: booker.headers,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().meta.message).toBe("This promo code has been fully redeemed.");
  });

  it("a 100% code leaves ₹1 of a room alone to pay, which the gateway takes (decision 0040)", async () => {
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    await app.db.insert(vouchers).values({
      code: "XALL100",
      description: "all",
      kind: "percent",
      value: 100,
      productTypeIds: [1],
      validFrom: "2025-01-01",
      validTo: "2027-01-01",
    });
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const [roomRow] = await app.db.select().from(rooms).where(eq(rooms.id, room.id));
    const offer = await app.inject({
      url: `/passy/v1/voucher?voucher_code=XALL100&date_of_booking=${DATE}&room_id=${room.id}&start_time=20&end_time=22`,
      headers: booker.headers,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data.discount).toBe((roomRow!.costPaise - 100) / 100);
    const total = await priceOf(app, booker.headers, { ...body, voucher_code: "XALL100" });
    expect(total).toBe(1.18); // ₹1 of the room and its 18% GST
    const created = await createBooking(app, booker.headers, { ...body, total_amount: total, voucher_applied: "XALL100" });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("splits GST by the billing state: CGST + SGST within the centre's state, IGST otherwise", async () => {
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    usedRooms.pop();
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const within = (await app.inject({ method: "POST", url: "/passy/v1/validate", headers: booker.headers, payload: body })).json().data;
    expect(within).toMatchObject({ intra_state: true, igst: 0 });
    expect(within.cgst).toBe(within.sgst);
    const other = (
      await app.inject({
        method: "POST",
        url: "/passy/v1/validate",
        headers: booker.headers,
        payload: { ...body, billing_state: "Some Other State" },
      })
    ).json().data;
    expect(other).toMatchObject({ intra_state: false, cgst: 0, sgst: 0 });
    expect(other.igst).toBeCloseTo(within.cgst + within.sgst, 2);
    expect(other.total_amount).toBeCloseTo(within.total_amount, 2);
  });

  it("keeps guests of a booking unique and capped", async () => {
    const booker = await signedInUser(app, now);
    const room = await nextRoom();
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const total = await priceOf(app, booker.headers, body);
    const tooMany = Array.from({ length: room.capacity + 1 }, (_, i) => `guest${i}@example.com`);
    const refused = await createBooking(app, booker.headers, { ...body, total_amount: total, guest_emails: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta.message).toBe(`You can invite at most ${room.capacity} guests for this booking.`);
    const created = await createBooking(app, booker.headers, {
      ...body,
      total_amount: total,
      guest_emails: ["a@example.com", "A@example.com"],
    });
    expect(created.statusCode).toBe(201);
    const row = await bookingRow(app, created.json().data.b_id);
    expect((await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, row!.id))).map((g) => g.email)).toEqual([
      "a@example.com",
    ]);
  });
});
