// Changes after booking (issue 16, decision 0028): a day pass transferred to another date, a
// timed room moved to another slot range of the same room (any length) and its F&B add-ons
// changed. `decideChange` (packages/domain) says whether the policy allows it now; the booking
// rules check the new date, time or items like a new booking; the money side is settled here:
// the same price moves at once; a cheaper change moves at once and refunds the difference (a
// GST credit note); a dearer one waits for a payment of its own (the booking holds the new slots
// beside the old ones meanwhile) and is applied only when that payment is captured.
import type {
  BookingChangeResult,
  ChangeAddOnsBody,
  ChangePaymentBody,
  ChangeQuote,
  ChangeSettlement,
  RescheduleBookingBody,
  TransferBookingBody,
} from "@workbay/contracts/booking-change";
import type { PaymentOrder } from "@workbay/contracts/checkout";
import { AppError } from "@workbay/domain/app-error";
import {
  changeKindOf,
  decideChange,
  rescheduleTargetProblem,
  transferTargetProblem,
  type ChangeKind,
} from "@workbay/domain/booking-change";
import { priceBreakdown } from "@workbay/domain/booking-price";
import type { CancellationPolicy } from "@workbay/domain/cancellation-policy";
import { allocateRefund, changeDifference, differenceRefund, remainingOf, type SupplyAmounts } from "@workbay/domain/change-difference";
import { creditNoteNumber, invoiceNumber } from "@workbay/domain/invoice";
import { formatLongDate, istNow } from "@workbay/domain/ist-date";
import { formatRupees, paiseToRupees } from "@workbay/domain/money";
import { productType, type ProductTypeId } from "@workbay/domain/product-types";
import { voucherDiscountPaise } from "@workbay/domain/vouchers";
import type { Database } from "@workbay/db/client";
import {
  applyChangeNow,
  applyPaidChange,
  ChangePendingError,
  changesOfBooking,
  createPendingChange,
  findChangeByOrderId,
  lapseChanges,
  requestChangePaymentRefund,
  setChangePaymentOrder,
  type BookingChangeRow,
} from "@workbay/db/repositories/booking-changes-repository";
import {
  bookingAddOnsOf,
  bookingDetails,
  findBookingByCode,
  findBookingById,
  findVoucherByCode,
  inventoryOf,
  InventoryTakenError,
  moveConfirmedBooking,
  type BookingPlace,
  type BookingRow,
} from "@workbay/db/repositories/bookings-repository";
import type { BookingChangeSide } from "@workbay/db/schema";
import { enqueueMessage } from "@workbay/db/repositories/outbox-repository";
import type { RefundRow } from "@workbay/db/repositories/refunds-repository";
import { findUserById, type UserRecord } from "@workbay/db/repositories/users-repository";
import { bookedTimeText, bookingCalendar, creditNotePdf, invoiceCredited, invoicePdf } from "./booking-documents";
import { priceBookingRequest } from "./booking-validation";
import { noteOf } from "./cancellation-messages";
import { writeGuestMoveNotices } from "./guest-notices";
import { currentAmounts, enqueueRefundStart, paymentBalances, policyFor, REFUND_EXPECTED } from "./cancellations";
import { CHECKOUT_MESSAGES, documentFacts, ownBooking, type CheckoutContext } from "./checkout";
import { changeInvoice, creditNote, issueChangeInvoice, issueCreditNote } from "./issued-documents";

export const CHANGE_MESSAGES = {
  transferred: "Booking transferred to the new date.",
  rescheduled: "Booking moved to the new time.",
  changedMeanwhile: "This booking was changed or cancelled meanwhile. Please reload the page and try again.",
  addOnsChanged: "Add-ons changed.",
  changePaid: "Payment received: the change is made.",
  payDifference: (paise: number) => `The change costs ${formatRupees(paise)} more. Please pay the difference to confirm it.`,
  changePending: "Another change of this booking is waiting for its payment. Please pay it or wait until its 10-minute hold lapses.",
  noAddOns: "Add-ons can be changed only for a room booked by the hour.",
  sameAddOns: "These are the add-ons the booking already has. Please change an item or a quantity.",
  changeLapsed: "The hold on this change lapsed before the payment arrived, so the booking is unchanged and the payment will be refunded.",
} as const;

