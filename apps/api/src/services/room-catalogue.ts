import type { RoomDetail, RoomItem, RoomListQuery, RoomSummary } from "@workbay/contracts/rooms";
import { AppError } from "@workbay/domain/app-error";
import { firstFutureSlot, itemAvailability, openingWindow } from "@workbay/domain/availability";
import { passSavingLabel } from "@workbay/domain/booking-price";
import { cityBySlug } from "@workbay/domain/cities";
import { distanceKm, nearestPlace } from "@workbay/domain/distance";
import { listAirports, type AirportRow } from "@workbay/db/repositories/search-repository";
import { bookingWindowProblem } from "@workbay/domain/booking-rules";
import { istNow, weekdayOf } from "@workbay/domain/ist-date";
import { paiseToRupees } from "@workbay/domain/money";
import { PRODUCT_TYPE, isProductTypeId, productType, type ProductTypeId } from "@workbay/domain/product-types";
import { minExtraSlots } from "@workbay/domain/slots";
import { VIRTUAL_OFFICE_PRESETS } from "@workbay/domain/virtual-office";
import { LRUCache } from "lru-cache";
import { cachedListing, clearListings, type ListingAnswer } from "./listing-cache";
import { clearSearchCache } from "./search-cache";
import type { Database } from "@workbay/db/client";
import {
  listCentresWithSpaces,
  countRoomsByType,
  listAmenities,
  listFnbCategories,
  listRoomCandidates,
  listRoomSummaries,
  orderedRoomIds,
  pageRoomIds,
  inventoryByRoom,
  roomRecordsByIds,
  findRoomId,
  type RoomCandidate,
  type RoomFilters,
  type RoomInventory,
  type RoomOrder,
  type RoomRecord,
  type RoomSummaryRecord,
} from "@workbay/db/repositories/rooms-repository";
import { forgetCityFlags } from "./live-cities";
import { forgetSameDayDeadlines, sameDayDeadlines } from "./same-day-deadlines";
import { defaultSearchDate } from "@workbay/domain/same-day-deadline";

type Coordinates = { latitude: number; longitude: number } | undefined;

/** The date asked for, defaulting to today in IST (a room's, as the spec says), refused outside the booking window. */
export function resolveDate(date: string | undefined, now: Date): string {
  if (!date) return istNow(now).date;
  const outside = bookingWindowProblem(date, now);
  if (outside) throw new AppError("bad_request", `date: ${outside}`, { field: "date" });
  return date;
}

/**
 * A list's date (rooms, showcase): the one asked for, else the pages' default (decision 0039):
 * today until the last same-day booking of the listed city and type can start, then the next
 * day one can be made.
 */
async function resolveListDate(db: Database, query: { date?: string; city?: string; productTypeId?: number }, now: Date) {
  if (query.date) return resolveDate(query.date, now);
  return defaultSearchDate(now, await sameDayDeadlines(db, { city: query.city, productTypeId: query.productTypeId }));
}

function asTypeId(id: number): ProductTypeId {
  if (!isProductTypeId(id)) throw new Error(`room has unknown product type ${id}`);
  return id;
}

type Availability = { available: boolean; passCount: number; window: { start: number; end: number } | null; taken: number[] };
type AvailabilityCandidate = Pick<
  RoomCandidate,
  "id" | "productTypeId" | "startTime" | "endTime" | "slotDuration" | "passCapacity" | "businessHours"
>;

function computeAvailability(
  candidates: AvailabilityCandidate[],
  inventory: RoomInventory,
  date: string,
  now: Date,
): Map<number, Availability> {
  const weekday = weekdayOf(date);
  const ist = istNow(now);
  const firstSlot = date === ist.date ? firstFutureSlot(ist.minutes) : 0;
  const result = new Map<number, Availability>();
  for (const c of candidates) {
    const typeId = asTypeId(c.productTypeId);
    const window = openingWindow(c.startTime, c.endTime, c.businessHours, weekday);
    const roomTaken = inventory.taken.get(c.id) ?? [];
    const { available, passCount } = itemAvailability({
      kind: productType(typeId).kind,
      productTypeId: typeId,
      weekday,
      window,
      taken: roomTaken,
      slotDuration: c.slotDuration,
      firstSlot,
      passCapacity: c.passCapacity ?? 0,
      passesSold: inventory.sold.get(c.id) ?? 0,
    });
    result.set(c.id, { available, passCount, window, taken: roomTaken });
  }
  return result;
}

