import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, gte, ne } from "drizzle-orm";
import { auditLog, bookings, cancellationPolicies, centres, leads, outbox, refunds, rooms, slotHolds, users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { upsertOperator } from "@workbay/db/repositories/operators-repository";
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from "@workbay/demo-seed/demo-operators";
import { operatorPasswordLink } from "../src/services/operator-sessions";
import { startSession } from "../src/services/sessions";
import { latestOtpTo, readMailbox } from "./account-helpers";
import { signedInUser } from "./checkout-helpers";
import { CONSOLE_API, consoleCalls, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW, TEST_TODAY } from "./helper";

const API = CONSOLE_API;

describe.each(testDatabaseKinds())("operator console API on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let blrCentres: number[];
  let blrBooking: string;
  let delhiBooking: string;

  async function signIn(email: string, password: string): Promise<Signed> {
    const signed = await signInOperator(app, email, password);
    expect(signed.token?.httpOnly).toBe(true);
    expect(signed.token?.maxAge).toBe(12 * 3600);
    return signed;
  }

  const { get, send } = consoleCalls(() => app);

  /** A future confirmed demo booking of a centre in (or not in) Bengaluru. */
  async function demoBooking(inBengaluru: boolean, skip: string[] = []): Promise<string> {
    const rows = await app.db
      .select({ code: bookings.code, centreId: rooms.centreId })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gte(bookings.date, "2026-11-26"),
          inBengaluru ? eq(centres.citySlug, "bengaluru") : ne(centres.citySlug, "bengaluru"),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(20);
    const row = rows.find((r) => !skip.includes(r.code));
    if (!row) throw new Error("no demo booking");
    return row.code;
  }

  beforeAll(async () => {
    app = await buildTestApp(kind);
    admin = await signIn(DEMO_OPERATORS.admin.email, DEMO_OPERATOR_PASSWORD);
    manager = await signIn(DEMO_OPERATORS.manager.email, DEMO_OPERATOR_PASSWORD);
    blrCentres = (await app.db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, "bengaluru"))).map((c) => c.id);
    blrBooking = await demoBooking(true);
    delhiBooking = await demoBooking(false);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe("signing in", () => {
    it("answers the session with the operator's role and centres", async () => {
      const response = await get(manager, `${API}/session`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.operator).toMatchObject({ role: "centre_manager", centre_ids: blrCentres });
    });

    it("refuses a wrong password and an unknown e-mail alike, and sends no code", async () => {
      const before = (await readMailbox(app)).length;
      for (const payload of [
        { email: DEMO_OPERATORS.admin.email, password: "Wrong2026" },
        { email: "nobody@workbay.in", password: DEMO_OPERATOR_PASSWORD },
      ]) {
        const response = await app.inject({ method: "POST", url: `${API}/auth/login`, payload });
        expect(response.statusCode).toBe(401);
        expect(response.json().meta.message).toBe("Invalid e-mail or password.");
      }
      expect((await readMailbox(app)).length).toBe(before);
    });

    it("refuses bad input with the field's message", async () => {
      const response = await app.inject({ method: "POST", url: `${API}/auth/login`, payload: { email: "not-an-email", password: "" } });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("valid e-mail");
    });

    it("refuses a wrong code and a forged challenge, and starts no session", async () => {
      const operator = await upsertOperator(app.db, { email: "wrong.code@workbay.in", role: "admin", centreIds: [] }, TEST_NOW);
      const link = await operatorPasswordLink(app.secretKey, "http://x", operator, TEST_NOW);
      const token = decodeURIComponent(link.split("token=")[1] ?? "");
      const set = await app.inject({
        method: "POST",
        url: `${API}/auth/set-password`,
        payload: { token, password: "Secret2026", confirm_password: "Secret2026" },
      });
      expect(set.statusCode, set.body).toBe(200);
      // The link works once.
      const again = await app.inject({
        method: "POST",
        url: `${API}/auth/set-password`,
        payload: { token, password: "Other2026x", confirm_password: "Other2026x" },
      });
      expect(again.statusCode).toBe(400);
      const login = await app.inject({
        method: "POST",
        url: `${API}/auth/login`,
        payload: { email: operator.email, password: "Secret2026" },
      });
      expect(login.statusCode).toBe(200);
      const code = await latestOtpTo(app, operator.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const bad = await app.inject({
        method: "POST",
        url: `${API}/auth/verify`,
        payload: { challenge: login.json().data.challenge, code: wrong },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.cookies.find((c) => c.name === "opToken")).toBeUndefined();
      const forged = await app.inject({ method: "POST", url: `${API}/auth/verify`, payload: { challenge: "forged", code } });
      expect(forged.statusCode).toBe(401);
    });

    it("gives a customer's session, bearer or cookie, no access", async () => {
      const customer = await signedInUser(app, TEST_NOW);
      const session = await startSession(app.db, app.secretKey, customer.user, TEST_NOW);
      for (const headers of [customer.headers, { cookie: `accessToken=${session.token}` }, { cookie: `opToken=${session.token}` }]) {
        for (const url of [`${API}/session`, `${API}/bookings`, `${API}/today`, `${API}/bookings/${blrBooking}`]) {
          const response = await app.inject({ method: "GET", url, headers });
          expect(response.statusCode, url).toBe(401);
        }
      }
    });

    it("refuses every call without a session (401) and a change without the CSRF token (403)", async () => {
      for (const url of [
        `${API}/session`,
        `${API}/bookings`,
        `${API}/today`,
        `${API}/cancellation-policies`,
        `${API}/bookings/${blrBooking}`,
      ])
        expect((await get(undefined, url)).statusCode, url).toBe(401);
      const cancel = await send(undefined, "POST", `${API}/bookings/${blrBooking}/cancel`, { refund: "full", reason: "test" });
      expect(cancel.statusCode).toBe(401);
      const noCsrf = await app.inject({
        method: "POST",
        url: `${API}/bookings/${blrBooking}/cancel`,
        payload: { refund: "full", reason: "test" },
        headers: { cookie: admin.cookie },
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(await bookingStatus(blrBooking)).toBe("confirmed");
    });
  });

  async function bookingStatus(code: string) {
    const [row] = await app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.code, code));
    return row?.status;
  }

  describe("bookings", () => {
    it("finds a booking by code, by the customer's e-mail and phone", async () => {
      const [row] = await app.db
        .select({ email: users.email, phone: users.phone, date: bookings.date })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.code, blrBooking));
      for (const q of [blrBooking, row?.email ?? "", `+91 ${row?.phone ?? ""}`]) {
        const response = await get(admin, `${API}/bookings?q=${encodeURIComponent(q)}&from=${row?.date}&to=${row?.date}`);
        expect(response.statusCode, q).toBe(200);
        expect(
          response.json().data.bookings.map((b: { code: string }) => b.code),
          q,
        ).toContain(blrBooking);
      }
    });

    it("filters by centre, dates and status, 25 a page", async () => {
      const centre = blrCentres[0]!;
      const response = await get(admin, `${API}/bookings?centre_id=${centre}&from=2026-11-24&to=2026-11-30&status=confirmed&page=1`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.page_size).toBe(25);
      expect(data.bookings.length).toBeLessThanOrEqual(25);
      for (const b of data.bookings) {
        expect(b.centre_id).toBe(centre);
        expect(b.status).toBe("confirmed");
        expect(b.date >= "2026-11-24" && b.date <= "2026-11-30").toBe(true);
      }
    });

    it("refuses bad filters with a 400", async () => {
      for (const query of ["from=2026-11-30&to=2026-11-01", "status=lost", "page=0", "from=yesterday", "centre_id=abc"])
        expect((await get(admin, `${API}/bookings?${query}`)).statusCode, query).toBe(400);
    });

    it("shows a manager only their centres' bookings", async () => {
      const list = await get(manager, `${API}/bookings?status=confirmed`);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.total).toBeGreaterThan(0);
      for (const b of list.json().data.bookings) expect(blrCentres).toContain(b.centre_id);
      const byCode = await get(manager, `${API}/bookings?q=${delhiBooking}`);
      expect(byCode.json().data.bookings).toEqual([]);
      expect((await get(manager, `${API}/bookings/${delhiBooking}`)).statusCode).toBe(403);
      const [other] = await app.db.select({ id: centres.id }).from(centres).where(ne(centres.citySlug, "bengaluru")).limit(1);
      expect((await get(manager, `${API}/bookings?centre_id=${other?.id}`)).statusCode).toBe(403);
      expect((await get(manager, `${API}/bookings/${blrBooking}`)).statusCode).toBe(200);
    });

    it("answers a booking's page data, and 404 for an unknown code, 400 for a malformed one", async () => {
      const response = await get(admin, `${API}/bookings/${blrBooking}`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ code: blrBooking, status: "confirmed", payment: { gateway: "test" } });
      expect(data.policy).toMatch(/cannot be cancelled/i);
      expect((await get(admin, `${API}/bookings/WB22222222`)).statusCode).toBe(404);
      expect((await get(admin, `${API}/bookings/nope`)).statusCode).toBe(400);
    });

    it("resends the confirmation, audited; a manager cannot for another city", async () => {
      const response = await send(admin, "POST", `${API}/bookings/${blrBooking}/resend-confirmation`);
      expect(response.statusCode, response.body).toBe(200);
      const queued = await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Booking confirmed: ${blrBooking}`));
      expect(
        queued.length +
          (await app.db.select().from(outbox)).filter((m) => m.dedupeKey?.startsWith(`booking-confirmation-resent:${blrBooking}`)).length,
      ).toBeGreaterThan(0);
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, blrBooking));
      expect(audit.map((a) => a.action)).toContain("booking.resend_confirmation");
      expect((await send(manager, "POST", `${API}/bookings/${delhiBooking}/resend-confirmation`)).statusCode).toBe(403);
    });

    it("records a required refund as done with the gateway's reference, once", async () => {
      const code = await demoBooking(true, [blrBooking]);
      await app.db.update(bookings).set({ refundRequired: true }).where(eq(bookings.code, code));
      expect((await send(admin, "POST", `${API}/bookings/${code}/refund-done`, { gateway_reference: "" })).statusCode).toBe(400);
      expect((await send(admin, "POST", `${API}/bookings/${code}/refund-done`, { gateway_reference: "rfnd bad ref!" })).statusCode).toBe(
        400,
      );
      const done = await send(manager, "POST", `${API}/bookings/${code}/refund-done`, { gateway_reference: "rfnd_MANUAL123" });
      expect(done.statusCode, done.body).toBe(200);
      const again = await send(admin, "POST", `${API}/bookings/${code}/refund-done`, { gateway_reference: "rfnd_MANUAL123" });
      expect(again.statusCode).toBe(409);
      const view = (await get(admin, `${API}/bookings/${code}`)).json().data;
      expect(view.refund_required).toBe(false);
      expect(view.refunds[0]).toMatchObject({ reason: "late_payment", status: "processed", gateway_refund_id: "rfnd_MANUAL123" });
      expect(view.history[0]).toMatchObject({ action: "booking.refund_done", operator_email: DEMO_OPERATORS.manager.email });
    });
  });

  describe("operator cancellations", () => {
    it("refuses bad input and changes nothing", async () => {
      const url = `${API}/bookings/${blrBooking}/cancel`;
      for (const payload of [
        { refund: "custom", reason: "Room flooded" },
        { refund: "custom", amount_paise: -5, reason: "Room flooded" },
        { refund: "full", reason: "" },
        { refund: "half", reason: "Room flooded" },
        { refund: "custom", amount_paise: 10 ** 9, reason: "Room flooded" },
      ]) {
        const response = await send(admin, "POST", url, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await bookingStatus(blrBooking)).toBe("confirmed");
      expect(
        (await send(manager, "POST", `${API}/bookings/${delhiBooking}/cancel`, { refund: "full", reason: "Not mine" })).statusCode,
      ).toBe(403);
      expect(await bookingStatus(delhiBooking)).toBe("confirmed");
    });

    it("cancels with a custom refund: slots free, refund and credit note, e-mail, audit; twice is a 409", async () => {
      const [row] = await app.db.select().from(bookings).where(eq(bookings.code, blrBooking));
      const amount = Math.floor((row?.totalPaise ?? 0) / 3);
      const response = await send(manager, "POST", `${API}/bookings/${blrBooking}/cancel`, {
        refund: "custom",
        amount_paise: amount,
        reason: "Air conditioning failed",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: "cancelled", refund: { amount: amount / 100, status: "requested" } });
      expect(
        await app.db
          .select()
          .from(slotHolds)
          .where(eq(slotHolds.bookingId, row?.id ?? 0)),
      ).toEqual([]);
      const [refund] = await app.db
        .select()
        .from(refunds)
        .where(eq(refunds.bookingId, row?.id ?? 0));
      expect(refund).toMatchObject({ reason: "operator", amountPaise: amount });
      expect((refund?.taxablePaise ?? 0) + (refund?.cgstPaise ?? 0) + (refund?.sgstPaise ?? 0) + (refund?.igstPaise ?? 0)).toBe(amount);
      expect(refund?.creditNoteNumber).toMatch(/^WB\/CN\//);
      const view = (await get(admin, `${API}/bookings/${blrBooking}`)).json().data;
      expect(view.history[0]).toMatchObject({ action: "booking.cancel", after: { refund: "custom", refund_paise: amount } });
      const again = await send(admin, "POST", `${API}/bookings/${blrBooking}/cancel`, { refund: "full", reason: "Again" });
      expect(again.statusCode).toBe(409);
    });

    it("cancels with the policy's refund (nothing for a meeting room by default) and with a full refund", async () => {
      const policyCode = await demoBooking(true, [blrBooking]);
      const policy = await send(admin, "POST", `${API}/bookings/${policyCode}/cancel`, { refund: "policy", reason: "Customer asked" });
      expect(policy.statusCode, policy.body).toBe(200);
      expect(policy.json().data.refund).toBeNull();
      const fullCode = await demoBooking(false);
      const [row] = await app.db.select().from(bookings).where(eq(bookings.code, fullCode));
      const full = await send(admin, "POST", `${API}/bookings/${fullCode}/cancel`, { refund: "full", reason: "Centre closed" });
      expect(full.statusCode, full.body).toBe(200);
      expect(full.json().data.refund.amount).toBe((row?.totalPaise ?? 0) / 100);
    });

    it("retries a failed refund through the outbox, audited, once; another centre's manager gets 403, none failed a 409", async () => {
      const [row] = await app.db.select().from(bookings).where(eq(bookings.code, blrBooking));
      const [refund] = await app.db
        .select()
        .from(refunds)
        .where(eq(refunds.bookingId, row?.id ?? 0));
      await app.db.update(refunds).set({ status: "failed", lastError: "gateway timeout" }).where(eq(refunds.id, refund!.id));
      const url = `${API}/bookings/${blrBooking}/refund-retry`;
      expect((await send(undefined, "POST", url)).statusCode).toBe(401);
      const noCsrf = await app.inject({ method: "POST", url, headers: { cookie: manager.cookie } });
      expect(noCsrf.statusCode).toBe(403);
      expect((await send(admin, "POST", `${API}/bookings/not-a-code/refund-retry`)).statusCode).toBe(400);
      expect((await send(manager, "POST", `${API}/bookings/${delhiBooking}/refund-retry`)).statusCode).toBe(403);
      const none = await send(admin, "POST", `${API}/bookings/${delhiBooking}/refund-retry`);
      expect(none.statusCode).toBe(409);
      expect(none.json().meta.message).toBe("This booking has no failed refund to retry.");

      const retried = await send(manager, "POST", url);
      expect(retried.statusCode, retried.body).toBe(200);
      const [after] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
      expect(after).toMatchObject({ status: "requested", lastError: null, idempotencyKey: refund!.idempotencyKey });
      const queued = await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "refund"), eq(outbox.to, refund!.idempotencyKey)));
      expect(queued.some((m) => m.dedupeKey?.includes(":retry:") && JSON.parse(m.text).refundId === refund!.id)).toBe(true);
      const view = (await get(admin, `${API}/bookings/${blrBooking}`)).json().data;
      expect(view.history[0]).toMatchObject({
        action: "booking.refund_retry",
        operator_email: DEMO_OPERATORS.manager.email,
        before: { refund_status: "failed", last_error: "gateway timeout" },
      });
      const again = await send(admin, "POST", url);
      expect(again.statusCode).toBe(409);
    });
  });

  describe("cancellation policies", () => {
    it("lists every product type's policy", async () => {
      const response = await get(manager, `${API}/cancellation-policies`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(5);
    });

    it("lets an admin change one, audited; a manager gets 403; bad tiers a 400 with nothing changed", async () => {
      const body = {
        refund_tiers: [
          { notice_minutes: 1440, refund_percent: 100 },
          { notice_minutes: 120, refund_percent: 50 },
        ],
        forfeit_after_window: false,
        transfer_notice_minutes: null,
      };
      expect((await send(manager, "PUT", `${API}/cancellation-policies/12`, body)).statusCode).toBe(403);
      const bad = {
        ...body,
        refund_tiers: [
          { notice_minutes: 120, refund_percent: 50 },
          { notice_minutes: 1440, refund_percent: 100 },
        ],
      };
      const refused = await send(admin, "PUT", `${API}/cancellation-policies/12`, bad);
      expect(refused.statusCode).toBe(400);
      expect(await app.db.select().from(cancellationPolicies).where(eq(cancellationPolicies.productTypeId, 12))).toMatchObject([
        { refundTiers: [] },
      ]);
      expect((await send(admin, "PUT", `${API}/cancellation-policies/99`, body)).statusCode).toBe(404);
      const saved = await send(admin, "PUT", `${API}/cancellation-policies/12`, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.summary).toMatch(/24 hours/);
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "cancellation_policy"), eq(auditLog.entityId, "12")));
      expect(audit[0]).toMatchObject({ operatorEmail: DEMO_OPERATORS.admin.email, before: { refund_tiers: [] } });
    });
  });

  describe("calendar", () => {
    it("answers a centre's timed rooms with the runs of half-hours bookings take; a manager only their centres", async () => {
      const centre = blrCentres[0]!;
      const response = await get(admin, `${API}/calendar?centre_id=${centre}&date=${TEST_TODAY}`);
      expect(response.statusCode, response.body).toBe(200);
      const day = response.json().data;
      expect(day).toMatchObject({ centre_id: centre, date: TEST_TODAY });
      const spans = day.rooms.flatMap((r: { spans: { start_slot: number; end_slot: number; kind: string }[] }) => r.spans);
      expect(spans.length).toBeGreaterThan(0);
      for (const span of spans) {
        expect(span.end_slot).toBeGreaterThan(span.start_slot);
        expect(span.kind).toBe("confirmed");
      }
      const own = await get(manager, `${API}/calendar?date=${TEST_TODAY}`);
      expect(blrCentres).toContain(own.json().data.centre_id);
      const [other] = await app.db.select({ id: centres.id }).from(centres).where(ne(centres.citySlug, "bengaluru")).limit(1);
      expect((await get(manager, `${API}/calendar?centre_id=${other?.id}&date=${TEST_TODAY}`)).statusCode).toBe(403);
      expect((await get(undefined, `${API}/calendar?date=${TEST_TODAY}`)).statusCode).toBe(401);
      for (const query of ["date=tomorrow", `centre_id=0&date=${TEST_TODAY}`, "centre_id=1"])
        expect((await get(admin, `${API}/calendar?${query}`)).statusCode, query).toBe(400);
      expect((await get(admin, `${API}/calendar?centre_id=99999&date=${TEST_TODAY}`)).statusCode).toBe(404);
    });
  });

  describe("today", () => {
    it("answers per centre today's and tomorrow's bookings in time order with the day's figures; a manager only theirs", async () => {
      const all = await get(admin, `${API}/today`);
      expect(all.statusCode).toBe(200);
      const data = all.json().data;
      expect(data.date).toBe(TEST_TODAY);
      expect(data.centres.length).toBeGreaterThan(blrCentres.length);
      const busy = data.centres.find((c: { today: unknown[] }) => c.today.length > 1);
      expect(busy).toBeDefined();
      const slots = busy.today.map((b: { start_slot: number }) => b.start_slot);
      expect(slots).toEqual([...slots].sort((a, b) => a - b));
      expect(busy.occupancy_percent).toBeGreaterThan(0);
      expect(busy.revenue_paise).toBeGreaterThan(0);
      const mine = (await get(manager, `${API}/today`)).json().data.centres.map((c: { centre_id: number }) => c.centre_id);
      expect(mine.sort()).toEqual([...blrCentres].sort());
    });
  });

  describe("leads", () => {
    /** Leads: about a Bengaluru room, about a room elsewhere, and naming only a city. */
    const ids: Record<"blrRoom" | "otherRoom" | "blrCity" | "otherCity", number> = { blrRoom: 0, otherRoom: 0, blrCity: 0, otherCity: 0 };

    async function addLead(key: keyof typeof ids, kind: "enquiry" | "event", city: string, roomId: number | null, minutesAgo: number) {
      const [row] = await app.db
        .insert(leads)
        .values({
          kind,
          email: `${key.toLowerCase()}@example.com`,
          phone: "+919812345678",
          city,
          roomId,
          payload: { kind, firstName: "Lead", lastName: key, message: `About ${key}` },
          utm: { utm_source: "test" },
          dedupeHash: `console-test-${key}`,
          createdAt: new Date(TEST_NOW.getTime() - minutesAgo * 60_000),
        })
        .returning({ id: leads.id });
      ids[key] = row!.id;
    }

    beforeAll(async () => {
      const [blrRoom] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.centreId, blrCentres[0]!)).limit(1);
      const [otherRoom] = await app.db
        .select({ id: rooms.id })
        .from(rooms)
        .innerJoin(centres, eq(centres.id, rooms.centreId))
        .where(ne(centres.citySlug, "bengaluru"))
        .limit(1);
      await addLead("blrRoom", "enquiry", "bengaluru", blrRoom!.id, 4);
      await addLead("otherRoom", "enquiry", "mumbai", otherRoom!.id, 3);
      await addLead("blrCity", "event", "bengaluru", null, 2);
      await addLead("otherCity", "event", "mumbai", null, 1);
    });

    const listed = async (who: Signed, query = "") => {
      const response = await get(who, `${API}/leads${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.leads.map((l: { id: number }) => l.id) as number[];
    };

    it("lists leads newest first for an admin, filtered by kind, city, centre and status", async () => {
      const all = await listed(admin);
      expect(all.slice(0, 4)).toEqual([ids.otherCity, ids.blrCity, ids.otherRoom, ids.blrRoom]);
      expect(await listed(admin, "?kind=event")).toEqual(expect.arrayContaining([ids.otherCity, ids.blrCity]));
      expect(await listed(admin, "?kind=event")).not.toContain(ids.blrRoom);
      const blr = await listed(admin, "?city=Bengaluru");
      expect(blr).toEqual(expect.arrayContaining([ids.blrCity, ids.blrRoom]));
      expect(blr).not.toContain(ids.otherCity);
      const centre = await listed(admin, `?centre_id=${blrCentres[0]}`);
      expect(centre).toEqual(expect.arrayContaining([ids.blrCity, ids.blrRoom]));
      expect(centre).not.toContain(ids.otherRoom);
      expect(await listed(admin, "?status=new")).toContain(ids.blrRoom);
      const page = (await get(admin, `${API}/leads`)).json().data;
      expect(page).toMatchObject({ page: 1, page_size: 25 });
      expect(page.leads[0]).toMatchObject({ reference: expect.stringMatching(/^WB-L-/), name: "Lead otherCity", status: "new" });
    });

    it("lists the leads calls and the refund retry in the OpenAPI document", async () => {
      const doc = (await app.inject({ url: "/docs/json" })).json();
      expect(doc.paths[`${API}/leads`].get.summary).toMatch(/newest first/);
      expect(doc.paths[`${API}/leads/{id}`].get.summary).toMatch(/everything the visitor sent/);
      expect(doc.paths[`${API}/leads/{id}/status`].post.summary).toMatch(/audited/);
      expect(doc.paths[`${API}/bookings/{code}/refund-retry`].post.summary).toMatch(/failed refund/);
    });

    it("counts a centre's leads of the last 24 hours on Today: its rooms' and its city's", async () => {
      const centres = (await get(manager, `${API}/today`)).json().data.centres as { centre_id: number; new_leads: number }[];
      const counts = new Map(centres.map((c) => [c.centre_id, c.new_leads]));
      expect(counts.get(blrCentres[0]!)).toBeGreaterThanOrEqual(2);
      for (const id of blrCentres) expect(counts.get(id)).toBeGreaterThanOrEqual(1);
    });

    it("shows a manager only leads about their centres' rooms or naming their city", async () => {
      const mine = await listed(manager);
      expect(mine).toEqual(expect.arrayContaining([ids.blrRoom, ids.blrCity]));
      expect(mine).not.toContain(ids.otherRoom);
      expect(mine).not.toContain(ids.otherCity);
      expect((await get(manager, `${API}/leads/${ids.blrCity}`)).statusCode).toBe(200);
      expect((await get(manager, `${API}/leads/${ids.otherRoom}`)).statusCode).toBe(403);
      expect((await get(manager, `${API}/leads/${ids.otherCity}`)).statusCode).toBe(403);
      const [other] = await app.db.select({ id: centres.id }).from(centres).where(ne(centres.citySlug, "bengaluru")).limit(1);
      expect((await get(manager, `${API}/leads?centre_id=${other?.id}`)).statusCode).toBe(403);
      const change = await send(manager, "POST", `${API}/leads/${ids.otherRoom}/status`, { status: "contacted" });
      expect(change.statusCode).toBe(403);
      expect((await get(admin, `${API}/leads/${ids.otherRoom}`)).json().data.status).toBe("new");
    });

    it("answers a lead with everything the visitor sent; 404 unknown, 400 malformed, 401 signed out", async () => {
      const response = await get(admin, `${API}/leads/${ids.blrRoom}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.json().data).toMatchObject({
        id: ids.blrRoom,
        kind: "enquiry",
        status: "new",
        centre_id: blrCentres[0],
        city: "Bengaluru",
        payload: { message: "About blrRoom" },
        utm: { utm_source: "test" },
        next_statuses: ["contacted", "won", "lost"],
        history: [],
      });
      expect((await get(admin, `${API}/leads/999999`)).statusCode).toBe(404);
      expect((await get(admin, `${API}/leads/abc`)).statusCode).toBe(400);
      expect((await get(undefined, `${API}/leads`)).statusCode).toBe(401);
      expect((await get(undefined, `${API}/leads/${ids.blrRoom}`)).statusCode).toBe(401);
      for (const query of ["?status=open", "?kind=call", "?page=0", "?centre_id=0", `?city=${"x".repeat(41)}`])
        expect((await get(admin, `${API}/leads${query}`)).statusCode, query).toBe(400);
    });

    it("moves a lead new -> contacted -> won with a note, audited; backwards, repeats and bad input are refused unchanged", async () => {
      const url = `${API}/leads/${ids.blrCity}/status`;
      expect((await send(undefined, "POST", url, { status: "contacted" })).statusCode).toBe(401);
      const noCsrf = await app.inject({ method: "POST", url, payload: { status: "contacted" }, headers: { cookie: manager.cookie } });
      expect(noCsrf.statusCode).toBe(403);
      for (const payload of [{}, { status: "open" }, { status: "contacted", note: "x".repeat(1001) }]) {
        const bad = await send(manager, "POST", url, payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await get(admin, `${API}/leads/${ids.blrCity}`)).json().data.status).toBe("new");

      const contacted = await send(manager, "POST", url, { status: "contacted", note: "  Called; wants a visit on Friday.  " });
      expect(contacted.statusCode, contacted.body).toBe(200);
      expect(contacted.json().meta.message).toBe("Lead status saved.");
      expect(contacted.json().data).toMatchObject({ status: "contacted", next_statuses: ["won", "lost"] });
      expect(contacted.json().data.history[0]).toMatchObject({
        operator_email: DEMO_OPERATORS.manager.email,
        action: "lead.status",
        before: { status: "new" },
        after: { status: "contacted", note: "Called; wants a visit on Friday." },
      });
      const again = await send(admin, "POST", url, { status: "contacted" });
      expect(again.statusCode).toBe(409);
      const back = await send(admin, "POST", url, { status: "new" });
      expect(back.statusCode).toBe(409);
      expect(back.json().meta.message).toBe("A contacted lead cannot be marked new.");
      expect(await listed(admin, "?status=contacted")).toEqual([ids.blrCity]);
      expect(await listed(admin, "?status=new")).not.toContain(ids.blrCity);

      expect((await send(admin, "POST", url, { status: "won" })).statusCode).toBe(200);
      const final = await send(admin, "POST", url, { status: "lost" });
      expect(final.statusCode).toBe(409);
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, String(ids.blrCity))));
      expect(audit.map((a) => a.after?.status)).toEqual(["contacted", "won"]);
    });
  });
});
