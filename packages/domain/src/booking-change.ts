// Changes after booking (issue 16, decision 0028): a day pass transferred to another date, a
// room booked by the hour moved to another slot range of the same room (any length). One rule
// decides whether the customer may change a booking now under its product type's policy
// (`transferNoticeMinutes`: the notice a change needs; null, no changes); the server and the
// booking page both ask it. Whether the new date or slots are free is the database's answer;
// what a change costs more or less is change-difference.ts's.
import {
  BOOKING_TERMS_CITATION,
  bookingStartsAt,
  describeNotice,
  type CancellableBooking,
  type CancellationPolicy,
} from "./cancellation-policy";
import { formatLongDate } from "./ist-date";
import { isSlotSelectable, type SlotContext } from "./slot-selection";
import { slotLabel } from "./slots";

export type ChangeKind = "transfer" | "reschedule";
export type ChangeRefusal = "already_cancelled" | "not_confirmed" | "started" | "wrong_kind" | "not_allowed" | "notice_too_short";

export type ChangeDecision =
  { allowed: true; kind: ChangeKind; reason: string; deadline: Date } | { allowed: false; refusal: ChangeRefusal; reason: string };

export type ChangeableBooking = Pick<CancellableBooking, "status" | "kind" | "date" | "startSlot">;

/** The change a product kind has: passes move to another date, timed rooms to another time. */
export function changeKindOf(kind: CancellableBooking["kind"]): ChangeKind | null {
  return kind === "pass" ? "transfer" : kind === "timed" ? "reschedule" : null;
}

/**
 * Whether the customer may make `wanted` to `booking` at `now` under `policy`: only a confirmed
 * booking that has not started, of the kind the change is for, where the policy allows changes,
 * with at least the policy's notice (inclusive, like the refund tiers). `deadline` is the last
 * instant a change is accepted.
 */
export function decideChange(
  booking: ChangeableBooking,
  wanted: ChangeKind | "add_ons",
  now: Date,
  policy: CancellationPolicy,
): ChangeDecision {
  const what =
    wanted === "transfer" ? "transferred to another date" : wanted === "add_ons" ? "given other add-ons" : "moved to another time";
  const refuse = (refusal: ChangeRefusal, reason: string): ChangeDecision => ({ allowed: false, refusal, reason });
  // F&B add-ons follow their booking: changeable where a timed booking may be moved, up to the same cut-off.
  if (wanted === "add_ons" && booking.kind !== "timed")
    return refuse("wrong_kind", "Add-ons can be changed only for a room booked by the hour.");
  if (wanted !== "add_ons" && changeKindOf(booking.kind) !== wanted)
    return refuse(
      "wrong_kind",
      wanted === "transfer"
        ? "Only a day pass can be transferred to another date; a room booked by the hour can be moved to another time."
        : "Only a room booked by the hour can be moved to another time; a day pass can be transferred to another date.",
    );
  if (booking.status === "cancelled") return refuse("already_cancelled", `This booking is cancelled, so it cannot be ${what}.`);
  if (booking.status !== "confirmed") return refuse("not_confirmed", `Only a confirmed, paid booking can be ${what}.`);
  const startsAt = bookingStartsAt(booking);
  if (now.getTime() >= startsAt.getTime())
    return refuse("started", `This booking has already started or ended, so it can no longer be ${what}.`);
  if (policy.transferNoticeMinutes === null) return refuse("not_allowed", `This booking cannot be ${what} (${BOOKING_TERMS_CITATION}).`);
  const deadline = new Date(startsAt.getTime() - policy.transferNoticeMinutes * 60_000);
  const notice = describeNotice(policy.transferNoticeMinutes);
  if (now.getTime() > deadline.getTime())
    return refuse("notice_too_short", `This booking can be ${what} only with at least ${notice}' notice (${BOOKING_TERMS_CITATION}).`);
  return {
    allowed: true,
    kind: wanted === "add_ons" ? "reschedule" : wanted,
    reason: `This booking can be ${what} up to ${notice} before it starts.`,
    deadline,
  };
}

/** Why a transfer to `date` is not a transfer (the same date), or null. The date's own rules are the booking rules'. */
export function transferTargetProblem(booking: Pick<ChangeableBooking, "date">, date: string): string | null {
  if (date === booking.date) return `This booking is already on ${formatLongDate(date)}. Please choose another date.`;
  return null;
}

/**
 * Why a new slot range is not a reschedule of the booking (not a timed booking, or the very same
 * time), or null. Another length is a reschedule too: the booking rules check the room's minimum
 * and opening hours, and the price difference is charged or refunded (decision 0028).
 */
export function rescheduleTargetProblem(
  booking: { date: string; startSlot: number | null; endSlot: number | null },
  to: { date: string; startSlot: number; endSlot: number },
): string | null {
  if (booking.startSlot === null || booking.endSlot === null) return "Only a room booked by the hour can be moved to another time.";
  if (to.endSlot <= to.startSlot) return "Please choose an end time after the start time.";
  if (to.date === booking.date && to.startSlot === booking.startSlot && to.endSlot === booking.endSlot)
    return `This booking is already at ${slotLabel(to.startSlot)} on ${formatLongDate(to.date)}. Please choose another time.`;
  return null;
}

/**
 * The start slots a timed booking can be moved to on `date`, earliest first: each run of the
 * wanted length (the booking's own by default) whose slots the room page would let a booker pick (`isSlotSelectable`: inside
 * the opening window, not taken, not started), the booking's own slots counting as free on its
 * own date (a later time may overlap it). Its current start is not a move, so not offered.
 */
export function rescheduleStarts(
  booking: { date: string; startSlot: number | null; endSlot: number | null },
  date: string,
  ctx: SlotContext,
  /** Slots of the new time; the booking's own length when not given. */
  wantedLength?: number,
): number[] {
  if (booking.startSlot === null || booking.endSlot === null) return [];
  const { startSlot, endSlot } = booking;
  const length = wantedLength ?? endSlot - startSlot;
  const own = (slot: number) => date === booking.date && slot >= startSlot && slot < endSlot;
  const free = { ...ctx, taken: ctx.taken.filter((slot) => !own(slot)) };
  const starts: number[] = [];
  for (let start = ctx.open; start + length <= ctx.close; start += 1) {
    if (date === booking.date && start === startSlot && length === endSlot - startSlot) continue;
    let ok = true;
    for (let slot = start; slot < start + length && ok; slot += 1) ok = isSlotSelectable(slot, free);
    if (ok) starts.push(start);
  }
  return starts;
}
