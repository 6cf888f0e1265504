// The operator console's calls (issue 15, decision 0029): /backoffice-service/api/v1/...
// Money is paise here (the console formats it); dates are IST calendar dates.
import { z } from "zod";
import { queryCentreId } from "./row-id";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { isIsoDate } from "@workbay/domain/ist-date";
import { isValidEmail, isValidLoginPassword, isValidOtp, isValidPassword } from "@workbay/domain/validators";
import { BookingCode, BookingStatus } from "./checkout";
import { envelope } from "./envelope";

/** A real day (2026-02-30 is refused here, not by the database as a 500). */
const IsoDate = z.string().refine(isIsoDate, { message: "must be a date such as 2026-11-25" });

export const OperatorRole = z.enum(["admin", "centre_manager"]);

export const OperatorLoginBody = z.object({
  email: z.string().trim().toLowerCase().refine(isValidEmail, { message: "Please enter a valid e-mail address." }),
  password: z.string().max(128).refine(isValidLoginPassword, { message: "Please enter your password." }),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;
/** The password was right: a code went to the operator's e-mail; `challenge` goes back with it. */
export const OperatorLoginResponse = envelope(z.object({ challenge: z.string(), code_sent_to: z.string() }));
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

export const OperatorCodeBody = z.object({
  challenge: z.string().min(1, { message: "This sign-in has expired. Please enter your e-mail and password again." }).max(2000),
  code: z
    .string()
    .trim()
    .refine((v) => isValidOtp(v), { message: "Please enter the 6-digit code." }),
});
export type OperatorCodeBody = z.infer<typeof OperatorCodeBody>;

export const OperatorProfile = z.object({
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  centre_ids: z.array(z.number().int()),
});
export type OperatorProfile = z.infer<typeof OperatorProfile>;

export const OperatorSession = z.object({ operator: OperatorProfile, csrf_token: z.string(), expires_at: z.string() });
export const OperatorSessionResponse = envelope(OperatorSession);
export type OperatorSessionResponse = z.infer<typeof OperatorSessionResponse>;

export const OperatorSetPasswordBody = z
  .object({
    token: z.string().min(1).max(2000),
    password: z
      .string()
      .max(128)
      .refine(isValidPassword, { message: "Use at least 8 characters with a letter and a digit, and no spaces." }),
    confirm_password: z.string().max(128),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm_password)
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "Passwords do not match." });
  });
export type OperatorSetPasswordBody = z.infer<typeof OperatorSetPasswordBody>;

export const DoneData = envelope(z.object({ done: z.literal(true) }));
export type DoneData = z.infer<typeof DoneData>;

// ---- bookings

export const BookingSearchQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    centre_id: queryCentreId.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    status: BookingStatus.optional(),
    page: z.coerce.number().int().min(1, { message: "Page must be 1 or more." }).max(10_000).default(1),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date." });
  });
export type BookingSearchQuery = z.infer<typeof BookingSearchQuery>;

export const BookingSummary = z.object({
  code: BookingCode,
  status: BookingStatus,
  date: z.string(),
  end_date: z.string().nullable(),
  start_slot: z.number().int().nullable(),
  end_slot: z.number().int().nullable(),
  quantity: z.number().int(),
  /** The pack a pass booking bought ("5 Day Pass Pack"); null for none. */
  pass_option_name: z.string().nullable(),
  room_name: z.string(),
  product_type_id: z.number().int(),
  centre_id: z.number().int(),
  centre_name: z.string(),
  city: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  total_paise: z.number().int(),
  refund_required: z.boolean(),
  hold_expires_at: z.string().nullable(),
});
export type BookingSummary = z.infer<typeof BookingSummary>;