/** What the booking page shows about moving a booking (null for kinds that cannot move). */
export function changeQuote(
  booking: BookingRow,
  kind: "timed" | "pass" | "subscription",
  now: Date,
  policy: CancellationPolicy,
): ChangeQuote | null {
  const wanted = changeKindOf(kind);
  if (!wanted) return null;
  const decision = decideChange({ status: booking.status, kind, date: booking.date, startSlot: booking.startSlot }, wanted, now, policy);
  return {
    kind: wanted,
    allowed: decision.allowed,
    reason: decision.reason,
    deadline: decision.allowed ? decision.deadline.toISOString() : null,
  };
}

async function changeable(ctx: CheckoutContext, user: UserRecord, code: string, wanted: ChangeKind | "add_ons", now: Date) {
  const booking = await ownBooking(ctx.db, user, code);
  // A change whose payment hold ran out gives its new slots back before anything is decided.
  await lapseChanges(ctx.db, now, { bookingId: booking.id });
  const [details] = await bookingDetails(ctx.db, { ids: [booking.id] });
  if (!details) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  const kind = productType(details.room.productTypeId as ProductTypeId).kind;
  const policy = await policyFor(ctx.db, details.room.productTypeId);
  const decision = decideChange({ status: booking.status, kind, date: booking.date, startSlot: booking.startSlot }, wanted, now, policy);
  if (!decision.allowed) throw new AppError("conflict", decision.reason, { field: "status", refusal: decision.refusal });
  const pending = (await changesOfBooking(ctx.db, booking.id)).find((c) => c.status === "pending_payment");
  if (pending) throw new AppError("conflict", CHANGE_MESSAGES.changePending, { field: "status", refusal: "change_pending" });
  const fresh = (await findBookingByCode(ctx.db, code)) ?? booking;
  return { booking: fresh, kind, passCapacity: details.room.passCapacity, voucherCode: details.voucherCode };
}

function resultOf(row: BookingRow, before: BookingPlace, change?: ChangeSettlement): BookingChangeResult {
  return {
    bookingId: row.code,
    status: row.status,
    date: row.date,
    start_time: row.startSlot,
    end_time: row.endSlot,
    previous_date: before.date,
    previous_start_time: before.startSlot,
    previous_end_time: before.endSlot,
    ...(change ? { change } : {}),
  };
}

const changedKey = (row: BookingRow) => `booking-changed:${row.code}:${row.date}:${row.startSlot ?? "day"}:${row.updatedAt.getTime()}`;

type MoneyNote = { kind: "none" } | { kind: "refund"; refund: RefundRow } | { kind: "charged"; change: BookingChangeRow };

/**
 * The booker's e-mail about a change, written in the changing transaction: what changed, the
 * money, the documents; and, for a move, each guest's notice under the same change's key.
 */
