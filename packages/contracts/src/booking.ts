import { z } from "zod";
import { queryRowId, rowId } from "./row-id";
import { isIsoDate } from "@workbay/domain/ist-date";
import { envelope } from "./envelope";

const isoDate = z.string().refine(isIsoDate, { message: "must be a date written YYYY-MM-DD" });
const slot = z.number().int().min(0).max(48);

export const AddOnLine = z.object({
  id: rowId,
  qty: z.number().int().min(1).max(99),
  sub_option_id: rowId.optional(),
});

/** The validate payload of 000 spec section 3 (and the pass variant chosen on the card). */
export const ValidateBody = z.object({
  date: isoDate,
  room_id: rowId,
  start_time: slot.optional(),
  end_time: slot.optional(),
  add_on: z.array(AddOnLine).max(50).default([]),
  booking_end_date: isoDate.optional(),
  quantity: z.number().int().min(1).max(10000).optional(),
  pass_option_id: rowId.optional(),
  voucher_code: z.string().max(40).optional(),
  /** Billing state of the GST block: another state than the centre's means IGST. */
  billing_state: z.string().trim().max(80).optional(),
});
export type ValidateBody = z.infer<typeof ValidateBody>;

export const CheckedAddOn = z.object({
  id: z.number().int(),
  sub_option_id: z.number().int().nullable(),
  name: z.string(),
  category: z.string(),
  type: z.string(),
  qty: z.number().int(),
  serves: z.number().int(),
  price: z.number(),
});

/** A booking's amounts in rupees and the voucher behind its discount (validate, the booking view, the price breakdown). */
export const BookingAmounts = z.object({
  room_amount: z.number(),
  add_ons_price: z.number(),
  discount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  gst_amount: z.number(),
  total_amount: z.number(),
  /** The voucher applied to the discount, when one was given and accepted. */
  voucher_code: z.string().nullable(),
});
export type BookingAmounts = z.infer<typeof BookingAmounts>;

/**
 * The pass option (pack) a pass booking bought, as the room page names it ("5 Day Pass Pack"),
 * and its days per pass; null when the booking named none (other kinds, older bookings).
 */
export const BookedPassOption = {
  pass_option_id: z.number().int().nullable(),
  pass_option_name: z.string().nullable(),
  pass_option_days: z.number().int().nullable(),
};

/** The server's reading of a booking: times, quantity and every amount in rupees. */
export const ValidatedBooking = z.object({
  date: z.string(),
  room_id: z.number().int(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  booking_end_date: z.string().nullable(),
  quantity: z.number().int(),
  ...BookedPassOption,
  seats: z.number().int(),
  add_ons: z.array(CheckedAddOn),
  ...BookingAmounts.shape,
  original_room_amount: z.number(),
  /** CGST + SGST (true) or IGST (false). */
  intra_state: z.boolean(),
});
export type ValidatedBooking = z.infer<typeof ValidatedBooking>;
export const ValidateResponse = envelope(ValidatedBooking);
export type ValidateResponse = z.infer<typeof ValidateResponse>;

export const AddOnsQuery = z.object({
  room_id: queryRowId,
  date: isoDate.optional(),
  start_time: z.coerce.number().int().min(0).max(47).optional(),
});

export const MenuSubOption = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  available_from: z.number().int(),
  available_to: z.number().int(),
  available: z.boolean(),
  /** Why it cannot be chosen for this meeting (serving window or notice), or null. */
  unavailable_reason: z.string().nullable(),
});
export const MenuOption = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  short_description: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  /** The picture's alt text as the console gave it (null: no picture, or a decorative one). */
  image_alt: z.string().nullable(),
  type: z.enum(["veg", "non-veg"]),
  serves: z.number().int(),
  category: z.string(),
  available_from: z.number().int(),
  available_to: z.number().int(),
  /** Offered for the slot start (window) with enough notice. */
  available: z.boolean(),
  /** Why it cannot be chosen for this meeting (serving window or notice), or null. */
  unavailable_reason: z.string().nullable(),
  options: z.array(MenuSubOption),
});
export type MenuOption = z.infer<typeof MenuOption>;
export const MenuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  tab_id: z.string(),
  image: z.string().nullable(),
  available_from: z.number().int(),
  available_to: z.number().int(),
  notice_minutes: z.number().int(),
  /** Shown for the slot start; hidden otherwise in the normal booking mode. */
  available: z.boolean(),
  options: z.array(MenuOption),
});
export type MenuCategory = z.infer<typeof MenuCategory>;
export const AddOnsResponse = envelope(z.array(MenuCategory));
export type AddOnsResponse = z.infer<typeof AddOnsResponse>;
