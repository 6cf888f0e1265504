// Changes after booking (issue 16, decision 0028): a day pass transferred to another date, a
// timed room moved to another slot range of the same room and length.
import { z } from "zod";
import { isIsoDate } from "@workbay/domain/ist-date";
import { BookingCode, BookingStatus } from "./checkout";
import { envelope } from "./envelope";

const isoDate = z.string().refine(isIsoDate, { message: "must be a date written YYYY-MM-DD" });
const slot = z.number().int().min(0).max(48);

/** POST /passy/v1/booking/{id}/transfer: the day pass's new date. */
export const TransferBookingBody = z.object({ date: isoDate });
export type TransferBookingBody = z.infer<typeof TransferBookingBody>;

/** POST /passy/v1/booking/{id}/reschedule: the timed room's new date and slot range (same room, same length). */
export const RescheduleBookingBody = z
  .object({ date: isoDate, start_time: slot, end_time: slot })
  .refine((b) => b.end_time > b.start_time, { message: "The end time must be after the start time.", path: ["end_time"] });
export type RescheduleBookingBody = z.infer<typeof RescheduleBookingBody>;

/** The moved booking. Only same-price changes exist, so nothing is charged or refunded. */
export const BookingChangeResult = z.object({
  bookingId: BookingCode,
  status: BookingStatus,
  date: z.string(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  previous_date: z.string(),
  previous_start_time: z.number().int().nullable(),
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
