// The operator console's catalogue calls (issue 15, decision 0033):
// /backoffice-service/api/v1/catalogue/... Money is paise; times of day are half-hour slot
// indices (0 = 00:00, 48 = midnight at the end of the day).
import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { CATALOGUE_MESSAGES, ROOM_PHOTO_MESSAGES, SEO_ID_PATTERN } from "@workbay/domain/catalogue-rules";
import { MIN_PAYABLE_PAISE } from "@workbay/domain/payment-limits";
import { isProductTypeId } from "@workbay/domain/product-types";
import { isValidEmail, isValidPincode } from "@workbay/domain/validators";
import { envelope } from "./envelope";

const Id = z.coerce.number().int().positive().max(MAX_ROW_ID);
const Slot = z.number().int().min(0).max(48);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === "" ? null : v));
/**
 * Up to ₹10,00,000, so a slip of the finger cannot list a room at a crore. The messages speak
 * rupees, as the console's forms are typed (the vouchers' do the same), never "Price paise".
 */
const Paise = (label: string, min = 0) =>
  z
    .number({ message: `${label} must be an amount in rupees.` })
    .int({ message: `${label} can have at most two decimals (paise).` })
    .min(min, { message: min === 0 ? `${label} cannot be negative.` : `${label} must be at least ₹${min / 100}.` })
    .max(100_000_000, { message: `${label} must be at most ₹10,00,000.` });

// ---- rooms

export const RoomBody = z.object({
  centre_id: z.number().int().positive().max(MAX_ROW_ID),
  product_type_id: z.number().int().refine(isProductTypeId, { message: "Please choose a space type." }),
  name: Text(2, 80),
  seo_id: z.string().trim().min(3).max(120).regex(SEO_ID_PATTERN, { message: CATALOGUE_MESSAGES.seoIdFormat }),
  floor: Text(1, 40),
  capacity: z.number().int().min(1).max(2000),
  /** At least ₹1: a free room would ask the payment gateway for an order of ₹0, which it refuses. */
  price_paise: Paise("The price", MIN_PAYABLE_PAISE),
  original_price_paise: Paise("The original price").nullable(),
  min_duration_minutes: z.number().int().min(30).max(1440),
  start_time: Slot.max(47),
  end_time: Slot.min(1),
  description: Text(20, 2000),
  inclusions: OptionalText(1000),
  amenity_ids: z.array(z.number().int().positive()).max(40),
  category_ids: z.array(z.number().int().positive()).max(20),
  bookable_online: z.boolean(),
  has_fnb: z.boolean(),
  pass_capacity: z.number().int().min(1).max(10_000).nullable(),
  /** Virtual offices: the monthly price is the daily price x 30 x this factor (basis points, 10000 = 1). */
  month_factor_bp: z
    .number({ message: "The monthly price factor must be a percentage." })
    .int({ message: "The monthly price factor can have at most two decimals." })
    .min(5000, { message: "The monthly price factor must be between 50% and 200%." })
    .max(20000, { message: "The monthly price factor must be between 50% and 200%." }),
  is_active: z.boolean(),
});
export type RoomBody = z.infer<typeof RoomBody>;

export const RoomParams = z.object({ id: Id });

export const RoomSort = z.enum(["name", "type", "capacity", "price", "updated"]);
export const CatalogueRoomQuery = z.object({
  centre_id: Id.optional(),
  product_type_id: Id.optional(),
  q: z.string().trim().max(80).optional(),
  sort: RoomSort.default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CatalogueRoomQuery = z.infer<typeof CatalogueRoomQuery>;

export const CatalogueRoomRow = z.object({
  id: z.number().int(),
  seo_id: z.string(),
  name: z.string(),
  centre_id: z.number().int(),
  centre_name: z.string(),
  product_type_id: z.number().int(),
  product_type: z.string(),
  capacity: z.number().int(),
  price_paise: z.number().int(),
  bookable_online: z.boolean(),
  is_active: z.boolean(),
});
export type CatalogueRoomRow = z.infer<typeof CatalogueRoomRow>;
export const CatalogueRoomListResponse = envelope(
  z.object({ rooms: z.array(CatalogueRoomRow), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
);
export type CatalogueRoomListResponse = z.infer<typeof CatalogueRoomListResponse>;

export const CataloguePhoto = z.object({
  id: z.number().int(),
  file_name: z.string(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
});
export type CataloguePhoto = z.infer<typeof CataloguePhoto>;

export const CatalogueRoom = RoomBody.extend({
  id: z.number().int(),
  /** As stored: a room saved before the ₹1 minimum still reads. */
  price_paise: z.number().int(),
  inclusions: z.string().nullable(),
  centre_name: z.string(),
  photos: z.array(CataloguePhoto),
});
export type CatalogueRoom = z.infer<typeof CatalogueRoom>;
export const CatalogueRoomResponse = envelope(CatalogueRoom);
export type CatalogueRoomResponse = z.infer<typeof CatalogueRoomResponse>;

/** What the room and centre forms choose from; `centres` are the operator's own. */
export const CatalogueOptions = z.object({
  centres: z.array(z.object({ id: z.number().int(), name: z.string(), city_slug: z.string() })),
  product_types: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string() })),
  amenities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cities: z.array(z.object({ slug: z.string(), name: z.string(), state: z.string(), live: z.boolean() })),
  states: z.array(z.string()),
});
export type CatalogueOptions = z.infer<typeof CatalogueOptions>;
export const CatalogueOptionsResponse = envelope(CatalogueOptions);
export type CatalogueOptionsResponse = z.infer<typeof CatalogueOptionsResponse>;

// ---- centres

export const OpeningWindow = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    open: Slot.max(47),
    close: Slot.min(1),
  })
  .refine((w) => w.close > w.open, { message: CATALOGUE_MESSAGES.hoursOrder, path: ["close"] });

