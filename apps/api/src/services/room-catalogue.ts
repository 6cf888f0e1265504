import type { RoomDetail, RoomItem, RoomListQuery, RoomSummary } from "@workbay/contracts/rooms";
import { AppError } from "@workbay/domain/app-error";
import { firstFutureSlot, itemAvailability, openingWindow } from "@workbay/domain/availability";
import { cityBySlug } from "@workbay/domain/cities";
import { distanceKm } from "@workbay/domain/distance";
import { istNow, lastBookableDate, weekdayOf } from "@workbay/domain/ist-date";
import { paiseToRupees } from "@workbay/domain/money";
import { displayPricePaise } from "@workbay/domain/price-unit";
import { isProductTypeId, productType, type ProductTypeId } from "@workbay/domain/product-types";
import { minExtraSlots } from "@workbay/domain/slots";
import { VIRTUAL_OFFICE_PRESETS } from "@workbay/domain/virtual-office";
import type { Database } from "@workbay/db/client";
import {
  listCentresWithSpaces,
  listFnbCategories,
  listRoomCandidates,
  listRoomSummaries,
  passesSoldByRoom,
  roomRecordsByIds,
  takenSlotsByRoom,
  findRoomId,
  type RoomCandidate,
  type RoomRecord,
  type RoomSummaryRecord,
} from "@workbay/db/repositories/rooms-repository";

type Coordinates = { latitude: number; longitude: number } | undefined;

/** The date asked for, defaulting to today in IST, refused outside the booking window. */
export function resolveDate(date: string | undefined, now: Date): string {
  const today = istNow(now).date;
  if (!date) return today;
  if (date < today) throw new AppError("bad_request", "date: must be today or later", { field: "date" });
  if (date > lastBookableDate(now)) {
    throw new AppError("bad_request", "date: must be within 89 days from today", { field: "date" });
  }
  return date;
}

function asTypeId(id: number): ProductTypeId {
  if (!isProductTypeId(id)) throw new Error(`room has unknown product type ${id}`);
  return id;
}

type Availability = { available: boolean; passCount: number; window: { start: number; end: number } | null; taken: number[] };

/** Availability of each candidate on a date, from two queries whatever their number. */
async function availabilityOf(
  db: Database,
  candidates: Pick<RoomCandidate, "id" | "productTypeId" | "startTime" | "endTime" | "slotDuration" | "passCapacity" | "businessHours">[],
  date: string,
  now: Date,
): Promise<Map<number, Availability>> {
  const ids = candidates.map((c) => c.id);
  const [taken, sold] = await Promise.all([takenSlotsByRoom(db, date, ids), passesSoldByRoom(db, date, ids)]);
  const weekday = weekdayOf(date);
  const ist = istNow(now);
  const firstSlot = date === ist.date ? firstFutureSlot(ist.minutes) : 0;
  const result = new Map<number, Availability>();
  for (const c of candidates) {
    const typeId = asTypeId(c.productTypeId);
    const window = openingWindow(c.startTime, c.endTime, c.businessHours, weekday);
    const roomTaken = taken.get(c.id) ?? [];
    const { available, passCount } = itemAvailability({
      kind: productType(typeId).kind,
      productTypeId: typeId,
      weekday,
      window,
      taken: roomTaken,
      slotDuration: c.slotDuration,
      firstSlot,
      passCapacity: c.passCapacity ?? 0,
      passesSold: sold.get(c.id) ?? 0,
    });
    result.set(c.id, { available, passCount, window, taken: roomTaken });
  }
  return result;
}

