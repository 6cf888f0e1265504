// Checkout and payments (issue 6; DECISIONS.md section 5): a booking is created as
// pending_payment holding its slots or passes, paid through the gateway, and confirmed once,
// whichever of the client callback and the provider's webhooks arrives first or how often.
import { randomInt } from "node:crypto";
import type { BookingCreateBody, PaymentOrder, PaymentOutcome } from "@workbay/contracts/checkout";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { AppError } from "@workbay/domain/app-error";
import { HOLD_LIMIT_MESSAGE, RELEASE_HOLD_MESSAGES } from "@workbay/domain/booking-limits";
import { describePolicy } from "@workbay/domain/cancellation-policy";
import { maxGuests } from "@workbay/domain/fnb-rules";
import { paiseToRupees, rupeesToPaise } from "@workbay/domain/money";
import { productType, type ProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import {
  bookingAddOnsOf,
  bookingDetails,
  bookingGuestsOf,
  confirmLapsedBooking,
  confirmPendingBooking,
  createPendingBooking,
  endHoldNow,
  findBookingByCode,
  findBookingByOrderId,
  HoldLimitError,
  inventoryOf,
  InventoryTakenError,
  markReleasedBookingForRefund,
  pendingBookingsOf,
  recordPaymentFailure,
  releasePendingBooking,
  setPaymentOrder,
  type BookingEffects,
  type BookingRow,
  type Inventory,
} from "@workbay/db/repositories/bookings-repository";
import { changesOfBooking } from "@workbay/db/repositories/booking-changes-repository";
import { enqueueMessage, existingDedupeKeys } from "@workbay/db/repositories/outbox-repository";
import { findUserById } from "@workbay/db/repositories/users-repository";
import {
  confirmationKey,
  confirmationMessage,
  guestInvitationKey,
  guestInvitationMessage,
  refundNoticeKey,
  refundNoticeMessage,
  type BookingDocumentFacts,
} from "./booking-documents";
import { overlapsOwnHold, priceBookingRequest } from "./booking-validation";
import { createGuestLink } from "./guest-links";
import { applyRefundFailedEvent, applyRefundProcessedEvent, policyFor, startLatePaymentRefund, type RefundEntity } from "./cancellations";
import { applyChangePaymentEvent } from "./booking-changes";
import { expireHolds } from "./hold-sweeper";
import { bookingInvoice, issueBookingInvoice } from "./issued-documents";
import { metrics } from "./metrics";
import type { PaymentGateway } from "./payment-gateway";

export type CheckoutContext = {
  db: Database;
  gateway: PaymentGateway;
  secret: string;
  publicUrl: string;
  holdMinutes: number;
  /** Live unpaid holds one account may have at once (issue 11). */
  maxLiveHolds: number;
  gstRateBp: number;
  supplierName: string;
};

export const CHECKOUT_MESSAGES = {
  slotTaken: "Sorry, this time was just booked by someone else. Please choose another slot.",
  passesGone: "Sorry, there are not enough passes left for this date. Please choose fewer passes or another date.",
  priceChanged: "The price of this booking has changed. Please review the new total and try again.",
  notFound: "Booking not found",
  holdLapsed: "The 10-minute hold on this booking has lapsed. Please start the booking again.",
  alreadyPaid: "This booking is already paid.",
  alreadyCancelled: "This booking is cancelled.",
  badSignature: "We could not verify this payment. If money was taken, it will be confirmed or refunded automatically.",
  orderMismatch: "This payment does not belong to this booking.",
  tooManyGuests: (max: number) => `You can invite at most ${max} guests for this booking.`,
  guestsClosed: "Guests can be invited to a confirmed meeting room booking until it ends.",
  gatewayDown: "We could not start the payment just now. Please try again.",
} as const;

// Booking ids: "WB" and 8 characters without look-alikes (no 0/O, 1/I/L), from a CSPRNG.
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newBookingCode(): string {
  let code = "WB";
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function kindOf(productTypeId: number) {
  return productType(productTypeId as ProductTypeId).kind;
}

function holdEndsAt(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

function outcomeOf(booking: BookingRow, now: Date): PaymentOutcome {
  const holdLive = booking.status === "pending_payment" && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
  return {
    b_id: booking.code,
    status: booking.status,
    refund_required: booking.refundRequired,
    can_retry: holdLive,
    hold_expires_at: holdLive && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
  };
}

function paymentOrderOf(ctx: CheckoutContext, booking: BookingRow, user: UserRecord, description: string): PaymentOrder {
  if (!booking.paymentOrderId || !booking.holdExpiresAt) throw new Error("booking has no payment order");
  const checkoutUrl =
    ctx.gateway.name === "test"
      ? `/dev/test-gateway?${new URLSearchParams({ order_id: booking.paymentOrderId, b_id: booking.code }).toString()}`
      : null;
  return {
    b_id: booking.code,
    status: "pending_payment",
    order_id: booking.paymentOrderId,
    amount: booking.totalPaise,
    currency: "INR",
    gateway: ctx.gateway.name,
    key_id: ctx.gateway.keyId,
    hold_expires_at: booking.holdExpiresAt.toISOString(),
    checkout_url: checkoutUrl,
    prefill: { name: user.name, email: user.email ?? "", contact: user.phone ? `${user.countryCode ?? "+91"}${user.phone}` : "" },
    description,
  };
}

/** A booking of this user, or the same 404 as a booking that does not exist. */
export async function ownBooking(db: Database, user: UserRecord, code: string): Promise<BookingRow> {
  const booking = await findBookingByCode(db, code);
  if (!booking || booking.userId !== user.id) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  return booking;
}

/**
 * POST /passy/v1/booking: prices the request again from the database, refuses a total that
 * differs from what the page showed, holds the slots or passes (the database refuses a
 * second holder) and opens a payment order.
 */
export async function createBooking(ctx: CheckoutContext, user: UserRecord, body: BookingCreateBody, now: Date): Promise<PaymentOrder> {
  // A new attempt by the same booker replaces their own unpaid hold on the same slots or
  // passes (after a failed payment they may change the time, the add-ons or the voucher).
  for (const own of await pendingBookingsOf(ctx.db, user.id, body.room_id, body.date)) {
    if (overlapsOwnHold(own, body.start_time, body.end_time)) await endHoldNow(ctx.db, own.id, now);
  }
  const billing = body.billing_details;
  const priced = await priceBookingRequest(
    ctx.db,
    {
      date: body.date,
      room_id: body.room_id,
      start_time: body.start_time,
      end_time: body.end_time,
      add_on: body.add_ons,
      booking_end_date: body.booking_end_date,
      quantity: body.quantity,
      pass_option_id: body.pass_option_id,
    },
    now,
    {
      userId: user.id,
      voucherCode: body.voucher_applied || null,
      billingState: billing?.gstin ? billing.state : null,
      gstRateBp: ctx.gstRateBp,
    },
  );
  const { booking, record } = priced;
  if (rupeesToPaise(body.total_amount) !== booking.price.totalPaise) {
    throw new AppError("conflict", CHECKOUT_MESSAGES.priceChanged, {
      field: "total_amount",
      total_amount: paiseToRupees(booking.price.totalPaise),
    });
  }
  const guestCap = maxGuests(record.capacity, booking.addOns);
  if (body.guest_emails.length > guestCap)
    throw new AppError("bad_request", CHECKOUT_MESSAGES.tooManyGuests(guestCap), { field: "guest_emails" });

  const kind = kindOf(record.productTypeId);
  const inventory: Inventory =
    kind === "timed" && booking.startTime !== null && booking.endTime !== null
      ? { kind: "slots", roomId: record.id, date: booking.date, startSlot: booking.startTime, endSlot: booking.endTime }
      : kind === "pass"
        ? { kind: "passes", roomId: record.id, date: booking.date, passes: booking.quantity, capacity: record.passCapacity ?? 0 }
        : { kind: "none" };
  const billingDetails = billing && (billing.gstin || billing.company_name) ? { ...billing } : null;

  let row: BookingRow;
  try {
    row = await createPendingBooking(
      ctx.db,
      {
        code: newBookingCode(),
        userId: user.id,
        roomId: record.id,
        date: booking.date,
        endDate: booking.bookingEndDate,
        startSlot: booking.startTime,
        endSlot: booking.endTime,
        quantity: booking.quantity,
        passOptionId: booking.passOption?.id ?? null,
        passOptionName: booking.passOption?.name ?? null,
        passOptionDays: booking.passOption?.days ?? null,
        seats: booking.seats,
        roomAmountPaise: booking.price.roomAmountPaise,
        originalRoomAmountPaise: booking.price.originalRoomAmountPaise,
        addOnsAmountPaise: booking.price.addOnsAmountPaise,
        discountPaise: booking.price.discountPaise,
        cgstPaise: booking.price.cgstPaise,
        sgstPaise: booking.price.sgstPaise,
        igstPaise: booking.price.igstPaise,
        totalPaise: booking.price.totalPaise,
        voucherId: priced.voucher?.id ?? null,
        notes: body.notes,
        billingDetails,
        utm: body.utm_params ?? null,
        holdExpiresAt: holdEndsAt(now, ctx.holdMinutes),
        paymentGateway: ctx.gateway.name,
        addOns: booking.addOns.map((a) => ({
          foodOptionId: a.id,
          subOptionId: a.subOptionId,
          name: a.name,
          category: a.category,
          type: a.type,
          qty: a.qty,
          serves: a.serves,
          unitPricePaise: a.unitPricePaise,
        })),
        guestEmails: kind === "timed" ? body.guest_emails : [],
        inventory,
      },
      { max: ctx.maxLiveHolds, now },
    );
  } catch (error) {
    if (error instanceof HoldLimitError) {
      throw new AppError("conflict", HOLD_LIMIT_MESSAGE, { pendingBookings: error.pending });
    }
    if (error instanceof InventoryTakenError) {
      throw new AppError("conflict", error.kind === "passes" ? CHECKOUT_MESSAGES.passesGone : CHECKOUT_MESSAGES.slotTaken, {
        field: error.kind === "passes" ? "quantity" : "start_time",
      });
    }
    throw error;
  }

  let orderId: string;
  try {
    ({ orderId } = await ctx.gateway.createOrder({
      amountPaise: row.totalPaise,
      receipt: row.code,
      notes: { b_id: row.code, room_id: String(record.id) },
    }));
  } catch {
    // No order, no payment: give the slots back at once.
    await releaseHold(ctx.db, row, now);
    throw new AppError("conflict", CHECKOUT_MESSAGES.gatewayDown);
  }
  await setPaymentOrder(ctx.db, row.id, { gateway: ctx.gateway.name, orderId });
  const stored = (await findBookingByCode(ctx.db, row.code)) as BookingRow;
  return paymentOrderOf(ctx, stored, user, `${record.name}, ${record.centre.name}`);
}

async function releaseHold(db: Database, booking: BookingRow, now: Date): Promise<void> {
  await endHoldNow(db, booking.id, now);
  await expireHolds(db, now, { roomId: booking.roomId, date: booking.date });
}

/**
 * DELETE /passy/v1/booking/{b_id}: the booker lets go of their unpaid booking; it becomes
 * cancelled and its slots or passes are free for anyone at once. Anyone else's booking is a
 * 404; a booking not waiting for payment is a 409 and stays as it was.
 */
export async function releaseOwnHold(ctx: CheckoutContext, user: UserRecord, code: string, now: Date): Promise<PaymentOutcome> {
  const booking = await ownBooking(ctx.db, user, code);
  if (booking.status !== "pending_payment") throw new AppError("conflict", RELEASE_HOLD_MESSAGES.notPending, { field: "status" });
  const released = await releasePendingBooking(ctx.db, booking.id, now);
  if (!released) throw new AppError("conflict", RELEASE_HOLD_MESSAGES.notPending, { field: "status" });
  return outcomeOf(released, now);
}

/** POST /passy/v1/booking/{b_id}/retry: the same order again while the hold lasts. */
export async function retryPayment(ctx: CheckoutContext, user: UserRecord, code: string, now: Date): Promise<PaymentOrder> {
  const booking = await ownBooking(ctx.db, user, code);
  if (booking.status === "confirmed") throw new AppError("conflict", CHECKOUT_MESSAGES.alreadyPaid);
  if (booking.status !== "pending_payment" || !booking.holdExpiresAt || booking.holdExpiresAt <= now) {
    throw new AppError("gone", CHECKOUT_MESSAGES.holdLapsed);
  }
  const [details] = await bookingDetails(ctx.db, { ids: [booking.id] });
  return paymentOrderOf(ctx, booking, user, details ? `${details.room.name}, ${details.centre.name}` : booking.code);
}

/**
 * Confirms the booking of a paid order, once. Any number of callers (the page's callback,
 * webhook deliveries) may call it in any order: the first moves the booking and writes its
 * messages in the same transaction; the rest see it confirmed and only put back messages
 * that are missing (dedupe keys keep them single). No path allocates a second invoice number.
 */
export async function confirmPaidOrder(ctx: CheckoutContext, orderId: string, paymentId: string, now: Date): Promise<BookingRow> {
  let booking = await findBookingByOrderId(ctx.db, orderId);
  if (!booking) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  const invoice = issueBookingInvoice(ctx, now);
  const effects: BookingEffects = (tx, row) => writeBookingEffects(ctx, tx, row, now);

  if (booking.status === "pending_payment" && booking.holdExpiresAt && booking.holdExpiresAt <= now) {
    await expireHolds(ctx.db, now, { roomId: booking.roomId, date: booking.date });
    booking = (await findBookingByCode(ctx.db, booking.code)) as BookingRow;
  }
  if (booking.status === "pending_payment") {
    const confirmed = await confirmPendingBooking(ctx.db, booking.id, { paymentId }, now, invoice, effects);
    if (confirmed) {
      metrics().bookingsConfirmed.inc({ path: "on_time" });
      return confirmed;
    }
    booking = (await findBookingByCode(ctx.db, booking.code)) as BookingRow;
  }
  if (booking.status === "confirmed" || booking.refundRequired) {
    // A redelivery. The change committed with its messages; put back any that went missing
    // (rows removed, or a change made before messages were transactional).
    await writeBookingEffects(ctx, ctx.db, booking, now);
    return booking;
  }
  if (booking.status === "cancelled" && booking.confirmedAt === null) {
    // Paid after the booker released the hold: the slots may be someone else's by now, so the
    // money goes back (once, its notice in the same transaction) rather than reviving a
    // booking they let go.
    const marked = await markReleasedBookingForRefund(ctx.db, booking.id, paymentId, now, effects);
    return marked ?? booking;
  }
  if (booking.status === "expired" || booking.status === "payment_failed") {
    const [details] = await bookingDetails(ctx.db, { ids: [booking.id] });
    if (!details) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
    const inventory = inventoryOf(booking, kindOf(details.room.productTypeId), details.room.passCapacity);
    const late = await confirmLapsedBooking(ctx.db, booking, inventory, { paymentId }, now, invoice, {
      confirmed: effects,
      refund: effects,
    });
    if (late.confirmed) metrics().bookingsConfirmed.inc({ path: "late" });
    return late.row;
  }
  return booking;
}

/** POST /passy/v2/payment/success: the page's callback, checked by the payment signature. */
export async function paymentSucceeded(
  ctx: CheckoutContext,
  user: UserRecord,
  body: { b_id: string; razorpay_order_id: string; paymentId: string; razorpay_signature: string },
  now: Date,
): Promise<PaymentOutcome> {
  const booking = await ownBooking(ctx.db, user, body.b_id);
  if (booking.paymentOrderId !== body.razorpay_order_id)
    throw new AppError("bad_request", CHECKOUT_MESSAGES.orderMismatch, { field: "razorpay_order_id" });
  if (!ctx.gateway.isPaymentSignatureValid(body.razorpay_order_id, body.paymentId, body.razorpay_signature)) {
    throw new AppError("bad_request", CHECKOUT_MESSAGES.badSignature, { field: "razorpay_signature" });
  }
  const after = await confirmPaidOrder(ctx, body.razorpay_order_id, body.paymentId, now);
  return outcomeOf(after, now);
}

function errorText(error: unknown): string {
  if (typeof error === "string") return error;
  if (error && typeof error === "object") {
    const e = error as { code?: string; description?: string; reason?: string };
    return [e.code, e.description, e.reason].filter(Boolean).join(": ") || "payment failed";
  }
  return "payment failed";
}

/**
 * POST /passy/v1/payment/fail: records the failure; the hold stays for a retry. A paid or
 * cancelled booking cannot fail any more: 409, and nothing changes.
 */
export async function paymentFailed(
  ctx: CheckoutContext,
  user: UserRecord,
  body: { b_id: string; error?: unknown },
  now: Date,
): Promise<PaymentOutcome> {
  const booking = await ownBooking(ctx.db, user, body.b_id);
  if (booking.status === "confirmed") throw new AppError("conflict", CHECKOUT_MESSAGES.alreadyPaid);
  if (booking.status === "cancelled") throw new AppError("conflict", CHECKOUT_MESSAGES.alreadyCancelled);
  if (booking.status === "pending_payment") await recordPaymentFailure(ctx.db, booking.id, errorText(body.error), now);
  const after = (await findBookingByCode(ctx.db, booking.code)) as BookingRow;
  return outcomeOf(after, now);
}

/** The outcome of a booking for its owner (the payment return page reads it). */
export async function paymentOutcome(ctx: CheckoutContext, user: UserRecord, code: string, now: Date): Promise<PaymentOutcome> {
  return outcomeOf(await ownBooking(ctx.db, user, code), now);
}

export type WebhookResult = { applied: boolean; reason: string };

/** The webhook's event bookkeeping: an atomic claim per event id, then applied or released. */
export type PaymentEventLog = {
  /** True for exactly one of concurrent deliveries of a new (or abandoned) event id. */
  claim: (id: string, kind: string) => Promise<boolean>;
  applied: (id: string) => Promise<void>;
  release: (id: string) => Promise<void>;
};

type WebhookEvent = {
  event?: string;
  id?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; error_description?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: RefundEntity };
  };
};

/**
 * POST /passy/v1/payment/webhook: Razorpay's events, checked by X-Razorpay-Signature over the
 * raw body. payment.captured and order.paid confirm; payment.failed records the failure.
 * Only the delivery that claims an event id acts on it (one INSERT ... ON CONFLICT); a failed
 * attempt releases its claim so the provider's retry applies it.
 */
export async function handleWebhook(
  ctx: CheckoutContext,
  raw: { body: string; signature: string | undefined; eventId: string | undefined },
  now: Date,
  events: PaymentEventLog,
): Promise<WebhookResult> {
  let outcome = "error";
  try {
    const result = await applyWebhook(ctx, raw, now, events);
    outcome = result.applied ? "applied" : result.reason === "duplicate event" ? "duplicate" : "ignored";
    return result;
  } catch (error) {
    if (error instanceof AppError) outcome = "refused";
    throw error;
  } finally {
    metrics().paymentWebhooks.inc({ outcome });
  }
}

async function applyWebhook(
  ctx: CheckoutContext,
  raw: { body: string; signature: string | undefined; eventId: string | undefined },
  now: Date,
  events: PaymentEventLog,
): Promise<WebhookResult> {
  if (!raw.signature || !ctx.gateway.isWebhookSignatureValid(raw.body, raw.signature)) {
    throw new AppError("bad_request", "Invalid webhook signature");
  }
  let event: WebhookEvent;
  try {
    event = JSON.parse(raw.body) as WebhookEvent;
  } catch {
    throw new AppError("bad_request", "Webhook body is not JSON");
  }
  const eventId = raw.eventId ?? event.id;
  if (!eventId) throw new AppError("bad_request", "Webhook event id missing");
  if (!(await events.claim(eventId, event.event ?? "unknown"))) return { applied: false, reason: "duplicate event" };
  let result: WebhookResult;
  try {
    result = await applyWebhookEvent(ctx, event, now);
  } catch (error) {
    await events.release(eventId).catch(() => undefined);
    throw error;
  }
  await events.applied(eventId);
  return result;
}

async function applyWebhookEvent(ctx: CheckoutContext, event: WebhookEvent, now: Date): Promise<WebhookResult> {
  const refund = event.payload?.refund?.entity;
  if (event.event === "refund.processed" && refund) return applyRefundProcessedEvent(ctx, refund, now);
  if (event.event === "refund.failed" && refund) return applyRefundFailedEvent(ctx, refund);
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if ((event.event === "payment.captured" || event.event === "order.paid") && orderId && payment?.id) {
    const booking = await findBookingByOrderId(ctx.db, orderId);
    // Not a booking's order: a change's payment (decision 0028), or unknown.
    if (!booking) return applyChangePaymentEvent(ctx, orderId, payment.id, now);
    await confirmPaidOrder(ctx, orderId, payment.id, now);
    return { applied: true, reason: event.event };
  }
  if (event.event === "payment.failed" && orderId) {
    const booking = await findBookingByOrderId(ctx.db, orderId);
    if (booking?.status === "pending_payment") {
      await recordPaymentFailure(ctx.db, booking.id, payment?.error_description ?? "payment failed", now);
      return { applied: true, reason: event.event };
    }
  }
  return { applied: false, reason: `ignored ${event.event ?? "event"}` };
}

/** The facts the e-mails, invoice and calendar invite need (read through `db`: a transaction sees its own changes). */
export async function documentFacts(ctx: CheckoutContext, booking: BookingRow, db: Database = ctx.db): Promise<BookingDocumentFacts> {
  const [details] = await bookingDetails(db, { ids: [booking.id] });
  if (!details) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  // One after another: `db` may be a transaction, a single connection that runs one query at a
  // time (pg 8 queues concurrent ones with a deprecation warning; pg 9 will refuse them).
  const user = await findUserById(db, booking.userId);
  const addOns = await bookingAddOnsOf(db, booking.id);
  const changes = await changesOfBooking(db, booking.id);
  // The invoice stays as issued: when the add-ons changed since, it lists those of the first change's "before" (decision 0028).
  const invoiced = changes.find((c) => c.kind === "add_ons" && c.status === "applied")?.before.addOns;
  const type = productType(details.room.productTypeId as ProductTypeId);
  return {
    code: booking.code,
    status: booking.status,
    bookerName: user?.name ?? "",
    bookerEmail: user?.email ?? "",
    room: { name: details.room.name, floor: details.room.floor, seoId: details.room.seoId, productTypeName: type.name, kind: type.kind },
    centre: {
      name: details.centre.name,
      address: details.centre.address,
      state: details.centre.state,
      pincode: details.centre.pincode,
      phone: details.centre.phone,
      gstin: details.centre.gstin,
      latitude: details.centre.latitude,
      longitude: details.centre.longitude,
    },
    city: details.city,
    date: booking.date,
    endDate: booking.endDate,
    startSlot: booking.startSlot,
    endSlot: booking.endSlot,
    calendarSequence: booking.calendarSequence,
    quantity: booking.quantity,
    passOptionName: booking.passOptionName,
    addOns: addOns.map((a) => ({ name: a.name, qty: a.qty, unitPricePaise: a.unitPricePaise })),
    ...(invoiced ? { invoicedAddOns: invoiced.map((a) => ({ name: a.name, qty: a.qty, unitPricePaise: a.unitPricePaise })) } : {}),
    notes: booking.notes,
    amounts: {
      roomAmountPaise: booking.roomAmountPaise,
      addOnsAmountPaise: booking.addOnsAmountPaise,
      discountPaise: booking.discountPaise,
      cgstPaise: booking.cgstPaise,
      sgstPaise: booking.sgstPaise,
      igstPaise: booking.igstPaise,
      totalPaise: booking.totalPaise,
    },
    gstRatePercent: ctx.gstRateBp / 100,
    voucherCode: details.voucherCode,
    billing: booking.billingDetails,
    invoiceNumber: booking.invoiceNumber,
    confirmedAt: booking.confirmedAt,
    changeInvoices: changes.flatMap((c) =>
      c.status === "applied" && c.paymentId && c.invoiceNumber && c.appliedAt
        ? [{ paymentId: c.paymentId, invoiceNumber: c.invoiceNumber, issuedAt: c.appliedAt }]
        : [],
    ),
    supplierName: ctx.supplierName,
    publicUrl: ctx.publicUrl,
    cancellationPolicy: describePolicy(await policyFor(db, details.room.productTypeId)),
  };
}

/**
 * Writes, through `db`, every message a booking's state calls for that the outbox does not
 * hold yet: a confirmed booking's confirmation (invoice and calendar invite attached) and its
 * guests' invitations; a booking marked for refund, its automatic refund and the refund notice. Called inside the
 * transaction of the change, and again on every redelivery; dedupe keys make it idempotent.
 */
export async function writeBookingEffects(ctx: CheckoutContext, db: Database, booking: BookingRow, now: Date): Promise<void> {
  const confirmed = booking.status === "confirmed";
  if (!confirmed && !booking.refundRequired) return;
  if (!confirmed) await startLatePaymentRefund(ctx, db, booking, now);
  const timed = booking.startSlot !== null && booking.endSlot !== null;
  const guests = confirmed && timed ? await bookingGuestsOf(db, booking.id) : [];
  const bookerKey = confirmed ? confirmationKey(booking.code) : refundNoticeKey(booking.code);
  const wanted = [bookerKey, ...guests.map((g) => guestInvitationKey(booking.code, g.email))];
  const present = new Set(await existingDedupeKeys(db, wanted));
  if (wanted.every((key) => present.has(key))) return;

  const facts = await documentFacts(ctx, booking, db);
  if (!present.has(bookerKey) && facts.bookerEmail) {
    await enqueueMessage(
      db,
      confirmed ? await confirmationMessage(facts, await bookingInvoice(db, facts)) : refundNoticeMessage(facts),
      now,
    );
  }
  for (const guest of guests) {
    if (!present.has(guestInvitationKey(booking.code, guest.email))) await sendGuestInvitation(ctx, db, booking, facts, guest.email, now);
  }
}

/**
 * Queues one guest's dietary-preference invitation with its guest add-on link (once per booking
 * and address), through `db`: the transaction that added the guest, or that confirmed the booking.
 */
export async function sendGuestInvitation(
  ctx: CheckoutContext,
  db: Database,
  booking: BookingRow,
  facts: BookingDocumentFacts,
  email: string,
  now: Date,
): Promise<void> {
  if (booking.startSlot === null || booking.endSlot === null) return;
  const link = await createGuestLink(
    db,
    ctx.secret,
    { id: booking.id, date: booking.date, startSlot: booking.startSlot, endSlot: booking.endSlot, roomSeoId: facts.room.seoId },
    email,
  );
  await enqueueMessage(db, guestInvitationMessage(facts, email, `${ctx.publicUrl}${link.path}`), now);
}
