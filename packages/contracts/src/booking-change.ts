// Changes after booking (issue 16, decision 0028): a day pass transferred to another date, a
// timed room moved to another slot range of the same room (any length), its F&B add-ons
// changed; a difference in price is charged (a payment of its own) or refunded.
import { z } from "zod";
import { isIsoDate } from "@workbay/domain/ist-date";
import { AddOnLine } from "./booking";
import { BookingCode, BookingStatus, PaymentOrder } from "./checkout";
import { envelope } from "./envelope";

const isoDate = z.string().refine(isIsoDate, { message: "must be a date written YYYY-MM-DD" });
const slot = z.number().int().min(0).max(48);

/** POST /passy/v1/booking/{id}/transfer: the day pass's new date. */
export const TransferBookingBody = z.object({ date: isoDate });
export type TransferBookingBody = z.infer<typeof TransferBookingBody>;

/** POST /passy/v1/booking/{id}/reschedule: the timed room's new date and slot range (same room, any length). */
export const RescheduleBookingBody = z
  .object({ date: isoDate, start_time: slot, end_time: slot })
  .refine((b) => b.end_time > b.start_time, { message: "The end time must be after the start time.", path: ["end_time"] });
export type RescheduleBookingBody = z.infer<typeof RescheduleBookingBody>;

/** POST /passy/v1/booking/{id}/add-ons: the whole new list of F&B add-ons (empty removes them all). */
export const ChangeAddOnsBody = z.object({ add_on: z.array(AddOnLine).max(50) });
export type ChangeAddOnsBody = z.infer<typeof ChangeAddOnsBody>;

/** POST /passy/v1/booking/{id}/change-payment: the provider's signed answer for a change's payment. */
export const ChangePaymentBody = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, { message: "must be the payment signature" }),
});
export type ChangePaymentBody = z.infer<typeof ChangePaymentBody>;

/** What a change did with money: nothing, a refund of the difference, or a payment still to make. */
export const ChangeSettlement = z.object({
  /** applied: the booking is changed; pending_payment: pay `payment` before its hold lapses; lapsed: too late, nothing changed. */
  status: z.enum(["applied", "pending_payment", "lapsed"]),
  /** The difference in rupees, GST included: positive is charged, negative refunded. */
  difference: z.number(),
  refund: z
    .object({ amount: z.number(), status: z.string(), credit_note_number: z.string().nullable(), refund_expected: z.string() })
    .nullable(),
  /** The tax invoice of a charged difference, once paid. */
  invoice_number: z.string().nullable(),
  payment: PaymentOrder.nullable(),
});
export type ChangeSettlement = z.infer<typeof ChangeSettlement>;

/** The booking after a change (or as it stays while a change waits for its payment). */
export const BookingChangeResult = z.object({
  bookingId: BookingCode,
  status: BookingStatus,
  date: z.string(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  previous_date: z.string(),
  previous_start_time: z.number().int().nullable(),
  /** Where the booking ended before the change: with the start, what the page says it changed from. */
  previous_end_time: z.number().int().nullable(),
  change: ChangeSettlement.optional(),
});
export type BookingChangeResult = z.infer<typeof BookingChangeResult>;
export const BookingChangeResultResponse = envelope(BookingChangeResult);
export type BookingChangeResultResponse = z.infer<typeof BookingChangeResultResponse>;

/** Whether the booking can be changed now, and why (part of the booking page's cancellation quote). */
export const ChangeQuote = z.object({
  kind: z.enum(["transfer", "reschedule"]),
  allowed: z.boolean(),
  reason: z.string(),
  /** The last instant a change is accepted (ISO), when allowed. */
  deadline: z.string().nullable(),
});
export type ChangeQuote = z.infer<typeof ChangeQuote>;
