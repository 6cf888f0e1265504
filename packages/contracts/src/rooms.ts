import { z } from "zod";
import { queryRowId } from "./row-id";
import { BOUNDING_BOX_MESSAGES, parseBoundingBox } from "@workbay/domain/bounding-box";
import { CITY_SLUGS } from "@workbay/domain/cities";
import { isIsoDate } from "@workbay/domain/ist-date";
import { PRODUCT_TYPE_IDS } from "@workbay/domain/product-types";
import { envelope } from "./envelope";

export const MAX_PAGE_SIZE = 48;

const isoDate = z.string().refine(isIsoDate, { message: "must be a date written YYYY-MM-DD" });
const productTypeId = z.coerce
  .number()
  .int()
  .refine((v) => (PRODUCT_TYPE_IDS as readonly number[]).includes(v), {
    message: `must be one of ${PRODUCT_TYPE_IDS.join(", ")}`,
  });
const citySlug = z.enum(CITY_SLUGS, { message: `must be one of ${CITY_SLUGS.join(", ")}` });
const booleanFlag = z.enum(["true", "false"]).transform((v) => v === "true");

const boundingBox = z
  .string()
  .max(200, { error: BOUNDING_BOX_MESSAGES.format })
  .transform((text, ctx) => {
    const parsed = parseBoundingBox(text);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.box;
  });

export const RoomListQuery = z.object({
  date: isoDate.optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  city: citySlug.optional(),
  current_page: z.coerce.number().int().min(1).max(10000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, { message: `must be at most ${MAX_PAGE_SIZE}` })
    .default(12),
  /** A best-suited-for category id (1-5 are the spec's room types). */
  room_type: z.coerce.number().int().min(1).max(1000).optional(),
  /** Minimum seats. */
  capacity: z.coerce.number().int().min(1).max(10000).optional(),
  space_type: productTypeId.default(1),
  /** true: only items with something free on the date. */
  availability: booleanFlag.optional(),
  center_id: queryRowId.optional(),
  /** Comma-joined amenity codes; an item must have them all. */
  add_ons: z
    .string()
    .max(500)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, { message: "must be comma-joined amenity codes" })
    .transform((v) => v.split(","))
    .optional(),
  sort: z.enum(["recommended", "price_asc", "price_desc", "capacity_asc", "capacity_desc", "distance"]).default("recommended"),
  /** Only items inside the map's area, `south,west,north,east` ("search this area", decision 0030). */
  bbox: boundingBox.optional(),
});
export type RoomListQuery = z.infer<typeof RoomListQuery>;

export const Amenity = z.object({ code: z.string(), name: z.string(), icon: z.string() });
export const SuitedCategory = z.object({ id: z.number().int(), name: z.string() });
export const PassOption = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  days: z.number().int(),
  /** "Save N%", shown on the card; derived from discount_percent, which prices the option. */
  discountlabel: z.string().nullable(),
  discount_percent: z.number().int().min(0).max(100),
});
export const MonthsOption = z.object({ label: z.string(), value: z.number().int() });
export const AddOnCategory = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A room or bookable item, with its availability on the requested date (000 spec section 3). */
export const RoomItem = z.object({
  id: z.number().int(),
  name: z.string(),
  floor: z.string(),
  address: z.string(),
  city: z.string(),
  city_name: z.string(),
  capacity: z.number().int(),
  space_type: z.number().int(),
  space_type_name: z.string(),
  /** Rupees: per hour for timed rooms, per day for passes and virtual office. */
  cost: z.number(),
  /** The struck-out price in rupees, when a lower price applies. */
  original_cost: z.number().nullable(),
  /** Virtual office monthly factor (1 unless the centre sets another). */
  month_factor: z.number(),
  /** Kilometres from the given latitude/longitude; null without them. */
  distance: z.number().nullable(),
  /** Image file names, first is the cover. */
  url: z.array(z.string()),
  description: z.string(),
  categories: z.array(SuitedCategory),
  amenities: z.array(Amenity),
  inclusions: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** Taken half-hour slots on the date. */
  time_slots: z.array(z.number().int()),
  seo_id: z.string(),
  seoId: z.string(),
  center_name: z.string(),
  centerId: z.number().int(),
  inventoryId: z.string(),
  minDuration: z.number().int(),
  months_list: z.array(MonthsOption),
  selectDataOptions: z.array(PassOption),
  available: z.boolean(),
  is_bookable: z.boolean(),
  is_mrb: z.boolean(),
  /** Passes still on sale on the date (pass types); 0 otherwise. */
  passCount: z.number().int(),
  slot_duration: z.number().int(),
  add_on: z.array(AddOnCategory),
  promo_code: z.string().nullable(),
  date: z.string(),
});
export type RoomItem = z.infer<typeof RoomItem>;