function toRoomItem(
  record: RoomRecord,
  availability: Availability,
  date: string,
  coordinates: Coordinates,
  addOns: { id: number; name: string; slug: string }[],
): RoomItem {
  const typeId = asTypeId(record.productTypeId);
  const window = availability.window;
  return {
    id: record.id,
    name: record.name,
    floor: record.floor,
    address: record.centre.address,
    city: record.centre.citySlug,
    city_name: record.centre.cityName,
    capacity: record.capacity,
    space_type: typeId,
    space_type_name: record.productTypeName,
    cost: paiseToRupees(record.costPaise),
    original_cost: record.originalCostPaise === null ? null : paiseToRupees(record.originalCostPaise),
    month_factor: record.monthFactorBp / 10000,
    distance: coordinates
      ? Math.round(distanceKm(coordinates.latitude, coordinates.longitude, record.centre.latitude, record.centre.longitude) * 10) / 10
      : null,
    url: record.images,
    description: record.description,
    categories: record.categories,
    amenities: record.amenities,
    inclusions: record.inclusions ? record.inclusions.split("\n").filter(Boolean) : [],
    latitude: record.centre.latitude,
    longitude: record.centre.longitude,
    // On a closed day the window is empty: start = end, so the slot map is empty.
    start_time: window?.start ?? record.startTime,
    end_time: window?.end ?? record.startTime,
    time_slots: availability.taken,
    seo_id: record.seoId,
    seoId: record.seoId,
    center_name: record.centre.name,
    centerId: record.centre.id,
    inventoryId: record.inventoryId,
    minDuration: minExtraSlots(record.slotDuration),
    months_list: typeId === 8 ? VIRTUAL_OFFICE_PRESETS.map((p) => ({ ...p })) : [],
    selectDataOptions: record.passOptions.map((p) => ({
      id: p.id,
      name: p.name,
      displayName: p.displayName,
      days: p.days,
      discountlabel: p.discountLabel,
    })),
    available: record.isBookable && availability.available,
    is_bookable: record.isBookable,
    is_mrb: record.isMrb,
    passCount: availability.passCount,
    slot_duration: record.slotDuration,
    add_on: record.hasFnb ? addOns : [],
    promo_code: record.promoCode,
    date,
  };
}

function sortCandidates(
  candidates: RoomCandidate[],
  sort: RoomListQuery["sort"],
  coordinates: Coordinates,
): RoomCandidate[] {
  const price = (c: RoomCandidate) => displayPricePaise(asTypeId(c.productTypeId), c.costPaise);
  const byId = (a: RoomCandidate, b: RoomCandidate) => a.id - b.id;
  const sorted = [...candidates];
  switch (sort) {
    case "price_asc":
      return sorted.sort((a, b) => price(a) - price(b) || byId(a, b));
    case "price_desc":
      return sorted.sort((a, b) => price(b) - price(a) || byId(a, b));
    case "capacity_asc":
      return sorted.sort((a, b) => a.capacity - b.capacity || byId(a, b));
    case "capacity_desc":
      return sorted.sort((a, b) => b.capacity - a.capacity || byId(a, b));
    case "distance": {
      if (!coordinates) return sorted;
      const d = (c: RoomCandidate) => distanceKm(coordinates.latitude, coordinates.longitude, c.latitude, c.longitude);
      return sorted.sort((a, b) => d(a) - d(b) || byId(a, b));
    }
    default:
      // Recommended: promoted items first, then the catalogue order.
      return sorted.sort((a, b) => Number(b.promoCode !== null) - Number(a.promoCode !== null) || byId(a, b));
  }
}

function coordinatesOf(query: { latitude?: number; longitude?: number }): Coordinates {
  return query.latitude !== undefined && query.longitude !== undefined
    ? { latitude: query.latitude, longitude: query.longitude }
    : undefined;
}

export async function listRooms(db: Database, query: RoomListQuery, now: Date) {
  const date = resolveDate(query.date, now);
  const coordinates = coordinatesOf(query);
  const candidates = await listRoomCandidates(db, {
    city: query.city,
    productTypeId: query.space_type,
    suitedCategoryId: query.room_type,
    minCapacity: query.capacity,
    centreId: query.center_id,
    amenityCodes: query.add_ons,
  });
  let ordered = sortCandidates(candidates, query.sort, coordinates);
  let availability: Map<number, Availability> | undefined;
  if (query.availability === true) {
    availability = await availabilityOf(db, ordered, date, now);
    ordered = ordered.filter((c) => availability?.get(c.id)?.available);
  }
  const total = ordered.length;
  const offset = (query.current_page - 1) * query.page_size;
  const page = ordered.slice(offset, offset + query.page_size);
  const pageAvailability = availability ?? (await availabilityOf(db, page, date, now));
  const [records, addOns] = await Promise.all([
    roomRecordsByIds(
      db,
      page.map((c) => c.id),
    ),
    listFnbCategories(db),
  ]);
  const items = records.map((r) => toRoomItem(r, pageAvailability.get(r.id) as Availability, date, coordinates, addOns));
  return {
    rooms: items,
    paging: {
      current_page: query.current_page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
    },
  };
}