async function writeChangeMessage(
  ctx: CheckoutContext,
  tx: Database,
  row: BookingRow,
  before: BookingPlace & { addOns?: BookingChangeSide["addOns"] },
  now: Date,
  money: MoneyNote = { kind: "none" },
  dedupeKey: string = changedKey(row),
): Promise<void> {
  const facts = await documentFacts(ctx, row, tx);
  const moved = before.date !== row.date || before.startSlot !== row.startSlot || before.endSlot !== row.endSlot;
  // The guests hear of a move too, whether or not the booker has an address (decision 0050).
  if (moved) await writeGuestMoveNotices(ctx, tx, row, facts, before, dedupeKey, now);
  if (!facts.bookerEmail) return;
  const was = bookedTimeText({ ...facts, startSlot: before.startSlot, endSlot: before.endSlot });
  const verb = facts.room.kind === "pass" ? "transferred" : moved ? "moved" : "changed";
  const moneyLines =
    money.kind === "refund"
      ? [
          `The change costs ${formatRupees(money.refund.amountPaise)} less: that is refunded to the original payment method ${REFUND_EXPECTED}.`,
          `GST credit note ${money.refund.creditNoteNumber ?? "-"} (against invoice ${invoiceCredited(facts, { paymentId: money.refund.paymentId }).number ?? "-"}) is attached.`,
        ]
      : money.kind === "charged"
        ? [
            `The difference of ${formatRupees(money.change.differenceTotalPaise)} is paid; its tax invoice ${money.change.invoiceNumber ?? "-"} is attached.`,
          ]
        : ["Nothing more is charged and nothing is refunded: the price is the same."];
  const attachments: { filename: string; contentType: string; contentBase64: string }[] = [];
  // The same UID with the next SEQUENCE, so calendars update the event rather than add one.
  if (moved)
    attachments.push({
      filename: `${facts.code}.ics`,
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
      contentBase64: Buffer.from(bookingCalendar(facts, "REQUEST")).toString("base64"),
    });
  if (money.kind === "refund") {
    const note = noteOf(money.refund);
    if (note)
      attachments.push({
        filename: `credit-note-${facts.code}-${note.creditNoteNumber.replace(/\W+/g, "-")}.pdf`,
        contentType: "application/pdf",
        contentBase64: (await creditNotePdf(await creditNote(tx, facts, note))).toString("base64"),
      });
  }
  if (money.kind === "charged")
    attachments.push({
      filename: `invoice-${facts.code}-change-${money.change.id}.pdf`,
      contentType: "application/pdf",
      contentBase64: (await invoicePdf(await changeInvoice(tx, facts, money.change))).toString("base64"),
    });
  const addOnText = (list: { name: string; qty: number }[]) =>
    list.length === 0 ? "none" : list.map((a) => `${a.name} x ${a.qty}`).join(", ");
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.bookerEmail,
      subject: `Booking ${verb}: ${facts.room.name} on ${formatLongDate(facts.date)} (${facts.code})`,
      text: [
        `Hello ${facts.bookerName || "there"},`,
        "",
        `Your booking ${facts.code} is ${verb}. ${moneyLines[0]}`,
        ...moneyLines.slice(1),
        "",
        `Now: ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}`,
        ...(moved ? [`Was: ${formatLongDate(before.date)}, ${was}`] : []),
        ...(before.addOns ? [`Add-ons now: ${addOnText(facts.addOns)}`, `Add-ons were: ${addOnText(before.addOns)}`] : []),
        `${facts.room.productTypeName}: ${facts.room.name}, ${facts.centre.name}`,
        "",
        `View it: ${facts.publicUrl}/view-booking/${facts.code}`,
        `Cancellation and changes: ${facts.cancellationPolicy}`,
        ...(moved ? ["", "The updated calendar invite is attached: opening it moves the event in your calendar."] : []),
      ].join("\n"),
      ...(attachments.length > 0 ? { attachments } : {}),
      dedupeKey,
    },
    now,
  );
}

function inventoryConflict(error: unknown): never {
  if (error instanceof InventoryTakenError)
    throw new AppError("conflict", error.kind === "passes" ? CHECKOUT_MESSAGES.passesGone : CHECKOUT_MESSAGES.slotTaken, {
      field: error.kind === "passes" ? "date" : "start_time",
    });
  if (error instanceof ChangePendingError) throw new AppError("conflict", CHANGE_MESSAGES.changePending, { field: "status" });
  throw error;
}

async function changedMeanwhile(ctx: CheckoutContext, code: string): Promise<never> {
  const after = await findBookingByCode(ctx.db, code);
  throw new AppError(
    "conflict",
    after?.status === "cancelled" ? "This booking is cancelled, so it cannot be changed." : CHANGE_MESSAGES.changedMeanwhile,
    { field: "status" },
  );
}

