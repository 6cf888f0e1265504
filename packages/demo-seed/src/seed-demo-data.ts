// Loads the demo catalogue into an empty database (DECISIONS.md section 10): by
// `npm run db:seed` and by a plain start on an empty database.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { CITIES } from "@workbay/domain/cities";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { PRODUCT_TYPES } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import {
  amenities,
  bookings,
  centres,
  places,
  cities,
  fnbCategories,
  foodOptions,
  foodSubOptions,
  passAllocations,
  passOptions,
  productTypes,
  roomAmenities,
  roomImages,
  rooms,
  roomSuitedCategories,
  slotHolds,
  suitedCategories,
  users,
  vouchers,
} from "@workbay/db/schema";
import { buildDemoBookings, type DemoBooking, type DemoPassAllocation } from "./build-demo-bookings";
import { buildDemoRooms, type DemoRoom } from "./build-demo-rooms";
import { createRandom, type Random } from "./create-random";
import { DEMO_AMENITIES } from "./demo-amenities";
import { DEMO_CENTRES } from "./demo-centres";
import { DEMO_PLACES } from "./demo-places";
import type { DemoImageJob } from "./demo-image-art";
import { DEMO_MENU, type DemoFnbCategory, type DemoFoodOption } from "./demo-menu";
import { DEMO_SUITED_CATEGORIES } from "./demo-suited-categories";
import { seedDemoOperators } from "./demo-operators";
import { DEMO_USER, hashDemoPassword } from "./demo-user";
import { DEMO_VOUCHERS } from "./demo-vouchers";
import { DEMO_WALK_IN_USERS } from "./demo-walk-in-users";
import { toKebabCase } from "./to-kebab-case";
import { writeDemoImages } from "./write-demo-images";
import { contentTypeOf, type FileStore } from "@workbay/db/files/file-store";
import { createDatabaseFileStore } from "@workbay/db/files/database-file-store";

export type SeedDemoDataOptions = {
  /** Where the pictures are drawn first: a local cache, so a re-seed does not draw them again. */
  imagesDir: string;
  /**
   * The shared file store the pictures are stored in (the image service's originals), given
   * the transaction: the database store keeps them with the rows, all or nothing.
   */
  files?: (db: Database) => FileStore;
  /** The clock: taken slots are laid out from this day (IST) on. */
  now?: Date;
  log?: (message: string) => void;
};

// Fixed seeds: the catalogue is the same on every install; the bookings only move with the date.
const CATALOGUE_SEED = 20260101;
const BOOKINGS_SEED = 8128;
/** Serialises concurrent seeders (two instances starting on one empty database). */
const SEED_LOCK_KEY = 727_100_001;
/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 500;

type Plan = {
  rooms: DemoRoom[];
  bookings: DemoBooking[];
  passAllocations: DemoPassAllocation[];
  cityImages: Map<string, string>;
  menu: {
    category: DemoFnbCategory;
    imageFile: string;
    options: { option: DemoFoodOption; imageFile: string; subImageFiles: string[] }[];
  }[];
  imageJobs: DemoImageJob[];
};

