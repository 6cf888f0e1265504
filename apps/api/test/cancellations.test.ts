import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq, like } from "drizzle-orm";
import { outbox, refunds, slotHolds } from "@workbay/db/schema";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { formatRupees } from "@workbay/domain/money";
import { hmacHex, createRazorpayGateway, GatewayRefundError } from "../src/services/payment-gateway";
import { latePaymentRefundKey, refundIdempotencyKey, refundTransport } from "../src/services/cancellations";
import { processOutboxOnce } from "../src/services/outbox-worker";
import { startSession } from "../src/services/sessions";
import { buildTestApp, eventually, TEST_NOW } from "./helper";
import {
  bookingRow,
  createBooking,
  freeMeetingRoom,
  paySuccessCallback,
  priceOf,
  signedInUser,
  testPayment,
  webhookDelivery,
} from "./checkout-helpers";

const DATE = "2026-11-30"; // Monday; bookings run 10:00-12:00 IST (slots 20-24)
const STARTS = new Date("2026-11-30T04:30:00.000Z");
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())("cancellations and refunds on %s", (kind) => {
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

  async function enableWindow() {
    await saveCancellationPolicy(app.db, {
      productTypeId: 1,
      refundTiers: [
        { noticeMinutes: 24 * 60, refundPercent: 100 },
        { noticeMinutes: 2 * 60, refundPercent: 50 },
      ],
      forfeitAfterWindow: false,
      transferNoticeMinutes: null,
    });
  }

  async function bookingBody(roomId: number) {
    return { date: DATE, room_id: roomId, start_time: 20, end_time: 24, add_ons: [], guest_emails: [], notes: "", voucher_applied: "MR30" };
  }

  /** A confirmed, paid meeting-room booking (with the MR30 voucher, so the refund is of what was paid). */
  async function paidBooking() {
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE, usedRooms);
    usedRooms.push(room.id);
    const body = await bookingBody(room.id);
    const total = await priceOf(app, booker.headers, { ...body, add_on: [], voucher_code: "MR30" });
    const created = await createBooking(app, booker.headers, { ...body, total_amount: total });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    const paid = await paySuccessCallback(app, booker.headers, order);
    expect(paid.json().data.status).toBe("confirmed");
    return { booker, room, code: order.b_id as string, total };
  }

  const quote = (code: string, headers: Record<string, string>) => app.inject({ url: `/passy/v1/booking/${code}/cancellation`, headers });
  const cancel = (code: string, headers: Record<string, string>) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers });
  const heldSlots = async (roomId: number) =>
    (
      await app.db
        .select()
        .from(slotHolds)
        .where(and(eq(slotHolds.roomId, roomId), eq(slotHolds.date, DATE)))
    ).filter((h) => h.slot >= 20 && h.slot < 24);
  const refundsOf = async (code: string) => {
    const row = await bookingRow(app, code);
    return app.db.select().from(refunds).where(eq(refunds.bookingId, row!.id));
  };
  /** Outbox rows of a booking, its confirmation left out. */
  const messages = async (code: string) =>
    (
      await app.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `%${code}%`))
    ).filter((m) => !m.dedupeKey?.startsWith("booking-confirmed:"));
  /** Sessions last a day: a test that moves the clock signs in again at the new time. */
  const signInAgain = async (booker: Awaited<ReturnType<typeof signedInUser>>) => ({
    authorization: `Bearer ${(await startSession(app.db, app.secretKey, booker.user, now)).token}`,
  });

  it("with the default policy a meeting room cannot be cancelled: the quote says why, the cancel is a 409 and nothing changes", async () => {
    now = TEST_NOW;
    const { booker, room, code } = await paidBooking();
    const answer = await quote(code, booker.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      action: "none",
      refund: null,
      reason: "Once booked, this booking cannot be cancelled and the fee is non-refundable (Booking terms, Terms of use Annexure 1).",
      policy: "Once booked, this booking cannot be cancelled and the fee is non-refundable.",
      refund_deadline: null,
      later_refunds: [],
      after_refunds: null,
    });
    const refused = await cancel(code, booker.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().meta.message).toContain("cannot be cancelled");
    expect(await bookingRow(app, code)).toMatchObject({ status: "confirmed", cancelledAt: null });
    expect(await heldSlots(room.id)).toHaveLength(4);
    expect(await refundsOf(code)).toHaveLength(0);

    // The confirmation e-mail carries the policy sentence, where the customer reads what they bought.
    const [confirmation] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-confirmed:${code}`));
    expect(confirmation!.text).toContain(
      "Cancellation and changes: Once booked, this booking cannot be cancelled and the fee is non-refundable. (Booking terms:",
    );

    const policy = await app.inject({ url: "/passy/v1/cancellation-policy?space_type=2" });
    expect(policy.json().data).toMatchObject({ cancellable: true, summary: expect.stringContaining("48 hours") });
  });

  it("with a window: the quote shows the refund, the cancel frees the slots for the next booker at once and records the refund with a credit note", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, room, code, total } = await paidBooking();
    const shown = (await quote(code, booker.headers)).json().data;
    expect(shown).toMatchObject({ action: "cancel", refund: { percent: 100, amount: total }, refund_expected: "within 5-7 working days" });
    const [confirmation] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-confirmed:${code}`));
    expect(confirmation!.text).toContain("Cancellation and changes: You can cancel with a full refund up to 24 hours before the start");

    const answer = await cancel(code, booker.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      bookingId: code,
      status: "cancelled",
      refund: { amount: total, status: "requested", credit_note_number: expect.stringMatching(/^WB\/CN\/2026-27\/\d{6}$/) },
    });
    expect(await heldSlots(room.id)).toHaveLength(0);

    // A second user books the same slots right after.
    const next = await signedInUser(app, now);
    const body = await bookingBody(room.id);
    const nextTotal = await priceOf(app, next.headers, { ...body, add_on: [], voucher_code: "MR30" });
    const rebooked = await createBooking(app, next.headers, { ...body, total_amount: nextTotal });
    expect(rebooked.statusCode, rebooked.body).toBe(201);

    const [refund] = await refundsOf(code);
    expect(refund).toMatchObject({
      status: "requested",
      percent: 100,
      amountPaise: Math.round(total * 100),
      idempotencyKey: refundIdempotencyKey(code),
    });
    const queued = await messages(code);
    expect(queued.map((m) => m.channel).sort()).toEqual(["email", "refund"]);
    const email = queued.find((m) => m.channel === "email")!;
    expect(email.subject).toContain("Booking cancelled");
    expect(email.text).toContain("within 5-7 working days");
    expect(email.attachments?.[0]).toMatchObject({ filename: `credit-note-${code}.pdf`, contentType: "application/pdf" });
    expect(Buffer.from(email.attachments![0]!.contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    // The outbox starts the refund; the test gateway's signed refund.processed webhook applies it, once.
    expect(await processOutboxOnce(app.db, { refund: refundTransport(app.checkout, clock) }, now)).toEqual({ sent: 1, failed: 0 });
    expect(await eventually(async () => (await refundsOf(code))[0]?.status === "processed")).toBe(true);
    expect((await refundsOf(code))[0]!.gatewayRefundId).toMatch(/^rfnd_test_/);
    const processed = (await messages(code)).filter((m) => m.dedupeKey?.startsWith("refund-processed:"));
    expect(processed).toHaveLength(1);
    expect(processed[0]!.subject).toContain("Refund processed");

    // The booking view and the history list show it cancelled.
    expect((await quote(code, booker.headers)).json().data).toMatchObject({ action: "none", reason: "This booking is already cancelled." });
  });

  it("cancelling twice, concurrently, someone else's booking or too late: a clear 4xx, one outcome, nothing else changes", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, code } = await paidBooking();
    const stranger = await signedInUser(app, now);
    const foreign = await cancel(code, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().meta.message).toBe("Booking not found");
    expect((await quote(code, stranger.headers)).statusCode).toBe(404);
    expect(await bookingRow(app, code)).toMatchObject({ status: "confirmed" });

    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(code, booker.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().meta.message).toBe("This booking is already cancelled.");
    expect(await refundsOf(code)).toHaveLength(1);
    const again = await cancel(code, booker.headers);
    expect(again.statusCode).toBe(409);
    expect((await messages(code)).filter((m) => m.channel === "email")).toHaveLength(1);

    // Less than 2 hours before the start: refused with the window's reason; after the start: ended.
    const late = await paidBooking();
    now = new Date(STARTS.getTime() - 2 * HOUR + 60_000);
    const tooLate = await cancel(late.code, await signInAgain(late.booker));
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().meta.message).toBe("This booking can be cancelled only up to 2 hours before it starts.");
    now = new Date(STARTS.getTime() + 3 * HOUR);
    const ended = await cancel(late.code, await signInAgain(late.booker));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().meta.message).toContain("already started or ended");
    expect(await bookingRow(app, late.code)).toMatchObject({ status: "confirmed" });
    expect(await refundsOf(late.code)).toHaveLength(0);
    now = TEST_NOW;
  });

  it("refunds 50% between 24 and 2 hours before, split like the invoice", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, code, total } = await paidBooking();
    now = new Date(STARTS.getTime() - 3 * HOUR);
    const headers = await signInAgain(booker);
    const shown = (await quote(code, headers)).json().data;
    expect(shown.refund.percent).toBe(50);
    expect(shown.refund.amount).toBeLessThanOrEqual(total / 2);
    expect(shown.refund.amount).toBeGreaterThan(total / 2 - 0.05);
    expect(Math.round((shown.refund.taxable_amount + shown.refund.cgst + shown.refund.sgst + shown.refund.igst) * 100)).toBe(
      Math.round(shown.refund.amount * 100),
    );
    const answer = await cancel(code, headers);
    expect(answer.json().data.refund.amount).toBe(shown.refund.amount);
    now = TEST_NOW;
  });

  // docs/decisions/0052: the quote says until when its refund holds, and what follows.
  it("the quote gives the refund's deadline, the smaller shares after it, and what applies then", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, code, total } = await paidBooking();
    const early = (await quote(code, booker.headers)).json().data;
    expect(early).toMatchObject({
      refund: { percent: 100, amount: total },
      refund_deadline: new Date(STARTS.getTime() - 24 * HOUR).toISOString(),
      later_refunds: [{ percent: 50, until: new Date(STARTS.getTime() - 2 * HOUR).toISOString() }],
      after_refunds: "cannot_cancel",
    });
    expect(early.later_refunds[0].amount).toBeLessThanOrEqual(total / 2);
    expect(early.later_refunds[0].amount).toBeGreaterThan(total / 2 - 0.05);

    now = new Date(STARTS.getTime() - 24 * HOUR + 60_000);
    const headers = await signInAgain(booker);
    expect((await quote(code, headers)).json().data).toMatchObject({
      refund: { percent: 50, amount: early.later_refunds[0].amount },
      refund_deadline: early.later_refunds[0].until,
      later_refunds: [],
      after_refunds: "cannot_cancel",
    });

    await saveCancellationPolicy(app.db, {
      productTypeId: 1,
      refundTiers: [{ noticeMinutes: 24 * 60, refundPercent: 100 }],
      forfeitAfterWindow: true,
      transferNoticeMinutes: null,
    });
    now = TEST_NOW;
    expect((await quote(code, await signInAgain(booker))).json().data).toMatchObject({ later_refunds: [], after_refunds: "nothing" });
    now = new Date(STARTS.getTime() - 3 * HOUR);
    expect((await quote(code, await signInAgain(booker))).json().data).toMatchObject({
      refund: { percent: 0, amount: 0 },
      refund_deadline: null,
      later_refunds: [],
      after_refunds: null,
    });
    await enableWindow();
    now = TEST_NOW;

    const documented = app.swagger() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(JSON.stringify(documented.paths["/passy/v1/booking/{bookingId}/cancellation"]?.get?.responses["200"])).toContain(
      "refund_deadline",
    );
  });

  // docs/decisions/0048: the dialog said 100%; the 24-hour edge passed before "Yes, cancel booking" arrived.
  it("refuses a cancel whose shown refund is no longer the rule's, changing nothing; the refund now shown cancels", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, room, code, total } = await paidBooking();
    now = new Date(STARTS.getTime() - 24 * HOUR);
    let headers = await signInAgain(booker);
    const shown = (await quote(code, headers)).json().data;
    expect(shown.refund).toMatchObject({ percent: 100, amount: total });
    const withShown = (amount: unknown) =>
      app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers, payload: { expected_refund: amount } });

    now = new Date(STARTS.getTime() - 24 * HOUR + 1000);
    headers = await signInAgain(booker);
    const refused = await withShown(shown.refund.amount);
    expect(refused.statusCode).toBe(409);
    const now50 = (await quote(code, headers)).json().data.refund.amount as number;
    expect(now50).toBeLessThan(total);
    expect(refused.json().meta.message).toBe(
      `The refund has changed since this page was shown: cancelling now refunds ${formatRupees(Math.round(now50 * 100))}. Please look at it again before you confirm.`,
    );
    expect(refused.json().errors[0]).toMatchObject({ field: "expected_refund" });
    for (const bad of ["all of it", -1, null])
      expect((await withShown(bad)).statusCode, `expected_refund ${JSON.stringify(bad)}`).toBe(400);
    expect(await bookingRow(app, code)).toMatchObject({ status: "confirmed", cancelledAt: null });
    expect(await heldSlots(room.id)).toHaveLength(4);
    expect(await refundsOf(code)).toHaveLength(0);
    expect(await messages(code)).toHaveLength(0);

    const done = await withShown(now50);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.refund.amount).toBe(now50);
    now = TEST_NOW;
  });

  it("a refund retried after a gateway error is made once, and a webhook storm applies it once", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, code } = await paidBooking();
    // Earlier tests' refunds go first, so the counts below are this booking's.
    await processOutboxOnce(app.db, { refund: refundTransport(app.checkout, clock) }, now);
    expect((await cancel(code, booker.headers)).statusCode).toBe(200);
    const gateway = app.testGateway!;
    // Hold the gateway's own webhook back: this test delivers the storm itself.
    const deliver = gateway.deliverWebhook;
    const held: Record<string, unknown>[] = [];
    gateway.deliverWebhook = (event) => held.push(event);
    try {
      gateway.failNextRefunds = 1;
      const transports = { refund: refundTransport(app.checkout, clock) };
      expect(await processOutboxOnce(app.db, transports, now)).toEqual({ sent: 0, failed: 1 });
      expect((await refundsOf(code))[0]).toMatchObject({
        status: "requested",
        gatewayRefundId: null,
        lastError: expect.stringContaining("unavailable"),
      });
      now = new Date(now.getTime() + 2 * 60_000);
      expect(await processOutboxOnce(app.db, transports, now)).toEqual({ sent: 1, failed: 0 });
      // A second delivery of the same start (a worker that lost its lease) asks with the same key.
      const [start] = (await messages(code)).filter((m) => m.channel === "refund");
      await transports.refund.send(start!);
      const made = [...gateway.refundsMade.entries()].filter(([key]) => key === refundIdempotencyKey(code));
      expect(made).toHaveLength(1);
      expect(held).toHaveLength(1);

      const body = JSON.stringify(held[0]);
      const storm = Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/passy/v1/payment/webhook",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": hmacHex(gateway.secrets.webhookSecret, body),
            "x-razorpay-event-id": i % 2 ? String(held[0]!.id) : `${String(held[0]!.id)}_${i}`,
          },
          payload: body,
        }),
      );
      const answers = await Promise.all(storm);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(answers.filter((a) => a.json().data.applied)).toHaveLength(1);
      expect((await refundsOf(code))[0]).toMatchObject({ status: "processed", gatewayRefundId: made[0]![1].refundId });
      expect((await messages(code)).filter((m) => m.dedupeKey?.startsWith("refund-processed:"))).toHaveLength(1);
      now = TEST_NOW;
    } finally {
      gateway.deliverWebhook = deliver;
      gateway.failNextRefunds = 0;
    }
  });
  it("a refund the gateway refuses through every outbox attempt shows as failed", async () => {
    await enableWindow();
    now = TEST_NOW;
    const { booker, code } = await paidBooking();
    const transports = { refund: refundTransport(app.checkout, clock) };
    await processOutboxOnce(app.db, transports, now);
    expect((await cancel(code, booker.headers)).statusCode).toBe(200);
    const gateway = app.testGateway!;
    gateway.failNextRefunds = 10;
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await processOutboxOnce(app.db, transports, now);
        now = new Date(now.getTime() + 61 * 60_000);
      }
      expect((await refundsOf(code))[0]).toMatchObject({ status: "failed", lastError: expect.stringContaining("unavailable") });
      const [start] = (await messages(code)).filter((m) => m.channel === "refund");
      expect(start).toMatchObject({ status: "failed", attempts: 10 });
      expect(gateway.refundsMade.has(refundIdempotencyKey(code))).toBe(false);
    } finally {
      gateway.failNextRefunds = 0;
      now = TEST_NOW;
    }
  });

  it("a payment that arrives after its hold lapsed and the slots were taken is refunded in full automatically, once, retried after a gateway error", async () => {
    now = TEST_NOW;
    const transports = { refund: refundTransport(app.checkout, clock) };
    await processOutboxOnce(app.db, transports, now); // earlier tests' refunds first
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE, usedRooms);
    usedRooms.push(room.id);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const total = await priceOf(app, booker.headers, { ...body, add_on: [] });
    const created = await createBooking(app, booker.headers, { ...body, add_ons: [], total_amount: total, guest_emails: [], notes: "" });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as { b_id: string; order_id: string };

    // The hold lapses; another booker takes the slots; then the payment arrives.
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    const other = await signedInUser(app, now);
    const otherTotal = await priceOf(app, other.headers, { ...body, add_on: [] });
    expect((await createBooking(app, other.headers, { ...body, add_ons: [], total_amount: otherTotal })).statusCode).toBe(201);
    const gateway = app.testGateway!;
    const deliver = gateway.deliverWebhook;
    const held: Record<string, unknown>[] = [];
    gateway.deliverWebhook = (event) => held.push(event);
    try {
      const { paymentId } = testPayment(app, order.order_id);
      const first = webhookDelivery(app, {
        event: "payment.captured",
        id: `evt_lateref_${order.b_id}`,
        orderId: order.order_id,
        paymentId,
      });
      expect((await app.inject(first)).statusCode).toBe(200);
      expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "expired", refundRequired: true, paymentId });
      const [refund] = await refundsOf(order.b_id);
      expect(refund).toMatchObject({
        reason: "late_payment",
        status: "requested",
        percent: 100,
        amountPaise: Math.round(total * 100),
        paymentId,
        idempotencyKey: latePaymentRefundKey(order.b_id),
        creditNoteNumber: null,
      });
      // A second webhook (another event of the same payment) adds no refund and no second start.
      const second = webhookDelivery(app, { event: "order.paid", id: `evt_lateref2_${order.b_id}`, orderId: order.order_id, paymentId });
      expect((await app.inject(second)).statusCode).toBe(200);
      expect(await refundsOf(order.b_id)).toHaveLength(1);
      expect((await messages(order.b_id)).filter((m) => m.channel === "refund")).toHaveLength(1);
      expect((await messages(order.b_id)).filter((m) => m.dedupeKey === `booking-refund:${order.b_id}`)).toHaveLength(1);

      // The gateway is down for the first attempt; the outbox retries with the same key: one refund.
      gateway.failNextRefunds = 1;
      expect(await processOutboxOnce(app.db, transports, now)).toEqual({ sent: 0, failed: 1 });
      expect((await refundsOf(order.b_id))[0]).toMatchObject({ status: "requested", lastError: expect.stringContaining("unavailable") });
      now = new Date(now.getTime() + 2 * 60_000);
      expect(await processOutboxOnce(app.db, transports, now)).toEqual({ sent: 1, failed: 0 });
      const made = [...gateway.refundsMade.entries()].filter(([key]) => key === latePaymentRefundKey(order.b_id));
      expect(made).toHaveLength(1);
      expect(made[0]![1]).toMatchObject({ paymentId, amountPaise: Math.round(total * 100) });

      // The gateway's refund.processed, delivered twice (the second under another event id): applied once, one e-mail.
      expect(held).toHaveLength(1);
      const event = JSON.stringify(held[0]);
      const deliveries = await Promise.all(
        [String(held[0]!.id), `${String(held[0]!.id)}_again`].map((id) =>
          app.inject({
            method: "POST",
            url: "/passy/v1/payment/webhook",
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": hmacHex(gateway.secrets.webhookSecret, event),
              "x-razorpay-event-id": id,
            },
            payload: event,
          }),
        ),
      );
      expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200]);
      expect(deliveries.filter((d) => d.json().data.applied)).toHaveLength(1);
      expect((await refundsOf(order.b_id))[0]).toMatchObject({ status: "processed", gatewayRefundId: made[0]![1].refundId });
      const processed = (await messages(order.b_id)).filter((m) => m.dedupeKey?.startsWith("refund-processed:"));
      expect(processed).toHaveLength(1);
      expect(processed[0]!.text).toContain("arrived after the hold had lapsed");
      // A late redelivery of the payment after the refund went through starts nothing again.
      await app.inject(
        webhookDelivery(app, { event: "payment.captured", id: `evt_lateref3_${order.b_id}`, orderId: order.order_id, paymentId }),
      );
      expect(await processOutboxOnce(app.db, transports, now)).toEqual({ sent: 0, failed: 0 });
      expect([...gateway.refundsMade.keys()].filter((key) => key === latePaymentRefundKey(order.b_id))).toHaveLength(1);
    } finally {
      gateway.deliverWebhook = deliver;
      gateway.failNextRefunds = 0;
      now = TEST_NOW;
    }
  });
});

