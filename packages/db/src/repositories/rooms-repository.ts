import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
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
};

function filterConditions(f: RoomFilters): SQL[] {
  const where: SQL[] = [eq(rooms.isActive, true), eq(centres.isActive, true)];
  if (f.city) where.push(eq(centres.citySlug, f.city));
  if (f.productTypeId !== undefined) where.push(eq(rooms.productTypeId, f.productTypeId));
  if (f.minCapacity !== undefined) where.push(gte(rooms.capacity, f.minCapacity));
  if (f.centreId !== undefined) where.push(eq(rooms.centreId, f.centreId));
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

export async function listRoomCandidates(db: Database, filters: RoomFilters): Promise<RoomCandidate[]> {
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
    .orderBy(asc(rooms.id));
}

/** Taken slots per room on one date. */
export async function takenSlotsByRoom(db: Database, date: string, roomIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (roomIds.length === 0) return result;
  const rows = await db
    .select({ roomId: slotHolds.roomId, slot: slotHolds.slot })
    .from(slotHolds)
    .where(and(eq(slotHolds.date, date), inArray(slotHolds.roomId, roomIds)));
  for (const row of rows) {
    const list = result.get(row.roomId) ?? [];
    list.push(row.slot);
    result.set(row.roomId, list);
  }
  for (const list of result.values()) list.sort((a, b) => a - b);
  return result;
}

/** Passes sold per room on one date. */
export async function passesSoldByRoom(db: Database, date: string, roomIds: number[]): Promise<Map<number, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: passAllocations.roomId, sold: passAllocations.sold })
    .from(passAllocations)
    .where(and(eq(passAllocations.date, date), inArray(passAllocations.roomId, roomIds)));
  return new Map(rows.map((r) => [r.roomId, r.sold]));
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
  passOptions: { id: number; name: string; displayName: string; days: number; discountLabel: string | null }[];
};

/** Full records of the given rooms, in the order of `ids`. */
export async function roomRecordsByIds(db: Database, ids: number[]): Promise<RoomRecord[]> {
  if (ids.length === 0) return [];
  const [base, images, amenityRows, categoryRows, passRows] = await Promise.all([
    db
      .select({
        room: rooms,
        productTypeName: productTypes.name,
        centre: centres,
        cityName: cities.name,
      })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .innerJoin(cities, eq(cities.slug, centres.citySlug))
      .innerJoin(productTypes, eq(productTypes.id, rooms.productTypeId))
      .where(inArray(rooms.id, ids)),
    db
      .select({ roomId: roomImages.roomId, fileName: roomImages.fileName })
      .from(roomImages)
      .where(inArray(roomImages.roomId, ids))
      .orderBy(asc(roomImages.roomId), asc(roomImages.position)),
    db
      .select({ roomId: roomAmenities.roomId, code: amenities.code, name: amenities.name, icon: amenities.icon })
      .from(roomAmenities)
      .innerJoin(amenities, eq(amenities.id, roomAmenities.amenityId))
      .where(inArray(roomAmenities.roomId, ids))
      .orderBy(asc(amenities.id)),
    db
      .select({ roomId: roomSuitedCategories.roomId, id: suitedCategories.id, name: suitedCategories.name })
      .from(roomSuitedCategories)
      .innerJoin(suitedCategories, eq(suitedCategories.id, roomSuitedCategories.categoryId))
      .where(inArray(roomSuitedCategories.roomId, ids))
      .orderBy(asc(suitedCategories.id)),
    db.select().from(passOptions).where(inArray(passOptions.roomId, ids)).orderBy(asc(passOptions.id)),
  ]);
  const group = <T extends { roomId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.roomId, [...(map.get(row.roomId) ?? []), row]);
    return map;
  };
  const imagesBy = group(images);
  const amenitiesBy = group(amenityRows);
  const categoriesBy = group(categoryRows);
  const passBy = group(passRows);
  const byId = new Map(
    base.map(({ room, productTypeName, centre, cityName }): [number, RoomRecord] => [
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
        images: (imagesBy.get(room.id) ?? []).map((i) => i.fileName),
        amenities: (amenitiesBy.get(room.id) ?? []).map(({ code, name, icon }) => ({ code, name, icon })),
        categories: (categoriesBy.get(room.id) ?? []).map(({ id, name }) => ({ id, name })),
        passOptions: (passBy.get(room.id) ?? []).map((p) => ({
          id: p.id,
          name: p.name,
          displayName: p.displayName,
          days: p.days,
          discountLabel: p.discountLabel,
        })),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
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
  image: sql<string | null>`(select ${roomImages.fileName} from ${roomImages} where ${roomImages.roomId} = ${rooms.id} order by ${roomImages.position} limit 1)`,
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
