import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityBySlug, detectCity } from "@workbay/domain/cities";
import { distanceKm } from "@workbay/domain/distance";
import { PRODUCT_TYPE_IDS } from "@workbay/domain/product-types";
import type { DatabaseHandle } from "@workbay/db/client";
import { createDatabaseFileStore } from "@workbay/db/files/database-file-store";
import { readStoredFile } from "@workbay/db/files/file-store";
import { openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from "@workbay/db/testing/open-test-database";
import * as schema from "@workbay/db/schema";
import { buildDemoRooms } from "../src/build-demo-rooms";
import { createRandom } from "../src/create-random";
import { DEMO_AMENITIES } from "../src/demo-amenities";
import { DEMO_CENTRES } from "../src/demo-centres";
import { DEMO_PLACES } from "../src/demo-places";
import { DEMO_USER, hashDemoPassword } from "../src/demo-user";
import { seedDemoData } from "../src/seed-demo-data";

/** Monday 23 November 2026, 10:00 IST. */
const NOW = new Date("2026-11-23T04:30:00.000Z");
const TODAY = "2026-11-23";

type Target = { name: string; kind: TestDatabaseKind };

const targets: Target[] = testDatabaseKinds().map((kind) => ({ kind, name: kind === "pglite" ? "PGlite" : "PostgreSQL" }));

// One directory for every target: the first run renders the pictures, later ones reuse them,
// which also covers the "existing files are kept" path.
let imagesDir: string;
beforeAll(async () => {
  imagesDir = await mkdtemp(path.join(os.tmpdir(), "wb-seed-images-"));
});
afterAll(async () => {
  await rm(imagesDir, { recursive: true, force: true });
});

const COUNTED_TABLES: Record<string, PgTable> = {
  cities: schema.cities,
  centres: schema.centres,
  productTypes: schema.productTypes,
  amenities: schema.amenities,
  suitedCategories: schema.suitedCategories,
  rooms: schema.rooms,
  roomImages: schema.roomImages,
  roomAmenities: schema.roomAmenities,
  roomSuitedCategories: schema.roomSuitedCategories,
  passOptions: schema.passOptions,
  fnbCategories: schema.fnbCategories,
  foodOptions: schema.foodOptions,
  foodSubOptions: schema.foodSubOptions,
  vouchers: schema.vouchers,
  users: schema.users,
  bookings: schema.bookings,
  slotHolds: schema.slotHolds,
  passAllocations: schema.passAllocations,
};

async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe.each(targets)("seedDemoData on $name", (target) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let firstResults: { seeded: boolean }[];

  beforeAll(async () => {
    handle = await openTestDatabase(target.kind, { poolSize: 4, migrate: false });
    dispose = () => handle.close();
    await handle.migrate();
    const seed = () => seedDemoData(handle.db, { imagesDir, now: NOW });
    // On PostgreSQL two seeders race, as two app instances starting together would.
    firstResults = handle.kind === "postgres" ? await Promise.all([seed(), seed()]) : [await seed()];
    // Drawing 383 pictures into a new folder and storing them in the database takes minutes on a loaded 2-core machine.
  }, 300_000);

  afterAll(async () => {
    await dispose?.();
  });

  it("seeds an empty database exactly once", () => {
    expect(firstResults.filter((r) => r.seeded)).toHaveLength(1);
  });

  it("loads the catalogue", async () => {
    const counts = await tableCounts(handle);
    expect(counts.cities).toBe(6);
    expect(counts.centres).toBeGreaterThanOrEqual(18);
    expect(counts.rooms).toBeGreaterThanOrEqual(80);
    expect(counts.productTypes).toBe(9);
    expect(counts.fnbCategories).toBe(4);
    expect(counts.users).toBeGreaterThanOrEqual(4);
    expect(counts.bookings).toBeGreaterThan(0);
    expect(counts.passAllocations).toBeGreaterThan(0);

    const perType = await handle.db
      .select({ type: schema.rooms.productTypeId, n: count() })
      .from(schema.rooms)
      .groupBy(schema.rooms.productTypeId);
    expect(perType.map((r) => r.type).sort((a, b) => a - b)).toEqual([...PRODUCT_TYPE_IDS]);
    for (const { n } of perType) expect(n).toBeGreaterThanOrEqual(4);

    const meetingRoomsPerCentre = await handle.db
      .select({ centreId: schema.centres.id, n: sql<number>`count(${schema.rooms.id})::int` })
      .from(schema.centres)
      .leftJoin(schema.rooms, sql`${schema.rooms.centreId} = ${schema.centres.id} and ${schema.rooms.productTypeId} = 1`)
      .groupBy(schema.centres.id);
    for (const { n } of meetingRoomsPerCentre) expect(n).toBeGreaterThanOrEqual(2);

    const codes = (await handle.db.select({ code: schema.vouchers.code }).from(schema.vouchers)).map((v) => v.code);
    expect(codes).toEqual(expect.arrayContaining(["DP25", "DP38", "AERO25", "EDP30", "MR30"]));

    const categories = await handle.db.select().from(schema.fnbCategories).orderBy(schema.fnbCategories.sortOrder);
    expect(categories.map((c) => c.name)).toEqual(["High Tea", "Work Lunch", "Meals", "Beverages"]);
    const packages = await handle.db.select().from(schema.foodOptions).where(eq(schema.foodOptions.serves, 4));
    expect(packages.length).toBeGreaterThan(0);
    const [subOptions] = await handle.db.select({ n: count() }).from(schema.foodSubOptions);
    expect(subOptions?.n).toBeGreaterThanOrEqual(packages.length * 3);
  });

  it("gives every room at least three pictures that exist on disk", async () => {
    const images = await handle.db.select().from(schema.roomImages);
    const byRoom = new Map<number, number>();
    for (const image of images) byRoom.set(image.roomId, (byRoom.get(image.roomId) ?? 0) + 1);
    const rooms = await handle.db.select({ id: schema.rooms.id }).from(schema.rooms);
    for (const room of rooms) expect(byRoom.get(room.id) ?? 0).toBeGreaterThanOrEqual(3);

    const cityImages = (await handle.db.select({ file: schema.cities.imageFile }).from(schema.cities)).map((c) => c.file);
    const foodImages = (await handle.db.select({ file: schema.foodOptions.imageFile }).from(schema.foodOptions)).map((f) => f.file);
    const files = [...images.map((i) => i.fileName), ...cityImages, ...foodImages];
    for (const file of files) {
      expect(file).toBeTruthy();
      expect((await stat(path.join(imagesDir, file as string))).size).toBeGreaterThan(1000);
    }
    const metadata = await sharp(path.join(imagesDir, images[0]?.fileName ?? "")).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1600, height: 1000 });
  });

  it("stores every picture once in the shared file store, whichever seeder won", async () => {
    const images = (await handle.db.select({ file: schema.roomImages.fileName }).from(schema.roomImages)).map((i) => i.file);
    const cityImages = (await handle.db.select({ file: schema.cities.imageFile }).from(schema.cities)).map((c) => c.file as string);
    const wanted = [...new Set([...images, ...cityImages])];
    const files = createDatabaseFileStore(handle.db);
    expect((await files.existing(wanted)).size).toBe(wanted.length);
    const stored = await handle.db.select({ name: schema.storedFiles.name, size: schema.storedFiles.sizeBytes }).from(schema.storedFiles);
    expect(new Set(stored.map((s) => s.name)).size).toBe(stored.length);
    const first = await files.get(images[0] as string);
    const bytes = await readStoredFile(first!);
    expect(bytes.equals(await readFile(path.join(imagesDir, images[0] as string)))).toBe(true);
  });

  it("puts back pictures missing from the store when run on a seeded database", async () => {
    const [victim] = await handle.db.select({ name: schema.storedFiles.name }).from(schema.storedFiles).limit(1);
    await handle.db.delete(schema.storedFiles).where(eq(schema.storedFiles.name, victim!.name));
    expect(await seedDemoData(handle.db, { imagesDir, now: NOW })).toEqual({ seeded: false });
    expect((await createDatabaseFileStore(handle.db).existing([victim!.name])).size).toBe(1);
  });

  it("places every centre inside its city", async () => {
    const centres = await handle.db.select().from(schema.centres);
    for (const centre of centres) {
      const city = cityBySlug(centre.citySlug);
      expect(city, centre.name).toBeDefined();
      expect(distanceKm(city!.latitude, city!.longitude, centre.latitude, centre.longitude), centre.name).toBeLessThan(15);
      expect(detectCity(centre.latitude, centre.longitude), centre.name).toBe(centre.citySlug);
      expect(centre.pincode).toMatch(/^\d{6}$/);
      expect(centre.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    }
  });

  it("lays out confirmed bookings from today on, one slot hold per booked half hour", async () => {
    const future = sql`${schema.bookings.date} >= ${TODAY}`;
    const [totals] = await handle.db
      .select({
        bookings: count(),
        first: sql<string>`min(${schema.bookings.date})::text`,
        unconfirmed: sql<number>`count(*) filter (where ${schema.bookings.status} <> 'confirmed')::int`,
      })
      .from(schema.bookings)
      .where(future);
    const [confirmedSlots] = await handle.db
      .select({ n: sql<number>`coalesce(sum(${schema.bookings.endSlot} - ${schema.bookings.startSlot}), 0)::int` })
      .from(schema.bookings)
      .where(eq(schema.bookings.status, "confirmed"));
    const [holds] = await handle.db.select({ n: count() }).from(schema.slotHolds);
    expect(totals?.first).toBe(TODAY);
    expect(totals?.unconfirmed).toBe(0);
    expect(holds?.n).toBe(confirmedSlots?.n);
    const codes = await handle.db.select({ code: schema.bookings.code }).from(schema.bookings);
    expect(codes.every((c) => /^WB[0-9A-Z]{8}$/.test(c.code))).toBe(true);

    const [soldOut] = await handle.db
      .select({ n: count() })
      .from(schema.passAllocations)
      .where(sql`${schema.passAllocations.sold} = ${schema.passAllocations.capacity}`);
    expect(soldOut?.n).toBeGreaterThanOrEqual(2);
  });

  it("stores the demo user with a verifiable password hash", async () => {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.email, DEMO_USER.email));
    expect(user).toMatchObject({ name: DEMO_USER.name, phone: DEMO_USER.phone, emailVerified: true, phoneVerified: true });
    const [, , , , salt] = (user?.passwordHash ?? "").split("$");
    expect(await hashDemoPassword(DEMO_USER.password, Buffer.from(salt ?? "", "base64"))).toBe(user?.passwordHash);
  });

  it("gives the demo user upcoming bookings, past ones and a lapsed attempt", async () => {
    const [user] = await handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, DEMO_USER.email));
    const own = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.userId, user!.id));
    expect(own.filter((b) => b.status === "confirmed" && b.date >= TODAY).length).toBeGreaterThanOrEqual(3);
    expect(own.filter((b) => b.status === "confirmed" && b.date < TODAY).length).toBeGreaterThanOrEqual(2);
    expect(own.filter((b) => b.status === "expired")).toHaveLength(1);
  });

  it("does nothing when run again", async () => {
    const before = await tableCounts(handle);
    expect(await seedDemoData(handle.db, { imagesDir, now: new Date(NOW.getTime() + 86_400_000) })).toEqual({ seeded: false });
    expect(await tableCounts(handle)).toEqual(before);
  });
});