async function move(
  ctx: CheckoutContext,
  booking: BookingRow,
  to: BookingPlace,
  kind: "timed" | "pass" | "subscription",
  passCapacity: number | null,
  now: Date,
): Promise<BookingRow> {
  const from: BookingPlace = { date: booking.date, startSlot: booking.startSlot, endSlot: booking.endSlot };
  const inventory = inventoryOf({ ...booking, ...to }, kind, passCapacity);
  let row: BookingRow | undefined;
  try {
    row = await moveConfirmedBooking(ctx.db, { bookingId: booking.id, from, to, inventory, now }, (tx, moved) =>
      writeChangeMessage(ctx, tx, moved, from, now),
    );
  } catch (error) {
    inventoryConflict(error);
  }
  if (!row) return changedMeanwhile(ctx, booking.code);
  return row;
}

/**
 * POST /passy/v1/booking/{id}/transfer: moves one's confirmed day pass to another date where the
 * policy allows (24 hours' notice by default). The new date must be bookable like a new
 * booking (window, weekdays, same-day cut-off, passes left); its passes are taken and the old
 * date's given back in one transaction. Same price (a pass's price does not depend on the date).
 */
export async function transferBooking(
  ctx: CheckoutContext,
  user: UserRecord,
  code: string,
  body: TransferBookingBody,
  now: Date,
): Promise<BookingChangeResult> {
  const { booking, kind, passCapacity } = await changeable(ctx, user, code, "transfer", now);
  const same = transferTargetProblem(booking, body.date);
  if (same) throw new AppError("bad_request", same, { field: "date" });
  // The new date's own rules, as for a new booking of these passes.
  try {
    await priceBookingRequest(ctx.db, { room_id: booking.roomId, date: body.date, quantity: booking.quantity, add_on: [] }, now, {
      gstRateBp: ctx.gstRateBp,
    });
  } catch (error) {
    // The passes' check speaks of a quantity; here the date is what the customer chose.
    if (error instanceof AppError && error.details?.field === "quantity")
      throw new AppError("conflict", CHECKOUT_MESSAGES.passesGone, { field: "date" });
    if (error instanceof AppError && error.details?.field !== undefined) throw new AppError(error.code, error.message, { field: "date" });
    throw error;
  }
  const row = await move(ctx, booking, { date: body.date, startSlot: null, endSlot: null }, kind, passCapacity, now);
  return resultOf(row, booking);
}

type AddOnRow = Awaited<ReturnType<typeof bookingAddOnsOf>>[number];

function sideOf(place: BookingPlace, addOns: readonly (AddOnRow | BookingChangeSide["addOns"][number])[]): BookingChangeSide {
  return {
    date: place.date,
    startSlot: place.startSlot,
    endSlot: place.endSlot,
    addOns: addOns.map((a) => ({
      foodOptionId: a.foodOptionId,
      subOptionId: a.subOptionId,
      name: a.name,
      category: a.category,
      type: a.type,
      qty: a.qty,
      serves: a.serves,
      unitPricePaise: a.unitPricePaise,
    })),
  };
}

/**
 * What the booking would be worth at `to` with `addOns`, priced by the booking rules (which also
 * refuse a date, time or item a new booking could not have), with the booking's voucher applied
 * again to the new room amount and GST split as on the invoice (same place of supply).
 */
