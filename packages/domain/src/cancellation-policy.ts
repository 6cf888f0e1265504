// Cancellations and refunds (issue 16; 001 spec section 9, DECISIONS.md section 5). One pure
// rule decides, for a booking, an instant and its product type's policy, what the customer may
// do and how much comes back. Notice is measured from the booking's start in IST (UTC+05:30,
// no daylight saving), so "24 hours before" is always one whole day before, to the minute.
import { formatRupees } from "./money";
import { PRODUCT_TYPE, PRODUCT_TYPES, type ProductKind, type ProductTypeId } from "./product-types";

/** Where the rules come from, cited to the customer. */
export const BOOKING_TERMS_CITATION = "Booking terms, Terms of use Annexure 1";

/** A refund share that applies when the customer cancels at least `noticeMinutes` before the start. */
export type RefundTier = { noticeMinutes: number; refundPercent: number };

export type CancellationPolicy = {
  productTypeId: ProductTypeId;
  /**
   * The customer cancellation window, largest notice first: cancelling with at least a tier's
   * notice refunds its share. Empty: the customer cannot cancel.
   */
  refundTiers: RefundTier[];
  /** With tiers: after the last tier's notice the customer may still cancel, refunded nothing (the deposit is forfeited). */
  forfeitAfterWindow: boolean;
  /** Day passes: moved to another date with at least this notice; null: no transfer. */
  transferNoticeMinutes: number | null;
};

const HOUR = 60;

/** The booking terms' defaults (001 section 9, Annexure 1); the migration seeds the same rows. */
export function defaultCancellationPolicy(productTypeId: ProductTypeId): CancellationPolicy {
  switch (productTypeId) {
    case PRODUCT_TYPE.eventSpace: // events: 48 hours' notice, else the deposit is forfeited
      return {
        productTypeId,
        refundTiers: [{ noticeMinutes: 48 * HOUR, refundPercent: 100 }],
        forfeitAfterWindow: true,
        transferNoticeMinutes: null,
      };
    case PRODUCT_TYPE.dayPass: // day passes: transfer to another date with 24 hours' notice
    case PRODUCT_TYPE.executiveDayPass:
      return { productTypeId, refundTiers: [], forfeitAfterWindow: false, transferNoticeMinutes: 24 * HOUR };
    default: // meeting rooms and the rest: cannot be cancelled, non-refundable
      return { productTypeId, refundTiers: [], forfeitAfterWindow: false, transferNoticeMinutes: null };
  }
}

export const DEFAULT_CANCELLATION_POLICIES: readonly CancellationPolicy[] = PRODUCT_TYPES.map((t) => defaultCancellationPolicy(t.id));

/** What a policy must satisfy to be stored (tiers strictly decreasing in notice, shares 0-100). */
export function policyProblem(policy: CancellationPolicy): string | null {
  let previous = Infinity;
  for (const tier of policy.refundTiers) {
    if (!Number.isInteger(tier.noticeMinutes) || tier.noticeMinutes < 0)
      return "A tier's notice must be a whole number of minutes, 0 or more.";
    if (!Number.isInteger(tier.refundPercent) || tier.refundPercent < 0 || tier.refundPercent > 100)
      return "A tier's refund share must be a whole percent from 0 to 100.";
    if (tier.noticeMinutes >= previous) return "Tiers must be listed from the longest notice to the shortest.";
    previous = tier.noticeMinutes;
  }
  if (policy.transferNoticeMinutes !== null && (!Number.isInteger(policy.transferNoticeMinutes) || policy.transferNoticeMinutes < 0))
    return "The transfer notice must be a whole number of minutes, 0 or more.";
  return null;
}

