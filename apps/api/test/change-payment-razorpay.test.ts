import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { bookingChanges, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { hmacHex, paymentSignature, type PaymentOrderRequest } from "../src/services/payment-gateway";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, freeMeetingRoom, priceOf, signedInUser, saveChangeTestPolicy } from "./checkout-helpers";

// A change's own payment with Razorpay (issue 16, decision 0028): the change order is created
// through the Razorpay gateway (its SDK's order call replaced here, the rest is the real
// gateway), answered for Razorpay's checkout in the page (key, no test page), and applied only
// with Razorpay's signature (the page's callback, HMAC with the key secret) or its signed
// webhook (HMAC with the webhook secret), once.
const ROOM_DATE = "2026-12-01";
const SECRETS = { keyId: "rzp_test_change", keySecret: "change-key-secret", webhookSecret: "change-webhook-secret" };

describe.each(testDatabaseKinds())("a change's payment through Razorpay on %s", (kind) => {
  let app: FastifyInstance;
  const orders: PaymentOrderRequest[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind, { config: { payments: { gateway: "razorpay", ...SECRETS } } });
    expect(app.checkout.gateway.name).toBe("razorpay");
    expect(app.testGateway).toBeNull();
    // Razorpay's order API is not reached from tests: the SDK call answers like Razorpay does.
    vi.spyOn(app.checkout.gateway, "createOrder").mockImplementation(async (request) => {
      orders.push(request);
      return { orderId: `order_Rzp${String(orders.length).padStart(11, "0")}` };
    });
    // Meeting rooms: moves up to 2 hours before, a full refund up to 24 hours before.
    await saveChangeTestPolicy(app);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
  });

  const signed = (orderId: string, paymentId: string) => paymentSignature(SECRETS.keySecret, orderId, paymentId);
  const webhook = (id: string, orderId: string, paymentId: string) => {
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      id,
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: "captured" } } },
    });
    return {
      method: "POST" as const,
      url: "/passy/v1/payment/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(SECRETS.webhookSecret, body),
        "x-razorpay-event-id": id,
      },
      payload: body,
    };
  };

  it("answers the change order for Razorpay's checkout and applies it only with Razorpay's signature, once", async () => {
    const booker = await signedInUser(app, TEST_NOW);
    let room = await freeMeetingRoom(app, ROOM_DATE);
    const skip: number[] = [];
    for (;;) {
      const held = await app.db.select({ slot: slotHolds.slot, date: slotHolds.date }).from(slotHolds).where(eq(slotHolds.roomId, room.id));
      if (room.endTime >= 28 && !held.some((h) => h.date === ROOM_DATE && h.slot >= 20 && h.slot < 28)) break;
      skip.push(room.id);
      room = await freeMeetingRoom(app, ROOM_DATE, skip);
    }
    const body = { date: ROOM_DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const total = await priceOf(app, booker.headers, { ...body, add_on: [] });
    const created = await createBooking(app, booker.headers, { ...body, add_ons: [], total_amount: total, guest_emails: [], notes: "" });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    expect(order).toMatchObject({ gateway: "razorpay", key_id: SECRETS.keyId, checkout_url: null });
    const paid = await app.inject({
      method: "POST",
      url: "/passy/v2/payment/success",
      headers: booker.headers,
      payload: {
        razorpay_order_id: order.order_id,
        paymentId: "pay_RzpBooking01",
        razorpay_signature: signed(order.order_id, "pay_RzpBooking01"),
        b_id: order.b_id,
      },
    });
    expect(paid.json().data.status).toBe("confirmed");
    const code = order.b_id as string;
    const before = (await bookingRow(app, code))!;

    // Two hours more: a Razorpay order for the difference, for the page's checkout.
    const answer = await app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/reschedule`,
      headers: booker.headers,
      payload: { date: ROOM_DATE, start_time: 20, end_time: 28 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const payment = answer.json().data.change.payment;
    const [change] = await app.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, before.id));
    expect(orders.at(-1)).toEqual({
      amountPaise: change!.differenceTotalPaise,
      receipt: `${code}-c${change!.id}`,
      notes: { b_id: code, change_id: String(change!.id) },
    });
    expect(payment).toEqual({
      b_id: code,
      status: "pending_payment",
      order_id: `order_Rzp${String(orders.length).padStart(11, "0")}`,
      amount: change!.differenceTotalPaise,
      currency: "INR",
      gateway: "razorpay",
      key_id: SECRETS.keyId,
      hold_expires_at: expect.any(String),
      checkout_url: null,
      prefill: expect.objectContaining({ name: "Asha Booker" }),
      description: `Change of booking ${code}`,
    });

    const callback = (orderId: string, paymentId: string, signature: string, headers = booker.headers) =>
      app.inject({
        method: "POST",
        url: `/passy/v1/booking/${code}/change-payment`,
        headers,
        payload: { razorpay_order_id: orderId, paymentId, razorpay_signature: signature },
      });
    // A forged signature, one made with another secret, the booking's own order, someone else: refused, nothing applied.
    const forged = await callback(payment.order_id, "pay_RzpChange01", "0".repeat(64));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().meta.message).toBeTruthy();
    expect(
      (await callback(payment.order_id, "pay_RzpChange01", paymentSignature("another-secret", payment.order_id, "pay_RzpChange01")))
        .statusCode,
    ).toBe(400);
    expect((await callback(order.order_id, "pay_RzpBooking01", signed(order.order_id, "pay_RzpBooking01"))).statusCode).toBe(400);
    const stranger = await signedInUser(app, TEST_NOW);
    expect(
      (await callback(payment.order_id, "pay_RzpChange01", signed(payment.order_id, "pay_RzpChange01"), stranger.headers)).statusCode,
    ).toBe(404);
    // A webhook signed with the wrong secret is refused.
    const badHook = webhook("evt_rzp_change_bad", payment.order_id, "pay_RzpChange01");
    expect(
      (await app.inject({ ...badHook, headers: { ...badHook.headers, "x-razorpay-signature": hmacHex("nope", badHook.payload) } }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await app.db.select().from(bookingChanges).where(eq(bookingChanges.id, change!.id)))[0]).toMatchObject({
      status: "pending_payment",
      paymentId: null,
    });
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 24 });

    // Razorpay's handler in the page: the signed answer applies the change.
    const good = await callback(payment.order_id, "pay_RzpChange01", signed(payment.order_id, "pay_RzpChange01"));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ start_time: 20, end_time: 28, change: { status: "applied" } });
    // Razorpay's webhook for the same payment, twice: applied once.
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject(webhook("evt_rzp_change_1", payment.order_id, "pay_RzpChange01"))).statusCode).toBe(200);
    const rows = await app.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, before.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "applied", paymentId: "pay_RzpChange01", paymentGateway: "razorpay" });
    expect(rows[0]!.invoiceNumber).toMatch(/^WB\//);
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 28, calendarSequence: 1 });
  });
});
