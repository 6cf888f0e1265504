// Checkout, payments and booking lists (issue 6; 000 spec sections 3 and 7; DECISIONS.md
// sections 2 and 5). Amounts in answers are rupees (numbers with paise as decimals), like the
// validate answer; the server computes every one of them.
import { BOOKING_CODE_PATTERN } from "@workbay/domain/booking-code";
import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { queryRowId, rowId } from "./row-id";
import { isIsoDate } from "@workbay/domain/ist-date";
import { billingDetailsProblems } from "@workbay/domain/billing-details";
import { UTM_KEY_PATTERN, UTM_VALUE_MAX_LENGTH } from "@workbay/domain/utm";
import { isValidEmail } from "@workbay/domain/validators";
import { AddOnLine, BookedPassOption, BookingAmounts, CheckedAddOn } from "./booking";
import { envelope } from "./envelope";
import { Amenity } from "./rooms";

const isoDate = z.string().refine(isIsoDate, { message: "must be a date written YYYY-MM-DD" });
const slot = z.number().int().min(0).max(48);
const money = z.number().min(0).max(100_000_000);
/** A booking's public id (`b_id`, `bookingId` in addresses): never the database row id. */
export const BookingCode = z.string().regex(BOOKING_CODE_PATTERN, { message: "must be a booking id such as WB7K3M9Q2X" });

/** The fields of the GST block's business billing, as stored with a booking. */
const billingShape = {
  company_name: z.string().trim().max(120).default(""),
  gstin: z.string().trim().toUpperCase().max(15).default(""),
  address: z.string().trim().max(300).default(""),
  /** Billing state (a state name); decides CGST + SGST versus IGST. */
  state: z.string().trim().max(80).default(""),
  pincode: z.string().trim().default(""),
};

/**
 * Optional business billing of the GST block: the booking body's `billing_details` and the
 * checkout page's GST details form (docs/decisions/0037). The rule and its messages are the
 * domain's `billingDetailsProblems` (company name, GSTIN and state mandatory; the GSTIN's state
 * is the billing state), one message per field.
 */
export const BillingDetails = z.object(billingShape).superRefine((value, ctx) => {
  for (const [field, message] of Object.entries(billingDetailsProblems(value))) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
});
export type BillingDetails = z.infer<typeof BillingDetails>;

// ---- vouchers and coupons

/** GET /passy/v1/voucher (000 spec section 7). */
export const VoucherQuery = z.object({
  voucher_code: z.string().trim().min(1, { message: "Please enter a promo code" }).max(40),
  amount: z.coerce.number().min(0).max(100_000_000).optional(),
  date_of_booking: isoDate,
  recurrent_flag: z.enum(["true", "false"]).default("false"),
  room_id: queryRowId,
  start_time: z.coerce.number().int().min(0).max(48).optional(),
  end_time: z.coerce.number().int().min(0).max(48).optional(),
  quantity: z.coerce.number().int().min(1).max(10000).optional(),
  /** The pass type chosen on the card (a pack of days): the discount is of the pack's price. */
  pass_option_id: queryRowId.optional(),
});
export type VoucherQuery = z.infer<typeof VoucherQuery>;

export const AppliedVoucher = z.object({
  voucher_code: z.string(),
  description: z.string(),
  kind: z.enum(["percent", "flat"]),
  /** Percent for percent vouchers, rupees for flat ones. */
  value: z.number(),
  /** The discount on this booking, rupees. */
  discount: z.number(),
  min_amount: z.number(),
  valid_to: z.string(),
});
export type AppliedVoucher = z.infer<typeof AppliedVoucher>;
export const VoucherResponse = envelope(AppliedVoucher);
export type VoucherResponse = z.infer<typeof VoucherResponse>;

