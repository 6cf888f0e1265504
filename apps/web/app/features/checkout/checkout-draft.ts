/**
 * The booking the checkout page works on, read from the stored draft (the `bookingData`
 * cookie on the server, session storage in the browser), and the request bodies made of it:
 * the validate payload (prices with a voucher and a billing state) and the create payload.
 */
import type { ValidateBody, ValidatedBooking } from "@workbay/contracts/booking";
import type { BillingDetails, BookingCreateBody } from "@workbay/contracts/checkout";
import { isIsoDate } from "@workbay/domain/ist-date";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { BOOKING_DRAFT_KEY, type BookingDraft, type BookingDraftCookie } from "../../shared/booking/booking-draft";
import { parseCookies } from "../../shared/session/session-cookies";

type DraftAddOnLine = ValidateBody["add_on"][number];

export type CheckoutDraft = {
  date: string;
  roomId: number;
  /** First slot and exclusive end, for timed rooms. */
  startTime: number | null;
  endTime: number | null;
  bookingEndDate: string | null;
  /** Passes, or days for a virtual office. */
  quantity: number | null;
  passOptionId: number | null;
  addOns: DraftAddOnLine[];
  notes: string;
  guestEmails: string[];
};

const asInt = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);
const asString = (value: unknown): string | null => (typeof value === "string" ? value : null);
const intIn = (value: number | null | undefined, min: number, max: number): boolean =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** An add-on line of the draft (the contract's `AddOnLine`: row ids, 1 to 99 of it), or null. */
function addOnLineFrom(value: unknown): DraftAddOnLine | null {
  if (!value || typeof value !== "object") return null;
  const { id, qty, sub_option_id: subOptionId } = value as Record<string, unknown>;
  const line: DraftAddOnLine = { id: asInt(id) ?? 0, qty: asInt(qty) ?? 0 };
  if (!intIn(line.id, 1, MAX_ROW_ID) || !intIn(line.qty, 1, 99)) return null;
  if (subOptionId === null || subOptionId === undefined) return line;
  const sub = asInt(subOptionId);
  return sub !== null && intIn(sub, 1, MAX_ROW_ID) ? { ...line, sub_option_id: sub } : null;
}

/**
 * Whether the validate payload of a draft is one the contract's `ValidateBody` accepts. A hand
 * check, not the schema, so that the checkout page's browser code loads no zod (22 KB gzip,
 * docs/decisions/0035); `apps/web/test/checkout.test.ts` holds it to the schema on generated
 * drafts, and the server checks every payload with the schema anyway.
 */
function isAcceptedBody(body: ValidateBody): boolean {
  const slot = (value: number | undefined) => value === undefined || intIn(value, 0, 48);
  const positive = (value: number | undefined, max = MAX_ROW_ID) => value === undefined || intIn(value, 1, max);
  return (
    isIsoDate(body.date) &&
    (body.booking_end_date === undefined || isIsoDate(body.booking_end_date)) &&
    intIn(body.room_id, 1, MAX_ROW_ID) &&
    slot(body.start_time) &&
    slot(body.end_time) &&
    positive(body.quantity, 10000) &&
    positive(body.pass_option_id) &&
    body.add_on.length <= 50
  );
}

/**
 * A draft (cookie or session storage form) as the checkout reads it, or null when there is
 * none to check out: missing, unreadable, or only the room page's reset (date and room).
 * What the validate payload's contract accepts decides what a usable draft is.
 */
export function checkoutDraftFrom(value: unknown): CheckoutDraft | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Partial<BookingDraftCookie> & Record<string, unknown>;
  const startTime = asInt(raw.startTime);
  const endTime = asInt(raw.endTime);
  const quantity = asInt(raw.quantity_details);
  // The reset draft has neither times nor a quantity: nothing was chosen yet.
  if ((startTime === null || endTime === null) && quantity === null) return null;
  const addOns = Array.isArray(raw.addOn) ? raw.addOn.map(addOnLineFrom) : [];
  if (addOns.some((a) => a === null)) return null;
  const draft: CheckoutDraft = {
    date: asString(raw.date) ?? "",
    roomId: asInt(raw.roomId) ?? 0,
    startTime: quantity === null ? startTime : null,
    endTime: quantity === null ? endTime : null,
    bookingEndDate: asString(raw.booking_end_date),
    quantity,
    passOptionId: asInt(raw.pass_option_id),
    addOns: addOns.filter((a): a is DraftAddOnLine => a !== null),
    notes: (asString(raw.notes) ?? "").slice(0, 1000),
    guestEmails: Array.isArray(raw.guestEmailIds)
      ? raw.guestEmailIds.filter((e): e is string => typeof e === "string" && e.trim() !== "").slice(0, 100)
      : [],
  };
  return isAcceptedBody(validateBodyFor(draft)) ? draft : null;
}