export const BookingSearchResult = z.object({
  bookings: z.array(BookingSummary),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export const BookingSearchResponse = envelope(BookingSearchResult);
export type BookingSearchResponse = z.infer<typeof BookingSearchResponse>;

export const BookingCodeParams = z.object({ code: BookingCode });

export const AuditEntry = z.object({
  at: z.string(),
  operator_email: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const RefundRecord = z.object({
  reason: z.string(),
  status: z.enum(["requested", "processed", "failed"]),
  amount_paise: z.number().int(),
  credit_note_number: z.string().nullable(),
  gateway_refund_id: z.string().nullable(),
  last_error: z.string().nullable(),
  requested_at: z.string(),
  processed_at: z.string().nullable(),
});

const ChangeSide = z.object({
  date: z.string(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  add_ons: z.array(z.object({ name: z.string(), qty: z.number().int() })),
});

/** A change after booking that can move money (decision 0028), every state, as operators see it. */
export const BackofficeChange = z.object({
  id: z.number().int(),
  kind: z.enum(["reschedule", "add_ons"]),
  status: z.enum(["pending_payment", "applied", "lapsed"]),
  before: ChangeSide,
  after: ChangeSide,
  /** Negative when the change cost less. */
  difference_paise: z.number().int(),
  payment_order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
  refund_required: z.boolean(),
  refund: z
    .object({
      amount_paise: z.number().int(),
      status: z.enum(["requested", "processed", "failed"]),
      credit_note_number: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type BackofficeChange = z.infer<typeof BackofficeChange>;

export const BackofficeBooking = BookingSummary.extend({
  seats: z.number().int(),
  amounts: z.object({
    room_paise: z.number().int(),
    add_ons_paise: z.number().int(),
    discount_paise: z.number().int(),
    cgst_paise: z.number().int(),
    sgst_paise: z.number().int(),
    igst_paise: z.number().int(),
    total_paise: z.number().int(),
  }),
  voucher_code: z.string().nullable(),
  payment: z.object({
    gateway: z.string().nullable(),
    order_id: z.string().nullable(),
    payment_id: z.string().nullable(),
    error: z.string().nullable(),
  }),
  invoice_number: z.string().nullable(),
  /** The GST invoice PDF, for a confirmed booking. */
  invoice_url: z.string().nullable(),
  notes: z.string(),
  add_ons: z.array(z.object({ name: z.string(), qty: z.number().int(), unit_price_paise: z.number().int() })),
  guests: z.array(z.object({ email: z.string(), responded: z.boolean() })),
  refunds: z.array(RefundRecord),
  /** Its changes after booking, oldest first, and what it is worth after the applied ones (what a full refund returns at most). */
  changes: z.array(BackofficeChange),
  current_total_paise: z.number().int(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What the policy would refund if it were cancelled now (for the cancel form), null when not cancellable. */
  policy_refund_paise: z.number().int().nullable(),
  policy: z.string(),
  history: z.array(AuditEntry),
});
export type BackofficeBooking = z.infer<typeof BackofficeBooking>;
export const BackofficeBookingResponse = envelope(BackofficeBooking);
export type BackofficeBookingResponse = z.infer<typeof BackofficeBookingResponse>;

export const OperatorCancelBody = z
  .object({
    refund: z.enum(["policy", "full", "custom"], { message: "Please choose the refund: the policy's, full, or a custom amount." }),
    /** Only with refund=custom: paise, at most what was paid. */
    amount_paise: z.number().int().min(0, { message: "The refund cannot be negative." }).optional(),
    reason: z.string().trim().min(3, { message: "Please give a reason (at least 3 characters)." }).max(500),
  })
  .superRefine((value, ctx) => {
    if (value.refund === "custom" && value.amount_paise === undefined)
      ctx.addIssue({ code: "custom", path: ["amount_paise"], message: "Please enter the amount to refund." });
  });
export type OperatorCancelBody = z.infer<typeof OperatorCancelBody>;

export const MarkRefundDoneBody = z.object({
  gateway_reference: z
    .string()
    .trim()
    .min(3, { message: "Please enter the gateway's refund reference." })
    .max(100)
    .regex(/^[A-Za-z0-9_\-./]+$/, { message: "The reference has letters, digits, - _ . / only." }),
});
export type MarkRefundDoneBody = z.infer<typeof MarkRefundDoneBody>;

// ---- cancellation policies

export const RefundTierInput = z.object({
  notice_minutes: z.number().int().min(0, { message: "The notice must be 0 minutes or more." }).max(525_600),
  refund_percent: z.number().int().min(0, { message: "The refund is 0 to 100%." }).max(100, { message: "The refund is 0 to 100%." }),
});

export const PolicyBody = z.object({
  refund_tiers: z.array(RefundTierInput).max(10),
  forfeit_after_window: z.boolean(),
  transfer_notice_minutes: z.number().int().min(0).max(525_600).nullable(),
});
export type PolicyBody = z.infer<typeof PolicyBody>;

export const PolicyParams = z.object({ productTypeId: z.coerce.number().int().positive().max(MAX_ROW_ID) });

export const PolicyView = z.object({
  product_type_id: z.number().int(),
  product_type: z.string(),
  refund_tiers: z.array(RefundTierInput),
  forfeit_after_window: z.boolean(),
  transfer_notice_minutes: z.number().int().nullable(),
  summary: z.string(),
});
export type PolicyView = z.infer<typeof PolicyView>;
export const PolicyListResponse = envelope(z.array(PolicyView));
export type PolicyListResponse = z.infer<typeof PolicyListResponse>;
export const PolicyResponse = envelope(PolicyView);

// ---- today

export const TodayCentre = z.object({
  centre_id: z.number().int(),
  centre_name: z.string(),
  city: z.string(),
  /** Booked half-hours of timed rooms today over their open half-hours, 0-100. */
  occupancy_percent: z.number(),
  /** Confirmed bookings dated today. */
  revenue_paise: z.number().int(),
  unpaid_holds: z.number().int(),
  refunds_required: z.number().int(),
  new_leads: z.number().int(),
  today: z.array(BookingSummary),
  tomorrow: z.array(BookingSummary),
});
export type TodayCentre = z.infer<typeof TodayCentre>;
export const TodayResponse = envelope(z.object({ date: z.string(), tomorrow: z.string(), centres: z.array(TodayCentre) }));
export type TodayResponse = z.infer<typeof TodayResponse>;

// ---- calendar

export const CalendarQuery = z.object({
  /** Default: the operator's first centre. */
  centre_id: queryCentreId.optional(),
  date: IsoDate,
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

/** A run of half-hours one booking holds (end exclusive). */
export const CalendarSpan = z.object({
  start_slot: z.number().int(),
  end_slot: z.number().int(),
  code: BookingCode,
  /** confirmed, or hold (unpaid, still live). */
  kind: z.enum(["confirmed", "hold"]),
  customer: z.string(),
});
export type CalendarSpan = z.infer<typeof CalendarSpan>;

export const CalendarDay = z.object({
  date: z.string(),
  centre_id: z.number().int(),
  centre_name: z.string(),
  /** The operator's centres, to switch between. */
  centres: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
  rooms: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      product_type: z.string(),
      open_slot: z.number().int(),
      close_slot: z.number().int(),
      spans: z.array(CalendarSpan),
    }),
  ),
});
export type CalendarDay = z.infer<typeof CalendarDay>;
export const CalendarResponse = envelope(CalendarDay);
export type CalendarResponse = z.infer<typeof CalendarResponse>;

// ---- leads

/** A lead's place in the sales funnel (decision 0029: kept in the audit log, `new` until changed). */
export const LeadStatus = z.enum(["new", "contacted", "won", "lost"]);
export type LeadStatus = z.infer<typeof LeadStatus>;
export const LeadKind = z.enum(["enquiry", "event"]);

export const LeadSearchQuery = z.object({
  status: LeadStatus.optional(),
  kind: LeadKind.optional(),
  city: z.string().trim().max(40, { message: "A city is at most 40 characters." }).optional(),
  centre_id: queryCentreId.optional(),
  page: z.coerce.number().int().min(1, { message: "Page must be 1 or more." }).max(10_000).default(1),
});
export type LeadSearchQuery = z.infer<typeof LeadSearchQuery>;

export const LeadSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: LeadKind,
  status: LeadStatus,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  room_name: z.string().nullable(),
  centre_id: z.number().int().nullable(),
  centre_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadSummary = z.infer<typeof LeadSummary>;

export const LeadSearchResponse = envelope(
  z.object({ leads: z.array(LeadSummary), page: z.number().int(), page_size: z.number().int(), total: z.number().int() }),
);
export type LeadSearchResponse = z.infer<typeof LeadSearchResponse>;

export const LeadParams = z.object({ id: z.coerce.number().int().positive({ message: "No such lead." }).max(2_147_483_647) });

export const BackofficeLead = LeadSummary.extend({
  /** Everything the visitor sent, as the CRM receives it. */
  payload: z.record(z.string(), z.unknown()),
  utm: z.record(z.string(), z.string()),
  human_check: z.string(),
  forwarded_at: z.string().nullable(),
  /** The statuses the operator may move it to now. */
  next_statuses: z.array(LeadStatus),
  history: z.array(AuditEntry),
});
export type BackofficeLead = z.infer<typeof BackofficeLead>;
export const BackofficeLeadResponse = envelope(BackofficeLead);
export type BackofficeLeadResponse = z.infer<typeof BackofficeLeadResponse>;

export const LeadStatusBody = z.object({
  status: LeadStatus,
  note: z.string().trim().max(1000, { message: "A note is at most 1000 characters." }).default(""),
});
export type LeadStatusBody = z.infer<typeof LeadStatusBody>;
