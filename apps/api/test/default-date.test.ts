// The date shown when the visitor names none (decision 0039): today until the last same-day
// booking can start, then the next bookable day. The API's lists (rooms, showcase) and the pages
// (home, a city list, a room) read the app's clock, so the test sets the hour. Bengaluru's late
// centre closes at 22:00 on weekdays and has a meeting room whose shortest booking is half an
// hour: from 21:30 IST no meeting room there can be booked for today. Monday 23 November 2026.
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centres, rooms } from "@workbay/db/schema";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { TEST_NOW, TEST_TODAY, buildTestApp } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));
const TOMORROW = "2026-11-24";
/** A moment of TEST_NOW's day, IST. */
const at = (time: string) => new Date(`${TEST_TODAY}T${time}:00+05:30`);

describe("the default date of the API's lists", () => {
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    app = await buildTestApp("pglite", { clock: () => now });
  });
  afterAll(async () => app?.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  };

  it("says, per city and type, until when each weekday takes same-day bookings", async () => {
    const cities = (await get("/passy/v1/city_status")) as {
      slug: string;
      same_day_deadlines: { space_type: number; weekdays: (number | null)[] }[];
    }[];
    const bengaluru = cities.find((c) => c.slug === "bengaluru")!;
    const meetingRooms = bengaluru.same_day_deadlines.find((d) => d.space_type === 1)!;
    // Half-hour rooms' last bookings: Monday to Friday the late centre's 21:30-22:00, Saturday the
    // early centre's 20:30-21:00, Sunday (only the late centre opens) 17:30-18:00.
    expect(meetingRooms.weekdays).toEqual([1050, 1290, 1290, 1290, 1290, 1290, 1230]);
    const dayPasses = bengaluru.same_day_deadlines.find((d) => d.space_type === 7)!;
    expect(dayPasses.weekdays).toEqual([null, 780, 780, 780, 780, 780, null]);
    for (const city of cities) {
      for (const { weekdays } of city.same_day_deadlines) {
        expect(weekdays).toHaveLength(7);
        // Whole half-hours: the default date changes where the kept pages already end (page-cache.ts).
        for (const minutes of weekdays) if (minutes !== null) expect(minutes % 30).toBe(0);
      }
    }
  });

  it("lists rooms and the showcase for today until 21:30 IST, for tomorrow from then; a room and an explicit date stay", async () => {
    const dates = async () => ({
      rooms: (await get("/passy/v1/rooms?city=bengaluru&space_type=1")).rooms[0].date,
      showcase: (await get("/passy/v1/show_case_rooms?city=bengaluru"))[0].date,
      explicit: (await get(`/passy/v1/rooms?city=bengaluru&space_type=1&date=${TEST_TODAY}`)).rooms[0].date,
    });
    now = at("10:00");
    expect(await dates()).toEqual({ rooms: TEST_TODAY, showcase: TEST_TODAY, explicit: TEST_TODAY });
    now = at("21:29");
    expect(await dates()).toEqual({ rooms: TEST_TODAY, showcase: TEST_TODAY, explicit: TEST_TODAY });
    now = at("21:30");
    expect(await dates()).toEqual({ rooms: TOMORROW, showcase: TOMORROW, explicit: TEST_TODAY });
    now = at("22:00");
    expect(await dates()).toEqual({ rooms: TOMORROW, showcase: TOMORROW, explicit: TEST_TODAY });
    // GET /passy/v1/room/{id}: "query date (default today)" (000 spec section 7).
    const [room] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.productTypeId, 1)).limit(1);
    expect((await get(`/passy/v1/room/${room!.id}`)).date).toBe(TEST_TODAY);
  });
});