/** GET /operations-service/users/get-coupons. */
export const CouponsQuery = z.object({
  space_type: z.coerce.number().int().min(1).max(MAX_ROW_ID).optional(),
  room_id: queryRowId,
  src_id: z.coerce.number().int().default(1),
  amount: z.coerce.number().min(0).max(100_000_000).optional(),
  start_time: z.coerce.number().int().min(0).max(48).optional(),
  end_time: z.coerce.number().int().min(0).max(48).optional(),
  date_of_booking: isoDate,
  quantity: z.coerce.number().int().min(1).max(10000).optional(),
  /** The pass type chosen on the card, as for the voucher check. */
  pass_option_id: queryRowId.optional(),
});
export type CouponsQuery = z.infer<typeof CouponsQuery>;
export const CouponsResponse = envelope(z.array(AppliedVoucher));
export type CouponsResponse = z.infer<typeof CouponsResponse>;

// ---- booking

/** POST /passy/v1/booking: the create payload of 000 spec section 3. */
/** One invited guest's address (the guest list editor's 'Email address is required!'). */
export const GuestEmail = z.string().trim().toLowerCase().refine(isValidEmail, { message: "Email address is required!" });

/** The campaign of the visit: utm_* keys (lower case) to their values. */
export const UtmParams = z
  .record(z.string(), z.string().trim().min(1, { message: "utm_params values must not be empty" }).max(UTM_VALUE_MAX_LENGTH))
  .refine((value) => Object.keys(value).every((key) => UTM_KEY_PATTERN.test(key)), {
    message: "utm_params keys must be utm_* parameter names such as utm_source",
  })
  .refine((value) => Object.keys(value).length <= 10, { message: "utm_params may hold at most 10 parameters" });

export const BookingCreateBody = z.object({
  date: isoDate,
  room_id: rowId,
  start_time: slot.optional(),
  end_time: slot.optional(),
  add_ons: z.array(AddOnLine).max(50).default([]),
  booking_dates: z.array(isoDate).max(1).optional(),
  seats: z.number().int().min(0).max(10000).optional(),
  /** What the page showed; the booking is refused with 409 when the server's total differs. */
  total_amount: money,
  room_amount: money.optional(),
  original_room_amount: money.optional(),
  gst_amount: money.optional(),
  add_ons_price: money.optional(),
  discount: money.optional(),
  notes: z.string().trim().max(1000).default(""),
  guest_emails: z.array(GuestEmail).max(100).default([]),
  /** The voucher code applied on the page, or empty. */
  voucher_applied: z.string().trim().max(40).default(""),
  billing_details: BillingDetails.optional(),
  booking_end_date: isoDate.optional(),
  quantity: z.number().int().min(1).max(10000).optional(),
  pass_option_id: rowId.optional(),
  /** The campaign that brought the booker; when absent the server reads the `utm` cookie. */
  utm_params: UtmParams.optional(),
  /** Must be true: the booking terms were accepted. */
  terms_accepted: z.literal(true, { message: "Please accept the booking terms to continue." }),
});
export type BookingCreateBody = z.infer<typeof BookingCreateBody>;

export const PaymentOrder = z.object({
  b_id: BookingCode,
  status: z.literal("pending_payment"),
  /** The provider's order id (razorpay_order_id). */
  order_id: z.string(),
  /** In paise, as the provider's checkout takes it. */
  amount: z.number().int(),
  currency: z.literal("INR"),
  gateway: z.enum(["razorpay", "test"]),
  /** The public key for the provider's checkout. */
  key_id: z.string(),
  /** The slots or passes are held until then (ISO instant). */
  hold_expires_at: z.string(),
  /** Test gateway only: the local checkout page to send the browser to. */
  checkout_url: z.string().nullable(),
  /** Prefill for the provider's checkout. */
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  description: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;
export const BookingCreatedResponse = envelope(PaymentOrder);
export type BookingCreatedResponse = z.infer<typeof BookingCreatedResponse>;

/** POST /passy/v2/payment/success (000 spec section 3, plus the provider's signature). */
export const PaymentSuccessBody = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, { message: "must be the payment signature" }),
  amount: z.number().min(0).max(100_000_000).optional(),
  b_id: BookingCode,
  product_info: z.string().max(300).optional(),
  email: z.string().max(254).optional(),
  billing_details: z.unknown().optional(),
  utm_params: z.record(z.string(), z.string().max(300)).optional(),
});
export type PaymentSuccessBody = z.infer<typeof PaymentSuccessBody>;