/** Records with their availability on the date: the records and the inventory load together. */
async function recordsWithAvailability(db: Database, ids: number[], date: string, now: Date) {
  const [records, inventory, addOns] = await Promise.all([
    roomRecordsCached(db, ids),
    inventoryByRoom(db, date, ids),
    fnbCategoriesCached(db),
  ]);
  const availability = computeAvailability(
    records.map(({ id, productTypeId, startTime, endTime, slotDuration, passCapacity, centre }) => ({
      id,
      productTypeId,
      startTime,
      endTime,
      slotDuration,
      passCapacity,
      businessHours: centre.businessHours,
    })),
    inventory,
    date,
    now,
  );
  return { records, availability, addOns };
}

/**
 * The ordered ids of a listing depend only on catalogue attributes (type, city, seats,
 * amenities, price), not on the date or bookings, so they are kept for a short while: a
 * listing request then costs one page of records and its inventory, whatever the catalogue's
 * size. An operator's change reaches every instance within a second through
 * `catalogueChanged` (services/catalogue-changes.ts, docs/decisions/0025); CATALOGUE_TTL_MS is
 * the fallback when a message is lost (docs/decisions/0006).
 */
const CATALOGUE_TTL_MS = 60_000;

type CatalogueCaches = {
  orderedIds: LRUCache<string, Promise<number[]>>;
  records: LRUCache<number, RoomRecord>;
  /** Records being read, so that concurrent requests share one query. */
  loadingRecords: Map<number, Promise<Map<number, RoomRecord>>>;
  roomIds: LRUCache<string, number>;
  fnb?: { at: number; value: Promise<{ id: number; name: string; slug: string }[]> };
  amenities?: { at: number; value: Promise<{ code: string; name: string; icon: string }[]> };
  typeCounts: LRUCache<string, Promise<Map<number, number>>>;
  /** Moves on every invalidation: a read that started before it does not store what it read. */
  generation: number;
};

/** One set of caches per database, so two apps in one process never share rooms. */
const cachesByDatabase = new WeakMap<Database, CatalogueCaches>();

function cachesFor(db: Database): CatalogueCaches {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = {
      orderedIds: new LRUCache({ max: 2000, ttl: CATALOGUE_TTL_MS }),
      records: new LRUCache({ max: 20_000, ttl: CATALOGUE_TTL_MS }),
      loadingRecords: new Map(),
      roomIds: new LRUCache({ max: 40_000, ttl: CATALOGUE_TTL_MS }),
      typeCounts: new LRUCache({ max: 100, ttl: CATALOGUE_TTL_MS }),
      generation: 0,
    };
    cachesByDatabase.set(db, caches);
  }
  return caches;
}

function orderedIdsCached(db: Database, filters: RoomFilters, order: RoomOrder): Promise<number[]> {
  // Distances differ per visitor; rounding to ~1 km keeps nearby visitors on one entry.
  const key = JSON.stringify([
    filters,
    order.by === "distance" ? { ...order, latitude: order.latitude.toFixed(2), longitude: order.longitude.toFixed(2) } : order,
  ]);
  const cache = cachesFor(db).orderedIds;
  let ids = cache.get(key);
  if (!ids) {
    ids = orderedRoomIds(db, filters, order);
    cache.set(key, ids);
    ids.catch(() => cache.delete(key));
  }
  return ids;
}

/**
 * Catalogue records (names, images, amenities, centre) of the same lifetime as the ordered ids.
 * Records already being read are waited for, not read again: when a page's records expire,
 * every listing request in flight would otherwise send the same query at once.
 */
