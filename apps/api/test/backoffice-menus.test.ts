import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { auditLog, centres, fnbCategories, foodOptions, rooms } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { signedInUser } from "./checkout-helpers";
import { CONSOLE_API, consoleCalls, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";

const API = CONSOLE_API;
const CAT = `${API}/catalogue`;
const DATE = "2026-11-26";

type PublicCategory = { id: number; name: string; options: { id: number; name: string; image: string | null; image_alt: string | null }[] };

describe.each(testDatabaseKinds())("operator console F&B categories and pictures API on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let blrCentre: number;
  let blrRoom: number;

  const signIn = (email: string) => signInOperator(app, email);

  const { get, send } = consoleCalls(() => app);

  /** The public F&B step's menu of a Bengaluru room with F&B (what customers see). */
  const publicMenu = async (): Promise<PublicCategory[]> =>
    (await app.inject({ url: `/passy/v1/add_ons?room_id=${blrRoom}&date=${DATE}&start_time=20` })).json().data;

  const categoryBody = (overrides: Record<string, unknown> = {}) => ({
    name: `Snacks ${Math.floor(Math.random() * 1e6)}`,
    available_from: 16,
    available_to: 40,
    notice_minutes: 30,
    sort_order: 5,
    ...overrides,
  });

  const itemBody = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
    category_id: categoryId,
    name: "Masala Peanuts",
    short_description: "Roasted peanuts with spice",
    description: "A bowl of roasted peanuts with onion, tomato and lime.",
    price_paise: 9000,
    type: "veg",
    serves: 1,
    available_from: 16,
    available_to: 40,
    is_active: true,
    sub_options: [],
    ...overrides,
  });

  beforeAll(async () => {
    app = await buildTestApp(kind);
    admin = await signIn(DEMO_OPERATORS.admin.email);
    manager = await signIn(DEMO_OPERATORS.manager.email);
    const [room] = await app.db
      .select({ id: rooms.id, centreId: rooms.centreId })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(and(eq(centres.citySlug, "bengaluru"), eq(rooms.hasFnb, true), eq(rooms.productTypeId, 1)))
      .limit(1);
    blrRoom = room!.id;
    blrCentre = room!.centreId;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("publishes the calls in the OpenAPI document", async () => {
    const paths = Object.keys((await app.inject({ url: "/docs/json" })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([`${CAT}/menu-categories`, `${CAT}/menu-categories/{categoryId}`, `${CAT}/menu-items/{itemId}/picture`]),
    );
  });

  it("adds a category, renames and reorders it, audited; a manager adds an item with a picture to it; the F&B step shows both at once", async () => {
    const before = await publicMenu();
    const created = await send(admin, "POST", `${CAT}/menu-categories`, categoryBody({ name: "Evening Snacks", sort_order: 0 }));
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json().data;
    expect(category).toMatchObject({ name: "Evening Snacks", slug: "evening-snacks", item_count: 0, sort_order: 0 });
    const listed = (await get(manager, `${CAT}/menu-categories`)).json().data;
    expect(listed.some((c: { id: number }) => c.id === category.id)).toBe(true);

    // Empty at every centre, the public step does not show it yet.
    expect((await publicMenu()).map((c) => c.id)).not.toContain(category.id);

    const renamed = await send(
      admin,
      "PUT",
      `${CAT}/menu-categories/${category.id}`,
      categoryBody({ name: "Tea-time Snacks", sort_order: 99 }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Tea-time Snacks", slug: "evening-snacks", sort_order: 99 });

    const item = await send(manager, "POST", `${CAT}/centres/${blrCentre}/menu/items`, itemBody(category.id));
    expect(item.statusCode, item.body).toBe(200);
    const itemId = item.json().data.id;
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#cc8833" } })
      .png()
      .toBuffer();
    const pictured = await send(manager, "POST", `${CAT}/menu-items/${itemId}/picture`, {
      attachment: png.toString("base64"),
      alt: "A bowl of masala peanuts",
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    const withPicture = pictured.json().data;
    expect(withPicture.image_alt).toBe("A bowl of masala peanuts");
    expect(withPicture.image_url).toMatch(/^\/images\/340x200\/menu-\d+-[0-9a-f]+\.png$/);
    expect((await app.inject({ url: withPicture.image_url, headers: { accept: "image/webp" } })).statusCode).toBe(200);

    // On the public step at once, last (position 99), with its item, picture and alt text.
    const after = await publicMenu();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.name).toBe("Tea-time Snacks");
    const shown = after.find((c) => c.id === category.id)!;
    expect(shown.options).toEqual([expect.objectContaining({ id: itemId, image_alt: "A bowl of masala peanuts" })]);
    const fileName = shown.options[0]!.image!;
    expect(fileName).toMatch(/^menu-/);

    // Editing the item keeps its picture; changing the alt text; replacing drops the old file; removing.
    const edited = await send(manager, "PUT", `${CAT}/menu-items/${itemId}`, itemBody(category.id, { price_paise: 9500 }));
    expect(edited.json().data.image_url).toBe(withPicture.image_url);
    const alt = await send(manager, "PUT", `${CAT}/menu-items/${itemId}/picture`, { alt: "Masala peanuts in a steel bowl" });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json().data.image_alt).toBe("Masala peanuts in a steel bowl");
    const replaced = await send(manager, "POST", `${CAT}/menu-items/${itemId}/picture`, {
      attachment: png.toString("base64"),
      alt: "Peanuts again",
    });
    expect(replaced.statusCode).toBe(200);
    expect(await app.files.get(fileName)).toBeNull();
    const removed = await send(manager, "DELETE", `${CAT}/menu-items/${itemId}/picture`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(manager, `${CAT}/menu-items/${itemId}`)).json().data).toMatchObject({ image_url: null, image_alt: null });
    expect((await send(manager, "DELETE", `${CAT}/menu-items/${itemId}/picture`)).statusCode).toBe(404);

    const actions = (await app.db.select({ action: auditLog.action, entityId: auditLog.entityId }).from(auditLog)).filter(
      (a) => a.entityId === String(category.id) || a.entityId === String(itemId),
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["menu_category.create", "menu_category.update", "menu_item.picture", "menu_item.picture_delete"]),
    );
  });

  it("refuses bad category fields, a taken name and renaming High Tea or Meals, and changes nothing", async () => {
    const [highTea] = await app.db.select().from(fnbCategories).where(eq(fnbCategories.name, "High Tea"));
    const count = async () => (await app.db.select({ id: fnbCategories.id }).from(fnbCategories)).length;
    const before = await count();
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ name: "X" }, "name", "The category name must have at least 2 characters.", 400],
      [{ available_from: 30, available_to: 20 }, "available_to", "The serving window must end at or after its start.", 400],
      [{ notice_minutes: -1 }, "notice_minutes", "The notice cannot be negative.", 400],
      [{ notice_minutes: 20000 }, "notice_minutes", "The notice must be at most a week", 400],
      [{ sort_order: 1.5 }, "sort_order", "The position must be a whole number.", 400],
      [{ name: "high tea" }, "name", "Another category already has this name.", 409],
    ];
    for (const [override, field, message, status] of cases) {
      const response = await send(admin, "POST", `${CAT}/menu-categories`, categoryBody(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(status);
      const error = response.json().errors?.find((e: { field: string }) => e.field === field);
      expect(error?.message, `${JSON.stringify(override)}: ${response.body}`).toContain(message);
    }
    expect(await count()).toBe(before);
    const rename = await send(admin, "PUT", `${CAT}/menu-categories/${highTea!.id}`, {
      name: "Evening Tea",
      available_from: highTea!.availableFrom,
      available_to: highTea!.availableTo,
      notice_minutes: highTea!.noticeMinutes,
      sort_order: highTea!.sortOrder,
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().meta.message).toBe("High Tea and Meals are the categories guests choose from; their names cannot change.");
    const [still] = await app.db.select().from(fnbCategories).where(eq(fnbCategories.id, highTea!.id));
    expect(still!.name).toBe("High Tea");
    expect((await send(admin, "PUT", `${CAT}/menu-categories/999999`, categoryBody())).statusCode).toBe(404);
  });

  it("refuses a picture that is not JPEG, PNG or WebP, or without alt text, and keeps the item as it was", async () => {
    const [item] = await app.db.select().from(foodOptions).where(eq(foodOptions.centreId, blrCentre)).limit(1);
    const itemId = item?.id ?? (await send(admin, "POST", `${CAT}/centres/${blrCentre}/menu/items`, itemBody(1))).json().data.id;
    const [before] = await app.db.select().from(foodOptions).where(eq(foodOptions.id, itemId));
    const gif = Buffer.from("GIF89a" + "x".repeat(40));
    const wrong = await send(admin, "POST", `${CAT}/menu-items/${itemId}/picture`, { attachment: gif.toString("base64"), alt: "A gif" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().meta.message).toBe("Please upload a JPEG, PNG or WebP image.");
    const noAlt = await send(admin, "POST", `${CAT}/menu-items/${itemId}/picture`, { attachment: gif.toString("base64"), alt: "" });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors[0]).toEqual({ field: "alt", message: "Please describe the picture in at least 3 characters." });
    const [after] = await app.db.select().from(foodOptions).where(eq(foodOptions.id, itemId));
    expect(after).toEqual(before);
  });

  describe("permission sweep: each role against each category and picture call", () => {
    type Who = "none" | "customer" | "manager" | "admin";
    let customerHeaders: Record<string, string>;
    let categoryId: number;
    let delhiItem: number;
    let blrItem: number;
    let png: string;
    beforeAll(async () => {
      customerHeaders = (await signedInUser(app, TEST_NOW)).headers;
      categoryId = (await send(admin, "POST", `${CAT}/menu-categories`, categoryBody())).json().data.id;
      const [delhi] = await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "delhi")).limit(1);
      delhiItem = (await send(admin, "POST", `${CAT}/centres/${delhi!.id}/menu/items`, itemBody(categoryId))).json().data.id;
      blrItem = (await send(admin, "POST", `${CAT}/centres/${blrCentre}/menu/items`, itemBody(categoryId))).json().data.id;
      png = (
        await sharp({ create: { width: 20, height: 20, channels: 3, background: "#00aa66" } })
          .png()
          .toBuffer()
      ).toString("base64");
    });
    const calls: {
      name: string;
      method: "GET" | "POST" | "PUT" | "DELETE";
      url: () => string;
      body?: () => unknown;
      expect: Record<Who, number>;
    }[] = [
      {
        name: "list categories",
        method: "GET",
        url: () => `${CAT}/menu-categories`,
        expect: { none: 401, customer: 401, manager: 200, admin: 200 },
      },
      {
        name: "add a category",
        method: "POST",
        url: () => `${CAT}/menu-categories`,
        body: () => categoryBody(),
        expect: { none: 401, customer: 401, manager: 403, admin: 200 },
      },
      {
        name: "change a category",
        method: "PUT",
        url: () => `${CAT}/menu-categories/${categoryId}`,
        body: () => categoryBody(),
        expect: { none: 401, customer: 401, manager: 403, admin: 200 },
      },
      {
        name: "picture on own centre's item",
        method: "POST",
        url: () => `${CAT}/menu-items/${blrItem}/picture`,
        body: () => ({ attachment: png, alt: "Green square" }),
        expect: { none: 401, customer: 401, manager: 200, admin: 200 },
      },
      {
        name: "picture on another centre's item",
        method: "POST",
        url: () => `${CAT}/menu-items/${delhiItem}/picture`,
        body: () => ({ attachment: png, alt: "Green square" }),
        expect: { none: 401, customer: 401, manager: 403, admin: 200 },
      },
      {
        name: "alt text of another centre's item",
        method: "PUT",
        url: () => `${CAT}/menu-items/${delhiItem}/picture`,
        body: () => ({ alt: "Green square again" }),
        expect: { none: 401, customer: 401, manager: 403, admin: 200 },
      },
      {
        name: "remove another centre's item's picture",
        method: "DELETE",
        url: () => `${CAT}/menu-items/${delhiItem}/picture`,
        expect: { none: 401, customer: 401, manager: 403, admin: 200 },
      },
    ];

    it.each(calls)("$name", async (call) => {
      // The admin goes last: a call that succeeds changes state the others would see.
      for (const who of ["none", "customer", "manager", "admin"] as const) {
        const signed = who === "admin" ? admin : manager;
        const headers = who === "none" ? {} : who === "customer" ? customerHeaders : { cookie: signed.cookie, "x-csrf-token": signed.csrf };
        const response = await app.inject({
          method: call.method,
          url: call.url(),
          headers,
          ...(call.body ? { payload: call.body() as object } : {}),
        });
        expect(response.statusCode, `${who}: ${response.body.slice(0, 200)}`).toBe(call.expect[who]);
      }
    });
  });
});