async function repriced(
  ctx: CheckoutContext,
  booking: BookingRow,
  voucherCode: string | null,
  to: { date: string; startSlot: number; endSlot: number },
  addOn: { id: number; qty: number; sub_option_id?: number }[],
  now: Date,
) {
  const priced = await priceBookingRequest(
    ctx.db,
    { room_id: booking.roomId, date: to.date, start_time: to.startSlot, end_time: to.endSlot, add_on: addOn },
    now,
    { gstRateBp: ctx.gstRateBp, moving: booking },
  );
  const voucher = booking.voucherId !== null && voucherCode ? await findVoucherByCode(ctx.db, voucherCode) : undefined;
  const room = priced.booking.price.roomAmountPaise;
  const amounts: SupplyAmounts = priceBreakdown({
    roomAmountPaise: room,
    addOnsAmountPaise: priced.booking.price.addOnsAmountPaise,
    discountPaise: voucher ? voucherDiscountPaise(voucher, room, priced.booking.price.addOnsAmountPaise) : 0,
    intraState: booking.igstPaise === 0,
    rateBp: ctx.gstRateBp,
  });
  const addOns: BookingChangeSide["addOns"] = priced.booking.addOns.map((a) => ({
    foodOptionId: a.id,
    subOptionId: a.subOptionId,
    name: a.name,
    category: a.category,
    type: a.type,
    qty: a.qty,
    serves: a.serves,
    unitPricePaise: a.unitPricePaise,
  }));
  return { amounts, addOns };
}

function changeIdempotencyKey(code: string, changeId: number): string {
  return `wb-refund-${code}-change-${changeId}`;
}

function changePaymentOrder(ctx: CheckoutContext, booking: BookingRow, change: BookingChangeRow, user: UserRecord): PaymentOrder {
  if (!change.paymentOrderId || !change.holdExpiresAt) throw new Error("change has no payment order");
  const returnTo = `/view-booking/${booking.code}`;
  return {
    b_id: booking.code,
    status: "pending_payment",
    order_id: change.paymentOrderId,
    amount: change.differenceTotalPaise,
    currency: "INR",
    gateway: ctx.gateway.name,
    key_id: ctx.gateway.keyId,
    hold_expires_at: change.holdExpiresAt.toISOString(),
    checkout_url:
      ctx.gateway.name === "test"
        ? `/dev/test-gateway?${new URLSearchParams({ order_id: change.paymentOrderId, b_id: booking.code, return_to: returnTo }).toString()}`
        : null,
    prefill: { name: user.name, email: user.email ?? "", contact: user.phone ? `${user.countryCode ?? "+91"}${user.phone}` : "" },
    description: `Change of booking ${booking.code}`,
  };
}

function settlementOf(change: BookingChangeRow, refund: RefundRow | undefined, payment: PaymentOrder | null): ChangeSettlement {
  return {
    status: change.status,
    difference: paiseToRupees(change.differenceTotalPaise),
    refund: refund
      ? {
          amount: paiseToRupees(refund.amountPaise),
          status: refund.status,
          credit_note_number: refund.creditNoteNumber,
          refund_expected: REFUND_EXPECTED,
        }
      : null,
    invoice_number: change.invoiceNumber,
    payment,
  };
}

/**
 * Settles a change's money: the same price or less is applied at once (the difference refunded
 * from the payment with the most left, never beyond it, with a credit note); more waits for a
 * payment order of its own, the new slots held meanwhile.
 */