describe.skipIf(!hasBuild)("the default date of the pages", () => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  let roomPath = "";

  beforeAll(async () => {
    app = await buildTestApp("pglite", {
      clock: () => now,
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    // The first meeting room: whatever its centre, nothing can be booked for today at 22:00.
    const [row] = await app.db
      .select({ seoId: rooms.seoId, city: centres.citySlug })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(eq(rooms.productTypeId, 1))
      .orderBy(rooms.id)
      .limit(1);
    roomPath = `/${row!.city}/meeting-rooms-in-${row!.seoId}`;
  });
  afterAll(async () => app?.close());

  const page = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  /** The server-rendered date field (before hydration, a native date input): its value and minimum. */
  const dateField = (html: string, id: string) => {
    const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    return { value: /value="([^"]*)"/.exec(input)?.[1], min: /min="([^"]*)"/.exec(input)?.[1] };
  };
  /** The date a city list says it shows availability for. */
  const listedFor = (html: string) => /availability for(?:<!-- -->)? <strong>([^<]*)<\/strong>/.exec(html)?.[1];

  it("at 10:00 IST: the home search, the showcase's links and a city list are for today", async () => {
    now = at("10:00");
    const home = await page("/");
    expect(dateField(home, "search-date")).toEqual({ value: TEST_TODAY, min: TEST_TODAY });
    expect(home).toContain(`?date=${TEST_TODAY}"`);
    expect(home).not.toContain(`?date=${TOMORROW}"`);
    const list = await page("/bengaluru/meeting-rooms");
    expect(listedFor(list)).toBe("Monday, 23 Nov, 2026");
    expect(dateField(list, "filter-date")).toEqual({ value: TEST_TODAY, min: TEST_TODAY });
  });

  it("at 22:00 IST: the home search, the showcase and a city list move to tomorrow; the picker still starts today", async () => {
    now = at("22:00");
    const home = await page("/");
    expect(dateField(home, "search-date")).toEqual({ value: TOMORROW, min: TEST_TODAY });
    // The showcase's room cards link to their rooms on the shown date.
    expect(home).toContain(`?date=${TOMORROW}"`);
    expect(home).not.toContain(`?date=${TEST_TODAY}"`);
    const list = await page("/bengaluru/meeting-rooms");
    expect(listedFor(list)).toBe("Tuesday, 24 Nov, 2026");
    expect(dateField(list, "filter-date")).toEqual({ value: TOMORROW, min: TEST_TODAY });
    // The home form's search without a date goes to the list, which then picks its own default.
    const search = await app.inject({ method: "GET", url: "/search?city=bengaluru&date=" });
    expect(search.headers.location).toBe("/bengaluru/meeting-rooms");
  });

  // The header's Inventories entries (here on /menu, which renders them without JavaScript) open
  // on each type's own default date, worked out by the site layout's loader.
  it("opens the header's Inventories entries on each type's default date: passes after their cut-off, rooms after the last booking", async () => {
    const inventories = async (time: string) => {
      now = at(time);
      app.changed(); // a page kept at another hour of this test is not the point
      const html = await page("/menu?city=bengaluru");
      return Object.fromEntries(
        [...html.matchAll(/\/bengaluru\/inventories\/id=(\d+)&amp;date=([\d-]+)/g)].map(([, id, date]) => [Number(id), date]),
      ) as Record<number, string>;
    };
    const morning = await inventories("10:00");
    expect(Object.keys(morning)).toHaveLength(9);
    for (const date of Object.values(morning)) expect(date).toBe(TEST_TODAY);
    // 14:00: day passes (type 7) are past their 13:00 cut-off; meeting rooms (type 1) are not.
    const afternoon = await inventories("14:00");
    expect(afternoon[7]).toBe(TOMORROW);
    expect(afternoon[1]).toBe(TEST_TODAY);
    const night = await inventories("22:00");
    expect(night[1]).toBe(TOMORROW);
    expect(night[7]).toBe(TOMORROW);
  });

  it("at 22:00 IST an explicit ?date= of today is honoured (and sold out)", async () => {
    now = at("22:00");
    const list = await page(`/bengaluru/meeting-rooms?date=${TEST_TODAY}`);
    expect(listedFor(list)).toBe("Monday, 23 Nov, 2026");
    expect(list).toContain("Sold Out");
    const room = await page(`${roomPath}?date=${TEST_TODAY}`);
    expect(dateField(room, "booking-date")).toEqual({ value: TEST_TODAY, min: TEST_TODAY });
  });

  it("a room without a date: today while its own last booking can start, then its next bookable day", async () => {
    now = at("10:00");
    expect(dateField(await page(roomPath), "booking-date")).toEqual({ value: TEST_TODAY, min: TEST_TODAY });
    now = at("22:00");
    expect(dateField(await page(roomPath), "booking-date")).toEqual({ value: TOMORROW, min: TEST_TODAY });
  });
});
