import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { and, count, eq } from "drizzle-orm";
import { rooms, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import type { RoomItem } from "@workbay/contracts/rooms";
import { BOUNDING_BOX_MESSAGES } from "@workbay/domain/bounding-box";
import { distanceKm } from "@workbay/domain/distance";
import { displayPricePaise } from "@workbay/domain/price-unit";
import { buildTestApp, TEST_TODAY } from "./helper";

const TOMORROW = "2026-11-24";

describe.each(testDatabaseKinds())("rooms API on %s", (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json() };
  };

  it("lists the nine product types", async () => {
    const { status, body } = await get("/passy/v1/room_categories");
    expect(status).toBe(200);
    expect(body.meta).toEqual({ status_code: 200, message: "Success" });
    expect(body.data.map((t: { id: number }) => t.id)).toEqual([1, 2, 7, 8, 9, 10, 11, 12, 16]);
    expect(body.data.find((t: { id: number }) => t.id === 16).name).toBe("Executive Day Pass");
  });

  it("counts each type's items in a city when asked, for the 'More workspace' links", async () => {
    const { status, body } = await get("/passy/v1/room_categories?city=pune");
    expect(status).toBe(200);
    const counts = new Map((body.data as { id: number; count: number }[]).map((t) => [t.id, t.count]));
    const listed = await get(`/passy/v1/rooms?city=pune&space_type=1&date=${TOMORROW}&page_size=48`);
    expect(counts.get(1)).toBe(listed.body.data.paging.total_items);
    expect([...counts.values()].every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect((await get("/passy/v1/room_categories?city=atlantis")).status).toBe(400);
  });

  it("lists the catalogue's amenities for the listing filters, each usable as a filter", async () => {
    const { status, body } = await get("/passy/v1/amenities");
    expect(status).toBe(200);
    const amenities: { code: string; name: string; icon: string }[] = body.data;
    expect(amenities.length).toBeGreaterThan(5);
    expect(amenities).toContainEqual(expect.objectContaining({ code: "wifi", name: "Wi-Fi" }));
    expect(new Set(amenities.map((a) => a.code)).size).toBe(amenities.length);
    const filtered = await get(`/passy/v1/rooms?city=bengaluru&date=${TOMORROW}&add_ons=${amenities[0]!.code}`);
    expect(filtered.status).toBe(200);
    for (const room of filtered.body.data.rooms as RoomItem[]) expect(room.amenities.map((a) => a.code)).toContain(amenities[0]!.code);
  });

  it("lists a city's meeting rooms for a date with their taken slots", async () => {
    const { status, body } = await get(`/passy/v1/rooms?city=bengaluru&date=${TOMORROW}&page_size=48`);
    expect(status).toBe(200);
    const items: RoomItem[] = body.data.rooms;
    expect(items.length).toBeGreaterThan(3);
    expect(body.data.paging.total_items).toBe(items.length);
    for (const item of items) {
      expect(item.city).toBe("bengaluru");
      expect(item.space_type).toBe(1);
      expect(item.date).toBe(TOMORROW);
      expect(item.url.length).toBeGreaterThanOrEqual(3);
    }
    // The taken slots are exactly the held slots in the database.
    const withTaken = items.find((i) => i.time_slots.length > 0);
    expect(withTaken).toBeDefined();
    const held = await app.db
      .select({ slot: slotHolds.slot })
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, withTaken!.id), eq(slotHolds.date, TOMORROW)));
    expect(withTaken!.time_slots).toEqual(held.map((h) => h.slot).sort((a, b) => a - b));
  });

  it("pages through the results without overlap", async () => {
    const first = await get("/passy/v1/rooms?city=mumbai&page_size=2&current_page=1");
    const second = await get("/passy/v1/rooms?city=mumbai&page_size=2&current_page=2");
    expect(first.body.data.rooms).toHaveLength(2);
    expect(first.body.data.paging.total_pages).toBe(Math.ceil(first.body.data.paging.total_items / 2));
    const ids = new Set(first.body.data.rooms.map((r: RoomItem) => r.id));
    for (const room of second.body.data.rooms) expect(ids.has(room.id)).toBe(false);
  });

  it("filters by capacity, room type, amenities and availability", async () => {
    const byCapacity = await get("/passy/v1/rooms?capacity=10&page_size=48");
    expect(byCapacity.body.data.rooms.length).toBeGreaterThan(0);
    for (const r of byCapacity.body.data.rooms) expect(r.capacity).toBeGreaterThanOrEqual(10);

    const byType = await get("/passy/v1/rooms?room_type=1&page_size=48");
    expect(byType.body.data.rooms.length).toBeGreaterThan(0);
    for (const r of byType.body.data.rooms) expect(r.categories.map((c: { id: number }) => c.id)).toContain(1);

    const all = await get("/passy/v1/rooms?page_size=48");
    const code = all.body.data.rooms[0].amenities[0].code;
    const byAmenity = await get(`/passy/v1/rooms?add_ons=${code}&page_size=48`);
    for (const r of byAmenity.body.data.rooms) expect(r.amenities.map((a: { code: string }) => a.code)).toContain(code);

    const available = await get(`/passy/v1/rooms?availability=true&date=${TEST_TODAY}&page_size=48`);
    for (const r of available.body.data.rooms) expect(r.available).toBe(true);
  });

  it("sorts by price and reports distance from the given point", async () => {
    const { body } = await get("/passy/v1/rooms?city=chennai&sort=price_asc&latitude=13.0827&longitude=80.2707&page_size=48");
    const costs = body.data.rooms.map((r: RoomItem) => r.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const r of body.data.rooms) {
      expect(r.distance).toBeTypeOf("number");
      expect(r.distance).toBeLessThan(30);
    }
  });

  it("sorts virtual offices by their monthly price, as the cards show it", async () => {
    const { body } = await get("/passy/v1/rooms?space_type=8&sort=price_desc&page_size=48");
    const monthly = body.data.rooms.map((r: RoomItem) =>
      displayPricePaise(8, Math.round(r.cost * 100), Math.round(r.month_factor * 10000)),
    );
    expect(monthly.length).toBeGreaterThan(2);
    expect(monthly).toEqual([...monthly].sort((a: number, b: number) => b - a));
  });

  it("orders by distance from the given point", async () => {
    const { body } = await get("/passy/v1/rooms?sort=distance&latitude=19.076&longitude=72.8777&page_size=48");
    const distances = body.data.rooms.map((r: RoomItem) => r.distance);
    expect(distances[0]).toBeLessThan(20);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
  });

  it("reports the total on a page past the end", async () => {
    const { body } = await get("/passy/v1/rooms?city=pune&current_page=50");
    expect(body.data.rooms).toEqual([]);
    expect(body.data.paging.total_items).toBeGreaterThan(0);
  });

  it("answers passes with the passes left and virtual offices with their durations", async () => {
    const passes = await get(`/passy/v1/rooms?space_type=7&date=${TOMORROW}&page_size=48`);
    expect(passes.body.data.rooms.length).toBeGreaterThan(0);
    for (const r of passes.body.data.rooms) {
      expect(r.passCount).toBeGreaterThanOrEqual(0);
      expect(r.available).toBe(r.is_bookable && r.passCount > 0);
    }
    // 28 November 2026 is a Saturday: day passes are weekday-only.
    const saturday = await get("/passy/v1/rooms?space_type=7&date=2026-11-28&page_size=48");
    for (const r of saturday.body.data.rooms) expect(r.available).toBe(false);

    const offices = await get("/passy/v1/rooms?space_type=8&page_size=48");
    expect(offices.body.data.rooms[0].months_list.map((m: { label: string }) => m.label)).toEqual([
      "3 Months",
      "6 Months",
      "1 Year",
      "2 Years",
    ]);
  });

  it.each([
    ["/passy/v1/rooms?city=kolkata", "city"],
    ["/passy/v1/rooms?page_size=49", "page_size"],
    ["/passy/v1/rooms?page_size=0", "page_size"],
    ["/passy/v1/rooms?date=2026-13-01", "date"],
    ["/passy/v1/rooms?date=23-11-2026", "date"],
    ["/passy/v1/rooms?date=2026-11-22", "date"],
    ["/passy/v1/rooms?date=2027-03-01", "date"],
    ["/passy/v1/rooms?space_type=3", "space_type"],
    ["/passy/v1/rooms?current_page=abc", "current_page"],
    ["/passy/v1/rooms?availability=yes", "availability"],
    ["/passy/v1/rooms?add_ons=wifi;drop%20table", "add_ons"],
    ["/passy/v1/rooms?latitude=91", "latitude"],
    ["/backoffice-service/api/v1/rooms/all_rooms?per_page=101", "per_page"],
    ["/backoffice-service/api/v1/rooms/all_rooms?order_by=password", "order_by"],
    ["/backoffice-service/api/v1/get_all_spaces/city/atlantis", "city"],
    ["/passy/v1/room/1?search_by=name", "search_by"],
  ])("refuses %s with a 400 naming %s", async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.meta.status_code).toBe(400);
    // The field is named in errors[]; the message is a sentence for people, never zod's default.
    expect(body.errors.map((e: { field: string }) => e.field).join(" ")).toContain(field);
    expect(body.meta.message).toMatch(/^[A-Z]/);
    expect(body.meta.message).not.toMatch(/Invalid input|Too (big|small)|expected .* received/);
    expect(body.data).toBeNull();
  });

  it("names the room's nearest airport and its distance (the room page's '86 kms from ...' line)", async () => {
    const { body } = await get(`/passy/v1/rooms?bbox=12.93,77.62,12.94,77.63&date=${TOMORROW}`);
    const room = (body.data.rooms as RoomItem[])[0]!;
    const detail = await get(`/passy/v1/room/${room.id}?date=${TOMORROW}`);
    expect(detail.body.data.nearest_airport.name).toBe("Kempegowda International Airport");
    expect(detail.body.data.nearest_airport.distance_km).toBeCloseTo(distanceKm(room.latitude, room.longitude, 13.1986, 77.7066), 1);
  });

  describe("bbox: rooms inside a map's area", () => {
    // Around Koramangala Forum (12.9352, 77.6245) and Indiranagar (12.9719, 77.6412), not Whitefield (77.7).
    const box = "12.90,77.60,12.99,77.66";

    it("lists only items whose centre is inside the box, each with its distance from the given point", async () => {
      const { status, body } = await get(
        `/passy/v1/rooms?bbox=${box}&space_type=1&date=${TOMORROW}&page_size=48&sort=distance&latitude=12.9352&longitude=77.6245`,
      );
      expect(status).toBe(200);
      const items = body.data.rooms as RoomItem[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.latitude).toBeGreaterThanOrEqual(12.9);
        expect(item.latitude).toBeLessThanOrEqual(12.99);
        expect(item.longitude).toBeGreaterThanOrEqual(77.6);
        expect(item.longitude).toBeLessThanOrEqual(77.66);
      }
      const distances = items.map((item) => item.distance ?? -1);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // Koramangala Forum is the point itself; Indiranagar is about 4.5 km north-east of it.
      expect(items[0]?.distance).toBe(0);
      const indiranagar = items.find((item) => Math.abs(item.latitude - 12.9719) < 1e-6);
      if (indiranagar) expect(indiranagar.distance).toBeCloseTo(4.5, 0);

      const city = await get(`/passy/v1/rooms?city=bengaluru&space_type=1&date=${TOMORROW}&page_size=48`);
      expect(body.data.paging.total_items).toBeLessThan(city.body.data.paging.total_items);
    });

    it("answers an empty list for a box with nothing in it", async () => {
      const { status, body } = await get(`/passy/v1/rooms?bbox=10,70,10.5,70.5&date=${TOMORROW}`);
      expect(status).toBe(200);
      expect(body.data.paging.total_items).toBe(0);
    });

    it.each([
      ["12.9,77.6,13.0", BOUNDING_BOX_MESSAGES.format],
      ["north,west,south,east", BOUNDING_BOX_MESSAGES.format],
      ["13.0,77.6,12.9,77.7", BOUNDING_BOX_MESSAGES.inverted],
      ["91,77.6,92,77.7", BOUNDING_BOX_MESSAGES.range],
      ["8,68,37,97", BOUNDING_BOX_MESSAGES.tooLarge],
    ])("refuses bbox=%s with a 400 and a sentence", async (bbox, message) => {
      const { status, body } = await get(`/passy/v1/rooms?bbox=${bbox}`);
      expect(status).toBe(400);
      expect(body.meta.message).toContain(message);
      expect(body.errors.map((e: { field: string }) => e.field).join(" ")).toContain("bbox");
      expect(body.data).toBeNull();
    });
  });

  it("finds a room by id and by SEO id, and answers 404 for unknown ones", async () => {
    const [room] = await app.db.select().from(rooms).limit(1);
    const byId = await get(`/passy/v1/room/${room!.id}?date=${TOMORROW}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.seo_id).toBe(room!.seoId);
    expect(byId.body.data.center_phone).toMatch(/^\+91/);
    const bySeo = await get(`/passy/v1/room/${room!.seoId}?search_by=seo_id`);
    expect(bySeo.body.data.id).toBe(room!.id);
    expect(bySeo.body.data.date).toBe(TEST_TODAY);

    for (const url of ["/passy/v1/room/999999", "/passy/v1/room/no-such-room?search_by=seo_id", "/passy/v1/room/abc"]) {
      const missing = await get(url);
      expect(missing.status).toBe(404);
      expect(missing.body.meta.message).toBe("Room not found");
    }
  });

  it("shows up to eight bookable meeting rooms", async () => {
    const { status, body } = await get("/passy/v1/show_case_rooms");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    for (const r of body.data) expect(r.space_type).toBe(1);
  });

  it("lists every room for the back office, ordered and paged", async () => {
    const { body } = await get("/backoffice-service/api/v1/rooms/all_rooms?per_page=100&order_by=-price&space_type_id=1");
    const costs = body.data.rooms.map((r: { cost: number }) => r.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const [meetingRooms] = await app.db.select({ total: count() }).from(rooms).where(eq(rooms.productTypeId, 1));
    const total = meetingRooms?.total;
    expect(body.data.paging.total_items).toBe(total);
  });

  it("lists a city's centres with their spaces", async () => {
    const { status, body } = await get("/backoffice-service/api/v1/get_all_spaces/city/pune");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const centre of body.data) {
      expect(centre.city).toBe("pune");
      expect(centre.spaces.length).toBeGreaterThan(0);
    }
  });

  it("never answers 500 to any query string", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            "date",
            "city",
            "page_size",
            "current_page",
            "capacity",
            "space_type",
            "room_type",
            "add_ons",
            "availability",
            "latitude",
            "longitude",
            "center_id",
            "sort",
          ),
          fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)),
        ),
        async (query) => {
          const response = await app.inject({ method: "GET", url: "/passy/v1/rooms", query });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("finds a room added just after a lookup missed it: room ids are cached, misses are not", async () => {
    const seoId = `added-later-${kind}`;
    expect((await get(`/passy/v1/room/${seoId}?search_by=seo_id`)).status).toBe(404);
    const [template] = await app.db.select().from(rooms).limit(1);
    const { id: _templateId, ...copy } = template!;
    const [added] = await app.db
      .insert(rooms)
      .values({ ...copy, seoId, inventoryId: `ADDED-LATER-${kind}` })
      .returning({ id: rooms.id });
    const found = await get(`/passy/v1/room/${seoId}?search_by=seo_id`);
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(added!.id);
  });
});