/** The booking as the rule needs it: status, when it starts (IST date and minutes) and what was paid. */
export type CancellableBooking = {
  status: "pending_payment" | "confirmed" | "payment_failed" | "expired" | "cancelled";
  kind: ProductKind;
  /** IST date of the (first) day. */
  date: string;
  /** Half-hour slot the booking starts at; null for passes and subscriptions. */
  startSlot: number | null;
  amounts: {
    roomAmountPaise: number;
    addOnsAmountPaise: number;
    discountPaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
};

/** The refund, split like the invoice so the credit note's lines add up: taxable + taxes = total. */
export type RefundAmounts = {
  percent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type CancellationRefusal = "not_confirmed" | "already_cancelled" | "started" | "not_cancellable" | "notice_too_short";

export type CancellationDecision =
  | { action: "cancel"; refund: RefundAmounts; reason: string; startsAt: Date; noticeMinutes: number }
  | { action: "transfer"; reason: string; startsAt: Date; noticeMinutes: number }
  | { action: "none"; refusal: CancellationRefusal; reason: string; startsAt: Date; noticeMinutes: number };

/** Day passes are valid 09:00-18:00 (Annexure 1): notice runs to 09:00 IST of the date. */
const PASS_START_MINUTES = 9 * 60;
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The instant a booking starts: its IST date and first slot (09:00 for passes, midnight for subscriptions). */
export function bookingStartsAt(booking: Pick<CancellableBooking, "kind" | "date" | "startSlot">): Date {
  const [y, m, d] = booking.date.split("-").map(Number) as [number, number, number];
  const minutes =
    booking.kind === "timed" && booking.startSlot !== null ? booking.startSlot * 30 : booking.kind === "pass" ? PASS_START_MINUTES : 0;
  return new Date(Date.UTC(y, m - 1, d) + (minutes - IST_OFFSET_MINUTES) * 60_000);
}

/** A share of what was paid, each part rounded down, so a refund never exceeds the payment and a 100% refund is exact. */
export function refundShare(amounts: CancellableBooking["amounts"], percent: number): RefundAmounts {
  const part = (paise: number) => Math.floor((paise * percent) / 100);
  const taxableBase = amounts.totalPaise - amounts.cgstPaise - amounts.sgstPaise - amounts.igstPaise;
  const refund = {
    percent,
    taxablePaise: part(taxableBase),
    cgstPaise: part(amounts.cgstPaise),
    sgstPaise: part(amounts.sgstPaise),
    igstPaise: part(amounts.igstPaise),
  };
  return { ...refund, totalPaise: refund.taxablePaise + refund.cgstPaise + refund.sgstPaise + refund.igstPaise };
}

/** "48 hours", "3 days", "1 day and 30 minutes": notice written for people. */
export function describeNotice(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes % HOUR === 0 && minutes <= 72 * HOUR) return plural(minutes / HOUR, "hour");
  if (minutes % (24 * HOUR) === 0) return plural(minutes / (24 * HOUR), "day");
  const days = Math.floor(minutes / (24 * HOUR));
  const hours = Math.floor((minutes % (24 * HOUR)) / HOUR);
  const mins = minutes % HOUR;
  return [days ? plural(days, "day") : "", hours ? plural(hours, "hour") : "", mins ? plural(mins, "minute") : ""]
    .filter(Boolean)
    .join(" and ");
}

/** One sentence per rule of the policy, for the room page, checkout, e-mails and the booking page. */
export function describePolicy(policy: CancellationPolicy): string {
  const sentences: string[] = [];
  if (policy.refundTiers.length === 0) {
    sentences.push("Once booked, this booking cannot be cancelled and the fee is non-refundable.");
  } else {
    const tiers = policy.refundTiers.map((t) =>
      t.refundPercent === 100
        ? `a full refund up to ${describeNotice(t.noticeMinutes)} before the start`
        : `${t.refundPercent}% refunded up to ${describeNotice(t.noticeMinutes)} before the start`,
    );
    sentences.push(`You can cancel with ${tiers.join("; ")}.`);
    const last = policy.refundTiers[policy.refundTiers.length - 1] as RefundTier;
    if (policy.forfeitAfterWindow) sentences.push(`With less notice you can still cancel, but nothing is refunded (the fee is forfeited).`);
    else if (last.noticeMinutes > 0) sentences.push(`With less than ${describeNotice(last.noticeMinutes)}' notice it cannot be cancelled.`);
  }
  if (policy.transferNoticeMinutes !== null) {
    // The same column is the notice of a change for every type: a pass moves to another date, a timed room to another time.
    const timed = PRODUCT_TYPES.find((t) => t.id === policy.productTypeId)?.kind === "timed";
    sentences.push(
      timed
        ? `It can be moved to another time of the same room (another length pays or refunds the difference) with at least ${describeNotice(policy.transferNoticeMinutes)}' notice.`
        : `It can be transferred to another date with at least ${describeNotice(policy.transferNoticeMinutes)}' notice.`,
    );
  }
  return sentences.join(" ");
}

/**
 * What the customer may do with a booking at `now` under `policy`: cancel (with the refund),
 * transfer (day passes), or nothing, with the reason citing the booking terms. Only confirmed
 * bookings that have not started qualify; a booking that has started is never cancelled by
 * the customer, whatever the policy.
 */
export function decideCancellation(booking: CancellableBooking, now: Date, policy: CancellationPolicy): CancellationDecision {
  const startsAt = bookingStartsAt(booking);
  const noticeMinutes = Math.floor((startsAt.getTime() - now.getTime()) / 60_000);
  const none = (refusal: CancellationRefusal, reason: string): CancellationDecision => ({
    action: "none",
    refusal,
    reason,
    startsAt,
    noticeMinutes,
  });
  if (booking.status === "cancelled") return none("already_cancelled", "This booking is already cancelled.");
  if (booking.status !== "confirmed") return none("not_confirmed", "Only a confirmed, paid booking can be cancelled.");
  if (now.getTime() >= startsAt.getTime())
    return none("started", "This booking has already started or ended, so it can no longer be cancelled.");

  const tier = policy.refundTiers.find((t) => noticeMinutes >= t.noticeMinutes);
  if (tier) {
    const refund = refundShare(booking.amounts, tier.refundPercent);
    const share = tier.refundPercent === 100 ? "the booking in full" : `${tier.refundPercent}% of what was paid`;
    const reason = `Cancelling at least ${describeNotice(tier.noticeMinutes)} before the start refunds ${share} (${formatRupees(refund.totalPaise)}).`;
    return { action: "cancel", refund, reason, startsAt, noticeMinutes };
  }
  if (policy.refundTiers.length > 0 && policy.forfeitAfterWindow) {
    const last = policy.refundTiers[policy.refundTiers.length - 1] as RefundTier;
    return {
      action: "cancel",
      refund: refundShare(booking.amounts, 0),
      reason: `With less than ${describeNotice(last.noticeMinutes)}' notice the fee is forfeited: cancelling refunds nothing (${BOOKING_TERMS_CITATION}).`,
      startsAt,
      noticeMinutes,
    };
  }
  if (policy.transferNoticeMinutes !== null) {
    if (noticeMinutes >= policy.transferNoticeMinutes)
      return {
        action: "transfer",
        reason: `This booking cannot be cancelled, but it can be ${booking.kind === "timed" ? "moved to another time" : "transferred to another date"} up to ${describeNotice(policy.transferNoticeMinutes)} before it starts (${BOOKING_TERMS_CITATION}).`,
        startsAt,
        noticeMinutes,
      };
    return none(
      "notice_too_short",
      `This booking cannot be cancelled, and ${booking.kind === "timed" ? "moving it to another time" : "a transfer to another date"} needs at least ${describeNotice(policy.transferNoticeMinutes)}' notice (${BOOKING_TERMS_CITATION}).`,
    );
  }
  if (policy.refundTiers.length > 0) {
    const last = policy.refundTiers[policy.refundTiers.length - 1] as RefundTier;
    return none("notice_too_short", `This booking can be cancelled only up to ${describeNotice(last.noticeMinutes)} before it starts.`);
  }
  return none(
    "not_cancellable",
    `Once booked, this booking cannot be cancelled and the fee is non-refundable (${BOOKING_TERMS_CITATION}).`,
  );
}

/** A refund share and the last instant at which cancelling still gives it. */
export type RefundStep = { refund: RefundAmounts; until: Date };

/**
 * How the refund shrinks from `now`: the current tier's share and its deadline first, then each
 * later tier's, and what applies after the last one: cancelling refunds nothing (the fee is
 * forfeited) or is no longer possible. A tier's deadline is the start less its notice, inclusive
 * as in decideCancellation; a tier with no notice lasts until the start. Null when cancelling now
 * refunds no tier's share (not cancellable, too late, or within the forfeit period).
 */
export type RefundDeadlines = { steps: [RefundStep, ...RefundStep[]]; then: "nothing" | "cannot_cancel" };

export function refundDeadlines(booking: CancellableBooking, now: Date, policy: CancellationPolicy): RefundDeadlines | null {
  const decision = decideCancellation(booking, now, policy);
  if (decision.action !== "cancel") return null;
  const current = policy.refundTiers.findIndex((t) => decision.noticeMinutes >= t.noticeMinutes);
  if (current < 0) return null;
  const tiers = policy.refundTiers.slice(current);
  const steps = tiers.map((t) => ({
    refund: refundShare(booking.amounts, t.refundPercent),
    until: new Date(decision.startsAt.getTime() - t.noticeMinutes * 60_000),
  }));
  const last = tiers[tiers.length - 1] as RefundTier;
  const then = policy.forfeitAfterWindow && last.noticeMinutes > 0 ? "nothing" : "cannot_cancel";
  return { steps: steps as RefundDeadlines["steps"], then };
}

/**
 * An operator's custom refund of `amountPaise` (at most what was paid), split like the invoice:
 * each tax in proportion to the total, rounded down, and the taxable value takes the rest, so
 * the parts add up to exactly the amount. The percent is the share rounded down.
 */
export function refundOfAmount(amounts: CancellableBooking["amounts"], amountPaise: number): RefundAmounts {
  const total = amounts.totalPaise;
  const amount = Math.max(0, Math.min(Math.floor(amountPaise), total));
  const part = (paise: number) => (total === 0 ? 0 : Math.floor((paise * amount) / total));
  const cgstPaise = part(amounts.cgstPaise);
  const sgstPaise = part(amounts.sgstPaise);
  const igstPaise = part(amounts.igstPaise);
  return {
    percent: total === 0 ? 0 : Math.floor((amount * 100) / total),
    taxablePaise: amount - cgstPaise - sgstPaise - igstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: amount,
  };
}
