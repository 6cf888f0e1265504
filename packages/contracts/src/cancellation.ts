// Cancellations and refunds (issue 16): the quote the booking page shows before the customer
// confirms, the cancellation's answer, and a product type's policy summary.
import { z } from "zod";
import { ChangeQuote } from "./booking-change";
import { BookingCode, BookingStatus } from "./checkout";
import { envelope } from "./envelope";

/** What would come back, split like the invoice (rupees, GST included). */
export const RefundQuote = z.object({
  percent: z.number().int(),
  amount: z.number(),
  taxable_amount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export type RefundQuote = z.infer<typeof RefundQuote>;

export const CancellationAction = z.enum(["cancel", "transfer", "none"]);
export type CancellationAction = z.infer<typeof CancellationAction>;

/** GET /passy/v1/booking/{id}/cancellation: what the customer may do now, and why. */
export const CancellationQuote = z.object({
  bookingId: BookingCode,
  action: CancellationAction,
  /** Why, citing the booking terms: the sentence the page shows. */
  reason: z.string(),
  /** The product type's policy in a sentence or two. */
  policy: z.string(),
  /** Set when action is cancel (0 when the fee is forfeited). */
  refund: RefundQuote.nullable(),
  /** When the money is expected back, e.g. 'within 5-7 working days'. */
  refund_expected: z.string().nullable(),
  starts_at: z.string(),
  /**
   * The last instant (ISO) at which cancelling still refunds `refund`; null when no refund tier
   * applies now. Absent from older servers.
   */
  refund_deadline: z.string().nullable().optional(),
  /** The smaller shares that follow, in order, each refunded until its `until` (ISO). */
  later_refunds: z.array(z.object({ percent: z.number().int(), amount: z.number(), until: z.string() })).optional(),
  /** After the last share: cancelling refunds nothing (the fee is forfeited) or is no longer possible; null without a deadline. */
  after_refunds: z.enum(["nothing", "cannot_cancel"]).nullable().optional(),
  /** Moving the booking (a pass to another date, a timed room to another time): allowed now or why not; null for kinds that cannot move. */
  change: ChangeQuote.nullable(),
  /** The refund of a cancelled booking, and where it stands. */
  refund_status: z
    .object({ amount: z.number(), status: z.enum(["requested", "processed", "failed"]), credit_note_number: z.string().nullable() })
    .nullable(),
});
export type CancellationQuote = z.infer<typeof CancellationQuote>;
export const CancellationQuoteResponse = envelope(CancellationQuote);
export type CancellationQuoteResponse = z.infer<typeof CancellationQuoteResponse>;

export const RefundState = z.enum(["requested", "processed", "failed"]);

/**
 * POST /passy/v1/booking/{id}/cancel: the refund the customer was shown and confirmed (rupees,
 * the quote's `refund.amount`). When the rule gives another by the time the cancel arrives (a
 * tier's notice ran out while the dialog was open, the booking changed in another tab), the
 * cancel is refused and nothing changes, so nobody confirms one refund and gets another.
 * Optional for API clients that do not show a quote.
 */
export const CancelBookingBody = z
  .object({
    expected_refund: z
      .number({ error: "The refund you were shown must be an amount in rupees." })
      .min(0, { error: "The refund you were shown must be an amount in rupees." })
      .max(100_000_000, { error: "The refund you were shown must be an amount in rupees." })
      .optional(),
  })
  // A POST without a body (API clients that show no quote) arrives as null.
  .nullish()
  .transform((body) => body ?? {});
export type CancelBookingBody = z.infer<typeof CancelBookingBody>;

/** POST /passy/v1/booking/{id}/cancel: the cancelled booking and its refund. */
export const CancellationResult = z.object({
  bookingId: BookingCode,
  status: BookingStatus,
  refund: z
    .object({
      amount: z.number(),
      status: RefundState,
      credit_note_number: z.string().nullable(),
      /** When the money is expected back, e.g. 'within 5-7 working days'. */
      refund_expected: z.string(),
    })
    .nullable(),
});
export type CancellationResult = z.infer<typeof CancellationResult>;
export const CancellationResultResponse = envelope(CancellationResult);
export type CancellationResultResponse = z.infer<typeof CancellationResultResponse>;

/** A product type's policy as the room page and checkout show it. */
export const PolicySummaryQuery = z.object({ space_type: z.coerce.number().int().min(1).max(99) });
export const PolicySummary = z.object({ space_type: z.number().int(), summary: z.string(), cancellable: z.boolean() });
export type PolicySummary = z.infer<typeof PolicySummary>;
export const PolicySummaryResponse = envelope(PolicySummary);
export type PolicySummaryResponse = z.infer<typeof PolicySummaryResponse>;
