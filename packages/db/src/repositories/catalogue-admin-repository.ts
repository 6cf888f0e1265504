// The operator console's catalogue reads and writes (issue 15, decision 0033): rooms with their
// amenities, categories and photos; centres; cities' live flag. Writes take the transaction.
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import {
  amenities,
  bookingAddOns,
  centres,
  cities,
  fnbCategories,
  foodOptions,
  foodSubOptions,
  passOptions,
  productTypes,
  roomAmenities,
  roomImages,
  rooms,
  roomSuitedCategories,
  suitedCategories,
} from "../schema";

export type CatalogueRoomRecord = typeof rooms.$inferSelect;
export type CatalogueRoomWrite = Omit<typeof rooms.$inferInsert, "id" | "createdAt" | "updatedAt" | "inventoryId">;
export type CentreRecord = typeof centres.$inferSelect;
export type CentreWrite = Omit<typeof centres.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type RoomImageRecord = typeof roomImages.$inferSelect;

export type RoomListFilter = {
  centreIds?: readonly number[];
  centreId?: number;
  productTypeId?: number;
  q?: string;
  sort: "name" | "type" | "capacity" | "price" | "updated";
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  name: rooms.name,
  type: rooms.productTypeId,
  capacity: rooms.capacity,
  price: rooms.costPaise,
  updated: rooms.updatedAt,
} as const;