export const Paging = z.object({
  current_page: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
});

export const RoomListResponse = envelope(z.object({ rooms: z.array(RoomItem), paging: Paging }));
export type RoomListResponse = z.infer<typeof RoomListResponse>;

export const BusinessHoursEntry = z.object({ days: z.array(z.number().int()), open: z.number().int(), close: z.number().int() });

export const RoomDetail = RoomItem.extend({
  center_phone: z.string(),
  center_address: z.string(),
  center_notice: z.string().nullable(),
  business_hours: z.array(BusinessHoursEntry),
  state: z.string(),
  pincode: z.string(),
  /** The nearest airport of the places reference data (decision 0030); null when none is known. */
  nearest_airport: z.object({ name: z.string(), distance_km: z.number() }).nullable().optional(),
});
export type RoomDetail = z.infer<typeof RoomDetail>;

export const RoomDetailParams = z.object({ id: z.string().min(1).max(200) });
export const RoomDetailQuery = z.object({
  date: isoDate.optional(),
  search_by: z.enum(["seo_id", "id"]).default("id"),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});
export const RoomDetailResponse = envelope(RoomDetail);
export type RoomDetailResponse = z.infer<typeof RoomDetailResponse>;

/** With `city`, each type also says how many items that city offers (0 hides its links). */
export const RoomCategoriesQuery = z.object({ city: citySlug.optional() });
export const RoomCategoriesResponse = envelope(
  z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int().optional() })),
);
export type RoomCategoriesResponse = z.infer<typeof RoomCategoriesResponse>;

/** GET /passy/v1/amenities: the catalogue's amenities, in catalogue order (listing filters). */
export const AmenitiesResponse = envelope(z.array(Amenity));
export type AmenitiesResponse = z.infer<typeof AmenitiesResponse>;

export const ShowcaseRoomsQuery = z.object({ date: isoDate.optional(), city: citySlug.optional() });
export const ShowcaseRoomsResponse = envelope(z.array(RoomItem));
export type ShowcaseRoomsResponse = z.infer<typeof ShowcaseRoomsResponse>;

export const AllRoomsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  per_page: z.coerce.number().int().min(1).max(100, { message: "must be at most 100" }).default(20),
  space_type_id: productTypeId.optional(),
  order_by: z.enum(["id", "name", "price", "capacity", "-id", "-name", "-price", "-capacity"]).default("id"),
});
export const RoomSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  seo_id: z.string(),
  space_type: z.number().int(),
  space_type_name: z.string(),
  capacity: z.number().int(),
  cost: z.number(),
  city: z.string(),
  center_name: z.string(),
  centerId: z.number().int(),
  is_bookable: z.boolean(),
  is_mrb: z.boolean(),
  image: z.string().nullable(),
});
export type RoomSummary = z.infer<typeof RoomSummary>;
export const AllRoomsResponse = envelope(z.object({ rooms: z.array(RoomSummary), paging: Paging }));
export type AllRoomsResponse = z.infer<typeof AllRoomsResponse>;

export const CitySpacesParams = z.object({ city: citySlug });
export const CentreWithSpaces = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  spaces: z.array(RoomSummary),
});
export type CentreWithSpaces = z.infer<typeof CentreWithSpaces>;
export const CitySpacesResponse = envelope(z.array(CentreWithSpaces));
export type CitySpacesResponse = z.infer<typeof CitySpacesResponse>;

export const HealthResponse = z.object({ status: z.string() });