export async function seedDemoData(db: Database, options: SeedDemoDataOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  if (await hasCentres(db)) {
    log("demo data: the database already has centres, nothing seeded");
    await storeMissingDemoImages(db, options, log);
    await seedDemoOperators(db);
    return { seeded: false };
  }
  const started = Date.now();
  const plan = buildPlan(istNow(now).date);
  const passwordHash = await hashDemoPassword();

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    if (await hasCentres(tx)) return false;
    // Pictures render on sharp's threads while the rows go in. Both must finish before the
    // transaction ends: committing rows whose pictures failed would leave broken images,
    // and rolling back while an insert is still running would be worse.
    const [inserted, images] = await Promise.allSettled([
      insertPlan(tx, plan, { now, passwordHash }),
      writeDemoImages(options.imagesDir, plan.imageJobs),
    ]);
    if (inserted.status === "rejected") throw inserted.reason;
    if (images.status === "rejected") throw images.reason;
    const stored = await storeDemoImages(filesOf(options)(tx), options.imagesDir, plan.imageJobs);
    log(
      `demo data: ${DEMO_CENTRES.length} centres, ${plan.rooms.length} rooms, ${plan.bookings.length} bookings, ` +
        `${inserted.value.slotHolds} taken slots, ${plan.passAllocations.length} pass days; ` +
        `images ${images.value.written} drawn, ${images.value.skipped} already drawn, ${stored} stored`,
    );
    return true;
  });
  await seedDemoOperators(db, passwordHash);
  if (seeded) log(`demo data: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  else log("demo data: another process seeded the database first");
  return { seeded };
}

function filesOf(options: SeedDemoDataOptions): (db: Database) => FileStore {
  return options.files ?? createDatabaseFileStore;
}

/**
 * Puts the drawn pictures that the shared store lacks into it, one after another (the database
 * store writes through the seed's one transaction). Returns how many it stored.
 */
async function storeDemoImages(files: FileStore, imagesDir: string, jobs: readonly DemoImageJob[]): Promise<number> {
  const names = [...new Set(jobs.map((job) => job.fileName))];
  const present = await files.existing(names);
  const missing = names.filter((name) => !present.has(name));
  for (const name of missing) await files.put(name, await readFile(path.join(imagesDir, name)), contentTypeOf(name));
  return missing.length;
}

/**
 * A database seeded before the pictures moved to the shared store (or whose store was
 * emptied): the demo pictures are drawn if needed and stored once, by whichever instance
 * takes the seed lock first.
 */
async function storeMissingDemoImages(db: Database, options: SeedDemoDataOptions, log: (message: string) => void): Promise<void> {
  const jobs = buildPlan(istNow(options.now ?? new Date()).date).imageJobs;
  const names = [...new Set(jobs.map((job) => job.fileName))];
  if ((await filesOf(options)(db).existing(names)).size === names.length) return;
  const stored = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    await writeDemoImages(options.imagesDir, jobs);
    return storeDemoImages(filesOf(options)(tx), options.imagesDir, jobs);
  });
  if (stored > 0) log(`demo data: ${stored} demo pictures stored in the shared file store`);
}

/** The reference rows (cities, product types...) come from a migration; centres only from a seed. */
async function hasCentres(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(centres);
  return (row?.n ?? 0) > 0;
}

function buildPlan(today: string): Plan {
  const random = createRandom(CATALOGUE_SEED);
  const rooms = buildDemoRooms(DEMO_CENTRES, random);
  const { bookings, passAllocations: allocations } = buildDemoBookings({
    rooms,
    centres: DEMO_CENTRES,
    today,
    random: createRandom(BOOKINGS_SEED),
  });
  const imageJobs: DemoImageJob[] = rooms.flatMap((room) => room.images.map(({ fileName, art }) => ({ fileName, art })));
  const seed = () => random.int(1, 2 ** 31 - 1);

  const cityImages = new Map<string, string>();
  for (const city of CITIES) {
    const fileName = `city-${city.slug}.jpg`;
    cityImages.set(city.slug, fileName);
    imageJobs.push({ fileName, art: { kind: "city", seed: seed(), title: city.name, subtitle: `Workspaces in ${city.name}` } });
  }

  const menu = DEMO_MENU.map((category) => {
    const imageFile = `fnb-${category.slug}.jpg`;
    const categoryStyle =
      category.slug === "high-tea"
        ? "tea-snacks"
        : category.slug === "beverages"
          ? "glass"
          : category.slug === "work-lunch"
            ? "thali"
            : "bowl";
    imageJobs.push({
      fileName: imageFile,
      art: { kind: "food", seed: seed(), style: categoryStyle, foodType: null, title: category.name, subtitle: "Workbay F&B" },
    });
    return {
      category,
      imageFile,
      options: category.options.map((option) => {
        const slug = toKebabCase(option.name);
        const fileName = `food-${slug}.jpg`;
        // Each dish drawn as what it is: hot drinks in a cup, cold ones in a glass, tea with
        // its snacks, packages as a thali, rice and curry in a bowl, the rest on a plate.
        const style = /soda|cold|coconut|water|juice|lassi/i.test(option.name)
          ? "glass"
          : category.slug === "beverages" || /^(masala chai|filter coffee)$/i.test(option.name)
            ? "cup"
            : category.slug === "high-tea"
              ? "tea-snacks"
              : (option.serves ?? 1) > 1
                ? "thali"
                : /rice|biryani|pulao|curry/i.test(option.name)
                  ? "bowl"
                  : "plate";
        imageJobs.push({
          fileName,
          art: {
            kind: "food",
            seed: seed(),
            style,
            foodType: option.type,
            title: option.name,
            subtitle: option.shortDescription,
          },
        });
        const subImageFiles = (option.subOptions ?? []).map((sub) => {
          const subFile = `food-${slug}-${toKebabCase(sub.name)}.jpg`;
          imageJobs.push({
            fileName: subFile,
            art: { kind: "food", seed: seed(), style: "plate", foodType: option.type, title: sub.name, subtitle: option.name },
          });
          return subFile;
        });
        return { option, imageFile: fileName, subImageFiles };
      }),
    };
  });

  return { rooms, bookings, passAllocations: allocations, cityImages, menu, imageJobs };
}

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function idsBy<K>(rows: { id: number; key: K }[]): Map<K, number> {
  return new Map(rows.map((r) => [r.key, r.id]));
}

function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data: no ${what} ${String(key)}`);
  return value;
}