async function roomRecordsCached(db: Database, ids: number[]): Promise<RoomRecord[]> {
  const caches = cachesFor(db);
  const { records, loadingRecords } = caches;
  const missing = ids.filter((id) => !records.has(id) && !loadingRecords.has(id));
  if (missing.length > 0) {
    const generation = caches.generation;
    const loading = roomRecordsByIds(db, missing)
      .then((found) => {
        const byId = new Map(found.map((record) => [record.id, record]));
        // Kept only when no change arrived meanwhile; the requests waiting get them either way.
        if (caches.generation === generation) for (const record of found) records.set(record.id, record);
        return byId;
      })
      .finally(() => {
        for (const id of missing) if (loadingRecords.get(id) === loading) loadingRecords.delete(id);
      });
    for (const id of missing) loadingRecords.set(id, loading);
  }
  const waits = new Set(ids.flatMap((id) => loadingRecords.get(id) ?? []));
  const loaded = waits.size > 0 ? await Promise.all(waits) : [];
  return ids.flatMap((id) => records.get(id) ?? loaded.find((batch) => batch.has(id))?.get(id) ?? []);
}

/**
 * The id of an active room by id or SEO id, kept as long as its record. Only rooms found are
 * kept, so a new room answers at once; a deactivated one goes within CATALOGUE_TTL_MS, as it
 * leaves the listings.
 */