describe("Razorpay refunds against a local stand-in", () => {
  let server: Server;
  let apiUrl = "";
  const made = new Map<string, { id: string; amount: number }>();
  const seen: { key: string | undefined; auth: string | undefined; body: unknown; path: string | undefined }[] = [];
  let loseNextAnswer = true;

  beforeAll(async () => {
    // Like Razorpay: one refund per X-Refund-Idempotency; the first answer is lost (a 502 after the refund was made).
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const key = request.headers["x-refund-idempotency"] as string | undefined;
        const body = JSON.parse(raw) as { amount: number };
        seen.push({ key, auth: request.headers.authorization, body, path: request.url });
        let refund = key ? made.get(key) : undefined;
        if (!refund) {
          refund = { id: `rfnd_${made.size + 1}`, amount: body.amount };
          if (key) made.set(key, refund);
        }
        if (loseNextAnswer) {
          loseNextAnswer = false;
          response.writeHead(502).end("bad gateway");
          return;
        }
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ id: refund.id, entity: "refund", amount: refund.amount, status: "pending" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the idempotency key with every attempt, so a retry after a lost answer gets the first refund back", async () => {
    const gateway = createRazorpayGateway({ keyId: "rzp_test_k", keySecret: "secret", webhookSecret: "hook" }, { apiUrl });
    const request = {
      paymentId: "pay_123",
      amountPaise: 12_345,
      idempotencyKey: "wb-refund-WB23456789-cancel",
      notes: { b_id: "WB23456789" },
    };
    await expect(gateway.refund(request)).rejects.toBeInstanceOf(GatewayRefundError);
    expect(await gateway.refund(request)).toEqual({ refundId: "rfnd_1", status: "pending" });
    expect(made.size).toBe(1);
    expect(seen).toHaveLength(2);
    for (const call of seen) {
      expect(call).toMatchObject({
        key: "wb-refund-WB23456789-cancel",
        path: "/v1/payments/pay_123/refund",
        auth: `Basic ${Buffer.from("rzp_test_k:secret").toString("base64")}`,
        body: { amount: 12_345, speed: "normal", notes: { b_id: "WB23456789" } },
      });
    }
  });
});