export const CentreBody = z.object({
  name: Text(3, 80),
  address: Text(10, 300),
  city_slug: Text(2, 40),
  state: Text(2, 60),
  pincode: z
    .string()
    .trim()
    .refine((v) => isValidPincode(v), { message: "Please enter a valid 6-digit pincode." }),
  latitude: z.number().min(6).max(37.5),
  longitude: z.number().min(68).max(97.5),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{8,16}$/, { message: "Please enter a valid phone number." }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === "" || isValidEmail(v), { message: "Please provide a valid email ID" })
    .nullable()
    .transform((v) => (v === "" ? null : v)),
  business_hours: z.array(OpeningWindow).min(1).max(7),
  notice: OptionalText(300),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .nullable()
    .transform((v) => (v === "" ? null : v)),
  is_active: z.boolean(),
});
export type CentreBody = z.infer<typeof CentreBody>;

export const CentreParams = z.object({ id: Id });

/** A centre as stored (plain types: a response schema has no transforms). */
export const CatalogueCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city_slug: z.string(),
  city_name: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string().nullable(),
  business_hours: z.array(z.object({ days: z.array(z.number().int()), open: z.number().int(), close: z.number().int() })),
  notice: z.string().nullable(),
  gstin: z.string().nullable(),
  is_active: z.boolean(),
  room_count: z.number().int(),
});
export type CatalogueCentre = z.infer<typeof CatalogueCentre>;
export const CatalogueCentreResponse = envelope(CatalogueCentre);
export type CatalogueCentreResponse = z.infer<typeof CatalogueCentreResponse>;
export const CatalogueCentreListResponse = envelope(z.array(CatalogueCentre));
export type CatalogueCentreListResponse = z.infer<typeof CatalogueCentreListResponse>;

export const CityParams = z.object({ slug: z.string().trim().min(1).max(40) });
export const CityLiveBody = z.object({ live: z.boolean() });
export const CityResponse = envelope(z.object({ slug: z.string(), name: z.string(), live: z.boolean() }));

// ---- photos

export const PhotoParams = z.object({ id: Id, photoId: Id });
export const PhotoBody = z.object({ alt: Text(3, 200), position: z.number().int().min(0).max(99) });
export type PhotoBody = z.infer<typeof PhotoBody>;
export const PhotoResponse = envelope(CataloguePhoto);
export const PhotoUploadBody = z.object({
  /** Base64 of a JPEG, PNG or WebP image (a data: URL prefix is allowed), at most 5 MB. */
  attachment: z.string().min(16).max(7_200_000, { message: ROOM_PHOTO_MESSAGES.size }),
  alt: Text(3, 200),
});
export type PhotoUploadBody = z.infer<typeof PhotoUploadBody>;

// ---- F&B menus

const ServingSlot = z.number().int().min(0).max(47);

export const MenuSubOptionInput = z.object({
  /** An existing choice's id; none for a new one. */
  id: z.number().int().positive().max(MAX_ROW_ID).optional(),
  name: Text(2, 80),
  description: z.string().trim().max(300),
  available_from: ServingSlot,
  available_to: ServingSlot,
});

export const MenuItemBody = z.object({
  category_id: z.number().int().positive().max(MAX_ROW_ID),
  name: Text(2, 80),
  short_description: Text(2, 120),
  description: Text(2, 600),
  price_paise: Paise("The price"),
  type: z.enum(["veg", "non-veg"]),
  serves: z.number().int().min(1).max(50),
  available_from: ServingSlot,
  available_to: ServingSlot,
  is_active: z.boolean(),
  sub_options: z.array(MenuSubOptionInput).max(20),
});
export type MenuItemBody = z.infer<typeof MenuItemBody>;

export const MenuItemParams = z.object({ itemId: Id });

export const MenuItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  /** Null: on every centre's menu (admins change it). */
  centre_id: z.number().int().nullable(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  price_paise: z.number().int(),
  type: z.enum(["veg", "non-veg"]),
  serves: z.number().int(),
  available_from: z.number().int(),
  available_to: z.number().int(),
  is_active: z.boolean(),
  /** The picture through the image service (340x200), or null; its alt text. */
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  sub_options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      available_from: z.number().int(),
      available_to: z.number().int(),
    }),
  ),
});
export type MenuItem = z.infer<typeof MenuItem>;
export const MenuItemResponse = envelope(MenuItem);
export type MenuItemResponse = z.infer<typeof MenuItemResponse>;

export const CentreMenu = z.object({
  centre_id: z.number().int(),
  centre_name: z.string(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      available_from: z.number().int(),
      available_to: z.number().int(),
      notice_minutes: z.number().int(),
    }),
  ),
  items: z.array(MenuItem),
});
export type CentreMenu = z.infer<typeof CentreMenu>;
export const CentreMenuResponse = envelope(CentreMenu);
export type CentreMenuResponse = z.infer<typeof CentreMenuResponse>;
