import { formatBoundingBox, parseBoundingBox, type BoundingBox } from "@workbay/domain/bounding-box";
import { isIsoDate } from "@workbay/domain/ist-date";
import { PRODUCT_TYPE, MEETING_ROOM_TYPES, productType, type ProductTypeId } from "@workbay/domain/product-types";
import { parsePage } from "../../shared/search/parse-page";

const LISTING_SORTS = ["recommended", "price_asc", "price_desc", "capacity_desc", "capacity_asc", "distance"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  recommended: "Recommended",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  capacity_desc: "Seats: most first",
  capacity_asc: "Seats: fewest first",
  distance: "Distance: nearest first",
};

/** The minimum-seats choices ("2+" ... "20+"); "Any" is no value. */
export const CAPACITY_OPTIONS = [2, 4, 6, 10, 20] as const;

/**
 * What a listing's address says beyond the route: the visitor's choices. `date` is null when
 * none was chosen (the page shows its default date, decision 0039); the address stays free of defaults.
 */
export type ListingFilters = {
  date: string | null;
  capacity: number | null;
  /** A meeting-room type, 1-5 (a best-suited-for category). */
  roomType: number | null;
  /** Only items that can be booked on the date. */
  available: boolean;
  /** Amenity codes an item must all have, in the catalogue's order. */
  amenities: string[];
  sort: ListingSort;
  page: number;
  /** The point distances are measured from: a searched place or the visitor ("near me"). */
  near?: NearPoint | null;
  /** Only what is inside the map's area ("Search this area", decision 0030). */
  bbox?: BoundingBox | null;
  /** The map view instead of the list (`view=map`). */
  view?: "map";
};

export type NearPoint = { name: string; latitude: number; longitude: number };

/** The name shown for the visitor's own location ("Sorted by distance from your location"). */
export const NEAR_ME = "your location";

export const NO_FILTERS: ListingFilters = {
  date: null,
  capacity: null,
  roomType: null,
  available: false,
  amenities: [],
  sort: "recommended",
  page: 1,
};

/** Which filters a product type's listing offers. */
export type ListingFields = {
  capacity: boolean;
  roomType: boolean;
  amenities: boolean;
  sorts: readonly ListingSort[];
};

/**
 * Timed rooms filter on seats and amenities (meeting rooms also on the type of meeting);
 * passes and virtual offices are for one person, so seats mean nothing there.
 */
export function listingFields(typeId: ProductTypeId): ListingFields {
  if (productType(typeId).kind !== "timed") {
    return {
      capacity: false,
      roomType: false,
      amenities: false,
      sorts: ["recommended", "price_asc", "price_desc", "distance"],
    };
  }
  return { capacity: true, roomType: typeId === PRODUCT_TYPE.meetingRoom, amenities: true, sorts: LISTING_SORTS };
}

export type ParseContext = {
  /** Today and the last bookable date in IST, YYYY-MM-DD. */
  today: string;
  lastDate: string;
  fields: ListingFields;
  /** Sorting by distance needs the visitor's location. */
  hasLocation: boolean;
  /** The catalogue's amenities (GET /passy/v1/amenities), in catalogue order. */
  amenities: readonly AmenityOption[];
};

export type AmenityOption = { code: string; name: string };

const ROOM_TYPE_IDS = MEETING_ROOM_TYPES.map((t) => t.id);

function parseDate(value: string | null, { today, lastDate }: ParseContext): string | null {
  if (!value || !isIsoDate(value)) return null;
  // ISO dates compare correctly as strings; outside the window the page shows its default date.
  return value < today || value > lastDate ? null : value;
}

function parseChoice(value: string | null, choices: readonly number[]): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return choices.includes(n) ? n : null;
}

/**
 * Comma-joined (`amenities=wifi,projector`) or repeated (a plain form's checkboxes) codes,
 * known to the catalogue, in its order.
 */
function parseAmenities(params: URLSearchParams, catalogue: readonly AmenityOption[]): string[] {
  const given = new Set(params.getAll("amenities").flatMap((v) => v.split(",")));
  return catalogue.filter((a) => given.has(a.code)).map((a) => a.code);
}

/**
 * The filters in a listing's address. Anything unknown, malformed or not offered for the
 * product type is dropped, so a hand-edited address still shows a sensible list.
 */
function parseCoordinate(value: string | null, limit: number): number | null {
  if (!value || !/^-?\d{1,3}(\.\d{1,8})?$/.test(value)) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : null;
}

