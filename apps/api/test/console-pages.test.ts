// The console's pages (the web build, decision 0033) as an operator's browser meets them: a record
// another operator owns answers the console's 403 page with the reason, a malformed id the 404
// page (both used to be a 502 "Something went wrong. Please try again"), and a number box with
// words in it is refused with the field's message, the voucher unchanged. Needs the web build.
import { existsSync } from "node:fs";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centres, foodOptions, roomImages, rooms } from "@workbay/db/schema";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { CONSOLE_API, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));

describe.skipIf(!hasBuild)("the console's pages", () => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;

  beforeAll(async () => {
    app = await buildTestApp("pglite", {
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    admin = await signInOperator(app, "ops@workbay.in");
    manager = await signInOperator(app, "manager.blr@workbay.in");
  });
  afterAll(async () => app?.close());

  const page = (who: Signed, url: string) => app.inject({ method: "GET", url, headers: { cookie: who.cookie } });

  it("shows a manager the 403 page with the reason for another centre's room, centre and menu, and a shared menu item", async () => {
    const [delhi] = await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "delhi")).limit(1);
    const [delhiRoom] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.centreId, delhi!.id)).limit(1);
    const [shared] = await app.db.select({ id: foodOptions.id }).from(foodOptions).where(isNull(foodOptions.centreId)).limit(1);
    for (const url of [
      `/backoffice/catalogue/rooms/${delhiRoom!.id}`,
      `/backoffice/catalogue/centres/${delhi!.id}`,
      `/backoffice/catalogue/centres/${delhi!.id}/menu`,
    ]) {
      const response = await page(manager, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).toContain("Not yours to see");
      expect(response.body, url).toContain("This belongs to a centre you do not manage.");
    }
    const item = await page(manager, `/backoffice/catalogue/menu-items/${shared!.id}`);
    expect(item.statusCode).toBe(403);
    expect(item.body).toContain("This item is on every centre&#x27;s menu: only an admin can change it.");
    for (const url of ["/backoffice/catalogue/vouchers", "/backoffice/catalogue/vouchers/new", "/backoffice/catalogue/menu-categories"]) {
      const response = await page(manager, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).toContain("Only an admin can do this.");
    }
  });

  it("answers the not-found page for a malformed id in the address", async () => {
    for (const url of [
      "/backoffice/catalogue/rooms/abc",
      "/backoffice/catalogue/centres/abc",
      "/backoffice/catalogue/centres/abc/menu",
      "/backoffice/catalogue/menu-items/abc",
      "/backoffice/catalogue/vouchers/abc",
    ]) {
      const response = await page(admin, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Not found");
    }
  });

  it("asks before deleting a photo, which cannot be undone: the delete button is inside a closed question", async () => {
    const [image] = await app.db.select({ roomId: roomImages.roomId }).from(roomImages).limit(1);
    const response = await page(admin, `/backoffice/catalogue/rooms/${image!.roomId}`);
    expect(response.statusCode).toBe(200);
    const deletes = response.body.match(/<details class="bo-confirm"><summary[^>]*>Delete photo<\/summary>.*?value="photo-delete"/g) ?? [];
    expect(deletes.length).toBeGreaterThan(0);
    expect(response.body.match(/value="photo-delete"/g)?.length).toBe(deletes.length);
  });

  it("refuses words in a voucher's number boxes with the field's message and keeps the voucher as it was", async () => {
    const list = await app.inject({ method: "GET", url: `${CONSOLE_API}/catalogue/vouchers`, headers: { cookie: admin.cookie } });
    const voucher = list.json().data.vouchers.find((v: { per_user_limit: number | null }) => v.per_user_limit !== null);
    expect(voucher, "a demo voucher with a limit per customer").toBeDefined();
    const fields = new URLSearchParams({
      csrf: admin.csrf,
      intent: "save",
      code: voucher.code,
      description: voucher.description,
      kind: voucher.kind,
      value: String(voucher.kind === "flat" ? voucher.value / 100 : voucher.value),
      max_discount: voucher.max_discount_paise === null ? "" : String(voucher.max_discount_paise / 100),
      centre_id: voucher.centre_id === null ? "" : String(voucher.centre_id),
      room_id: voucher.room_id === null ? "" : String(voucher.room_id),
      valid_from: voucher.valid_from,
      valid_to: voucher.valid_to,
      min_amount: String(voucher.min_amount_paise / 100),
      per_user_limit: "three",
      total_limit: voucher.total_limit === null ? "" : String(voucher.total_limit),
      ...(voucher.is_listed ? { is_listed: "on" } : {}),
      ...(voucher.is_active ? { is_active: "on" } : {}),
    });
    for (const id of voucher.product_type_ids) fields.append("product_type_ids", String(id));
    const response = await app.inject({
      method: "POST",
      url: `/backoffice/catalogue/vouchers/${voucher.id}`,
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: fields.toString(),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.body).toContain("The limit per customer must be a whole number.");
    const after = await app.inject({
      method: "GET",
      url: `${CONSOLE_API}/catalogue/vouchers/${voucher.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(after.json().data.per_user_limit).toBe(voucher.per_user_limit);
    expect(after.json().data.updated_at).toBe(voucher.updated_at);
  });
});