export async function getRoom(
  db: Database,
  key: { id: number } | { seoId: string },
  query: { date?: string; latitude?: number; longitude?: number },
  now: Date,
): Promise<RoomDetail> {
  const date = resolveDate(query.date, now);
  const id = await findRoomId(db, key);
  const [record] = id === undefined ? [] : await roomRecordsByIds(db, [id]);
  if (!record) throw new AppError("not_found", "Room not found");
  const [availability, addOns] = await Promise.all([
    availabilityOf(db, [{ ...record, businessHours: record.centre.businessHours }], date, now),
    listFnbCategories(db),
  ]);
  const item = toRoomItem(record, availability.get(record.id) as Availability, date, coordinatesOf(query), addOns);
  return {
    ...item,
    center_phone: record.centre.phone,
    center_address: record.centre.address,
    center_notice: record.centre.notice,
    business_hours: record.centre.businessHours.map((h) => ({ days: [...h.days], open: h.open, close: h.close })),
    state: record.centre.state,
    pincode: record.centre.pincode,
  };
}

/** Showcase: the promoted meeting rooms first, at most two per centre, eight in all. */
export async function showcaseRooms(db: Database, query: { city?: string; date?: string }, now: Date): Promise<RoomItem[]> {
  const date = resolveDate(query.date, now);
  const candidates = sortCandidates(await listRoomCandidates(db, { city: query.city, productTypeId: 1 }), "recommended", undefined);
  const records = await roomRecordsByIds(
    db,
    candidates.map((c) => c.id),
  );
  const perCentre = new Map<number, number>();
  const chosen = records
    .filter((r) => r.isBookable && r.isMrb)
    .filter((r) => {
      const n = perCentre.get(r.centre.id) ?? 0;
      perCentre.set(r.centre.id, n + 1);
      return n < 2;
    })
    .slice(0, 8);
  const [availability, addOns] = await Promise.all([
    availabilityOf(
      db,
      chosen.map((r) => ({ ...r, businessHours: r.centre.businessHours })),
      date,
      now,
    ),
    listFnbCategories(db),
  ]);
  return chosen.map((r) => toRoomItem(r, availability.get(r.id) as Availability, date, undefined, addOns));
}

function toSummary(r: RoomSummaryRecord): RoomSummary {
  return {
    id: r.id,
    name: r.name,
    seo_id: r.seoId,
    space_type: r.productTypeId,
    space_type_name: r.productTypeName,
    capacity: r.capacity,
    cost: paiseToRupees(r.costPaise),
    city: r.citySlug,
    center_name: r.centreName,
    centerId: r.centreId,
    is_bookable: r.isBookable,
    is_mrb: r.isMrb,
    image: r.image,
  };
}

export async function allRooms(
  db: Database,
  query: { page: number; per_page: number; space_type_id?: number; order_by: string },
) {
  const descending = query.order_by.startsWith("-");
  const orderBy = query.order_by.replace(/^-/, "") as "id" | "name" | "price" | "capacity";
  const { rows, total } = await listRoomSummaries(db, {
    page: query.page,
    perPage: query.per_page,
    productTypeId: query.space_type_id,
    orderBy,
    descending,
  });
  return {
    rooms: rows.map(toSummary),
    paging: {
      current_page: query.page,
      page_size: query.per_page,
      total_items: total,
      total_pages: Math.ceil(total / query.per_page),
    },
  };
}

export async function citySpaces(db: Database, citySlug: string) {
  if (!cityBySlug(citySlug)) throw new AppError("not_found", "City not found");
  const centresWithSpaces = await listCentresWithSpaces(db, citySlug);
  return centresWithSpaces.map(({ centre, spaces }) => ({
    id: centre.id,
    name: centre.name,
    address: centre.address,
    city: centre.citySlug,
    latitude: centre.latitude,
    longitude: centre.longitude,
    phone: centre.phone,
    spaces: spaces.map(toSummary),
  }));
}
