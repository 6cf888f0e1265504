import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { auditLog, bookingAddOns, centres, cities, foodOptions, roomImages, rooms } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { signedInUser } from "./checkout-helpers";
import { CONSOLE_API, consoleCalls, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";

const API = CONSOLE_API;
const CAT = `${API}/catalogue`;
const TOMORROW = "2026-11-24";

describe.each(testDatabaseKinds())("operator console catalogue API on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let blrCentre: number;
  let delhiCentre: number;
  let delhiRoom: number;

  const signIn = (email: string) => signInOperator(app, email);

  const { get, send } = consoleCalls(() => app);

  function roomBody(overrides: Record<string, unknown> = {}) {
    return {
      centre_id: blrCentre,
      product_type_id: 1,
      name: "Console Board Room",
      seo_id: `console-board-room-${Math.floor(Math.random() * 1e9)}`,
      floor: "2nd Floor",
      capacity: 8,
      price_paise: 150000,
      original_price_paise: 180000,
      min_duration_minutes: 60,
      start_time: 18,
      end_time: 40,
      description: "A quiet board room for eight with a screen and a whiteboard.",
      inclusions: null,
      amenity_ids: [1, 2],
      category_ids: [1],
      bookable_online: true,
      has_fnb: true,
      pass_capacity: null,
      month_factor_bp: 10000,
      is_active: true,
      ...overrides,
    };
  }

  function centreBody(overrides: Record<string, unknown> = {}) {
    return {
      name: "Workbay Indiranagar Test",
      address: "100 Feet Road, HAL 2nd Stage, Indiranagar",
      city_slug: "bengaluru",
      state: "Karnataka",
      pincode: "560038",
      latitude: 12.9719,
      longitude: 77.6412,
      phone: "+91 80 4000 1234",
      email: "indiranagar@workbay.in",
      business_hours: [
        { days: [1, 2, 3, 4, 5], open: 16, close: 42 },
        { days: [6], open: 18, close: 36 },
      ],
      notice: null,
      gstin: "29ABCDE1234F1Z5",
      is_active: true,
      ...overrides,
    };
  }

  const auditCount = async () => (await app.db.select({ id: auditLog.id }).from(auditLog)).length;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    admin = await signIn(DEMO_OPERATORS.admin.email);
    manager = await signIn(DEMO_OPERATORS.manager.email);
    const [blr] = await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "bengaluru")).limit(1);
    const [delhi] = await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "delhi")).limit(1);
    blrCentre = blr!.id;
    delhiCentre = delhi!.id;
    const [room] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.centreId, delhiCentre)).limit(1);
    delhiRoom = room!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("publishes every catalogue call in the OpenAPI document", async () => {
    const paths = Object.keys((await app.inject({ url: "/docs/json" })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${CAT}/rooms`,
        `${CAT}/rooms/{id}`,
        `${CAT}/rooms/{id}/photos/{photoId}`,
        `${CAT}/centres/{id}`,
        `${CAT}/cities/{slug}`,
        `${CAT}/centres/{id}/menu/items`,
        `${CAT}/menu-items/{itemId}`,
      ]),
    );
  });

  describe("who may call", () => {
    it("answers 401 without an operator session, and to a customer's session", async () => {
      const customer = await signedInUser(app, TEST_NOW);
      for (const url of [`${CAT}/rooms`, `${CAT}/options`, `${CAT}/centres`, `${CAT}/rooms/${delhiRoom}`]) {
        expect((await get(undefined, url)).statusCode).toBe(401);
        expect((await app.inject({ method: "GET", url, headers: customer.headers })).statusCode).toBe(401);
      }
      expect((await send(undefined, "POST", `${CAT}/rooms`, roomBody())).statusCode).toBe(401);
      expect((await send(undefined, "POST", `${CAT}/centres`, centreBody())).statusCode).toBe(401);
    });

    it("refuses a change without the CSRF token, and changes nothing", async () => {
      const before = await auditCount();
      const response = await app.inject({ method: "POST", url: `${CAT}/rooms`, payload: roomBody(), headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(403);
      expect(await auditCount()).toBe(before);
    });

    it("keeps a centre manager to their centres: another centre's room is a 403, lists hold only theirs", async () => {
      expect((await get(manager, `${CAT}/rooms/${delhiRoom}`)).statusCode).toBe(403);
      const list = await get(manager, `${CAT}/rooms?centre_id=${delhiCentre}`);
      expect(list.json().data.total).toBe(0);
      const created = await send(manager, "POST", `${CAT}/rooms`, roomBody({ centre_id: delhiCentre }));
      expect(created.statusCode).toBe(403);
      expect(created.json().meta.message).toBe("This belongs to a centre you do not manage.");
      const photo = await send(manager, "POST", `${CAT}/rooms/${delhiRoom}/photos`, { attachment: "x".repeat(20), alt: "A room" });
      expect(photo.statusCode).toBe(403);
      const options = await get(manager, `${CAT}/options`);
      expect(options.json().data.centres.every((c: { city_slug: string }) => c.city_slug === "bengaluru")).toBe(true);
    });

    it("leaves centres' creation, legal fields and cities to admins", async () => {
      const before = await auditCount();
      const create = await send(manager, "POST", `${CAT}/centres`, centreBody());
      expect(create.statusCode).toBe(403);
      expect(create.json().meta.message).toBe("Only an admin can do this.");
      const current = (await get(manager, `${CAT}/centres/${blrCentre}`)).json().data;
      const { id: _id, city_name: _c, room_count: _r, ...body } = current;
      const rename = await send(manager, "PUT", `${CAT}/centres/${blrCentre}`, { ...body, name: "Renamed by a manager" });
      expect(rename.statusCode).toBe(403);
      const city = await send(manager, "PUT", `${CAT}/cities/pune`, { live: false });
      expect(city.statusCode).toBe(403);
      expect((await get(manager, `${CAT}/centres/${delhiCentre}`)).statusCode).toBe(403);
      expect(await auditCount()).toBe(before);
      // Hours and phone are the manager's to change.
      const hours = await send(manager, "PUT", `${CAT}/centres/${blrCentre}`, { ...body, phone: "+91 80 4000 9999" });
      expect(hours.statusCode, hours.body).toBe(200);
      expect(hours.json().data.phone).toBe("+91 80 4000 9999");
    });
  });

  describe("rooms", () => {
    it("lists rooms 25 a page, sorted on the server", async () => {
      const first = await get(admin, `${CAT}/rooms?sort=price&dir=desc`);
      expect(first.statusCode).toBe(200);
      const data = first.json().data;
      expect(data.rooms).toHaveLength(25);
      expect(data.total).toBeGreaterThan(25);
      const prices = data.rooms.map((r: { price_paise: number }) => r.price_paise);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const second = (await get(admin, `${CAT}/rooms?sort=price&dir=desc&page=2`)).json().data;
      const ids = new Set(data.rooms.map((r: { id: number }) => r.id));
      for (const room of second.rooms) expect(ids.has(room.id)).toBe(false);
      const mine = (await get(manager, `${CAT}/rooms?centre_id=${blrCentre}`)).json().data;
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.rooms.every((r: { centre_id: number }) => r.centre_id === blrCentre)).toBe(true);
      expect((await get(admin, `${CAT}/rooms?sort=colour`)).statusCode).toBe(400);
    });

    it("creates a room that shows on the public pages at once, audited", async () => {
      // The public listing is read first, so its cache holds the catalogue before the change.
      await app.inject({ method: "GET", url: `/passy/v1/rooms?city=bengaluru&date=${TOMORROW}&page_size=48` });
      const body = roomBody({ name: "Zenith Console Room" });
      const created = await send(manager, "POST", `${CAT}/rooms`, body);
      expect(created.statusCode, created.body).toBe(200);
      const room = created.json().data;
      expect(room).toMatchObject({ name: "Zenith Console Room", price_paise: 150000, amenity_ids: [1, 2], category_ids: [1] });
      const publicRoom = await app.inject({ method: "GET", url: `/passy/v1/room/${body.seo_id}?search_by=seo_id&date=${TOMORROW}` });
      expect(publicRoom.statusCode, publicRoom.body).toBe(200);
      const [entry] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "room"), eq(auditLog.entityId, String(room.id))));
      expect(entry).toMatchObject({ action: "room.create", operatorEmail: DEMO_OPERATORS.manager.email });

      // An edit too: the public room shows the new price at once.
      const { id, centre_name: _c, photos: _p, ...fields } = room;
      const edited = await send(manager, "PUT", `${CAT}/rooms/${id}`, { ...fields, price_paise: 99000, original_price_paise: null });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = await app.inject({ method: "GET", url: `/passy/v1/room/${id}?date=${TOMORROW}` });
      expect(JSON.stringify(after.json().data)).toContain("990");
    });

    it("creates a pass with its daily capacity and a single-day option", async () => {
      const created = await send(
        admin,
        "POST",
        `${CAT}/rooms`,
        roomBody({ product_type_id: 7, name: "Console Day Pass", pass_capacity: 20, capacity: 1 }),
      );
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.pass_capacity).toBe(20);
    });

    it("refuses each bad field with its message and stores nothing", async () => {
      const existing = (await get(admin, `${CAT}/rooms/${delhiRoom}`)).json().data;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: "" }, "name", "Name must have at least"],
        [{ seo_id: "Board Room!" }, "seo_id", "Use lower-case letters, digits and single hyphens"],
        [{ seo_id: existing.seo_id }, "seo_id", "This SEO id is already used by another room."],
        [{ capacity: 0 }, "capacity", "Capacity must be at least 1."],
        [{ price_paise: -1 }, "price_paise", "The price must be at least ₹1."],
        // A free room would ask the gateway for an order of ₹0; the messages speak the form's rupees.
        [{ price_paise: 0 }, "price_paise", "The price must be at least ₹1."],
        [{ price_paise: 105.5 }, "price_paise", "The price can have at most two decimals (paise)."],
        [{ price_paise: 100_000_001 }, "price_paise", "The price must be at most ₹10,00,000."],
        [{ price_paise: "abc" }, "price_paise", "The price must be an amount in rupees."],
        [{ original_price_paise: -5 }, "original_price_paise", "The original price cannot be negative."],
        [{ month_factor_bp: 3000 }, "month_factor_bp", "The monthly price factor must be between 50% and 200%."],
        [{ original_price_paise: 100000 }, "original_price_paise", "The original price must be more than the price."],
        [{ min_duration_minutes: 45 }, "min_duration_minutes", "The minimum duration must be a whole number of half-hours."],
        [{ min_duration_minutes: 720, start_time: 18, end_time: 30 }, "min_duration_minutes", "must fit within the opening hours"],
        [{ start_time: 30, end_time: 20 }, "end_time", "Closing time must be after opening time."],
        [{ product_type_id: 7, pass_capacity: null }, "pass_capacity", "Passes need a number of passes on sale per day."],
        [{ pass_capacity: 5 }, "pass_capacity", "Only passes have a daily pass capacity."],
        [{ month_factor_bp: 9000 }, "month_factor_bp", "Only virtual offices have a monthly price factor."],
        [{ product_type_id: 3 }, "product_type_id", "Please choose a space type."],
        [{ amenity_ids: [99999] }, "amenity_ids", "One of the amenities is not in the list."],
        [{ category_ids: [99999] }, "category_ids", "One of the best-suited-for categories is not in the list."],
        [{ description: "short" }, "description", "Description must have at least 20 characters."],
        [{ centre_id: 999999 }, "centre_id", "There is no such centre."],
      ];
      const before = (await app.db.select({ id: rooms.id }).from(rooms)).length;
      const audits = await auditCount();
      for (const [override, field, message] of cases) {
        const response = await send(admin, "POST", `${CAT}/rooms`, roomBody(override));
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        const error = response.json().errors?.find((e: { field: string }) => e.field === field);
        expect(error?.message, `${JSON.stringify(override)}: ${response.body}`).toContain(message);
      }
      const { id, centre_name: _c, photos: _p, ...fields } = existing;
      const badEdit = await send(admin, "PUT", `${CAT}/rooms/${id}`, { ...fields, capacity: -3 });
      expect(badEdit.statusCode).toBe(400);
      expect((await get(admin, `${CAT}/rooms/${id}`)).json().data.capacity).toBe(existing.capacity);
      expect((await app.db.select({ id: rooms.id }).from(rooms)).length).toBe(before);
      expect(await auditCount()).toBe(audits);
      expect((await get(admin, `${CAT}/rooms/99999999`)).statusCode).toBe(404);
    });
  });

  describe("centres and cities", () => {
    it("creates a centre with its GSTIN checked against its state, audited", async () => {
      const created = await send(admin, "POST", `${CAT}/centres`, centreBody());
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({ name: "Workbay Indiranagar Test", gstin: "29ABCDE1234F1Z5", room_count: 0 });
      const list = (await get(admin, `${CAT}/centres`)).json().data;
      expect(list.some((c: { id: number }) => c.id === created.json().data.id)).toBe(true);
    });

    it("refuses bad centre fields with their messages and stores nothing", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ gstin: "27ABCDE1234F1Z5" }, "gstin", "The GSTIN's first two digits name another state than the centre's."],
        [{ gstin: "NOTAGSTIN" }, "gstin", "Please enter a valid GSTIN"],
        [{ state: "Atlantis" }, "state", "Please choose a state of India."],
        [{ city_slug: "gotham" }, "city_slug", "There is no such city."],
        [{ pincode: "12" }, "pincode", "Please enter a valid 6-digit pincode."],
        [{ latitude: 51.5 }, "latitude", "Latitude must be at most 37.5."],
        [{ phone: "call me" }, "phone", "Please enter a valid phone number."],
        [{ email: "nope" }, "email", "Please provide a valid email ID"],
        [{ business_hours: [{ days: [1], open: 30, close: 20 }] }, "business_hours.0.close", "Closing time must be after opening time."],
        [{ name: "" }, "name", "Name must have at least"],
      ];
      const before = (await app.db.select({ id: centres.id }).from(centres)).length;
      for (const [override, field, message] of cases) {
        const response = await send(admin, "POST", `${CAT}/centres`, centreBody(override));
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        const error = response.json().errors?.find((e: { field: string }) => e.field === field);
        expect(error?.message, `${JSON.stringify(override)}: ${response.body}`).toContain(message);
      }
      expect((await app.db.select({ id: centres.id }).from(centres)).length).toBe(before);
    });

    it("lets an admin take a city off live, audited", async () => {
      const response = await send(admin, "PUT", `${CAT}/cities/hyderabad`, { live: false });
      expect(response.statusCode, response.body).toBe(200);
      const [city] = await app.db.select({ live: cities.live }).from(cities).where(eq(cities.slug, "hyderabad"));
      expect(city?.live).toBe(false);
      expect((await send(admin, "PUT", `${CAT}/cities/hyderabad`, { live: true })).statusCode).toBe(200);
      expect((await send(admin, "PUT", `${CAT}/cities/gotham`, { live: true })).statusCode).toBe(404);
    });
  });

  describe("photos", () => {
    let roomId: number;
    beforeAll(async () => {
      const [room] = await app.db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.centreId, blrCentre), ne(rooms.productTypeId, 8)))
        .limit(1);
      roomId = room!.id;
    });

    it("adds a PNG photo known by its bytes, serves it, edits and deletes it, audited", async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
        .png()
        .toBuffer();
      const added = await send(manager, "POST", `${CAT}/rooms/${roomId}/photos`, {
        attachment: png.toString("base64"),
        alt: "The room from the door",
      });
      expect(added.statusCode, added.body).toBe(200);
      const photo = added.json().data;
      expect(photo.file_name).toMatch(/^room-\d+-[0-9a-f]+\.png$/);
      const served = await app.inject({ method: "GET", url: photo.url, headers: { accept: "image/webp" } });
      expect(served.statusCode).toBe(200);
      const edited = await send(manager, "PUT", `${CAT}/rooms/${roomId}/photos/${photo.id}`, { alt: "Seen from the window", position: 0 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await get(manager, `${CAT}/rooms/${roomId}`)).json().data.photos.find((p: { id: number }) => p.id === photo.id).alt).toBe(
        "Seen from the window",
      );
      const deleted = await send(manager, "DELETE", `${CAT}/rooms/${roomId}/photos/${photo.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(await app.files.get(photo.file_name)).toBeNull();
      const actions = (
        await app.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.entityId, String(roomId)))
      ).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(["photo.create", "photo.update", "photo.delete"]));
    });

    it("makes a photo set to order 0 the cover, the others closing up behind it, on the public room at once", async () => {
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#cc3333" } })
        .jpeg()
        .toBuffer();
      const added = await send(admin, "POST", `${CAT}/rooms/${roomId}/photos`, {
        attachment: jpeg.toString("base64"),
        alt: "The red wall",
      });
      expect(added.statusCode, added.body).toBe(200);
      const photo = added.json().data;
      const before = (await get(admin, `${CAT}/rooms/${roomId}`)).json().data.photos as { id: number; position: number }[];
      expect(before.length).toBeGreaterThan(1);
      expect(before.at(-1)!.id).toBe(photo.id);
      const moved = await send(admin, "PUT", `${CAT}/rooms/${roomId}/photos/${photo.id}`, { alt: "The red wall", position: 0 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.position).toBe(0);
      const after = (await get(admin, `${CAT}/rooms/${roomId}`)).json().data.photos as { id: number; position: number }[];
      expect(after.map((p) => p.id)).toEqual([photo.id, ...before.filter((p) => p.id !== photo.id).map((p) => p.id)]);
      expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
      const publicRoom = await app.inject({ method: "GET", url: `/passy/v1/room/${roomId}?date=${TOMORROW}` });
      expect(publicRoom.json().data.url[0]).toBe(photo.file_name);
      // A place past the end puts it last.
      const last = await send(admin, "PUT", `${CAT}/rooms/${roomId}/photos/${photo.id}`, { alt: "The red wall", position: 99 });
      expect(last.json().data.position).toBe(after.length - 1);
      expect(((await get(admin, `${CAT}/rooms/${roomId}`)).json().data.photos as { id: number }[]).at(-1)!.id).toBe(photo.id);
      expect((await send(admin, "DELETE", `${CAT}/rooms/${roomId}/photos/${photo.id}`)).statusCode).toBe(200);
    });

    it("refuses what is not a JPEG, PNG or WebP whatever its name, and a photo over 5 MB", async () => {
      const before = (await app.db.select({ id: roomImages.id }).from(roomImages)).length;
      const gif = Buffer.from("GIF89a" + "x".repeat(40));
      const text = await send(admin, "POST", `${CAT}/rooms/${roomId}/photos`, {
        attachment: `data:image/png;base64,${gif.toString("base64")}`,
        alt: "Fake",
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().meta.message).toBe("Please upload a JPEG, PNG or WebP image.");
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const large = await send(admin, "POST", `${CAT}/rooms/${roomId}/photos`, { attachment: big.toString("base64"), alt: "Huge" });
      expect(large.statusCode).toBe(400);
      expect(large.body).toContain("at most 5 MB");
      const noAlt = await send(admin, "POST", `${CAT}/rooms/${roomId}/photos`, { attachment: gif.toString("base64"), alt: "" });
      expect(noAlt.statusCode).toBe(400);
      expect(noAlt.body).toContain("Alt text must have at least 3 characters.");
      expect((await app.db.select({ id: roomImages.id }).from(roomImages)).length).toBe(before);
      expect((await send(admin, "DELETE", `${CAT}/rooms/${roomId}/photos/99999999`)).statusCode).toBe(404);
    });
  });

  describe("F&B menus", () => {
    function itemBody(overrides: Record<string, unknown> = {}) {
      return {
        category_id: 1,
        name: "Filter Coffee Flask",
        short_description: "Hot South Indian filter coffee",
        description: "A flask of filter coffee for the meeting, with sugar on the side.",
        price_paise: 24000,
        type: "veg",
        serves: 4,
        available_from: 16,
        available_to: 40,
        is_active: true,
        sub_options: [{ name: "With sugar", description: "", available_from: 16, available_to: 40 }],
        ...overrides,
      };
    }

    it("lets a centre's manager add and change its own items, audited, and shows them on the centre's menu", async () => {
      const created = await send(manager, "POST", `${CAT}/centres/${blrCentre}/menu/items`, itemBody());
      expect(created.statusCode, created.body).toBe(200);
      const item = created.json().data;
      expect(item).toMatchObject({ centre_id: blrCentre, price_paise: 24000, type: "veg" });
      expect(item.sub_options).toHaveLength(1);
      const menu = (await get(manager, `${CAT}/centres/${blrCentre}/menu`)).json().data;
      expect(menu.items.some((i: { id: number }) => i.id === item.id)).toBe(true);
      const edited = await send(manager, "PUT", `${CAT}/menu-items/${item.id}`, {
        ...itemBody({ price_paise: 26000, type: "non-veg" }),
        sub_options: [
          { id: item.sub_options[0].id, name: "No sugar", description: "", available_from: 16, available_to: 40 },
          { name: "Jaggery", description: "", available_from: 16, available_to: 30 },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ price_paise: 26000, type: "non-veg" });
      expect(edited.json().data.sub_options.map((s: { name: string }) => s.name)).toEqual(["No sugar", "Jaggery"]);
      const actions = (
        await app.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.entityId, String(item.id)))
      ).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(["menu_item.create", "menu_item.update"]));
    });

    it("keeps a manager off another centre's menu and off items on every centre's menu", async () => {
      expect((await get(manager, `${CAT}/centres/${delhiCentre}/menu`)).statusCode).toBe(403);
      expect((await send(manager, "POST", `${CAT}/centres/${delhiCentre}/menu/items`, itemBody())).statusCode).toBe(403);
      const [shared] = await app.db.select({ id: foodOptions.id }).from(foodOptions).where(isNull(foodOptions.centreId)).limit(1);
      if (shared) {
        const refused = await send(manager, "PUT", `${CAT}/menu-items/${shared.id}`, itemBody());
        expect(refused.statusCode).toBe(403);
        expect(refused.json().meta.message).toBe("This item is on every centre's menu: only an admin can change it.");
      }
      expect((await get(undefined, `${CAT}/centres/${blrCentre}/menu`)).statusCode).toBe(401);
    });

    it("refuses bad menu fields with their messages and stores nothing", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ available_from: 30, available_to: 20 }, "available_to", "The serving window must end at or after its start."],
        [{ category_id: 9999 }, "category_id", "Please choose a menu category."],
        [{ price_paise: -5 }, "price_paise", "The price cannot be negative."],
        [{ price_paise: "ninety" }, "price_paise", "The price must be an amount in rupees."],
        [{ type: "vegan" }, "type", "Type must be one of: veg, non-veg."],
        [{ serves: 0 }, "serves", "Serves must be at least 1."],
        [{ sub_options: [{ name: "X", description: "", available_from: 0, available_to: 47 }] }, "sub_options.0.name", "at least 2"],
        [
          { sub_options: [{ id: 999999, name: "Ghost", description: "", available_from: 0, available_to: 47 }] },
          "sub_options.0.id",
          "One of the choices is not this item's.",
        ],
      ];
      const before = (await app.db.select({ id: foodOptions.id }).from(foodOptions)).length;
      for (const [override, field, message] of cases) {
        const response = await send(admin, "POST", `${CAT}/centres/${blrCentre}/menu/items`, itemBody(override));
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        const error = response.json().errors?.find((e: { field: string }) => e.field === field);
        expect(error?.message, `${JSON.stringify(override)}: ${response.body}`).toContain(message);
      }
      expect((await app.db.select({ id: foodOptions.id }).from(foodOptions)).length).toBe(before);
    });

    it("will not remove a choice that bookings hold", async () => {
      const [held] = await app.db
        .select({ itemId: bookingAddOns.foodOptionId })
        .from(bookingAddOns)
        .where(isNotNull(bookingAddOns.subOptionId))
        .limit(1);
      if (!held) return;
      const item = (await get(admin, `${CAT}/menu-items/${held.itemId}`)).json().data;
      const { id: _id, category: _c, centre_id: _ce, ...fields } = item;
      const response = await send(admin, "PUT", `${CAT}/menu-items/${held.itemId}`, { ...fields, sub_options: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().meta.message).toContain("A choice that bookings already hold cannot be removed");
    });
  });
});