export async function listCatalogueRooms(db: Database, filter: RoomListFilter) {
  const conditions: SQL[] = [];
  if (filter.centreIds) conditions.push(inArray(rooms.centreId, [...filter.centreIds, -1]));
  if (filter.centreId) conditions.push(eq(rooms.centreId, filter.centreId));
  if (filter.productTypeId) conditions.push(eq(rooms.productTypeId, filter.productTypeId));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const either = or(ilike(rooms.name, like), ilike(rooms.seoId, like));
    if (either) conditions.push(either);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.dir === "asc" ? asc(SORT_COLUMNS[filter.sort]) : desc(SORT_COLUMNS[filter.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rooms.id,
        seoId: rooms.seoId,
        name: rooms.name,
        centreId: rooms.centreId,
        centreName: centres.name,
        productTypeId: rooms.productTypeId,
        productType: productTypes.name,
        capacity: rooms.capacity,
        costPaise: rooms.costPaise,
        isMrb: rooms.isMrb,
        isActive: rooms.isActive,
      })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .innerJoin(productTypes, eq(productTypes.id, rooms.productTypeId))
      .where(where)
      .orderBy(order, asc(rooms.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(rooms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function catalogueRoomById(db: Database, id: number) {
  const [room] = await db
    .select({ room: rooms, centreName: centres.name })
    .from(rooms)
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .where(eq(rooms.id, id));
  if (!room) return undefined;
  const [amenityRows, categoryRows, photos] = await Promise.all([
    db.select({ id: roomAmenities.amenityId }).from(roomAmenities).where(eq(roomAmenities.roomId, id)),
    db.select({ id: roomSuitedCategories.categoryId }).from(roomSuitedCategories).where(eq(roomSuitedCategories.roomId, id)),
    roomImagesOf(db, id),
  ]);
  return {
    ...room.room,
    centreName: room.centreName,
    amenityIds: amenityRows.map((r) => r.id).sort((a, b) => a - b),
    categoryIds: categoryRows.map((r) => r.id).sort((a, b) => a - b),
    photos,
  };
}
export type CatalogueRoomDetail = NonNullable<Awaited<ReturnType<typeof catalogueRoomById>>>;

export function roomImagesOf(db: Database, roomId: number): Promise<RoomImageRecord[]> {
  return db.select().from(roomImages).where(eq(roomImages.roomId, roomId)).orderBy(asc(roomImages.position), asc(roomImages.id));
}

export async function seoIdTaken(db: Database, seoId: string, exceptRoomId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(exceptRoomId ? and(eq(rooms.seoId, seoId), ne(rooms.id, exceptRoomId)) : eq(rooms.seoId, seoId));
  return row !== undefined;
}

async function setRoomLinks(db: Database, roomId: number, amenityIds: readonly number[], categoryIds: readonly number[]) {
  await db.delete(roomAmenities).where(eq(roomAmenities.roomId, roomId));
  await db.delete(roomSuitedCategories).where(eq(roomSuitedCategories.roomId, roomId));
  if (amenityIds.length > 0) await db.insert(roomAmenities).values(amenityIds.map((amenityId) => ({ roomId, amenityId })));
  if (categoryIds.length > 0) await db.insert(roomSuitedCategories).values(categoryIds.map((categoryId) => ({ roomId, categoryId })));
}

/** A new room; a pass gets the single-day option every pass sells. */
export async function insertCatalogueRoom(
  db: Database,
  room: CatalogueRoomWrite,
  links: { amenityIds: readonly number[]; categoryIds: readonly number[]; passLabel?: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(rooms)
    .values({ ...room, inventoryId: `console-${room.seoId}`, createdAt: now, updatedAt: now })
    .returning({ id: rooms.id });
  if (!row) throw new Error("room was not inserted");
  await setRoomLinks(db, row.id, links.amenityIds, links.categoryIds);
  if (links.passLabel)
    await db.insert(passOptions).values({ roomId: row.id, name: "single", displayName: `Single ${links.passLabel}`, days: 1 });
  return row.id;
}

export async function updateCatalogueRoom(
  db: Database,
  id: number,
  room: CatalogueRoomWrite,
  links: { amenityIds: readonly number[]; categoryIds: readonly number[] },
  now: Date,
): Promise<void> {
  await db
    .update(rooms)
    .set({ ...room, updatedAt: now })
    .where(eq(rooms.id, id));
  await setRoomLinks(db, id, links.amenityIds, links.categoryIds);
}

export async function hasPassOptions(db: Database, roomId: number): Promise<boolean> {
  const [row] = await db.select({ id: passOptions.id }).from(passOptions).where(eq(passOptions.roomId, roomId)).limit(1);
  return row !== undefined;
}

export async function addSinglePassOption(db: Database, roomId: number, label: string): Promise<void> {
  await db.insert(passOptions).values({ roomId, name: "single", displayName: `Single ${label}`, days: 1 });
}

export async function catalogueChoices(db: Database, centreIds: readonly number[] | undefined) {
  const [centreRows, amenityRows, categoryRows, cityRows] = await Promise.all([
    db
      .select({ id: centres.id, name: centres.name, citySlug: centres.citySlug })
      .from(centres)
      .where(centreIds ? inArray(centres.id, [...centreIds, -1]) : undefined)
      .orderBy(asc(centres.name)),
    db.select({ id: amenities.id, name: amenities.name }).from(amenities).orderBy(asc(amenities.name)),
    db.select({ id: suitedCategories.id, name: suitedCategories.name }).from(suitedCategories).orderBy(asc(suitedCategories.id)),
    db
      .select({ slug: cities.slug, name: cities.name, state: cities.state, live: cities.live })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.name)),
  ]);
  return { centres: centreRows, amenities: amenityRows, categories: categoryRows, cities: cityRows };
}

// ---- centres

export async function listCatalogueCentres(db: Database, centreIds: readonly number[] | undefined) {
  return db
    .select({
      centre: centres,
      cityName: cities.name,
      roomCount: sql<number>`(select count(*)::int from rooms r where r.centre_id = ${centres.id})`,
    })
    .from(centres)
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .where(centreIds ? inArray(centres.id, [...centreIds, -1]) : undefined)
    .orderBy(asc(cities.sortOrder), asc(centres.name));
}

export async function catalogueCentreById(db: Database, id: number) {
  const [row] = (await listCatalogueCentres(db, [id])).filter((r) => r.centre.id === id);
  return row;
}

export async function cityOf(db: Database, slug: string) {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug));
  return row;
}

export async function insertCentre(db: Database, centre: CentreWrite, now: Date): Promise<number> {
  const [row] = await db
    .insert(centres)
    .values({ ...centre, createdAt: now, updatedAt: now })
    .returning({ id: centres.id });
  if (!row) throw new Error("centre was not inserted");
  return row.id;
}

export async function updateCentre(db: Database, id: number, centre: CentreWrite, now: Date): Promise<void> {
  await db
    .update(centres)
    .set({ ...centre, updatedAt: now })
    .where(eq(centres.id, id));
}

export async function setCityLive(db: Database, slug: string, live: boolean): Promise<void> {
  await db.update(cities).set({ live }).where(eq(cities.slug, slug));
}

// ---- photos

export async function insertRoomImage(db: Database, image: { roomId: number; fileName: string; alt: string; position: number }) {
  const [row] = await db.insert(roomImages).values(image).returning();
  if (!row) throw new Error("image was not inserted");
  return row;
}

export async function roomImageById(db: Database, roomId: number, id: number): Promise<RoomImageRecord | undefined> {
  const [row] = await db
    .select()
    .from(roomImages)
    .where(and(eq(roomImages.roomId, roomId), eq(roomImages.id, id)));
  return row;
}

export async function updateRoomImage(db: Database, id: number, change: { alt: string; position: number }) {
  await db.update(roomImages).set(change).where(eq(roomImages.id, id));
}

export async function deleteRoomImage(db: Database, id: number) {
  await db.delete(roomImages).where(eq(roomImages.id, id));
}

export async function existingIds(db: Database, table: "amenities" | "categories", ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows =
    table === "amenities"
      ? await db
          .select({ id: amenities.id })
          .from(amenities)
          .where(inArray(amenities.id, [...ids]))
      : await db
          .select({ id: suitedCategories.id })
          .from(suitedCategories)
          .where(inArray(suitedCategories.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

// ---- F&B menus

export type MenuItemRecord = typeof foodOptions.$inferSelect & {
  category: string;
  subOptions: (typeof foodSubOptions.$inferSelect)[];
};
export type MenuItemWrite = Omit<typeof foodOptions.$inferInsert, "id">;
export type SubOptionWrite = { id?: number; name: string; description: string; availableFrom: number; availableTo: number };

export function menuCategories(db: Database) {
  return db.select().from(fnbCategories).orderBy(asc(fnbCategories.sortOrder), asc(fnbCategories.id));
}

async function withSubOptions(db: Database, items: (typeof foodOptions.$inferSelect & { category: string })[]): Promise<MenuItemRecord[]> {
  const subs =
    items.length === 0
      ? []
      : await db
          .select()
          .from(foodSubOptions)
          .where(
            inArray(
              foodSubOptions.foodOptionId,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(foodSubOptions.id));
  return items.map((item) => ({ ...item, subOptions: subs.filter((s) => s.foodOptionId === item.id) }));
}

/** A centre's menu items, its own and those on every centre's menu, active or not. */
export async function menuItemsOfCentre(db: Database, centreId: number): Promise<MenuItemRecord[]> {
  const rows = await db
    .select({ item: foodOptions, category: fnbCategories.name })
    .from(foodOptions)
    .innerJoin(fnbCategories, eq(fnbCategories.id, foodOptions.categoryId))
    .where(or(isNull(foodOptions.centreId), eq(foodOptions.centreId, centreId)))
    .orderBy(asc(fnbCategories.sortOrder), asc(foodOptions.id));
  return withSubOptions(
    db,
    rows.map((r) => ({ ...r.item, category: r.category })),
  );
}

export async function menuItemById(db: Database, id: number): Promise<MenuItemRecord | undefined> {
  const rows = await db
    .select({ item: foodOptions, category: fnbCategories.name })
    .from(foodOptions)
    .innerJoin(fnbCategories, eq(fnbCategories.id, foodOptions.categoryId))
    .where(eq(foodOptions.id, id));
  const [item] = await withSubOptions(
    db,
    rows.map((r) => ({ ...r.item, category: r.category })),
  );
  return item;
}

export async function subOptionsInBookings(db: Database, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: bookingAddOns.id })
    .from(bookingAddOns)
    .where(inArray(bookingAddOns.subOptionId, [...ids]))
    .limit(1);
  return row !== undefined;
}

/** Writes an item and its choices: listed ones updated or added, the others removed. */
export async function saveMenuItem(
  db: Database,
  id: number | undefined,
  item: MenuItemWrite,
  subOptions: readonly SubOptionWrite[],
): Promise<number> {
  let itemId = id;
  if (itemId === undefined) {
    const [row] = await db.insert(foodOptions).values(item).returning({ id: foodOptions.id });
    if (!row) throw new Error("menu item was not inserted");
    itemId = row.id;
  } else {
    await db.update(foodOptions).set(item).where(eq(foodOptions.id, itemId));
  }
  const kept = subOptions.flatMap((s) => (s.id ? [s.id] : []));
  await db
    .delete(foodSubOptions)
    .where(
      kept.length > 0
        ? and(eq(foodSubOptions.foodOptionId, itemId), notInArray(foodSubOptions.id, kept))
        : eq(foodSubOptions.foodOptionId, itemId),
    );
  for (const s of subOptions) {
    const values = { name: s.name, description: s.description, availableFrom: s.availableFrom, availableTo: s.availableTo };
    if (s.id)
      await db
        .update(foodSubOptions)
        .set(values)
        .where(and(eq(foodSubOptions.id, s.id), eq(foodSubOptions.foodOptionId, itemId)));
    else await db.insert(foodSubOptions).values({ ...values, foodOptionId: itemId });
  }
  return itemId;
}