async function roomIdCached(db: Database, key: { id: number } | { seoId: string }): Promise<number | undefined> {
  const cache = cachesFor(db).roomIds;
  const cacheKey = "id" in key ? `id:${key.id}` : `seo:${key.seoId}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const id = await findRoomId(db, key);
  if (id !== undefined) cache.set(cacheKey, id);
  return id;
}

/** Drops a database's cached catalogue, after a change by an operator. */
export function clearCatalogueCache(db: Database) {
  invalidateCatalogue(db);
}

/**
 * Forgets what a catalogue change may have made stale in this process: the records of the
 * rooms named and of the centres' rooms, and every list (ordered ids, counts, amenities,
 * F&B categories, id lookups), which are cheap to read again. No scope: everything.
 * Called by the cluster message handler on every instance (services/catalogue-changes.ts).
 */
export function invalidateCatalogue(db: Database, scope: { roomIds?: readonly number[]; centreIds?: readonly number[] } = {}) {
  clearListings(db);
  clearSearchCache(db);
  forgetCityFlags(db);
  forgetSameDayDeadlines(db);
  const caches = cachesByDatabase.get(db);
  if (!caches) return;
  caches.generation += 1;
  const rooms = new Set(scope.roomIds ?? []);
  const centres = new Set(scope.centreIds ?? []);
  if (rooms.size === 0 && centres.size === 0) caches.records.clear();
  else {
    for (const [id, record] of caches.records.entries()) {
      if (rooms.has(id) || centres.has(record.centre.id)) caches.records.delete(id);
    }
  }
  caches.loadingRecords.clear();
  caches.orderedIds.clear();
  caches.roomIds.clear();
  caches.typeCounts.clear();
  caches.fnb = undefined;
  caches.amenities = undefined;
}

/** F&B categories change only by an operator's hand; the cache spares every listing a query. */
/** Items per product type in a city, kept as long as the other catalogue data. */
export function typeCountsCached(db: Database, citySlug: string): Promise<Map<number, number>> {
  const cache = cachesFor(db).typeCounts;
  let counts = cache.get(citySlug);
  if (!counts) {
    counts = countRoomsByType(db, citySlug);
    cache.set(citySlug, counts);
    counts.catch(() => cache.delete(citySlug));
  }
  return counts;
}

/** The catalogue's amenities (listing filters), kept as long as the other catalogue data. */
export function amenitiesCached(db: Database) {
  const caches = cachesFor(db);
  const now = Date.now();
  if (!caches.amenities || now - caches.amenities.at > CATALOGUE_TTL_MS) {
    const value = listAmenities(db);
    caches.amenities = { at: now, value };
    value.catch(() => {
      caches.amenities = undefined;
    });
  }
  return caches.amenities.value;
}

function fnbCategoriesCached(db: Database) {
  const caches = cachesFor(db);
  const now = Date.now();
  if (!caches.fnb || now - caches.fnb.at > CATALOGUE_TTL_MS) {
    const value = listFnbCategories(db);
    caches.fnb = { at: now, value };
    value.catch(() => {
      caches.fnb = undefined;
    });
  }
  return caches.fnb.value;
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
    months_list: typeId === PRODUCT_TYPE.virtualOffice ? VIRTUAL_OFFICE_PRESETS.map((p) => ({ ...p })) : [],
    selectDataOptions: record.passOptions.map((p) => ({
      id: p.id,
      name: p.name,
      displayName: p.displayName,
      days: p.days,
      discountlabel: passSavingLabel(p.discountPercent),
      discount_percent: p.discountPercent,
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

function toOrder(sort: RoomListQuery["sort"], coordinates: Coordinates): RoomOrder {
  if (sort === "distance") return coordinates ? { by: "distance", ...coordinates } : { by: "recommended" };
  return { by: sort };
}

function coordinatesOf(query: { latitude?: number; longitude?: number }): Coordinates {
  return query.latitude !== undefined && query.longitude !== undefined
    ? { latitude: query.latitude, longitude: query.longitude }
    : undefined;
}

export async function listRooms(db: Database, query: RoomListQuery, now: Date) {
  return (await listRoomsWithDependencies(db, query, now)).answer;
}

/**
 * A listing with what it depends on: its date and the rooms whose inventory on that date
 * decided it (the page's rooms, or every candidate when only available ones are listed).
 */
/**
 * The room list's answer as JSON text, from the whole-answer cache (decision 0035): keyed by the
 * parsed query with its date resolved; `serialize` writes a computed answer as the route would.
 */
export async function listRoomsCached(
  db: Database,
  query: RoomListQuery,
  now: Date,
  serialize: (answer: unknown) => string,
): Promise<ListingAnswer> {
  const resolved = {
    ...query,
    date: await resolveListDate(db, { date: query.date, city: query.city, productTypeId: query.space_type }, now),
  };
  // The query as its schema parsed it, so its keys come in one order (a caller that built its own
  // in another order would only miss the cache, never get another query's answer).
  const key = JSON.stringify(resolved);
  return cachedListing(db, key, now, async () => {
    const { answer, roomIds } = await listRoomsWithDependencies(db, resolved, now);
    return { body: serialize(answer), roomIds, date: resolved.date };
  });
}

export async function listRoomsWithDependencies(db: Database, query: RoomListQuery, now: Date) {
  const date = await resolveListDate(db, { date: query.date, city: query.city, productTypeId: query.space_type }, now);
  const coordinates = coordinatesOf(query);
  const filters = {
    city: query.city,
    productTypeId: query.space_type,
    suitedCategoryId: query.room_type,
    minCapacity: query.capacity,
    centreId: query.center_id,
    amenityCodes: query.add_ons,
    box: query.bbox,
  };
  const order = toOrder(query.sort, coordinates);
  const page = { limit: query.page_size, offset: (query.current_page - 1) * query.page_size };
  let ids: number[];
  let total: number;
  let dependsOn: number[] | undefined;
  if (query.availability === true) {
    // Availability depends on opening hours and free runs, so it is worked out here for every
    // candidate; the database pages every other listing.
    const candidates = await listRoomCandidates(db, filters, order);
    const inventory = await inventoryByRoom(
      db,
      date,
      candidates.map((c) => c.id),
    );
    const availability = computeAvailability(candidates, inventory, date, now);
    const availableIds = candidates.filter((c) => availability.get(c.id)?.available).map((c) => c.id);
    total = availableIds.length;
    ids = availableIds.slice(page.offset, page.offset + page.limit);
    dependsOn = candidates.map((c) => c.id);
  } else {
    const ordered = await orderedIdsCached(db, filters, order);
    total = ordered.length;
    ids = ordered.slice(page.offset, page.offset + page.limit);
  }
  const { records, availability, addOns } = await recordsWithAvailability(db, ids, date, now);
  const answer = {
    rooms: records.map((r) => toRoomItem(r, availability.get(r.id) as Availability, date, coordinates, addOns)),
    paging: {
      current_page: query.current_page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
    },
  };
  return { answer, date, roomIds: dependsOn ?? ids };
}

async function getRoom(
  db: Database,
  key: { id: number } | { seoId: string },
  query: { date?: string; latitude?: number; longitude?: number },
  now: Date,
): Promise<RoomDetail> {
  const date = resolveDate(query.date, now);
  const id = await roomIdCached(db, key);
  if (id === undefined) throw new AppError("not_found", "Room not found");
  const {
    records: [record],
    availability,
    addOns,
  } = await recordsWithAvailability(db, [id], date, now);
  if (!record) throw new AppError("not_found", "Room not found");
  const item = toRoomItem(record, availability.get(record.id) as Availability, date, coordinatesOf(query), addOns);
  return {
    ...item,
    center_phone: record.centre.phone,
    center_address: record.centre.address,
    center_notice: record.centre.notice,
    business_hours: record.centre.businessHours.map((h) => ({ days: [...h.days], open: h.open, close: h.close })),
    state: record.centre.state,
    pincode: record.centre.pincode,
    nearest_airport: await nearestAirport(db, record.centre.latitude, record.centre.longitude),
  };
}

/**
 * getRoom's answer as JSON text, kept whole like a list's (listing-cache.ts, decision 0035): by
 * the room and the query, dropped by an availability change of the room on its date, by a
 * catalogue change, and at the next half-hour. `read` is told the room and date (the kept pages).
 */
export async function getRoomCached(
  db: Database,
  key: { id: number } | { seoId: string },
  query: { date?: string; latitude?: number; longitude?: number },
  now: Date,
  serialize: (answer: RoomDetail) => string,
  read?: AvailabilityReader,
): Promise<ListingAnswer> {
  const cacheKey = JSON.stringify(["room", key, query.date ?? null, query.latitude ?? null, query.longitude ?? null]);
  const answer = await cachedListing(db, cacheKey, now, async () => {
    const detail = await getRoom(db, key, query, now);
    // The answer's date is the resolved one (today when none was asked).
    return { body: serialize(detail), roomIds: [detail.id], date: detail.date };
  });
  read?.(answer.roomIds, answer.date);
  return answer;
}

/** Airports change with a migration, not an operator's edit: kept a few minutes per database. */
const AIRPORTS_TTL_MS = 300_000;
const airportsByDatabase = new WeakMap<Database, { at: number; value: Promise<AirportRow[]> }>();

async function nearestAirport(db: Database, latitude: number, longitude: number) {
  let cached = airportsByDatabase.get(db);
  if (!cached || Date.now() - cached.at > AIRPORTS_TTL_MS) {
    cached = { at: Date.now(), value: listAirports(db) };
    cached.value.catch(() => airportsByDatabase.delete(db));
    airportsByDatabase.set(db, cached);
  }
  const nearest = nearestPlace(await cached.value, latitude, longitude);
  // An airport in another state is no help to a visitor: only within 150 km.
  return nearest && nearest.km <= 150 ? { name: nearest.place.name, distance_km: Math.round(nearest.km * 10) / 10 } : null;
}

/** Told the rooms and the date whose taken slots and sold passes an answer shows (web/page-cache.ts). */
export type AvailabilityReader = (roomIds: readonly number[], date: string) => void;

/** Showcase: the promoted meeting rooms first, at most two per centre, eight in all. */
export async function showcaseRooms(
  db: Database,
  query: { city?: string; date?: string },
  now: Date,
  read?: AvailabilityReader,
): Promise<RoomItem[]> {
  const date = await resolveListDate(db, { date: query.date, city: query.city, productTypeId: PRODUCT_TYPE.meetingRoom }, now);
  const { ids } = await pageRoomIds(
    db,
    { city: query.city, productTypeId: PRODUCT_TYPE.meetingRoom },
    { by: "recommended" },
    { limit: 60, offset: 0 },
  );
  read?.(ids, date);
  const { records, availability, addOns } = await recordsWithAvailability(db, ids, date, now);
  const perCentre = new Map<number, number>();
  return records
    .filter((r) => r.isBookable && r.isMrb)
    .filter((r) => {
      const n = perCentre.get(r.centre.id) ?? 0;
      perCentre.set(r.centre.id, n + 1);
      return n < 2;
    })
    .slice(0, 8)
    .map((r) => toRoomItem(r, availability.get(r.id) as Availability, date, undefined, addOns));
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

export async function allRooms(db: Database, query: { page: number; per_page: number; space_type_id?: number; order_by: string }) {
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
