// Changes after booking (issue 16, decision 0028): a day pass transferred to another date and a
// timed room moved to another slot range of the same room and length. `decideChange` (packages/
// domain) says whether the policy allows it now; the booking rules check the new date or time
// like a new booking; `moveConfirmedBooking` takes the new slots or passes and gives back the
// old ones in one transaction, with the e-mail. Only same-price changes exist: nothing is
// charged or refunded (decision 0028 says why).
import type { BookingChangeResult, ChangeQuote, RescheduleBookingBody, TransferBookingBody } from "@workbay/contracts/booking-change";
import { AppError } from "@workbay/domain/app-error";
import {
  changeKindOf,
  decideChange,
  rescheduleTargetProblem,
  transferTargetProblem,
  type ChangeKind,
} from "@workbay/domain/booking-change";
import type { CancellationPolicy } from "@workbay/domain/cancellation-policy";
import { formatLongDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { productType, type ProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import {
  bookingAddOnsOf,
  bookingDetails,
  findBookingByCode,
  inventoryOf,
  InventoryTakenError,
  moveConfirmedBooking,
  type BookingPlace,
  type BookingRow,
} from "@workbay/db/repositories/bookings-repository";
import { enqueueMessage } from "@workbay/db/repositories/outbox-repository";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { bookedTimeText, bookingCalendar } from "./booking-documents";
import { priceBookingRequest } from "./booking-validation";
import { policyFor } from "./cancellations";
import { CHECKOUT_MESSAGES, documentFacts, ownBooking, type CheckoutContext } from "./checkout";

export const CHANGE_MESSAGES = {
  transferred: "Booking transferred to the new date.",
  rescheduled: "Booking moved to the new time.",
  changedMeanwhile: "This booking was changed or cancelled meanwhile. Please reload the page and try again.",
  priceDiffers: (now: number, then: number) =>
    `The new time costs ${formatRupees(now)} instead of ${formatRupees(then)}. For now a booking can be moved only to a time of the same price.`,
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

async function changeable(ctx: CheckoutContext, user: UserRecord, code: string, wanted: ChangeKind, now: Date) {
  const booking = await ownBooking(ctx.db, user, code);
  const [details] = await bookingDetails(ctx.db, { ids: [booking.id] });
  if (!details) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  const kind = productType(details.room.productTypeId as ProductTypeId).kind;
  const policy = await policyFor(ctx.db, details.room.productTypeId);
  const decision = decideChange({ status: booking.status, kind, date: booking.date, startSlot: booking.startSlot }, wanted, now, policy);
  if (!decision.allowed) throw new AppError("conflict", decision.reason, { field: "status", refusal: decision.refusal });
  return { booking, kind, passCapacity: details.room.passCapacity };
}

function resultOf(row: BookingRow, before: BookingRow): BookingChangeResult {
  return {
    bookingId: row.code,
    status: row.status,
    date: row.date,
    start_time: row.startSlot,
    end_time: row.endSlot,
    previous_date: before.date,
    previous_start_time: before.startSlot,
  };
}

const changedKey = (row: BookingRow) => `booking-changed:${row.code}:${row.date}:${row.startSlot ?? "day"}:${row.updatedAt.getTime()}`;

/** The booker's e-mail about the move, written in the moving transaction. */
async function writeChangeMessage(ctx: CheckoutContext, tx: Database, row: BookingRow, before: BookingRow, now: Date): Promise<void> {
  const facts = await documentFacts(ctx, row, tx);
  if (!facts.bookerEmail) return;
  const was = bookedTimeText({ ...facts, startSlot: before.startSlot, endSlot: before.endSlot });
  const verb = facts.room.kind === "pass" ? "transferred" : "moved";
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.bookerEmail,
      subject: `Booking ${verb}: ${facts.room.name} on ${formatLongDate(facts.date)} (${facts.code})`,
      text: [
        `Hello ${facts.bookerName || "there"},`,
        "",
        `Your booking ${facts.code} is ${verb}. Nothing more is charged and nothing is refunded: the price is the same.`,
        "",
        `Now: ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}`,
        `Was: ${formatLongDate(before.date)}, ${was}`,
        `${facts.room.productTypeName}: ${facts.room.name}, ${facts.centre.name}`,
        "",
        `View it: ${facts.publicUrl}/view-booking/${facts.code}`,
        `Cancellation and changes: ${facts.cancellationPolicy}`,
        "",
        "The updated calendar invite is attached: opening it moves the event in your calendar.",
      ].join("\n"),
      // The same UID with the next SEQUENCE, so calendars update the event rather than add one.
      attachments: [
        {
          filename: `${facts.code}.ics`,
          contentType: "text/calendar; charset=utf-8; method=REQUEST",
          contentBase64: Buffer.from(bookingCalendar(facts, "REQUEST")).toString("base64"),
        },
      ],
      dedupeKey: changedKey(row),
    },
    now,
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
      writeChangeMessage(ctx, tx, moved, booking, now),
    );
  } catch (error) {
    if (error instanceof InventoryTakenError)
      throw new AppError("conflict", error.kind === "passes" ? CHECKOUT_MESSAGES.passesGone : CHECKOUT_MESSAGES.slotTaken, {
        field: error.kind === "passes" ? "date" : "start_time",
      });
    throw error;
  }
  if (!row) {
    const after = await findBookingByCode(ctx.db, booking.code);
    throw new AppError(
      "conflict",
      after?.status === "cancelled" ? "This booking is cancelled, so it cannot be changed." : CHANGE_MESSAGES.changedMeanwhile,
      {
        field: "status",
      },
    );
  }
  return row;
}