async function insertPlan(tx: Database, plan: Plan, context: { now: Date; passwordHash: string }): Promise<{ slotHolds: number }> {
  // The reference rows are there already when the migration 0003_reference_data ran: keep them.
  await tx
    .insert(productTypes)
    .values(PRODUCT_TYPES.map((t, i) => ({ id: t.id, name: t.name, slug: t.slug, sortOrder: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(cities)
    .values(
      CITIES.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        label: c.name,
        state: c.state,
        latitude: c.latitude,
        longitude: c.longitude,
        isActive: true,
        live: c.live,
        sortOrder: i + 1,
        imageFile: plan.cityImages.get(c.slug) ?? null,
      })),
    )
    .onConflictDoUpdate({ target: cities.slug, set: { imageFile: sql`excluded.image_file` } });
  await tx
    .insert(amenities)
    .values(DEMO_AMENITIES.map((a) => ({ code: a.code, name: a.name, icon: a.code })))
    .onConflictDoNothing();
  const amenityIds = idsBy(await tx.select({ id: amenities.id, key: amenities.code }).from(amenities));
  await tx
    .insert(suitedCategories)
    .values([...DEMO_SUITED_CATEGORIES])
    .onConflictDoNothing();

  await tx
    .insert(places)
    .values(DEMO_PLACES.map((p) => ({ ...p, aliases: p.aliases ?? "" })))
    .onConflictDoNothing();

  const centreIds = idsBy(
    await tx
      .insert(centres)
      .values(
        DEMO_CENTRES.map((c) => ({
          name: c.name,
          address: c.address,
          citySlug: c.citySlug,
          state: c.state,
          pincode: c.pincode,
          latitude: c.latitude,
          longitude: c.longitude,
          phone: c.phone,
          email: c.email,
          businessHours: c.businessHours.map((h) => ({ days: [...h.days], open: h.open, close: h.close })),
          notice: c.notice,
          gstin: c.gstin,
        })),
      )
      .returning({ id: centres.id, key: centres.name }),
  );
  const centreIdByKey = new Map(DEMO_CENTRES.map((c) => [c.key, required(centreIds, c.name, "centre")]));

  const roomIds = idsBy(
    await tx
      .insert(rooms)
      .values(
        plan.rooms.map((r) => ({
          seoId: r.seoId,
          inventoryId: r.inventoryId,
          centreId: required(centreIdByKey, r.centreKey, "centre"),
          productTypeId: r.productTypeId,
          name: r.name,
          floor: r.floor,
          capacity: r.capacity,
          costPaise: r.costPaise,
          originalCostPaise: r.originalCostPaise,
          monthFactorBp: r.monthFactorBp,
          description: r.description,
          inclusions: r.inclusions,
          startTime: r.startTime,
          endTime: r.endTime,
          slotDuration: r.slotDuration,
          passCapacity: r.passCapacity,
          isBookable: r.isBookable,
          isMrb: r.isMrb,
          hasFnb: r.hasFnb,
          promoCode: r.promoCode,
        })),
      )
      .returning({ id: rooms.id, key: rooms.seoId }),
  );
  const roomId = (seoId: string) => required(roomIds, seoId, "room");

  await inChunks(
    plan.rooms.flatMap((r) =>
      r.images.map((image, position) => ({ roomId: roomId(r.seoId), fileName: image.fileName, position, alt: image.alt })),
    ),
    (chunk) => tx.insert(roomImages).values(chunk),
  );
  await inChunks(
    plan.rooms.flatMap((r) =>
      r.amenityCodes.map((code) => ({ roomId: roomId(r.seoId), amenityId: required(amenityIds, code, "amenity") })),
    ),
    (chunk) => tx.insert(roomAmenities).values(chunk),
  );
  await inChunks(
    plan.rooms.flatMap((r) => r.categoryIds.map((categoryId) => ({ roomId: roomId(r.seoId), categoryId }))),
    (chunk) => tx.insert(roomSuitedCategories).values(chunk),
  );
  await inChunks(
    plan.rooms.flatMap((r) => r.passOptions.map((p) => ({ roomId: roomId(r.seoId), ...p }))),
    (chunk) => tx.insert(passOptions).values(chunk),
  );

  await insertMenu(tx, plan);
  await tx.insert(vouchers).values([...DEMO_VOUCHERS]);

  const [demoUser, ...walkIns] = await tx
    .insert(users)
    .values([
      {
        email: DEMO_USER.email,
        phone: DEMO_USER.phone,
        countryCode: "+91",
        name: DEMO_USER.name,
        passwordHash: context.passwordHash,
        emailVerified: true,
        phoneVerified: true,
        city: "Bengaluru",
        state: "Karnataka",
        country: "India",
      },
      ...DEMO_WALK_IN_USERS.map((u) => ({ ...u, countryCode: "+91", emailVerified: true, phoneVerified: true })),
    ])
    .returning({ id: users.id });
  if (!demoUser || walkIns.length === 0) throw new Error("demo data: users were not inserted");

  return {
    slotHolds: await insertBookings(
      tx,
      plan,
      walkIns.map((u) => u.id),
      demoUser.id,
      roomId,
      context.now,
    ),
  };
}

async function insertMenu(tx: Database, plan: Plan): Promise<void> {
  const categoryIds = idsBy(
    await tx
      .insert(fnbCategories)
      .values(
        plan.menu.map(({ category, imageFile }, i) => ({
          name: category.name,
          slug: category.slug,
          imageFile,
          availableFrom: category.availableFrom,
          availableTo: category.availableTo,
          noticeMinutes: category.noticeMinutes,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: fnbCategories.id, key: fnbCategories.slug }),
  );
  const entries = plan.menu.flatMap(({ category, options }) => options.map((entry) => ({ category, ...entry })));
  const optionIds = idsBy(
    await tx
      .insert(foodOptions)
      .values(
        entries.map(({ category, option, imageFile }) => ({
          categoryId: required(categoryIds, category.slug, "F&B category"),
          centreId: null,
          name: option.name,
          description: option.description,
          shortDescription: option.shortDescription,
          pricePaise: option.pricePaise,
          imageFile,
          type: option.type,
          serves: option.serves ?? 1,
          availableFrom: option.availableFrom ?? category.availableFrom,
          availableTo: option.availableTo ?? category.availableTo,
        })),
      )
      .returning({ id: foodOptions.id, key: foodOptions.name }),
  );
  const subOptions = entries.flatMap(({ category, option, subImageFiles }) =>
    (option.subOptions ?? []).map((sub, i) => ({
      foodOptionId: required(optionIds, option.name, "food option"),
      name: sub.name,
      description: sub.description,
      imageFile: subImageFiles[i] ?? null,
      availableFrom: sub.availableFrom ?? option.availableFrom ?? category.availableFrom,
      availableTo: sub.availableTo ?? option.availableTo ?? category.availableTo,
    })),
  );
  if (subOptions.length > 0) await tx.insert(foodSubOptions).values(subOptions);
}

// Booking ids look like the server's (WB + 8 characters without look-alikes), numbered so
// that they are unique and the same on every run.
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function demoBookingCode(n: number): string {
  let code = "";
  let rest = n;
  for (let i = 0; i < 8; i += 1) {
    code = CODE_ALPHABET[rest % CODE_ALPHABET.length] + code;
    rest = Math.floor(rest / CODE_ALPHABET.length);
  }
  return `WB${code}`;
}

/** One in this many of the plan's bookings belongs to the demo user (their upcoming list). */
const DEMO_USER_SHARE = 120;

async function insertBookings(
  tx: Database,
  plan: Plan,
  customerIds: string[],
  demoUserId: string,
  roomId: (seoId: string) => number,
  now: Date,
): Promise<number> {
  const random: Random = createRandom(BOOKINGS_SEED + 1);
  const today = istNow(now).date;
  const amounts = (b: DemoBooking) => ({
    quantity: 1,
    seats: b.seats,
    roomAmountPaise: b.roomAmountPaise,
    originalRoomAmountPaise: b.roomAmountPaise,
    cgstPaise: b.cgstPaise,
    sgstPaise: b.sgstPaise,
    totalPaise: b.totalPaise,
  });
  const rows: (typeof bookings.$inferInsert & { startSlot: number; endSlot: number; roomId: number; date: string })[] = plan.bookings.map(
    (b, i) => ({
      code: demoBookingCode(i + 1),
      userId: i % DEMO_USER_SHARE === 7 ? demoUserId : random.pick(customerIds),
      roomId: roomId(b.roomSeoId),
      status: "confirmed" as const,
      date: b.date,
      startSlot: b.startSlot,
      endSlot: b.endSlot,
      ...amounts(b),
      // Paid through the offline test gateway, so an operator can cancel one with a refund.
      paymentGateway: "test",
      paymentId: `pay_demo_${demoBookingCode(i + 1)}`,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    }),
  );
  // The demo user's history: a few of the same meetings weeks ago, and one attempt whose
  // payment hold lapsed. Past dates hold slots nobody can book any more.
  const pastDays = [7, 16, 33, 48];
  const samples = plan.bookings.filter((_, i) => i % 97 === 3).slice(0, pastDays.length);
  samples.forEach((b, k) => {
    const date = addDaysIso(today, -pastDays[k]!);
    const created = new Date(Date.parse(`${date}T00:00:00+05:30`) - 3 * 86_400_000);
    rows.push({
      code: demoBookingCode(900_000 + k),
      userId: demoUserId,
      roomId: roomId(b.roomSeoId),
      status: k === pastDays.length - 1 ? ("expired" as const) : ("confirmed" as const),
      date,
      startSlot: b.startSlot,
      endSlot: b.endSlot,
      ...amounts(b),
      confirmedAt: k === pastDays.length - 1 ? null : created,
      createdAt: created,
      updatedAt: created,
    });
  });
  const bookingIds = new Map<string, number>();
  await inChunks(rows, async (chunk) => {
    const inserted = await tx.insert(bookings).values(chunk).returning({ id: bookings.id, code: bookings.code });
    for (const row of inserted) bookingIds.set(row.code, row.id);
  });
  const holds = rows
    .filter((row) => row.status === "confirmed")
    .flatMap((row) => {
      const bookingId = required(bookingIds, row.code, "booking");
      return Array.from({ length: row.endSlot - row.startSlot }, (_, i) => ({
        roomId: row.roomId,
        date: row.date,
        slot: row.startSlot + i,
        bookingId,
      }));
    });
  await inChunks(holds, (chunk) => tx.insert(slotHolds).values(chunk));
  await inChunks(
    plan.passAllocations.map((a) => ({ roomId: roomId(a.roomSeoId), date: a.date, capacity: a.capacity, sold: a.sold })),
    (chunk) => tx.insert(passAllocations).values(chunk),
  );
  return holds.length;
}