/** near=&lat=&lng= (a searched place, decision 0030): all three, or none. */
function parseNearPoint(params: URLSearchParams): NearPoint | null {
  const name = (params.get("near") ?? "").trim().slice(0, 80);
  const latitude = parseCoordinate(params.get("lat"), 90);
  const longitude = parseCoordinate(params.get("lng"), 180);
  return name && latitude !== null && longitude !== null ? { name, latitude, longitude } : null;
}

export function parseListingFilters(params: URLSearchParams, context: ParseContext): ListingFilters {
  const { fields } = context;
  const near = parseNearPoint(params);
  const boxParam = params.get("bbox");
  const parsedBox = boxParam ? parseBoundingBox(boxParam) : null;
  // A hand-edited box that is not one is dropped, as other filters are.
  const bbox = parsedBox && "box" in parsedBox ? parsedBox.box : null;
  const hasLocation = context.hasLocation || near !== null;
  const sort = params.get("sort");
  const sortOk = (LISTING_SORTS as readonly string[]).includes(sort ?? "") && fields.sorts.includes(sort as ListingSort);
  return {
    date: parseDate(params.get("date"), context),
    capacity: fields.capacity ? parseChoice(params.get("capacity"), CAPACITY_OPTIONS) : null,
    roomType: fields.roomType ? parseChoice(params.get("roomType"), ROOM_TYPE_IDS) : null,
    available: params.get("available") === "true",
    amenities: fields.amenities ? parseAmenities(params, context.amenities) : [],
    sort: sortOk && (sort !== "distance" || hasLocation) ? (sort as ListingSort) : "recommended",
    page: parsePage(params.get("page")),
    // Only when the address has one, so lists without a point compare equal to the defaults.
    ...(near ? { near } : {}),
    ...(bbox ? { bbox } : {}),
    ...(params.get("view") === "map" ? { view: "map" as const } : {}),
  };
}

/**
 * The query string of the filters, without defaults, in a stable order: the same choices
 * always give the same address. `omitDate` when the route carries the date in its path.
 */
export function serializeListingFilters(filters: ListingFilters, options: { omitDate?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (filters.date && !options.omitDate) params.set("date", filters.date);
  if (filters.capacity !== null) params.set("capacity", String(filters.capacity));
  if (filters.roomType !== null) params.set("roomType", String(filters.roomType));
  if (filters.available) params.set("available", "true");
  if (filters.amenities.length > 0) params.set("amenities", filters.amenities.join(","));
  if (filters.near) {
    params.set("near", filters.near.name);
    params.set("lat", String(filters.near.latitude));
    params.set("lng", String(filters.near.longitude));
  }
  if (filters.bbox) params.set("bbox", formatBoundingBox(filters.bbox));
  if (filters.sort !== "recommended") params.set("sort", filters.sort);
  if (filters.view === "map") params.set("view", "map");
  if (filters.page > 1) params.set("page", String(filters.page));
  // Commas between codes read better than %2C and are safe in a query.
  return params.toString().replaceAll("%2C", ",");
}

/** True when any choice narrows the list (the date and the order do not). */
export function hasNarrowingFilters(filters: ListingFilters): boolean {
  return (
    filters.capacity !== null || filters.roomType !== null || filters.available || filters.amenities.length > 0 || Boolean(filters.bbox)
  );
}

/** The narrowing choices, each with a label and the filters without it (for a remove link). */
export function activeFilterChips(
  filters: ListingFilters,
  amenities: readonly AmenityOption[],
): { key: string; label: string; without: ListingFilters }[] {
  const base = { ...filters, page: 1 };
  const chips: { key: string; label: string; without: ListingFilters }[] = [];
  if (filters.capacity !== null) chips.push({ key: "capacity", label: `${filters.capacity}+ seats`, without: { ...base, capacity: null } });
  if (filters.roomType !== null) {
    const name = MEETING_ROOM_TYPES.find((t) => t.id === filters.roomType)?.name ?? "";
    chips.push({ key: "roomType", label: name, without: { ...base, roomType: null } });
  }
  if (filters.available) chips.push({ key: "available", label: "Available only", without: { ...base, available: false } });
  if (filters.bbox) chips.push({ key: "bbox", label: "In the map area", without: { ...base, bbox: null } });
  for (const code of filters.amenities) {
    chips.push({
      key: `amenity-${code}`,
      label: amenities.find((a) => a.code === code)?.name ?? code,
      without: { ...base, amenities: filters.amenities.filter((c) => c !== code) },
    });
  }
  return chips;
}

/** The filters with every narrowing choice removed; the date and the order stay. */
export function clearedFilters(filters: ListingFilters): ListingFilters {
  return {
    ...NO_FILTERS,
    date: filters.date,
    sort: filters.sort,
    ...(filters.near ? { near: filters.near } : {}),
    ...(filters.view ? { view: filters.view } : {}),
  };
}
