import type { CancellationQuote } from "@workbay/contracts/cancellation";
import { formatDeadline } from "@workbay/domain/ist-deadline";
import { rupees } from "../../shared/booking/price-breakdown";

const THEN = { nothing: "nothing is refunded", cannot_cancel: "it can no longer be cancelled" } as const;

/**
 * What cancelling refunds and until when (decision 0052): 'Full refund (₹23,600) if you cancel by
 * Tue, 01 Dec, 11:30 AM IST; after that, 50% (₹11,800) until Wed, 02 Dec, 11:30 AM IST, then
 * nothing is refunded.' Without a deadline (an older server) it says what cancelling now refunds.
 */
export function refundOfferText(quote: CancellationQuote): string {
  const refund = quote.refund;
  if (!refund || refund.amount === 0) return "If you cancel now, nothing is refunded.";
  const expected = `Refunds include GST and reach your original payment method ${quote.refund_expected ?? "in a few days"}.`;
  if (!quote.refund_deadline || !quote.after_refunds)
    return `If you cancel now, ${rupees(refund.amount)} (${refund.percent}% of what you paid) is refunded. ${expected}`;
  const current = `${refund.percent === 100 ? "Full refund" : `${refund.percent}% refund`} (${rupees(refund.amount)})`;
  const later = (quote.later_refunds ?? []).map(
    (step) => `${step.percent === 100 ? "a full refund" : `${step.percent}%`} (${rupees(step.amount)}) until ${formatDeadline(step.until)}`,
  );
  const after = [...later, THEN[quote.after_refunds]].join(", then ");
  return `${current} if you cancel by ${formatDeadline(quote.refund_deadline)}; after that, ${after}. ${expected}`;
}