/** POST /passy/v1/payment/fail. */
export const PaymentFailBody = z.object({
  b_id: BookingCode,
  error: z
    .union([
      z.string().max(1000),
      z
        .object({
          code: z.string().max(100).optional(),
          description: z.string().max(1000).optional(),
          reason: z.string().max(200).optional(),
        })
        .passthrough(),
    ])
    .optional(),
});
export type PaymentFailBody = z.infer<typeof PaymentFailBody>;

export const BookingStatus = z.enum(["pending_payment", "confirmed", "payment_failed", "expired", "cancelled"]);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const PaymentOutcome = z.object({
  b_id: BookingCode,
  status: BookingStatus,
  refund_required: z.boolean(),
  /** Still possible to pay again (hold not lapsed, not confirmed). */
  can_retry: z.boolean(),
  hold_expires_at: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;
export const PaymentOutcomeResponse = envelope(PaymentOutcome);
export type PaymentOutcomeResponse = z.infer<typeof PaymentOutcomeResponse>;

/** POST /passy/v1/booking/{b_id}/retry: a fresh payment order while the hold lasts. */
export const RetryPaymentParams = z.object({ bookingId: BookingCode });

// ---- booking lists and view

/** One booking in a list (000 spec section 3 "Booking list item"). */
export const BookingListItem = z.object({
  bookingId: BookingCode,
  roomCode: z.string(),
  meetingRoomImage: z.string().nullable(),
  meetingRoomName: z.string(),
  floorLocation: z.string(),
  address: z.string(),
  city: z.string(),
  /** 'dddd, DD MMM, YYYY'. */
  meetingDay: z.string(),
  date: z.string(),
  booking_end_date: z.string().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  guestCount: z.number().int(),
  space_type: z.number().int(),
  space_type_name: z.string(),
  quantity: z.number().int(),
  /** The pack a pass booking bought, as the room page names it ("5 Day Pass Pack"); null for none. */
  pass_option_name: z.string().nullable(),
  status: BookingStatus,
  notes: z.string(),
  seo_id: z.string(),
  total_amount: z.number(),
});
export type BookingListItem = z.infer<typeof BookingListItem>;

export const BookingMonthGroup = z.object({
  /** YYYY-MM. */
  code: z.string(),
  /** 'November 2026'. */
  month: z.string(),
  meetingRoomDetails: z.array(BookingListItem),
});
export type BookingMonthGroup = z.infer<typeof BookingMonthGroup>;
export const BookingListResponse = envelope(z.array(BookingMonthGroup));
export type BookingListResponse = z.infer<typeof BookingListResponse>;

export const BookingViewQuery = z.object({ parent_booking_id: BookingCode });
export const BookingIdParams = z.object({ bookingId: BookingCode });
/** A document of one of the booking's changes or refunds (ids as the booking view lists them). */
export const BookingChangeDocumentParams = z.object({
  bookingId: BookingCode,
  changeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const BookingRefundDocumentParams = z.object({
  bookingId: BookingCode,
  refundId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const BookingGuest = z.object({ email: z.string(), responded: z.boolean() });
export type BookingGuest = z.infer<typeof BookingGuest>;

/** Where a booking was or is after a change: date, time (slot numbers) and its add-ons. */
export const BookingChangeSideView = z.object({
  date: z.string(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  add_ons: z.array(z.object({ name: z.string(), qty: z.number().int() })),
});

/** A refund of a booking (a change's difference or a cancellation) and its GST credit note. */
export const BookingRefundView = z.object({
  id: z.number().int(),
  reason: z.enum(["customer_cancellation", "late_payment", "operator", "change"]),
  status: z.enum(["requested", "processed", "failed"]),
  amount: z.number(),
  payment_id: z.string(),
  credit_note_number: z.string().nullable(),
  /** The credit note PDF (null when the refund has none, e.g. a late payment's). */
  credit_note_url: z.string().nullable(),
  requested_at: z.string(),
});
export type BookingRefundView = z.infer<typeof BookingRefundView>;

/**
 * A change after booking that moved money (decision 0028): the difference (negative when it
 * cost less), its payment and tax invoice when dearer, its refund and credit note when cheaper.
 */
export const BookingChangeView = z.object({
  id: z.number().int(),
  kind: z.enum(["reschedule", "add_ons"]),
  status: z.enum(["pending_payment", "applied", "lapsed"]),
  before: BookingChangeSideView,
  after: BookingChangeSideView,
  difference: z.number(),
  payment_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** The difference's tax invoice PDF, once a dearer change is paid and applied. */
  invoice_url: z.string().nullable(),
  /** A payment that came after the hold lapsed (or the booking was cancelled): refunded in full. */
  refund_required: z.boolean(),
  refund: BookingRefundView.nullable(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type BookingChangeView = z.infer<typeof BookingChangeView>;

/** The room summary of 000 spec section 3 plus what the booking view shows. */
export const BookingView = z.object({
  bookingId: BookingCode,
  room_id: z.number().int(),
  status: BookingStatus,
  refund_required: z.boolean(),
  roomName: z.string(),
  roomAddress: z.string(),
  roomFloor: z.string(),
  city: z.string(),
  centerName: z.string(),
  centerPhone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  amenities: z.array(Amenity),
  roomImage: z.string().nullable(),
  seo_id: z.string(),
  bookingDate: z.string(),
  booking_end_date: z.string().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  capacity: z.number().int(),
  space_type: z.number().int(),
  space_type_name: z.string(),
  quantity: z.number().int(),
  ...BookedPassOption,
  addOns: z.array(CheckedAddOn),
  guests: z.array(BookingGuest),
  /** Whether more guests may be invited now (confirmed meeting-room booking not yet ended), and the most guests in all. */
  can_invite_guests: z.boolean(),
  guest_limit: z.number().int(),
  notes: z.string(),
  ...BookingAmounts.shape,
  /** As stored (not checked again: the rule may have changed since). */
  billing_details: z.object(billingShape).nullable(),
  invoice_number: z.string().nullable(),
  /** Download addresses (invoice once confirmed). */
  invoice_url: z.string().nullable(),
  calendar_url: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
  /** The last failed payment attempt, if any (the return page's failure view). */
  payment_failed_at: z.string().nullable(),
  last_payment_error: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  /** What the booking is worth now: the invoiced amounts plus every applied change's difference. */
  current: BookingAmounts,
  /** Its changes that moved money, oldest first. */
  changes: z.array(BookingChangeView),
  /** Every refund of the booking (changes and cancellation), with its credit note. */
  refunds: z.array(BookingRefundView),
});
export type BookingView = z.infer<typeof BookingView>;
export const BookingViewResponse = envelope(BookingView);
export type BookingViewResponse = z.infer<typeof BookingViewResponse>;

export const BookingNoteBody = z.object({ notes: z.string().trim().max(1000, { message: "A note can be at most 1000 characters." }) });
export const BookingNoteResponse = envelope(z.object({ bookingId: BookingCode, notes: z.string() }));

/** POST /passy/v1/booking/{id}/guests: invite more guests to a confirmed booking. */
export const BookingGuestsBody = z.object({
  guest_emails: z.array(GuestEmail).min(1, { message: "Email address is required!" }).max(100),
});
export type BookingGuestsBody = z.infer<typeof BookingGuestsBody>;
export const BookingGuestsResponse = envelope(
  z.object({ bookingId: BookingCode, invited: z.array(z.string()), guests: z.array(BookingGuest) }),
);
export type BookingGuestsResponse = z.infer<typeof BookingGuestsResponse>;