async function settle(
  ctx: CheckoutContext,
  user: UserRecord,
  booking: BookingRow,
  input: {
    kind: BookingChangeRow["kind"];
    before: BookingChangeSide;
    after: BookingChangeSide;
    amountsBefore: SupplyAmounts;
    amountsAfter: SupplyAmounts;
  },
  now: Date,
): Promise<BookingChangeResult> {
  const difference = changeDifference(input.amountsBefore, input.amountsAfter);
  const place: BookingPlace = { date: booking.date, startSlot: booking.startSlot, endSlot: booking.endSlot };
  if (difference.totalPaise > 0) {
    let change: BookingChangeRow | undefined;
    try {
      change = await createPendingChange(ctx.db, {
        booking,
        kind: input.kind,
        before: input.before,
        after: input.after,
        difference,
        holdExpiresAt: new Date(now.getTime() + ctx.holdMinutes * 60_000),
        gateway: ctx.gateway.name,
        now,
      });
    } catch (error) {
      inventoryConflict(error);
    }
    if (!change) return changedMeanwhile(ctx, booking.code);
    let orderId: string;
    try {
      ({ orderId } = await ctx.gateway.createOrder({
        amountPaise: difference.totalPaise,
        receipt: `${booking.code}-c${change.id}`,
        notes: { b_id: booking.code, change_id: String(change.id) },
      }));
    } catch {
      // No order, no payment: the change lapses at once and its new slots are free again.
      await lapseChanges(ctx.db, new Date(8.64e15), { bookingId: booking.id });
      throw new AppError("conflict", CHECKOUT_MESSAGES.gatewayDown);
    }
    await setChangePaymentOrder(ctx.db, change.id, { gateway: ctx.gateway.name, orderId });
    const stored = { ...change, paymentOrderId: orderId };
    const row = (await findBookingByCode(ctx.db, booking.code)) ?? booking;
    return resultOf(row, place, settlementOf(stored, undefined, changePaymentOrder(ctx, row, stored, user)));
  }
  const wanted = differenceRefund(difference);
  let refundInput: (typeof wanted & { paymentId: string; gateway: string }) | null = null;
  if (wanted.totalPaise > 0) {
    // One refund per change, from the payment with the most left; never more than it has left.
    const best = (await paymentBalances(ctx.db, booking)).sort((a, b) => remainingOf(b) - remainingOf(a))[0];
    const part = best ? allocateRefund(wanted, [best])[0] : undefined;
    if (part) refundInput = { ...part.refund, paymentId: part.paymentId, gateway: booking.paymentGateway ?? ctx.gateway.name };
  }
  const issuedOn = istNow(now).date;
  let done: Awaited<ReturnType<typeof applyChangeNow>>;
  try {
    done = await applyChangeNow(
      ctx.db,
      {
        booking,
        kind: input.kind,
        before: input.before,
        after: input.after,
        difference,
        refund: refundInput
          ? {
              percent: 0,
              taxablePaise: refundInput.taxablePaise,
              cgstPaise: refundInput.cgstPaise,
              sgstPaise: refundInput.sgstPaise,
              igstPaise: refundInput.igstPaise,
              amountPaise: refundInput.totalPaise,
              paymentId: refundInput.paymentId,
              gateway: refundInput.gateway,
            }
          : null,
        idempotencyKey: (changeId) => changeIdempotencyKey(booking.code, changeId),
        creditNoteNumber: (sequence) => creditNoteNumber(sequence, issuedOn),
        creditNoteContent: issueCreditNote(ctx),
        now,
      },
      async (tx, row, change, refund) => {
        if (refund) await enqueueRefundStart(tx, row, refund, now);
        await writeChangeMessage(
          ctx,
          tx,
          row,
          { ...place, ...(input.kind === "add_ons" ? { addOns: input.before.addOns } : {}) },
          now,
          refund ? { kind: "refund", refund } : { kind: "none" },
          `booking-changed:${row.code}:change-${change.id}`,
        );
      },
    );
  } catch (error) {
    inventoryConflict(error);
  }
  if (!done) return changedMeanwhile(ctx, booking.code);
  return resultOf(done.booking, place, settlementOf(done.change, done.refund, null));
}

/**
 * POST /passy/v1/booking/{id}/reschedule: moves one's confirmed timed booking to another free
 * slot range of the same room (any length) where the policy allows, up to its notice. The new
 * slots are checked like a new booking (opening hours, minimum length, cut-off, F&B add-ons'
 * notice). The same price or less: moved at once (new slots taken, then the old ones given back,
 * in one transaction) and the difference refunded; more: a payment order for the difference.
 */
