import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, ne } from "drizzle-orm";
import { auditLog, centres, operators, rooms, slotBlocks, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from "@workbay/demo-seed/demo-operators";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import { startSession } from "../src/services/sessions";
import { readMailbox } from "./account-helpers";
import { createBooking, priceOf, signedInUser } from "./checkout-helpers";
import { CONSOLE_API, consoleCalls, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";

const API = CONSOLE_API;
const DATE = "2026-11-27";

describe.each(testDatabaseKinds())("operator console operations API on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let blrRoom: { id: number; centreId: number; startTime: number; endTime: number };
  let delhiRoom: { id: number; centreId: number };

  const signIn = (email: string, password: string) => signInOperator(app, email, password);

  const { get, send } = consoleCalls(() => app);

  /** An active bookable meeting room (60-minute minimum) with nothing held on DATE, in or out of Bengaluru. */
  async function quietMeetingRoom(inBengaluru: boolean, skip: number[] = []) {
    const candidates = await app.db
      .select({ id: rooms.id, centreId: rooms.centreId, startTime: rooms.startTime, endTime: rooms.endTime })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(
        and(
          eq(rooms.productTypeId, PRODUCT_TYPE.meetingRoom),
          eq(rooms.slotDuration, 60),
          eq(rooms.isActive, true),
          eq(rooms.isBookable, true),
          eq(rooms.isMrb, true),
          inBengaluru ? eq(centres.citySlug, "bengaluru") : ne(centres.citySlug, "bengaluru"),
        ),
      )
      .orderBy(asc(rooms.id));
    for (const room of candidates) {
      if (skip.includes(room.id) || room.startTime > 18 || room.endTime < 36) continue;
      const held = await app.db
        .select({ slot: slotHolds.slot })
        .from(slotHolds)
        .where(and(eq(slotHolds.roomId, room.id), eq(slotHolds.date, DATE)));
      if (held.length === 0) return room;
    }
    throw new Error("no quiet meeting room in the demo data");
  }

  const holdsOf = (roomId: number, date = DATE) =>
    app.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, roomId), eq(slotHolds.date, date)))
      .orderBy(asc(slotHolds.slot));

  beforeAll(async () => {
    app = await buildTestApp(kind, {
      config: { bookingLimits: { perAccount: { max: 50, windowMs: 3_600_000 }, perIp: { max: 10_000, windowMs: 3_600_000 } } },
    });
    admin = await signIn(DEMO_OPERATORS.admin.email, DEMO_OPERATOR_PASSWORD);
    manager = await signIn(DEMO_OPERATORS.manager.email, DEMO_OPERATOR_PASSWORD);
    blrRoom = await quietMeetingRoom(true);
    delhiRoom = await quietMeetingRoom(false);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe("calendar blocks", () => {
    it("a manager blocks slots of their centre's room: held by the block, shown taken on the public room page, audited", async () => {
      const response = await send(manager, "POST", `${API}/blocks`, {
        room_id: blrRoom.id,
        date: DATE,
        start_slot: 20,
        end_slot: 24,
        reason: "maintenance",
        note: "Projector repair",
      });
      expect(response.statusCode, response.body).toBe(200);
      const block = response.json().data;
      expect(block).toMatchObject({
        room_id: blrRoom.id,
        date: DATE,
        start_slot: 20,
        end_slot: 24,
        reason: "maintenance",
        note: "Projector repair",
      });
      const holds = await holdsOf(blrRoom.id);
      expect(holds.map((h) => h.slot)).toEqual([20, 21, 22, 23]);
      expect(holds.every((h) => h.blockId === block.id && h.bookingId === null)).toBe(true);

      const room = await app.inject({ method: "GET", url: `/passy/v1/room/${blrRoom.id}?date=${DATE}` });
      expect(room.statusCode, room.body).toBe(200);
      expect(room.json().data.time_slots).toEqual(expect.arrayContaining([20, 21, 22, 23]));

      const listed = await get(manager, `${API}/blocks?centre_id=${blrRoom.centreId}&date=${DATE}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((b: { id: number }) => b.id)).toContain(block.id);

      const [entry] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "slot_block"), eq(auditLog.entityId, String(block.id))));
      expect(entry).toMatchObject({ action: "slot_block.create", operatorEmail: DEMO_OPERATORS.manager.email, before: null });
      expect(entry?.after).toMatchObject({
        room_id: blrRoom.id,
        centre_id: blrRoom.centreId,
        reason: "maintenance",
        note: "Projector repair",
      });
    });

    it("a customer cannot book a blocked slot (409), and the block stays", async () => {
      const booker = await signedInUser(app, TEST_NOW);
      const body = { date: DATE, room_id: blrRoom.id, start_time: 22, end_time: 24 };
      const answer = await createBooking(app, booker.headers, { ...body, total_amount: 1 });
      expect([409, 400]).toContain(answer.statusCode);
      const again = await createBooking(app, booker.headers, {
        ...body,
        total_amount: await priceOf(app, booker.headers, { date: DATE, room_id: blrRoom.id, start_time: 24, end_time: 26 }),
      });
      expect(again.statusCode).toBe(409);
      expect((await holdsOf(blrRoom.id)).filter((h) => h.slot >= 20 && h.slot < 24).every((h) => h.bookingId === null)).toBe(true);
    });

    it("refuses a block of a taken slot with a message naming the holder, and changes nothing", async () => {
      const booker = await signedInUser(app, TEST_NOW);
      const body = { date: DATE, room_id: blrRoom.id, start_time: 28, end_time: 30 };
      const made = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
      expect(made.statusCode, made.body).toBe(201);
      const code = made.json().data.b_id ?? made.json().data.booking_id;
      const blocksBefore = await app.db.select().from(slotBlocks);
      const response = await send(admin, "POST", `${API}/blocks`, {
        room_id: blrRoom.id,
        date: DATE,
        start_slot: 27,
        end_slot: 29,
        reason: "private_use",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().meta.message).toMatch(/^These slots are taken \(booking /);
      if (code) expect(response.json().meta.message).toContain(String(code));
      expect(await app.db.select().from(slotBlocks)).toHaveLength(blocksBefore.length);
      expect((await holdsOf(blrRoom.id)).find((h) => h.slot === 27)).toBeUndefined();
      // A block over another block is refused the same way.
      const overlap = await send(admin, "POST", `${API}/blocks`, {
        room_id: blrRoom.id,
        date: DATE,
        start_slot: 23,
        end_slot: 25,
        reason: "private_use",
      });
      expect(overlap.statusCode).toBe(409);
      // Named by its reason and times, which the operator sees on the calendar, not by an id.
      expect(overlap.json().meta.message).toBe(
        "These slots are taken (a maintenance block from 10:00 AM to 12:00 PM). Cancel or move that first, or block other times.",
      );
    });

    it("unblocks: the slots are free at once and a customer can book them; audited with what it was", async () => {
      const made = await send(admin, "POST", `${API}/blocks`, {
        room_id: blrRoom.id,
        date: DATE,
        start_slot: 32,
        end_slot: 34,
        reason: "private_use",
        note: "Board meeting",
      });
      expect(made.statusCode).toBe(200);
      const id = made.json().data.id as number;
      expect((await send(manager, "DELETE", `${API}/blocks/${id}`)).statusCode).toBe(200);
      expect((await holdsOf(blrRoom.id)).some((h) => h.slot === 32 || h.slot === 33)).toBe(false);
      expect((await send(manager, "DELETE", `${API}/blocks/${id}`)).statusCode).toBe(404);
      const entries = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "slot_block"), eq(auditLog.entityId, String(id))));
      expect(entries.map((e) => e.action).sort()).toEqual(["slot_block.create", "slot_block.delete"]);
      expect(entries.find((e) => e.action === "slot_block.delete")?.before).toMatchObject({ note: "Board meeting" });
      const booker = await signedInUser(app, TEST_NOW);
      const body = { date: DATE, room_id: blrRoom.id, start_time: 32, end_time: 34 };
      expect(
        (await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) })).statusCode,
      ).toBe(201);
    });

    it("a block leaves the very next cached room listing of its city and date, and an unblock brings the slots back", async () => {
      const [centre] = await app.db.select({ city: centres.citySlug }).from(centres).where(eq(centres.id, blrRoom.centreId));
      const listingUrl = `/passy/v1/rooms?city=${centre!.city}&center_id=${blrRoom.centreId}&date=${DATE}&availability=true&page_size=48`;
      /** The room's taken slots in the listing, or null when the listing leaves it out. */
      const takenInListing = async () => {
        const response = await app.inject({ method: "GET", url: listingUrl });
        expect(response.statusCode, response.body).toBe(200);
        const item = (response.json().data.rooms as { id: number; time_slots: number[] }[]).find((r) => r.id === blrRoom.id);
        return item ? item.time_slots : null;
      };
      // Cached first: the answers below come after the cache was told, not from a cold query.
      const before = await takenInListing();
      expect(before, "the room is listed before the block").not.toBeNull();
      expect(before).not.toContain(25);
      expect(await takenInListing()).toEqual(before);

      const made = await send(manager, "POST", `${API}/blocks`, {
        room_id: blrRoom.id,
        date: DATE,
        start_slot: 25,
        end_slot: 27,
        reason: "maintenance",
      });
      expect(made.statusCode, made.body).toBe(200);
      const blocked = await takenInListing();
      if (blocked !== null) expect(blocked).toEqual(expect.arrayContaining([25, 26]));

      expect((await send(manager, "DELETE", `${API}/blocks/${made.json().data.id}`)).statusCode).toBe(200);
      expect(await takenInListing()).toEqual(before);
    });

    it("refuses bad input with a clear 400 and stores nothing", async () => {
      const base = { room_id: blrRoom.id, date: DATE, start_slot: 34, end_slot: 36, reason: "maintenance" };
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ ...base, start_slot: 36, end_slot: 34 }, /must end after it starts/],
        [{ ...base, start_slot: 34, end_slot: 34 }, /must end after it starts/],
        [{ ...base, start_slot: 2, end_slot: 4 }, /opening hours/],
        [{ ...base, date: "2026-11-20" }, /cannot be in the past/],
        [{ ...base, date: "2026-02-30" }, /real date/],
        [{ ...base, date: "tomorrow" }, /real date/],
        [{ ...base, reason: "party" }, /maintenance or private use/],
        [{ ...base, note: "x".repeat(501) }, /at most 500/],
        [{ ...base, start_slot: -1 }, /start time/],
        [{ ...base, end_slot: 49 }, /end time/],
        [{ ...base, room_id: "abc" }, /choose a room/],
      ];
      const before = (await app.db.select().from(slotBlocks)).length;
      for (const [payload, message] of cases) {
        const response = await send(admin, "POST", `${API}/blocks`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.body, JSON.stringify(payload)).toMatch(message);
      }
      expect((await send(admin, "POST", `${API}/blocks`, { ...base, room_id: 999999 })).statusCode).toBe(404);
      const [dayPass] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.productTypeId, PRODUCT_TYPE.dayPass)).limit(1);
      const pass = await send(admin, "POST", `${API}/blocks`, { ...base, room_id: dayPass!.id });
      expect(pass.statusCode).toBe(400);
      expect(pass.json().meta.message).toBe("Only rooms booked by the half hour can be blocked.");
      expect((await app.db.select().from(slotBlocks)).length).toBe(before);
      for (const query of ["centre_id=abc&date=2026-11-27", `centre_id=${blrRoom.centreId}&date=27-11-2026`, "date=2026-11-27"])
        expect((await get(admin, `${API}/blocks?${query}`)).statusCode, query).toBe(400);
      expect((await send(admin, "DELETE", `${API}/blocks/abc`)).statusCode).toBe(400);
    });

    it("refuses another centre's manager (403), no session (401), a customer (401) and a change without CSRF (403)", async () => {
      const body = { room_id: delhiRoom.id, date: DATE, start_slot: 20, end_slot: 22, reason: "maintenance" };
      const refused = await send(manager, "POST", `${API}/blocks`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().meta.message).toBe("This belongs to a centre you do not manage.");
      expect((await get(manager, `${API}/blocks?centre_id=${delhiRoom.centreId}&date=${DATE}`)).statusCode).toBe(403);
      expect((await send(undefined, "POST", `${API}/blocks`, body)).statusCode).toBe(401);
      const customer = await signedInUser(app, TEST_NOW);
      const asCustomer = await app.inject({ method: "POST", url: `${API}/blocks`, payload: body, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(401);
      const session = await startSession(app.db, app.secretKey, customer.user, TEST_NOW);
      expect(
        (await app.inject({ method: "POST", url: `${API}/blocks`, payload: body, headers: { cookie: `opToken=${session.token}` } }))
          .statusCode,
      ).toBe(401);
      const noCsrf = await app.inject({ method: "POST", url: `${API}/blocks`, payload: body, headers: { cookie: admin.cookie } });
      expect(noCsrf.statusCode).toBe(403);
      expect(await holdsOf(delhiRoom.id)).toEqual([]);
      // An admin's block of the Delhi room; the Bengaluru manager cannot remove it.
      const made = await send(admin, "POST", `${API}/blocks`, body);
      expect(made.statusCode).toBe(200);
      expect((await send(manager, "DELETE", `${API}/blocks/${made.json().data.id}`)).statusCode).toBe(403);
      expect((await holdsOf(delhiRoom.id)).length).toBe(2);
    });

    it("a block and a booking of the same slot at once: exactly one wins, every time", async () => {
      const room = await quietMeetingRoom(true, [blrRoom.id]);
      for (let start = 20; start < 34; start += 2) {
        const booker = await signedInUser(app, TEST_NOW);
        const body = { date: DATE, room_id: room.id, start_time: start, end_time: start + 2 };
        const total = await priceOf(app, booker.headers, body);
        const [booking, block] = await Promise.all([
          createBooking(app, booker.headers, { ...body, total_amount: total }),
          send(admin, "POST", `${API}/blocks`, {
            room_id: room.id,
            date: DATE,
            start_slot: start,
            end_slot: start + 2,
            reason: "maintenance",
          }),
        ]);
        const won = [booking.statusCode === 201, block.statusCode === 200];
        expect(won.filter(Boolean), `${booking.statusCode} ${block.statusCode}`).toHaveLength(1);
        expect([booking.statusCode, block.statusCode]).toContain(409);
        const holds = (await holdsOf(room.id)).filter((h) => h.slot >= start && h.slot < start + 2);
        expect(holds).toHaveLength(2);
        expect(new Set(holds.map((h) => `${h.bookingId}:${h.blockId}`)).size).toBe(1);
      }
    });
  });

  describe("operators (admins)", () => {
    const NEW_EMAIL = "new.manager@workbay.in";

    async function linkTokenFor(email: string): Promise<string> {
      const mail = (await readMailbox(app)).find((m) => m.to === email && m.subject === "You are invited to the Workbay operator console");
      const token = mail?.text.match(/set-password\?token=([^\s]+)/)?.[1];
      if (!token) throw new Error(`no invitation to ${email}`);
      return decodeURIComponent(token);
    }

    it("an admin invites a manager, who sets a password from the e-mailed link and signs in; audited", async () => {
      const response = await send(admin, "POST", `${API}/operators`, {
        email: " New.Manager@Workbay.in ",
        name: "Neha Rao",
        role: "centre_manager",
        centre_ids: [blrRoom.centreId, blrRoom.centreId],
      });
      expect(response.statusCode, response.body).toBe(200);
      const invited = response.json().data;
      expect(invited).toMatchObject({
        email: NEW_EMAIL,
        name: "Neha Rao",
        role: "centre_manager",
        centre_ids: [blrRoom.centreId],
        is_active: true,
        password_set: false,
      });
      const token = await linkTokenFor(NEW_EMAIL);
      const set = await app.inject({
        method: "POST",
        url: `${API}/auth/set-password`,
        payload: { token, password: "Newmanager2026", confirm_password: "Newmanager2026" },
      });
      expect(set.statusCode, set.body).toBe(200);
      const again = await app.inject({
        method: "POST",
        url: `${API}/auth/set-password`,
        payload: { token, password: "Other2026pass", confirm_password: "Other2026pass" },
      });
      expect(again.statusCode).toBe(400);
      const signed = await signIn(NEW_EMAIL, "Newmanager2026");
      expect((await get(signed, `${API}/session`)).json().data.operator).toMatchObject({
        role: "centre_manager",
        centre_ids: [blrRoom.centreId],
      });
      const [entry] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "operator"), eq(auditLog.entityId, invited.id)));
      expect(entry).toMatchObject({ action: "operator.invite", operatorEmail: DEMO_OPERATORS.admin.email });
      const listed = await get(admin, `${API}/operators`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.operators.find((o: { email: string }) => o.email === NEW_EMAIL)).toMatchObject({ password_set: true });
      expect(listed.json().data.centres.length).toBeGreaterThan(1);
    });

    it("changes a role and centres, and deactivation ends the operator's sessions at once; audited before and after", async () => {
      await send(admin, "POST", `${API}/operators`, {
        email: "short.stay@workbay.in",
        role: "centre_manager",
        centre_ids: [blrRoom.centreId],
      });
      const token = await linkTokenFor("short.stay@workbay.in");
      expect(
        (
          await app.inject({
            method: "POST",
            url: `${API}/auth/set-password`,
            payload: { token, password: "Shortstay2026", confirm_password: "Shortstay2026" },
          })
        ).statusCode,
      ).toBe(200);
      const signed = await signIn("short.stay@workbay.in", "Shortstay2026");
      const [row] = await app.db.select().from(operators).where(eq(operators.email, "short.stay@workbay.in"));
      const url = `${API}/operators/${row!.id}`;
      const moved = await send(admin, "PUT", url, { role: "centre_manager", centre_ids: [delhiRoom.centreId], is_active: true });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await get(signed, `${API}/blocks?centre_id=${delhiRoom.centreId}&date=${DATE}`)).statusCode).toBe(200);
      expect((await get(signed, `${API}/blocks?centre_id=${blrRoom.centreId}&date=${DATE}`)).statusCode).toBe(403);
      const off = await send(admin, "PUT", url, { role: "centre_manager", centre_ids: [delhiRoom.centreId], is_active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().data.is_active).toBe(false);
      expect((await get(signed, `${API}/session`)).statusCode).toBe(401);
      const login = await app.inject({
        method: "POST",
        url: `${API}/auth/login`,
        payload: { email: "short.stay@workbay.in", password: "Shortstay2026", confirm_password: "Shortstay2026" },
      });
      expect(login.statusCode).toBe(401);
      const entries = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "operator"), eq(auditLog.entityId, row!.id), eq(auditLog.action, "operator.update")));
      expect(entries).toHaveLength(2);
      expect(entries.find((e) => (e.after as { is_active: boolean }).is_active === false)?.before).toMatchObject({
        is_active: true,
        centre_ids: [delhiRoom.centreId],
      });
    });

    it("refuses bad input, a taken e-mail, unknown centres and changing oneself, and changes nothing", async () => {
      const before = await app.db.select().from(operators);
      const cases: [Record<string, unknown>, number, RegExp][] = [
        [{ email: "not-an-email", role: "admin" }, 400, /valid e-mail/],
        [{ email: "x1@workbay.in", role: "owner" }, 400, /admin or centre manager/],
        [{ email: "x2@workbay.in", role: "centre_manager", centre_ids: [] }, 400, /at least one centre/],
        [{ email: "x3@workbay.in", role: "centre_manager", centre_ids: [999999] }, 400, /No centre with id 999999/],
        [{ email: "x4@workbay.in", role: "centre_manager", centre_ids: ["abc"] }, 400, /whole numbers/],
        [{ email: "x5@workbay.in", role: "admin", name: "n".repeat(101) }, 400, /at most 100/],
        [{ email: DEMO_OPERATORS.manager.email.toUpperCase(), role: "admin" }, 409, /already exists/],
      ];
      for (const [payload, status, message] of cases) {
        const response = await send(admin, "POST", `${API}/operators`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.body, JSON.stringify(payload)).toMatch(message);
      }
      const [me] = await app.db.select().from(operators).where(eq(operators.email, DEMO_OPERATORS.admin.email));
      for (const body of [
        { role: "centre_manager", centre_ids: [blrRoom.centreId], is_active: true },
        { role: "admin", centre_ids: [], is_active: false },
      ]) {
        const response = await send(admin, "PUT", `${API}/operators/${me!.id}`, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().meta.message).toBe("You cannot change your own role or deactivate yourself. Ask another admin.");
      }
      expect(
        (
          await send(admin, "PUT", `${API}/operators/00000000-0000-4000-8000-000000000000`, {
            role: "admin",
            centre_ids: [],
            is_active: true,
          })
        ).statusCode,
      ).toBe(404);
      expect((await send(admin, "PUT", `${API}/operators/not-a-uuid`, { role: "admin", centre_ids: [], is_active: true })).statusCode).toBe(
        400,
      );
      expect((await send(admin, "PUT", `${API}/operators/${me!.id}`, { role: "admin", centre_ids: [] })).statusCode).toBe(400);
      expect(await app.db.select().from(operators)).toEqual(before);
    });
  });

  describe("audit log (admins)", () => {
    it("lists changes newest first, filtered by operator, action, entity and dates, paged on the server", async () => {
      const all = await get(admin, `${API}/audit-log`);
      expect(all.statusCode, all.body).toBe(200);
      const data = all.json().data;
      expect(data.total).toBeGreaterThan(5);
      expect(data.page_size).toBe(50);
      const ids = data.entries.map((e: { id: number }) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(data.actions).toEqual(expect.arrayContaining([{ action: "slot_block.create", entity_type: "slot_block" }]));

      const byManager = (await get(admin, `${API}/audit-log?operator=MANAGER.BLR`)).json().data;
      expect(byManager.total).toBeGreaterThan(0);
      expect(byManager.entries.every((e: { operator_email: string }) => e.operator_email === DEMO_OPERATORS.manager.email)).toBe(true);

      const blocks = (await get(admin, `${API}/audit-log?action=slot_block.delete&entity_type=slot_block`)).json().data;
      expect(blocks.total).toBeGreaterThan(0);
      expect(blocks.entries.every((e: { action: string }) => e.action === "slot_block.delete")).toBe(true);
      const one = blocks.entries[0];
      const byId = (await get(admin, `${API}/audit-log?entity_type=slot_block&entity_id=${one.entity_id}`)).json().data;
      expect(byId.entries.map((e: { action: string }) => e.action).sort()).toEqual(["slot_block.create", "slot_block.delete"]);

      // The test clock is 2026-11-23 (IST): entries are dated then.
      expect((await get(admin, `${API}/audit-log?from=2026-11-23&to=2026-11-23`)).json().data.total).toBe(data.total);
      expect((await get(admin, `${API}/audit-log?from=2026-11-24`)).json().data.total).toBe(0);
      expect((await get(admin, `${API}/audit-log?to=2026-11-22`)).json().data.total).toBe(0);

      const page2 = (await get(admin, `${API}/audit-log?page=2`)).json().data;
      expect(page2.page).toBe(2);
      expect(page2.entries.length).toBe(Math.max(0, Math.min(50, data.total - 50)));
    });

    it("refuses bad filters with a 400 and anyone but an admin", async () => {
      for (const [query, message] of [
        ["from=2026-13-45x", /date/],
        ["from=2026-11-24&to=2026-11-23", /end date is before the start date/],
        ["action=DROP TABLE", /action from the list/],
        ["entity_type=a b", /entity type from the list/],
        ["page=0", /./],
        ["page=abc", /whole number/],
      ] as const) {
        const response = await get(admin, `${API}/audit-log?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.body, query).toMatch(message);
      }
      expect((await get(manager, `${API}/audit-log`)).statusCode).toBe(403);
      expect((await get(undefined, `${API}/audit-log`)).statusCode).toBe(401);
    });
  });

  it("lists the new calls in the OpenAPI document", async () => {
    const doc = (await app.inject({ url: "/docs/json" })).json();
    expect(doc.paths[`${API}/blocks`].post.summary).toMatch(/prevents double booking/);
    expect(doc.paths[`${API}/blocks/{id}`].delete.summary).toMatch(/free at once/);
    expect(doc.paths[`${API}/operators`].post.summary).toMatch(/Invite/);
    expect(doc.paths[`${API}/operators/{id}`].put.summary).toMatch(/deactivation/);
    expect(doc.paths[`${API}/audit-log`].get.summary).toMatch(/admins/);
  });

  describe("permission sweep: each role against each call", () => {
    type Who = "none" | "customer" | "manager" | "admin";
    type Call = {
      name: string;
      method: "GET" | "POST" | "PUT" | "DELETE";
      url: () => string;
      body?: () => unknown;
      expect: Record<Who, number[]>;
    };
    let customerHeaders: Record<string, string>;
    let managerId: string;
    let adminBlock: number;

    beforeAll(async () => {
      customerHeaders = (await signedInUser(app, TEST_NOW)).headers;
      const [row] = await app.db.select().from(operators).where(eq(operators.email, DEMO_OPERATORS.manager.email));
      managerId = row!.id;
      const made = await send(admin, "POST", `${API}/blocks`, {
        room_id: delhiRoom.id,
        date: DATE,
        start_slot: 30,
        end_slot: 31,
        reason: "maintenance",
      });
      adminBlock = made.json().data.id;
    });

    const calls: Call[] = [
      {
        name: "list own centre's blocks",
        method: "GET",
        url: () => `${API}/blocks?centre_id=${blrRoom.centreId}&date=${DATE}`,
        expect: { none: [401], customer: [401], manager: [200], admin: [200] },
      },
      {
        name: "list another centre's blocks",
        method: "GET",
        url: () => `${API}/blocks?centre_id=${delhiRoom.centreId}&date=${DATE}`,
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      {
        name: "block another centre's room",
        method: "POST",
        url: () => `${API}/blocks`,
        body: () => ({ room_id: delhiRoom.id, date: DATE, start_slot: 34, end_slot: 35, reason: "maintenance" }),
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      {
        name: "unblock another centre's block",
        method: "DELETE",
        url: () => `${API}/blocks/${adminBlock}`,
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      {
        name: "list operators",
        method: "GET",
        url: () => `${API}/operators`,
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      {
        name: "invite an operator",
        method: "POST",
        url: () => `${API}/operators`,
        body: () => ({ email: `sweep.${Math.random().toString(36).slice(2, 8)}@workbay.in`, role: "admin" }),
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      {
        name: "change an operator",
        method: "PUT",
        url: () => `${API}/operators/${managerId}`,
        body: () => ({ role: "centre_manager", centre_ids: [blrRoom.centreId, ...new Set([blrRoom.centreId])], is_active: true }),
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      // Vouchers are an admin's (decision 0033); backoffice-vouchers.test.ts sweeps every voucher call.
      {
        name: "list vouchers",
        method: "GET",
        url: () => `${API}/catalogue/vouchers`,
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
      {
        name: "create a voucher",
        method: "POST",
        url: () => `${API}/catalogue/vouchers`,
        body: () => ({
          code: `SWEEP${Math.random().toString(36).slice(2, 8)}`,
          description: "Sweep offer",
          kind: "flat",
          value: 10000,
          max_discount_paise: null,
          product_type_ids: [1],
          centre_id: null,
          room_id: null,
          valid_from: "2026-11-01",
          valid_to: "2026-12-31",
          min_amount_paise: 0,
          per_user_limit: null,
          total_limit: null,
          is_listed: false,
          is_active: true,
        }),
        expect: { none: [401], customer: [401], manager: [403], admin: [200] },
      },
    ];

    it.each(calls)("$name", async (call) => {
      // The admin goes last: a call that succeeds changes state the others would see.
      for (const who of ["none", "customer", "manager", "admin"] as const) {
        const headers =
          who === "none"
            ? {}
            : who === "customer"
              ? customerHeaders
              : { cookie: (who === "admin" ? admin : manager).cookie, "x-csrf-token": (who === "admin" ? admin : manager).csrf };
        const response = await app.inject({
          method: call.method,
          url: call.url(),
          headers,
          ...(call.body ? { payload: call.body() as object } : {}),
        });
        expect(call.expect[who], `${who}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      }
    });
  });
});
