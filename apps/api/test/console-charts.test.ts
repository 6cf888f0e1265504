import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, ne } from "drizzle-orm";
import { bookings, centres, rooms, slotBlocks, slotHolds, users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from "@workbay/demo-seed/demo-operators";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import { startSession } from "../src/services/sessions";
import { signedInUser } from "./checkout-helpers";
import { CONSOLE_API, consoleCalls, signInOperator, type Signed } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";

const API = CONSOLE_API;

/** TEST_NOW is 2026-11-23 (IST): the charts cover 2026-10-25 to 2026-11-23. */
const FROM = "2026-10-25";
const TO = "2026-11-23";

describe.each(testDatabaseKinds())("console charts and CSV exports on %s", (kind) => {
  let app: FastifyInstance;
  let admin: Signed;
  let manager: Signed;
  let chartCentre: number;
  let managerCentre: number;
  let otherCentre: number;

  const signIn = (email: string, password: string) => signInOperator(app, email, password);

  const { get } = consoleCalls(() => app);

  /**
   * A centre of its own (outside every manager's) with one meeting room open 08:00-20:00, one
   * day pass (no slots: not in the occupancy), and known bookings in and out of the range.
   */
  async function seedChartCentre() {
    const [template] = await app.db.select().from(centres).where(eq(centres.citySlug, "pune")).limit(1);
    const { id: _c, ...centreCopy } = template!;
    const [centre] = await app.db
      .insert(centres)
      .values({ ...centreCopy, name: "Chart Test Centre" })
      .returning({ id: centres.id });
    const [roomTemplate] = await app.db.select().from(rooms).where(eq(rooms.productTypeId, PRODUCT_TYPE.meetingRoom)).limit(1);
    const { id: _r, ...roomCopy } = roomTemplate!;
    const [room] = await app.db
      .insert(rooms)
      .values({
        ...roomCopy,
        centreId: centre!.id,
        seoId: `chart-room-${kind}`,
        inventoryId: `CHART-ROOM-${kind}`,
        startTime: 16,
        endTime: 40,
        isActive: true,
      })
      .returning({ id: rooms.id });
    await app.db.insert(rooms).values({
      ...roomCopy,
      centreId: centre!.id,
      productTypeId: PRODUCT_TYPE.dayPass,
      seoId: `chart-pass-${kind}`,
      inventoryId: `CHART-PASS-${kind}`,
      startTime: 16,
      endTime: 40,
      passCapacity: 10,
    });
    const [bookingTemplate] = await app.db.select().from(bookings).where(eq(bookings.status, "confirmed")).limit(1);
    const { id: _b, ...bookingCopy } = bookingTemplate!;
    const [customer] = await app.db
      .insert(users)
      .values({ email: `chart-${kind}@example.com`, name: '=HYPERLINK("http://evil.example","Click, here")', phone: "9800011122" })
      .returning({ id: users.id });
    const known = [
      { code: "WBCHART001", date: "2026-11-23", start: 18, end: 22, total: 100_050, status: "confirmed" as const },
      { code: "WBCHART002", date: "2026-11-20", start: 19, end: 20, total: 50_000, status: "confirmed" as const },
      // Cancelled, before the range, after today: none of them counts.
      { code: "WBCHART003", date: "2026-11-20", start: 24, end: 26, total: 99_999, status: "cancelled" as const },
      { code: "WBCHART004", date: "2026-10-24", start: 16, end: 18, total: 7_777, status: "confirmed" as const },
      { code: "WBCHART005", date: "2026-11-24", start: 16, end: 18, total: 8_888, status: "confirmed" as const },
    ];
    for (const k of known) {
      const [b] = await app.db
        .insert(bookings)
        .values({
          ...bookingCopy,
          code: k.code,
          userId: customer!.id,
          roomId: room!.id,
          date: k.date,
          endDate: null,
          startSlot: k.start,
          endSlot: k.end,
          totalPaise: k.total,
          status: k.status,
          paymentOrderId: null,
          invoiceNumber: null,
          refundRequired: false,
        })
        .returning({ id: bookings.id });
      for (let slot = k.start; slot < k.end; slot += 1)
        await app.db.insert(slotHolds).values({ roomId: room!.id, date: k.date, slot, bookingId: b!.id });
    }
    // A block (maintenance) holds 12:00-13:00 on the 22nd: not a booking, not occupancy.
    const [block] = await app.db
      .insert(slotBlocks)
      .values({ roomId: room!.id, date: "2026-11-22", startSlot: 24, endSlot: 26, reason: "maintenance" })
      .returning({ id: slotBlocks.id });
    for (const slot of [24, 25]) await app.db.insert(slotHolds).values({ roomId: room!.id, date: "2026-11-22", slot, blockId: block!.id });
    return centre!.id;
  }

  beforeAll(async () => {
    app = await buildTestApp(kind, { now: TEST_NOW });
    admin = await signIn(DEMO_OPERATORS.admin.email, DEMO_OPERATOR_PASSWORD);
    manager = await signIn(DEMO_OPERATORS.manager.email, DEMO_OPERATOR_PASSWORD);
    chartCentre = await seedChartCentre();
    managerCentre = (await get(manager, `${API}/today`)).json().data.centres[0].centre_id;
    const [other] = await app.db
      .select({ id: centres.id })
      .from(centres)
      .where(and(ne(centres.citySlug, "bengaluru")))
      .orderBy(asc(centres.id))
      .limit(1);
    otherCentre = other!.id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  describe("charts", () => {
    it("sums known bookings by IST hour of day and by day over the last 30 days", async () => {
      const response = await get(admin, `${API}/charts?centre_id=${chartCentre}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const view = response.json().data;
      expect(view).toMatchObject({ from: FROM, to: TO, days: 30 });
      expect(view.centres).toHaveLength(1);
      const hours = view.centres[0].occupancy_by_hour as {
        hour: number;
        taken_half_hours: number;
        open_half_hours: number;
        percent: number | null;
      }[];
      expect(hours).toHaveLength(24);
      // One meeting room open 16-40 (08:00-20:00): 2 half-hours an hour, 30 days. The day pass adds none.
      expect(hours[7]).toEqual({ hour: 7, taken_half_hours: 0, open_half_hours: 0, percent: null });
      expect(hours[8]).toEqual({ hour: 8, taken_half_hours: 0, open_half_hours: 60, percent: 0 });
      // 09:00 and 09:30 on the 23rd, 09:30 on the 20th.
      expect(hours[9]).toEqual({ hour: 9, taken_half_hours: 3, open_half_hours: 60, percent: 5 });
      expect(hours[10]).toEqual({ hour: 10, taken_half_hours: 2, open_half_hours: 60, percent: 3.3 });
      // The cancelled booking's and the block's hour stays empty.
      expect(hours[12]!.taken_half_hours).toBe(0);
      expect(hours[20]!.open_half_hours).toBe(0);
      const days = view.centres[0].revenue_by_day as { date: string; revenue_paise: number; bookings: number }[];
      expect(days).toHaveLength(30);
      expect(days[0]!.date).toBe(FROM);
      expect(days.at(-1)!.date).toBe(TO);
      expect(days.filter((d) => d.bookings > 0)).toEqual([
        { date: "2026-11-20", revenue_paise: 50_000, bookings: 1 },
        { date: "2026-11-23", revenue_paise: 100_050, bookings: 1 },
      ]);
      expect(view.all).toEqual({ occupancy_by_hour: hours, revenue_by_day: days });
    });

    it("adds the centres up in 'all'; a manager gets their centres only", async () => {
      const all = (await get(admin, `${API}/charts`)).json().data;
      expect(all.centres.length).toBeGreaterThan(3);
      const total = (s: { revenue_by_day: { revenue_paise: number }[] }) => s.revenue_by_day.reduce((n, d) => n + d.revenue_paise, 0);
      expect(total(all.all)).toBe(all.centres.reduce((n: number, c: { revenue_by_day: { revenue_paise: number }[] }) => n + total(c), 0));
      expect(total(all.all)).toBeGreaterThan(150_050);
      const nine = (s: { occupancy_by_hour: { taken_half_hours: number }[] }) => s.occupancy_by_hour[9]!.taken_half_hours;
      expect(nine(all.all)).toBe(
        all.centres.reduce((n: number, c: { occupancy_by_hour: { taken_half_hours: number }[] }) => n + nine(c), 0),
      );

      const mine = (await get(manager, `${API}/charts`)).json().data;
      const today = (await get(manager, `${API}/today`)).json().data;
      expect(mine.centres.map((c: { centre_id: number }) => c.centre_id)).toEqual(
        today.centres.map((c: { centre_id: number }) => c.centre_id),
      );
      expect(mine.centres.map((c: { centre_id: number }) => c.centre_id)).not.toContain(chartCentre);
      expect((await get(manager, `${API}/charts?centre_id=${managerCentre}`)).statusCode).toBe(200);
    });

    it("refuses another centre's manager (403), an unknown centre (404), bad input (400), no session (401)", async () => {
      for (const url of [
        `${API}/charts?centre_id=${otherCentre}`,
        `${API}/charts/occupancy.csv?centre_id=${otherCentre}`,
        `${API}/charts/revenue.csv?centre_id=${chartCentre}`,
        `${API}/bookings.csv?centre_id=${otherCentre}`,
      ]) {
        const refused = await get(manager, url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().meta.message).toBe("This belongs to a centre you do not manage.");
      }
      expect((await get(admin, `${API}/charts?centre_id=999999`)).statusCode).toBe(404);
      for (const bad of ["centre_id=abc", "centre_id=-1", "centre_id=0"]) {
        const response = await get(admin, `${API}/charts?${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().errors[0].field).toBe("centre_id");
      }
      expect((await get(admin, `${API}/bookings.csv?from=2026-11-30&to=2026-11-01`)).statusCode).toBe(400);
      for (const url of [`${API}/charts`, `${API}/charts/occupancy.csv`, `${API}/charts/revenue.csv`, `${API}/bookings.csv`]) {
        expect((await get(undefined, url)).statusCode, url).toBe(401);
      }
      const customer = await signedInUser(app, TEST_NOW);
      const session = await startSession(app.db, app.secretKey, customer.user, TEST_NOW);
      expect(
        (await app.inject({ method: "GET", url: `${API}/charts`, headers: { authorization: `Bearer ${session.token}` } })).statusCode,
      ).toBe(401);
    });
  });

  describe("CSV exports", () => {
    it("writes the occupancy chart's numbers as text/csv with a file name", async () => {
      const response = await get(admin, `${API}/charts/occupancy.csv?centre_id=${chartCentre}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="workbay-occupancy-by-hour-${FROM}-to-${TO}-centre-${chartCentre}.csv"`,
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const lines = response.body.split("\r\n");
      expect(lines[0]).toBe("centre_id,centre,city,from,to,hour_ist,booked_half_hours,open_half_hours,occupancy_percent");
      expect(lines).toContain(`${chartCentre},Chart Test Centre,Pune,${FROM},${TO},09:00-10:00,3,60,5`);
      expect(lines).toContain(`,All centres,,${FROM},${TO},10:00-11:00,2,60,3.3`);
      expect(response.body.endsWith("\r\n")).toBe(true);
    });

    it("writes the revenue chart's numbers in paise and rupees, every day of the range", async () => {
      const response = await get(admin, `${API}/charts/revenue.csv?centre_id=${chartCentre}`);
      expect(response.statusCode).toBe(200);
      const lines = response.body.trim().split("\r\n");
      expect(lines[0]).toBe("centre_id,centre,city,date,confirmed_bookings,revenue_paise,revenue_inr");
      expect(lines).toHaveLength(1 + 30 + 30);
      expect(lines).toContain(`${chartCentre},Chart Test Centre,Pune,2026-11-23,1,100050,1000.50`);
      expect(lines).toContain(`${chartCentre},Chart Test Centre,Pune,2026-11-19,0,0,0.00`);
      const managers = await get(manager, `${API}/charts/revenue.csv`);
      expect(managers.statusCode).toBe(200);
      expect(managers.body).not.toContain("Chart Test Centre");
    });

    it("exports every booking a search finds, with a customer's formula kept as text", async () => {
      const response = await get(admin, `${API}/bookings.csv?q=chart-${kind}@example.com`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="workbay-bookings-${TO}.csv"`);
      const lines = response.body.trim().split("\r\n");
      expect(lines[0]).toBe(
        "code,status,date,end_date,start_ist,end_ist,quantity,room,type,centre,city,customer,email,phone_country_code,phone,total_paise,total_inr,refund_required,pass_option",
      );
      expect(lines).toHaveLength(6);
      const first = lines.find((l) => l.startsWith("WBCHART001,"));
      // The name starts with "=": an apostrophe keeps it text; its quotes are doubled and the comma quoted.
      expect(first).toContain(
        `,"'=HYPERLINK(""http://evil.example"",""Click, here"")",chart-${kind}@example.com,91,9800011122,100050,1000.50,false,`,
      );
      expect(first).toContain("WBCHART001,confirmed,2026-11-23,,09:00,11:00,");
      // Filters apply, the page does not: status and dates narrow it.
      const cancelled = await get(admin, `${API}/bookings.csv?q=chart-${kind}@example.com&status=cancelled`);
      expect(cancelled.body.trim().split("\r\n")).toHaveLength(2);
      const many = await get(admin, `${API}/bookings.csv`);
      expect(many.body.trim().split("\r\n").length).toBeGreaterThan(26);
      // A manager's export holds their centres only.
      const mine = await get(manager, `${API}/bookings.csv?q=chart-${kind}@example.com`);
      expect(mine.body.trim().split("\r\n")).toHaveLength(1);
    });
  });
});
