import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { auditLog, centres, rooms, vouchers } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";
import { CONSOLE_API, consoleCalls, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";

const API = CONSOLE_API;
const VOUCHERS = `${API}/catalogue/vouchers`;
const DATE = "2026-11-26";

describe.each(testDatabaseKinds())("operator console vouchers API on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let serial = 0;

  const signIn = (email: string) => signInOperator(app, email);

  const { get, send } = consoleCalls(() => app);

  function voucherBody(overrides: Record<string, unknown> = {}) {
    serial += 1;
    return {
      code: `test${serial}x${Math.floor(Math.random() * 1e5)}`,
      description: "Console test offer",
      kind: "percent",
      value: 20,
      max_discount_paise: 50000,
      product_type_ids: [1],
      centre_id: null,
      room_id: null,
      valid_from: "2026-11-01",
      valid_to: "2026-12-31",
      min_amount_paise: 0,
      per_user_limit: 2,
      total_limit: 100,
      is_listed: true,
      is_active: true,
      ...overrides,
    };
  }

  const voucherCount = async () => (await app.db.select({ id: vouchers.id }).from(vouchers)).length;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    admin = await signIn(DEMO_OPERATORS.admin.email);
    manager = await signIn(DEMO_OPERATORS.manager.email);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("publishes every voucher call in the OpenAPI document", async () => {
    const doc = (await app.inject({ url: "/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([VOUCHERS, `${VOUCHERS}/{id}`, `${VOUCHERS}/{id}/active`]));
    expect(doc.paths[VOUCHERS].post.summary).toMatch(/admins/);
  });

  it("creates a voucher (code upper-cased), audited; checkout applies it at once; deactivated, checkout refuses it", async () => {
    const body = voucherBody({ code: " console25 ", value: 25, max_discount_paise: null });
    const created = await send(admin, "POST", VOUCHERS, body);
    expect(created.statusCode, created.body).toBe(200);
    const voucher = created.json().data;
    expect(voucher).toMatchObject({ code: "CONSOLE25", kind: "percent", value: 25, used_count: 0, status: "active", is_active: true });

    const booker = await signedInUser(app, TEST_NOW);
    const room = await freeMeetingRoom(app, DATE);
    const query = (code: string, start = 20) =>
      app.inject({
        url: `/passy/v1/voucher?voucher_code=${code}&date_of_booking=${DATE}&room_id=${room.id}&start_time=${start}&end_time=${start + 2}&recurrent_flag=false`,
        headers: booker.headers,
      });
    const applied = await query("console25");
    expect(applied.statusCode, applied.body).toBe(200);
    const roomAmount = room.costPaise; // two half-hour slots: one hour at the hourly price
    expect(applied.json().data).toMatchObject({ voucher_code: "CONSOLE25", discount: Math.round(roomAmount * 0.25) / 100 });

    // A booking with it counts as a use in the console.
    const bookingBody = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const total = await priceOf(app, booker.headers, { ...bookingBody, voucher_code: "CONSOLE25" });
    const booked = await createBooking(app, booker.headers, { ...bookingBody, total_amount: total, voucher_applied: "CONSOLE25" });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await get(admin, `${VOUCHERS}/${voucher.id}`)).json().data.used_count).toBe(1);

    // An edit applies at once: 10% now (for the next hour: the booking holds 20-22).
    const edited = await send(admin, "PUT", `${VOUCHERS}/${voucher.id}`, { ...body, value: 10 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await query("CONSOLE25", 22)).json().data.discount).toBe(Math.round(roomAmount * 0.1) / 100);

    const off = await send(admin, "PUT", `${VOUCHERS}/${voucher.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe("inactive");
    expect(off.json().meta.message).toBe("Voucher deactivated. Checkout refuses it from now on.");
    const refused = await query("CONSOLE25", 22);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().meta.message).toBe("This promo code is not valid.");
    const validate = await app.inject({
      method: "POST",
      url: "/passy/v1/validate",
      headers: booker.headers,
      payload: { ...bookingBody, start_time: 22, end_time: 24, voucher_code: "CONSOLE25" },
    });
    expect(validate.statusCode).toBe(422);
    expect(validate.json().meta.message).toBe("This promo code is not valid.");

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(voucher.id)));
    const actions = entries.filter((e) => e.entityType === "voucher").map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["voucher.create", "voucher.update", "voucher.deactivate"]));
    const update = entries.find((e) => e.action === "voucher.update")!;
    expect(update.before).toMatchObject({ code: "CONSOLE25", value: 25 });
    expect(update.after).toMatchObject({ code: "CONSOLE25", value: 10 });
    expect(update.operatorEmail).toBe(DEMO_OPERATORS.admin.email);
  });

  it("refuses a code another voucher has, whatever its case, and changes nothing", async () => {
    const before = await voucherCount();
    const taken = await send(admin, "POST", VOUCHERS, voucherBody({ code: "mr30" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({ field: "code", message: "Another voucher already uses this code." });
    expect(await voucherCount()).toBe(before);
    const mine = (await send(admin, "POST", VOUCHERS, voucherBody())).json().data;
    const [mr30] = await app.db.select().from(vouchers).where(eq(vouchers.code, "MR30"));
    const renamed = await send(admin, "PUT", `${VOUCHERS}/${mine.id}`, voucherBody({ code: "Mr30" }));
    expect(renamed.statusCode).toBe(409);
    const [still] = await app.db.select().from(vouchers).where(eq(vouchers.id, mine.id));
    expect(still!.code).toBe(mine.code);
    expect(mr30).toBeDefined();
  });

  it("refuses each bad field with its message and stores nothing", async () => {
    const [blr] = await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "bengaluru")).limit(1);
    const [delhi] = await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "delhi")).limit(1);
    const [delhiRoom] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.centreId, delhi!.id)).limit(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "A!" }, "code", "Use 3 to 20 letters, digits or hyphens"],
      [{ code: "THIS-CODE-IS-FAR-TOO-LONG" }, "code", "Use 3 to 20 letters"],
      [{ description: "" }, "description", "Please describe the offer"],
      [{ kind: "bogo" }, "kind", "Please choose a percent or a flat discount."],
      [{ value: 0 }, "value", "A percent discount must be between 1 and 100."],
      [{ value: 101 }, "value", "A percent discount must be between 1 and 100."],
      [{ value: 12.5 }, "value", "The discount must be a whole number."],
      [{ kind: "flat", value: 50, max_discount_paise: null }, "value", "A flat discount must be at least ₹1."],
      [{ kind: "flat", value: 10000 }, "max_discount_paise", "Only a percent discount has a maximum discount."],
      [{ max_discount_paise: -1 }, "max_discount_paise", "The maximum discount cannot be negative."],
      [{ product_type_ids: [] }, "product_type_ids", "Please choose at least one product type."],
      [{ product_type_ids: [3] }, "product_type_ids.0", "Please choose a space type from the list."],
      [{ valid_from: "2026-02-30" }, "valid_from", "Please choose a real date for the first valid day."],
      [{ valid_from: "2026-12-31", valid_to: "2026-12-01" }, "valid_to", "The last valid day must be on or after the first."],
      [{ min_amount_paise: 200_000_000 }, "min_amount_paise", "The minimum booking amount must be at most ₹10,00,000."],
      [{ per_user_limit: 0 }, "per_user_limit", "The limit per customer must be at least 1"],
      [{ per_user_limit: 5, total_limit: 2 }, "per_user_limit", "The limit per customer cannot be above the overall limit."],
      [{ total_limit: 1.5 }, "total_limit", "The overall limit must be a whole number."],
      [{ centre_id: 999999 }, "centre_id", "There is no such centre."],
      [{ room_id: 999999 }, "room_id", "There is no such room."],
      [{ centre_id: blr!.id, room_id: delhiRoom!.id }, "room_id", "This room is not in the chosen centre."],
    ];
    const before = await voucherCount();
    const audits = (await app.db.select({ id: auditLog.id }).from(auditLog)).length;
    for (const [override, field, message] of cases) {
      const response = await send(admin, "POST", VOUCHERS, voucherBody(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const error = response.json().errors?.find((e: { field: string }) => e.field === field);
      expect(error?.message, `${JSON.stringify(override)}: ${response.body}`).toContain(message);
    }
    expect(await voucherCount()).toBe(before);
    expect((await app.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(audits);
    expect((await send(admin, "PUT", `${VOUCHERS}/999999`, voucherBody())).statusCode).toBe(404);
    expect((await send(admin, "PUT", `${VOUCHERS}/999999/active`, { active: false })).statusCode).toBe(404);
  });

  it("lists vouchers 25 a page, filtered by status and code, sorted on the server", async () => {
    const stamp = Math.floor(Math.random() * 1e5);
    const made = [];
    for (const [suffix, overrides] of [
      ["A", {}],
      ["B", { valid_from: "2027-01-01", valid_to: "2027-01-31" }],
      ["C", { valid_from: "2026-01-01", valid_to: "2026-01-31" }],
      ["D", { is_active: false }],
    ] as const) {
      const response = await send(admin, "POST", VOUCHERS, voucherBody({ code: `LST${stamp}${suffix}`, ...overrides }));
      expect(response.statusCode, response.body).toBe(200);
      made.push(response.json().data);
    }
    const list = async (q: string) => (await get(admin, `${VOUCHERS}?code=LST${stamp}&${q}`)).json().data;
    expect((await list("")).vouchers.map((v: { code: string }) => v.code)).toEqual(["A", "B", "C", "D"].map((s) => `LST${stamp}${s}`));
    expect((await list("dir=desc")).vouchers[0].code).toBe(`LST${stamp}D`);
    expect((await list("status=active")).vouchers.map((v: { status: string }) => v.status)).toEqual(["active"]);
    expect((await list("status=scheduled")).vouchers[0].code).toBe(`LST${stamp}B`);
    expect((await list("status=expired")).vouchers[0].code).toBe(`LST${stamp}C`);
    expect((await list("status=inactive")).vouchers[0].code).toBe(`LST${stamp}D`);
    const all = (await get(admin, `${VOUCHERS}?sort=used&dir=desc`)).json().data;
    expect(all.page_size).toBe(25);
    expect(all.total).toBeGreaterThanOrEqual(all.vouchers.length);
    const used = all.vouchers.map((v: { used_count: number }) => v.used_count);
    expect(used).toEqual([...used].sort((a: number, b: number) => b - a));
    const bad = await get(admin, `${VOUCHERS}?status=gone`);
    expect(bad.statusCode).toBe(400);
    expect((await get(admin, `${VOUCHERS}?page=999`)).json().data.vouchers).toEqual([]);
  });

  describe("permission sweep: each role against each voucher call", () => {
    type Who = "none" | "customer" | "manager" | "admin";
    let customerHeaders: Record<string, string>;
    let existing: number;
    beforeAll(async () => {
      customerHeaders = (await signedInUser(app, TEST_NOW)).headers;
      existing = (await send(admin, "POST", VOUCHERS, voucherBody())).json().data.id;
    });
    const calls: { name: string; method: "GET" | "POST" | "PUT"; url: () => string; body?: () => unknown }[] = [
      { name: "list vouchers", method: "GET", url: () => VOUCHERS },
      { name: "read a voucher", method: "GET", url: () => `${VOUCHERS}/${existing}` },
      { name: "create a voucher", method: "POST", url: () => VOUCHERS, body: () => voucherBody() },
      { name: "change a voucher", method: "PUT", url: () => `${VOUCHERS}/${existing}`, body: () => voucherBody() },
      { name: "deactivate a voucher", method: "PUT", url: () => `${VOUCHERS}/${existing}/active`, body: () => ({ active: false }) },
    ];
    const expected: Record<Who, number> = { none: 401, customer: 401, manager: 403, admin: 200 };

    it.each(calls)("$name", async (call) => {
      for (const who of ["none", "customer", "manager", "admin"] as const) {
        const signed = who === "admin" ? admin : manager;
        const headers = who === "none" ? {} : who === "customer" ? customerHeaders : { cookie: signed.cookie, "x-csrf-token": signed.csrf };
        const before = await voucherCount();
        const response = await app.inject({
          method: call.method,
          url: call.url(),
          headers,
          ...(call.body ? { payload: call.body() as object } : {}),
        });
        expect(response.statusCode, `${who}: ${response.body.slice(0, 200)}`).toBe(expected[who]);
        if (who === "manager") {
          expect(response.json().meta.message).toBe("Only an admin can do this.");
          expect(await voucherCount()).toBe(before);
        }
      }
    });
  });
});
