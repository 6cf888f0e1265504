import { z } from "zod";
import { rowId } from "./row-id";
import { envelope } from "./envelope";
import { Amenity } from "./rooms";

export const GuestTokenQuery = z.object({ token: z.string().min(10).max(2000) });

/** The guest fields of 000 spec section 3 (spelling `cetner_` as the spec has it). */
export const GuestAddOn = z.object({
  user_name: z.string(),
  room_id: z.number().int(),
  room_name: z.string(),
  room_floor_name: z.string(),
  center_address: z.string(),
  room_capacity: z.number().int(),
  booking_date: z.string(),
  cetner_start_time: z.number().int(),
  cetner_end_time: z.number().int(),
  room_amenities: z.array(Amenity),
  center_phone_number: z.string(),
  room_url: z.array(z.string()),
  /** What the booker ordered, and the guest's own choice so far. */
  add_ons: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      category: z.string(),
      type: z.string(),
      qty: z.number().int(),
      serves: z.number().int(),
    }),
  ),
  chosen_add_on_id: z.number().int().nullable(),
  comment: z.string(),
  seo_id: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  booking_start_time: z.number().int(),
  booking_end_time: z.number().int(),
});
export type GuestAddOn = z.infer<typeof GuestAddOn>;
export const GuestAddOnResponse = envelope(GuestAddOn);
export type GuestAddOnResponse = z.infer<typeof GuestAddOnResponse>;

/** The guest's submission: a comment and the one chosen add-on (or none). */
export const RecordGuestPreferenceBody = z.object({
  token: z.string().min(10).max(2000),
  comment: z.string().max(1000).default(""),
  auxiliary_id: z.union([rowId, z.literal("")]).default(""),
});
export const RecordGuestPreferenceResponse = envelope(z.object({ recorded: z.boolean() }));
