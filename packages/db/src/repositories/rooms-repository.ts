import { and, asc, between, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import {
  amenities,
  centres,
  cities,
  fnbCategories,
  passAllocations,
  passOptions,
  productTypes,
  roomAmenities,
  roomImages,
  rooms,
  roomSuitedCategories,
  slotHolds,
  suitedCategories,
  type BusinessHours,
} from "../schema";

export type RoomFilters = {
  city?: string;
  productTypeId?: number;
  suitedCategoryId?: number;
  minCapacity?: number;
  centreId?: number;
  amenityCodes?: string[];
  /** Only centres inside the map's area. */
  box?: { south: number; west: number; north: number; east: number };
};

function filterConditions(f: RoomFilters): SQL[] {
  const where: SQL[] = [eq(rooms.isActive, true), eq(centres.isActive, true)];
  if (f.city) where.push(eq(centres.citySlug, f.city));
  if (f.productTypeId !== undefined) where.push(eq(rooms.productTypeId, f.productTypeId));
  if (f.minCapacity !== undefined) where.push(gte(rooms.capacity, f.minCapacity));
  if (f.centreId !== undefined) where.push(eq(rooms.centreId, f.centreId));
  if (f.box) {
    where.push(between(centres.latitude, f.box.south, f.box.north), between(centres.longitude, f.box.west, f.box.east));
  }
  if (f.suitedCategoryId !== undefined) {
    where.push(
      inArray(
        rooms.id,
        sql`(select ${roomSuitedCategories.roomId} from ${roomSuitedCategories} where ${roomSuitedCategories.categoryId} = ${f.suitedCategoryId})`,
      ),
    );
  }
  for (const code of f.amenityCodes ?? []) {
    where.push(
      inArray(
        rooms.id,
        sql`(select ${roomAmenities.roomId} from ${roomAmenities} join ${amenities} on ${amenities.id} = ${roomAmenities.amenityId} where ${amenities.code} = ${code})`,
      ),
    );
  }
  return where;
}

/** The light columns needed to filter, sort and page rooms before loading their details. */
export type RoomCandidate = {
  id: number;
  productTypeId: number;
  capacity: number;
  costPaise: number;
  startTime: number;
  endTime: number;
  slotDuration: number;
  passCapacity: number | null;
  promoCode: string | null;
  latitude: number;
  longitude: number;
  businessHours: BusinessHours;
};

/** Every room under the filters, in order, with what availability needs (for filters the database cannot page). */
export async function listRoomCandidates(db: Database, filters: RoomFilters, order: RoomOrder): Promise<RoomCandidate[]> {
  return db
    .select({
      id: rooms.id,
      productTypeId: rooms.productTypeId,
      capacity: rooms.capacity,
      costPaise: rooms.costPaise,
      startTime: rooms.startTime,
      endTime: rooms.endTime,
      slotDuration: rooms.slotDuration,
      passCapacity: rooms.passCapacity,
      promoCode: rooms.promoCode,
      latitude: centres.latitude,
      longitude: centres.longitude,
      businessHours: centres.businessHours,
    })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(and(...filterConditions(filters)))
    .orderBy(...orderClauses(order));
}

// The date-dependent lookup of every listing, prepared once per database so that PostgreSQL
// plans it once per connection instead of on every request. Taken slots and passes sold come
// back together in one row of two JSON lists of [room id, value] pairs: one round trip, and
// no per-row mapping in drizzle (which for computed columns cost more than the query).
const preparedInventory = new WeakMap<Database, ReturnType<typeof prepareInventory>>();

function prepareInventory(db: Database) {
  const date = sql.placeholder("date");
  const ids = sql.placeholder("ids");
  return db
    .select({
      taken: sql<[roomId: number, slot: number][] | null>`json_agg(json_build_array(${slotHolds.roomId}, ${slotHolds.slot}))`,
      sold: sql<
        [roomId: number, sold: number][] | null
      >`(select json_agg(json_build_array(${passAllocations.roomId}, ${passAllocations.sold})) from ${passAllocations} where ${passAllocations.date} = ${date} and ${passAllocations.roomId} = any(${ids}))`,
    })
    .from(slotHolds)
    .where(and(eq(slotHolds.date, date), sql`${slotHolds.roomId} = any(${ids})`))
    .prepare("inventory_by_room");
}

function inventoryStatement(db: Database) {
  let statement = preparedInventory.get(db);
  if (!statement) {
    statement = prepareInventory(db);
    preparedInventory.set(db, statement);
  }
  return statement;
}

export type RoomInventory = {
  /** Taken slots per room, ascending; rooms with none are absent. */
  taken: Map<number, number[]>;
  /** Passes sold per room; rooms with no allocation are absent. */
  sold: Map<number, number>;
};

/** Taken slots and passes sold of the given rooms on one date, in one query. */
export async function inventoryByRoom(db: Database, date: string, roomIds: number[]): Promise<RoomInventory> {
  const taken = new Map<number, number[]>();
  const sold = new Map<number, number>();
  if (roomIds.length === 0) return { taken, sold };
  const [row] = await inventoryStatement(db).execute({ date, ids: roomIds });
  for (const [roomId, slot] of row?.taken ?? []) {
    const list = taken.get(roomId);
    if (list) list.push(slot);
    else taken.set(roomId, [slot]);
  }
  for (const [roomId, count] of row?.sold ?? []) sold.set(roomId, count);
  for (const list of taken.values()) list.sort((a, b) => a - b);
  return { taken, sold };
}

export type RoomRecord = {
  id: number;
  seoId: string;
  inventoryId: string;
  name: string;
  floor: string;
  capacity: number;
  productTypeId: number;
  productTypeName: string;
  costPaise: number;
  originalCostPaise: number | null;
  monthFactorBp: number;
  description: string;
  inclusions: string | null;
  startTime: number;
  endTime: number;
  slotDuration: number;
  passCapacity: number | null;
  isBookable: boolean;
  isMrb: boolean;
  hasFnb: boolean;
  promoCode: string | null;
  centre: {
    id: number;
    name: string;
    address: string;
    citySlug: string;
    cityName: string;
    state: string;
    pincode: string;
    latitude: number;
    longitude: number;
    phone: string;
    notice: string | null;
    businessHours: BusinessHours;
  };
  images: string[];
  amenities: { code: string; name: string; icon: string }[];
  categories: { id: number; name: string }[];
  passOptions: { id: number; name: string; displayName: string; days: number; discountPercent: number }[];
};

/** Full records of the given rooms, in the order of `ids`, in one query. */
export async function roomRecordsByIds(db: Database, ids: number[]): Promise<RoomRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      room: rooms,
      productTypeName: productTypes.name,
      centre: centres,
      cityName: cities.name,
      images: sql<
        string[]
      >`coalesce((select json_agg(${roomImages.fileName} order by ${roomImages.position}) from ${roomImages} where ${roomImages.roomId} = ${rooms.id}), '[]'::json)`,
      amenities: sql<
        RoomRecord["amenities"]
      >`coalesce((select json_agg(json_build_object('code', a.code, 'name', a.name, 'icon', a.icon) order by a.id) from ${roomAmenities} ra join ${amenities} a on a.id = ra.amenity_id where ra.room_id = ${rooms.id}), '[]'::json)`,
      categories: sql<
        RoomRecord["categories"]
      >`coalesce((select json_agg(json_build_object('id', sc.id, 'name', sc.name) order by sc.id) from ${roomSuitedCategories} rsc join ${suitedCategories} sc on sc.id = rsc.category_id where rsc.room_id = ${rooms.id}), '[]'::json)`,
      passOptions: sql<
        RoomRecord["passOptions"]
      >`coalesce((select json_agg(json_build_object('id', po.id, 'name', po.name, 'displayName', po.display_name, 'days', po.days, 'discountPercent', po.discount_percent) order by po.id) from ${passOptions} po where po.room_id = ${rooms.id}), '[]'::json)`,
    })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .innerJoin(productTypes, eq(productTypes.id, rooms.productTypeId))
    .where(inArray(rooms.id, ids));
  const byId = new Map(
    rows.map(({ room, productTypeName, centre, cityName, images, amenities, categories, passOptions }): [number, RoomRecord] => [
      room.id,
      {
        id: room.id,
        seoId: room.seoId,
        inventoryId: room.inventoryId,
        name: room.name,
        floor: room.floor,
        capacity: room.capacity,
        productTypeId: room.productTypeId,
        productTypeName,
        costPaise: room.costPaise,
        originalCostPaise: room.originalCostPaise,
        monthFactorBp: room.monthFactorBp,
        description: room.description,
        inclusions: room.inclusions,
        startTime: room.startTime,
        endTime: room.endTime,
        slotDuration: room.slotDuration,
        passCapacity: room.passCapacity,
        isBookable: room.isBookable,
        isMrb: room.isMrb,
        hasFnb: room.hasFnb,
        promoCode: room.promoCode,
        centre: {
          id: centre.id,
          name: centre.name,
          address: centre.address,
          citySlug: centre.citySlug,
          cityName,
          state: centre.state,
          pincode: centre.pincode,
          latitude: centre.latitude,
          longitude: centre.longitude,
          phone: centre.phone,
          notice: centre.notice,
          businessHours: centre.businessHours,
        },
        images,
        amenities,
        categories,
        passOptions,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type RoomOrder =
  | { by: "recommended" | "price_asc" | "price_desc" | "capacity_asc" | "capacity_desc" }
  | { by: "distance"; latitude: number; longitude: number };

/** The price a listing sorts by: displayPricePaise (packages/domain/src/price-unit.ts) in SQL. */
const displayPrice = sql`(case when ${rooms.productTypeId} = 8 then ${rooms.costPaise}::bigint * 30 * ${rooms.monthFactorBp} / 10000 else ${rooms.costPaise} end)`;

function orderClauses(order: RoomOrder): SQL[] {
  switch (order.by) {
    case "price_asc":
      return [sql`${displayPrice} asc`, asc(rooms.id)];
    case "price_desc":
      return [sql`${displayPrice} desc`, asc(rooms.id)];
    case "capacity_asc":
      return [asc(rooms.capacity), asc(rooms.id)];
    case "capacity_desc":
      return [desc(rooms.capacity), asc(rooms.id)];
    case "distance": {
      // Equirectangular distance: exact enough to order centres within a country.
      const lonScale = Math.cos((order.latitude * Math.PI) / 180);
      return [
        sql`power(${centres.latitude} - ${order.latitude}, 2) + power((${centres.longitude} - ${order.longitude}) * ${lonScale}, 2) asc`,
        asc(rooms.id),
      ];
    }
    default:
      // Recommended: promoted items first, then the catalogue order.
      return [sql`(${rooms.promoCode} is null) asc`, asc(rooms.id)];
  }
}

/** One page of room ids under the filters and order, with the total, in one query. */
export async function pageRoomIds(
  db: Database,
  filters: RoomFilters,
  order: RoomOrder,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .select({ id: rooms.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(and(...filterConditions(filters)))
    .orderBy(...orderClauses(order))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]!.total };
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the end still reports how many there are.
  const [row] = await db
    .select({ total: count() })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(and(...filterConditions(filters)));
  return { ids: [], total: row?.total ?? 0 };
}

/** The id of an active room by numeric id or SEO id; undefined when there is none. */
export async function findRoomId(db: Database, key: { id: number } | { seoId: string }): Promise<number | undefined> {
  const condition = "id" in key ? eq(rooms.id, key.id) : eq(rooms.seoId, key.seoId);
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(condition, eq(rooms.isActive, true)))
    .limit(1);
  return row?.id;
}

export async function listFnbCategories(db: Database) {
  return db
    .select({ id: fnbCategories.id, name: fnbCategories.name, slug: fnbCategories.slug })
    .from(fnbCategories)
    .orderBy(asc(fnbCategories.sortOrder));
}

/** How many active items of each product type a city offers. */
export async function countRoomsByType(db: Database, citySlug: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ typeId: rooms.productTypeId, count: sql<number>`count(*)::int` })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(and(...filterConditions({ city: citySlug })))
    .groupBy(rooms.productTypeId);
  return new Map(rows.map((r) => [r.typeId, r.count]));
}

export async function listAmenities(db: Database) {
  return db.select({ code: amenities.code, name: amenities.name, icon: amenities.icon }).from(amenities).orderBy(asc(amenities.id));
}

export async function listProductTypes(db: Database) {
  return db.select().from(productTypes).orderBy(asc(productTypes.sortOrder), asc(productTypes.id));
}

const orderColumns = { id: rooms.id, name: rooms.name, price: rooms.costPaise, capacity: rooms.capacity } as const;

export type RoomSummaryRecord = {
  id: number;
  name: string;
  seoId: string;
  productTypeId: number;
  productTypeName: string;
  capacity: number;
  costPaise: number;
  citySlug: string;
  centreId: number;
  centreName: string;
  isBookable: boolean;
  isMrb: boolean;
  image: string | null;
};

const summaryColumns = {
  id: rooms.id,
  name: rooms.name,
  seoId: rooms.seoId,
  productTypeId: rooms.productTypeId,
  productTypeName: productTypes.name,
  capacity: rooms.capacity,
  costPaise: rooms.costPaise,
  citySlug: centres.citySlug,
  centreId: centres.id,
  centreName: centres.name,
  isBookable: rooms.isBookable,
  isMrb: rooms.isMrb,
  image: sql<
    string | null
  >`(select ${roomImages.fileName} from ${roomImages} where ${roomImages.roomId} = ${rooms.id} order by ${roomImages.position} limit 1)`,
};

/** A page of room summaries for the back-office list. */
export async function listRoomSummaries(
  db: Database,
  options: { page: number; perPage: number; productTypeId?: number; orderBy: keyof typeof orderColumns; descending: boolean },
): Promise<{ rows: RoomSummaryRecord[]; total: number }> {
  const where = and(...filterConditions({ productTypeId: options.productTypeId }));
  const column = orderColumns[options.orderBy];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .innerJoin(productTypes, eq(productTypes.id, rooms.productTypeId))
      .where(where)
      .orderBy(options.descending ? desc(column) : asc(column), asc(rooms.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(rooms).innerJoin(centres, eq(centres.id, rooms.centreId)).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Every active centre of a city with its active spaces. */
export async function listCentresWithSpaces(db: Database, citySlug: string) {
  const [centreRows, spaceRows] = await Promise.all([
    db
      .select()
      .from(centres)
      .where(and(eq(centres.citySlug, citySlug), eq(centres.isActive, true)))
      .orderBy(asc(centres.name)),
    db
      .select(summaryColumns)
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .innerJoin(productTypes, eq(productTypes.id, rooms.productTypeId))
      .where(and(...filterConditions({ city: citySlug })))
      .orderBy(asc(rooms.productTypeId), asc(rooms.name)),
  ]);
  return centreRows.map((centre) => ({ centre, spaces: spaceRows.filter((s) => s.centreId === centre.id) }));
}

/** Ids of every room under the filters, in order. */
export async function orderedRoomIds(db: Database, filters: RoomFilters, order: RoomOrder): Promise<number[]> {
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(and(...filterConditions(filters)))
    .orderBy(...orderClauses(order));
  return rows.map((r) => r.id);
}

/**
 * What decides until when each online-bookable space can be booked for the same day: its city,
 * type, hours and minimum length (active rooms of active centres, bookable online). The API
 * keeps the week's deadlines worked out from these until the catalogue changes (decision 0039).
 */
export async function listBookableHours(db: Database) {
  return db
    .select({
      citySlug: centres.citySlug,
      productTypeId: rooms.productTypeId,
      startTime: rooms.startTime,
      endTime: rooms.endTime,
      slotDuration: rooms.slotDuration,
      businessHours: centres.businessHours,
    })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(and(...filterConditions({}), eq(rooms.isBookable, true), eq(rooms.isMrb, true)));
}
