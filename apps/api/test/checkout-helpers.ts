import type { FastifyInstance } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { bookings, fnbCategories, foodOptions, rooms, slotHolds } from "@workbay/db/schema";
import { createTestUser } from "./account-helpers";
import { startSession } from "../src/services/sessions";
import { hmacHex, paymentSignature } from "../src/services/payment-gateway";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";

let userNumber = 0;

/** A fresh user with a session; calls authenticate with its Bearer token (no CSRF needed). */
export async function signedInUser(app: FastifyInstance, now: Date) {
  userNumber += 1;
  const stamp = `${Date.now().toString(36)}${userNumber}${Math.floor(Math.random() * 1e6)}`;
  const user = await createTestUser(app, {
    email: `booker-${stamp}@example.com`,
    name: "Asha Booker",
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  });
  const session = await startSession(app.db, app.secretKey, user, now);
  return { user, headers: { authorization: `Bearer ${session.token}` } };
}

/** A bookable meeting room (60-minute minimum, F&B) with slots 20-23 free on the date. */
export async function freeMeetingRoom(app: FastifyInstance, date: string, skip: number[] = []) {
  const candidates = await app.db
    .select()
    .from(rooms)
    .where(
      and(
        eq(rooms.productTypeId, PRODUCT_TYPE.meetingRoom),
        eq(rooms.slotDuration, 60),
        eq(rooms.hasFnb, true),
        eq(rooms.isBookable, true),
        eq(rooms.isMrb, true),
      ),
    )
    .orderBy(asc(rooms.id));
  for (const room of candidates) {
    if (skip.includes(room.id) || room.startTime > 20 || room.endTime < 24) continue;
    const held = await app.db
      .select({ slot: slotHolds.slot })
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, room.id), eq(slotHolds.date, date)));
    if (!held.some((h) => h.slot >= 20 && h.slot < 24)) return room;
  }
  throw new Error("no free meeting room in the demo data");
}

/** The meeting rooms' policy of the change tests: moves up to 2 hours before, a full refund up to 24 hours before. */
export function saveChangeTestPolicy(app: FastifyInstance) {
  return saveCancellationPolicy(app.db, {
    productTypeId: PRODUCT_TYPE.meetingRoom,
    refundTiers: [{ noticeMinutes: 1440, refundPercent: 100 }],
    forfeitAfterWindow: false,
    transferNoticeMinutes: 120,
  });
}

/**
 * A meeting room as freeMeetingRoom, whose 10:00 to 16:00 (slots 20-32) is free on the date, so
 * that a booking at 10:00-12:00 has room to move; seating at least `minCapacity`. Each room
 * looked at joins `used`, so the next call finds another.
 */
export async function roomFreeForMoves(app: FastifyInstance, date: string, used: number[], minCapacity = 1) {
  for (;;) {
    const room = await freeMeetingRoom(app, date, used);
    used.push(room.id);
    const held = await app.db
      .select({ slot: slotHolds.slot })
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, room.id), eq(slotHolds.date, date)));
    if (room.endTime >= 32 && room.capacity >= minCapacity && !held.some((h) => h.slot >= 20 && h.slot < 32)) return room;
  }
}

export async function mealsItemAt(app: FastifyInstance, slot: number) {
  const menu = await app.db
    .select({ id: foodOptions.id, category: fnbCategories.name, from: foodOptions.availableFrom, to: foodOptions.availableTo })
    .from(foodOptions)
    .innerJoin(fnbCategories, eq(fnbCategories.id, foodOptions.categoryId));
  const item = menu.find((m) => m.category === "Meals" && m.from <= slot && m.to >= slot);
  if (!item) throw new Error("no Meals item");
  return item.id;
}

/** Prices a request with validate and returns its total, as the checkout page does. */
export async function priceOf(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>): Promise<number> {
  const response = await app.inject({ method: "POST", url: "/passy/v1/validate", headers, payload: body });
  if (response.statusCode !== 200) throw new Error(`validate answered ${response.statusCode}: ${response.body}`);
  return response.json().data.total_amount as number;
}

export async function createBooking(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/passy/v1/booking", headers, payload: { terms_accepted: true, ...body } });
}

/**
 * A meeting at 10:00-12:00 (slots 20-24) on `date`, in a room free for moves (roomFreeForMoves,
 * which adds it to `used`), booked by a fresh user and not yet paid.
 */
export async function bookedMeeting(
  app: FastifyInstance,
  now: Date,
  date: string,
  used: number[],
  options: { guests?: string[]; minCapacity?: number } = {},
) {
  const booker = await signedInUser(app, now);
  const room = await roomFreeForMoves(app, date, used, options.minCapacity);
  const body = { date, room_id: room.id, start_time: 20, end_time: 24 };
  const total = await priceOf(app, booker.headers, { ...body, add_on: [] });
  const created = await createBooking(app, booker.headers, {
    ...body,
    add_ons: [],
    total_amount: total,
    guest_emails: options.guests ?? [],
    notes: "",
  });
  if (created.statusCode !== 201) throw new Error(`booking answered ${created.statusCode}: ${created.body}`);
  const order = created.json().data as { b_id: string; order_id: string };
  return { booker, room, code: order.b_id, order };
}

/** bookedMeeting, paid on the test gateway: a confirmed booking. */
export async function paidMeeting(...args: Parameters<typeof bookedMeeting>) {
  const meeting = await bookedMeeting(...args);
  const paid = await paySuccessCallback(args[0], meeting.booker.headers, meeting.order);
  if (paid.json().data?.status !== "confirmed") throw new Error(`payment answered ${paid.statusCode}: ${paid.body}`);
  return meeting;
}

/** What the test gateway's Pay button produces for an order. */
export function testPayment(app: FastifyInstance, orderId: string, paymentId = `pay_test_${Math.random().toString(36).slice(2, 12)}`) {
  const secrets = app.testGateway!.secrets;
  return { paymentId, signature: paymentSignature(secrets.keySecret, orderId, paymentId) };
}

/** The payment page's success callback for an order paid on the test gateway. */
export function paySuccessCallback(app: FastifyInstance, headers: Record<string, string>, order: { order_id: string; b_id: string }) {
  const { paymentId, signature } = testPayment(app, order.order_id);
  return app.inject({
    method: "POST",
    url: "/passy/v2/payment/success",
    headers,
    payload: { razorpay_order_id: order.order_id, paymentId, razorpay_signature: signature, b_id: order.b_id },
  });
}

/** A Razorpay-style webhook delivery, signed with the test gateway's webhook secret. */
export function webhookDelivery(app: FastifyInstance, event: { event: string; id: string; orderId: string; paymentId: string }) {
  const body = JSON.stringify({
    entity: "event",
    event: event.event,
    id: event.id,
    payload: {
      payment: {
        entity: { id: event.paymentId, order_id: event.orderId, status: event.event === "payment.failed" ? "failed" : "captured" },
      },
    },
  });
  return {
    method: "POST" as const,
    url: "/passy/v1/payment/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(app.testGateway!.secrets.webhookSecret, body),
      "x-razorpay-event-id": event.id,
    },
    payload: body,
  };
}

export async function bookingRow(app: FastifyInstance, code: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.code, code));
  return row;
}