/**
 * POST /passy/v1/booking/{id}/transfer: moves one's confirmed day pass to another date where the
 * policy allows (24 hours' notice by default). The new date must be bookable like a new
 * booking (window, weekdays, same-day cut-off, passes left); its passes are taken and the old
 * date's given back in one transaction. Same price: nothing is charged.
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

/**
 * POST /passy/v1/booking/{id}/reschedule: moves one's confirmed timed booking to another free
 * slot range of the same room and length where the policy allows, up to its notice. The new
 * slots are checked like a new booking (opening hours, cut-off, F&B add-ons' notice), taken,
 * and only then the old ones given back, in one transaction. A time of another price is refused.
 */
export async function rescheduleBooking(
  ctx: CheckoutContext,
  user: UserRecord,
  code: string,
  body: RescheduleBookingBody,
  now: Date,
): Promise<BookingChangeResult> {
  const { booking, kind, passCapacity } = await changeable(ctx, user, code, "reschedule", now);
  const to = { date: body.date, startSlot: body.start_time, endSlot: body.end_time };
  const problem = rescheduleTargetProblem(booking, to);
  if (problem) throw new AppError("bad_request", problem, { field: "start_time" });
  const addOns = await bookingAddOnsOf(ctx.db, booking.id);
  const priced = await priceBookingRequest(
    ctx.db,
    {
      room_id: booking.roomId,
      date: body.date,
      start_time: body.start_time,
      end_time: body.end_time,
      add_on: addOns.map((a) => ({ id: a.foodOptionId, qty: a.qty, ...(a.subOptionId ? { sub_option_id: a.subOptionId } : {}) })),
    },
    now,
    { gstRateBp: ctx.gstRateBp, moving: booking },
  );
  if (priced.booking.price.roomAmountPaise !== booking.roomAmountPaise)
    throw new AppError("conflict", CHANGE_MESSAGES.priceDiffers(priced.booking.price.roomAmountPaise, booking.roomAmountPaise), {
      field: "start_time",
    });
  const row = await move(ctx, booking, to, kind, passCapacity, now);
  return resultOf(row, booking);
}