/** The draft in the request's `bookingData` cookie (server side). */
export function checkoutDraftFromCookie(cookieHeader: string | null | undefined): CheckoutDraft | null {
  const raw = parseCookies(cookieHeader)[BOOKING_DRAFT_KEY];
  if (!raw) return null;
  try {
    return checkoutDraftFrom(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The full draft in session storage as the checkout reads it (browser side). */
export function checkoutDraftFromStored(stored: BookingDraft | null): CheckoutDraft | null {
  return stored ? checkoutDraftFrom(stored) : null;
}

/** Whether two drafts are the same booking (room, date, times, quantity and add-ons). */
export function sameBooking(a: CheckoutDraft, b: CheckoutDraft): boolean {
  const key = (d: CheckoutDraft) =>
    JSON.stringify([
      d.roomId,
      d.date,
      d.startTime,
      d.endTime,
      d.bookingEndDate,
      d.quantity,
      d.passOptionId,
      d.addOns.map((x) => [x.id, x.sub_option_id ?? null, x.qty]),
    ]);
  return key(a) === key(b);
}

export type PriceOptions = { voucherCode?: string; billingState?: string };

/** The validate payload (000 spec section 3) of a draft, with the voucher and billing state chosen on the page. */
export function validateBodyFor(draft: CheckoutDraft, options: PriceOptions = {}): ValidateBody {
  const body: ValidateBody = { date: draft.date, room_id: draft.roomId, add_on: draft.addOns.map((a) => ({ ...a })) };
  if (draft.startTime !== null && draft.endTime !== null) {
    body.start_time = draft.startTime;
    body.end_time = draft.endTime;
  }
  if (draft.quantity !== null) body.quantity = draft.quantity;
  if (draft.bookingEndDate) body.booking_end_date = draft.bookingEndDate;
  if (draft.passOptionId !== null) body.pass_option_id = draft.passOptionId;
  const voucher = options.voucherCode?.trim();
  if (voucher) body.voucher_code = voucher;
  const state = options.billingState?.trim();
  if (state) body.billing_state = state;
  return body;
}

/**
 * The create payload (000 spec section 3): the booking as the server last priced it, and the
 * total the page showed (the server refuses with 409 when its own total differs).
 */
export function bookingCreateBodyFor(
  draft: CheckoutDraft,
  priced: ValidatedBooking,
  input: { shownTotal: number; notes: string; guestEmails: readonly string[]; billing?: BillingDetails; termsAccepted: true },
): BookingCreateBody {
  const body: BookingCreateBody = {
    date: draft.date,
    room_id: draft.roomId,
    add_ons: draft.addOns.map((a) => ({ ...a })),
    booking_dates: [draft.date],
    seats: priced.seats,
    total_amount: input.shownTotal,
    room_amount: priced.room_amount,
    original_room_amount: priced.original_room_amount,
    gst_amount: priced.gst_amount,
    add_ons_price: priced.add_ons_price,
    discount: priced.discount,
    notes: input.notes.trim(),
    guest_emails: input.guestEmails.map((e) => e.trim().toLowerCase()).filter(Boolean),
    voucher_applied: priced.voucher_code ?? "",
    terms_accepted: input.termsAccepted,
  };
  if (draft.startTime !== null && draft.endTime !== null) {
    body.start_time = draft.startTime;
    body.end_time = draft.endTime;
  }
  if (draft.quantity !== null) body.quantity = draft.quantity;
  if (draft.bookingEndDate) body.booking_end_date = draft.bookingEndDate;
  if (draft.passOptionId !== null) body.pass_option_id = draft.passOptionId;
  if (input.billing) body.billing_details = input.billing;
  return body;
}