export async function rescheduleBooking(
  ctx: CheckoutContext,
  user: UserRecord,
  code: string,
  body: RescheduleBookingBody,
  now: Date,
): Promise<BookingChangeResult> {
  const { booking, kind, passCapacity, voucherCode } = await changeable(ctx, user, code, "reschedule", now);
  const to = { date: body.date, startSlot: body.start_time, endSlot: body.end_time };
  const problem = rescheduleTargetProblem(booking, to);
  if (problem) throw new AppError("bad_request", problem, { field: "start_time" });
  const addOns = await bookingAddOnsOf(ctx.db, booking.id);
  const addOn = addOns.map((a) => ({ id: a.foodOptionId, qty: a.qty, ...(a.subOptionId ? { sub_option_id: a.subOptionId } : {}) }));
  const [amountsBefore, next] = await Promise.all([currentAmounts(ctx.db, booking), repriced(ctx, booking, voucherCode, to, addOn, now)]);
  // The add-ons stay as booked: only the room part of the price follows the new time.
  const amountsAfter = priceBreakdown({
    roomAmountPaise: next.amounts.roomAmountPaise,
    addOnsAmountPaise: amountsBefore.addOnsAmountPaise,
    discountPaise: next.amounts.discountPaise,
    intraState: booking.igstPaise === 0,
    rateBp: ctx.gstRateBp,
  });
  if (amountsAfter.totalPaise === amountsBefore.totalPaise) {
    const row = await move(ctx, booking, to, kind, passCapacity, now);
    return resultOf(row, booking);
  }
  const before = sideOf(booking, addOns);
  return settle(ctx, user, booking, { kind: "reschedule", before, after: { ...before, ...to }, amountsBefore, amountsAfter }, now);
}

/**
 * POST /passy/v1/booking/{id}/add-ons: replaces the F&B add-ons of one's confirmed timed booking
 * where the policy allows changes, up to its cut-off. The items are checked like a new
 * booking's (menu, notice); fewer or cheaper: applied at once, the difference refunded with a
 * credit note; more: a payment order for the difference, applied when paid.
 */
export async function changeAddOns(
  ctx: CheckoutContext,
  user: UserRecord,
  code: string,
  body: ChangeAddOnsBody,
  now: Date,
): Promise<BookingChangeResult> {
  const { booking, voucherCode } = await changeable(ctx, user, code, "add_ons", now);
  if (booking.startSlot === null || booking.endSlot === null) throw new AppError("conflict", CHANGE_MESSAGES.noAddOns, { field: "status" });
  const current = await bookingAddOnsOf(ctx.db, booking.id);
  const key = (lines: { id: number; qty: number; sub?: number | null }[]) =>
    lines
      .filter((l) => l.qty > 0)
      .map((l) => `${l.id}:${l.sub ?? ""}:${l.qty}`)
      .sort()
      .join(",");
  if (
    key(body.add_on.map((a) => ({ id: a.id, qty: a.qty, sub: a.sub_option_id }))) ===
    key(current.map((a) => ({ id: a.foodOptionId, qty: a.qty, sub: a.subOptionId })))
  )
    throw new AppError("bad_request", CHANGE_MESSAGES.sameAddOns, { field: "add_on" });
  const to = { date: booking.date, startSlot: booking.startSlot, endSlot: booking.endSlot };
  const [amountsBefore, next] = await Promise.all([
    currentAmounts(ctx.db, booking),
    repriced(
      ctx,
      booking,
      voucherCode,
      to,
      body.add_on.filter((a) => a.qty > 0),
      now,
    ),
  ]);
  // The room part stays as paid: only the add-ons' part of the price changes.
  const amountsAfter = priceBreakdown({
    roomAmountPaise: amountsBefore.roomAmountPaise,
    addOnsAmountPaise: next.amounts.addOnsAmountPaise,
    discountPaise: amountsBefore.discountPaise,
    intraState: booking.igstPaise === 0,
    rateBp: ctx.gstRateBp,
  });
  const before = sideOf(booking, current);
  return settle(
    ctx,
    user,
    booking,
    { kind: "add_ons", before, after: { ...before, addOns: next.addOns }, amountsBefore, amountsAfter },
    now,
  );
}