describe("the demo catalogue", () => {
  it("is the same on every run", () => {
    const first = buildDemoRooms(DEMO_CENTRES, createRandom(1));
    const second = buildDemoRooms(DEMO_CENTRES, createRandom(1));
    expect(second).toEqual(first);
    expect(new Set(first.map((r) => r.seoId)).size).toBe(first.length);
    expect(new Set(first.map((r) => r.inventoryId)).size).toBe(first.length);
  });
});

describe.each(targets)("reference data without the demo seed ($name)", ({ kind }) => {
  it("comes from the migrations: cities, product types, amenities, suited categories and places, no centres", async () => {
    const handle = await openTestDatabase(kind);
    try {
      const counts = await tableCounts(handle);
      expect(counts.cities).toBe(6);
      expect(counts.productTypes).toBe(PRODUCT_TYPE_IDS.length);
      // Every amenity the demo rooms use is reference data: the seed adds none.
      const amenityRows = await handle.db.select({ code: schema.amenities.code }).from(schema.amenities);
      expect(amenityRows.map((row) => row.code).sort()).toEqual(DEMO_AMENITIES.map((amenity) => amenity.code).sort());
      expect(counts.suitedCategories).toBe(10);
      expect(counts.centres).toBe(0);
      expect(counts.rooms).toBe(0);
      expect(counts.users).toBe(0);
      // The search's places too, all of them (decision 0030).
      const placeRows = await handle.db.select({ name: schema.places.name }).from(schema.places);
      expect(placeRows.map((row) => row.name).sort()).toEqual(DEMO_PLACES.map((place) => place.name).sort());
      // The demo seed then adds its catalogue over them, and the cities get their pictures.
      expect((await seedDemoData(handle.db, { imagesDir, now: NOW })).seeded).toBe(true);
      const [bengaluru] = await handle.db.select().from(schema.cities).where(eq(schema.cities.slug, "bengaluru"));
      expect(bengaluru?.imageFile).toBe("city-bengaluru.jpg");
      expect((await tableCounts(handle)).cities).toBe(6);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