/**
 * A change's payment was captured (the page's callback or the provider's webhook, any number of
 * times, in any order): applied once while its hold lasts, its e-mail with the difference's tax
 * invoice in that transaction; too late, the payment is refunded once.
 */
export async function confirmChangePayment(ctx: CheckoutContext, change: BookingChangeRow, paymentId: string, now: Date) {
  const booking = await findBookingById(ctx.db, change.bookingId);
  if (!booking) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  const place: BookingPlace = { date: change.before.date, startSlot: change.before.startSlot, endSlot: change.before.endSlot };
  return applyPaidChange(
    ctx.db,
    {
      changeId: change.id,
      paymentId,
      now,
      invoiceNumber: (sequence) => invoiceNumber(sequence, istNow(now).date),
      invoiceContent: issueChangeInvoice(ctx),
    },
    {
      applied: (tx, row, applied) =>
        writeChangeMessage(
          ctx,
          tx,
          row,
          { ...place, ...(applied.kind === "add_ons" ? { addOns: applied.before.addOns } : {}) },
          now,
          { kind: "charged", change: applied },
          `booking-changed:${row.code}:change-${applied.id}`,
        ),
      refund: async (tx, marked) => {
        const refund = await requestChangePaymentRefund(tx, marked, { idempotencyKey: changeIdempotencyKey(booking.code, marked.id), now });
        if (refund && refund.status !== "processed") await enqueueRefundStart(tx, booking, refund, now);
        const user = await findUserById(tx, booking.userId);
        if (user?.email)
          await enqueueMessage(
            tx,
            {
              channel: "email",
              to: user.email,
              subject: `Payment refunded: the change of booking ${booking.code} was not made`,
              text: [
                `Hello ${user.name || "there"},`,
                "",
                `Your payment of ${formatRupees(marked.differenceTotalPaise)} for changing booking ${booking.code} arrived after the change's 10-minute hold had lapsed (or the booking was cancelled), so the booking is unchanged.`,
                `The payment is refunded in full to the original payment method ${REFUND_EXPECTED}.`,
              ].join("\n"),
              dedupeKey: `change-refund:${booking.code}:${marked.id}`,
            },
            now,
          );
      },
    },
  );
}

/** Called by the webhook for an order that is not a booking's: a change's payment, if it is one. */
export async function applyChangePaymentEvent(ctx: CheckoutContext, orderId: string, paymentId: string, now: Date) {
  const change = await findChangeByOrderId(ctx.db, orderId);
  if (!change) return { applied: false, reason: "unknown order" };
  await confirmChangePayment(ctx, change, paymentId, now);
  return { applied: true, reason: "change payment" };
}

/** POST /passy/v1/booking/{id}/change-payment: the page's callback after paying a change, checked by the payment signature. */
export async function changePaymentSucceeded(
  ctx: CheckoutContext,
  user: UserRecord,
  code: string,
  body: ChangePaymentBody,
  now: Date,
): Promise<BookingChangeResult> {
  const booking = await ownBooking(ctx.db, user, code);
  const change = await findChangeByOrderId(ctx.db, body.razorpay_order_id);
  if (!change || change.bookingId !== booking.id)
    throw new AppError("bad_request", CHECKOUT_MESSAGES.orderMismatch, { field: "razorpay_order_id" });
  if (!ctx.gateway.isPaymentSignatureValid(body.razorpay_order_id, body.paymentId, body.razorpay_signature))
    throw new AppError("bad_request", CHECKOUT_MESSAGES.badSignature, { field: "razorpay_signature" });
  await confirmChangePayment(ctx, change, body.paymentId, now);
  const after = (await findBookingById(ctx.db, booking.id)) ?? booking;
  const settled = (await changesOfBooking(ctx.db, booking.id)).find((c) => c.id === change.id) ?? change;
  return resultOf(
    after,
    { date: settled.before.date, startSlot: settled.before.startSlot, endSlot: settled.before.endSlot },
    settlementOf(settled, undefined, null),
  );
}
