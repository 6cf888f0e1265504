import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import type { Location, SearchHit } from "@workbay/contracts/search";
import { SEARCH_MESSAGES } from "@workbay/contracts/search";
import { distanceKm } from "@workbay/domain/distance";
import { buildTestApp } from "./helper";

describe.each(testDatabaseKinds())("search API on %s", (kind) => {
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
  const search = async (keyword: string, category = "all") => {
    const query = new URLSearchParams({ category, consider_active: "true", keyword });
    const { status, body } = await get(`/passy/v1/search?${query.toString()}`);
    expect(status).toBe(200);
    return body.data.results as SearchHit[];
  };

  it("finds a locality by its exact name first, linking to rooms sorted by distance from it", async () => {
    const [first] = await search("Koramangala");
    expect(first).toMatchObject({ type: "locality", name: "Koramangala", match: "exact", city_slug: "bengaluru" });
    expect(first?.href).toBe("/bengaluru/meeting-rooms?near=Koramangala&lat=12.9352&lng=77.6245&sort=distance");
  });

  it("tolerates typos: 'koramangla' still finds Koramangala and its centre", async () => {
    const results = await search("koramangla");
    const names = results.map((r) => r.name);
    expect(names.slice(0, 2)).toEqual(expect.arrayContaining(["Koramangala", "Koramangala Forum"]));
    expect(results[0]?.match).toBe("fuzzy");
  });

  it.each([
    ["Bangalore", "bengaluru"],
    ["bangalor", "bengaluru"],
    ["Bombay", "mumbai"],
    ["Madras", "chennai"],
    ["Poona", "pune"],
    ["Gurgaon", "delhi"],
  ])("knows the city's other spelling %s", async (keyword, slug) => {
    const results = await search(keyword);
    expect(results[0]?.city_slug).toBe(slug);
    expect(results.some((r) => r.type === "city" && r.city_slug === slug)).toBe(true);
  });

  it("finds Gurugram by its old name as a place of Delhi NCR", async () => {
    const results = await search("gurgaon");
    expect(results.find((r) => r.type === "locality" && r.name === "Gurugram")).toMatchObject({ match: "exact", city_slug: "delhi" });
  });

  it("ranks an exact centre above rooms, and rooms that hold the words above fuzzy matches", async () => {
    const results = await search("Nehru Place");
    expect(results[0]).toMatchObject({ name: "Nehru Place", match: "exact" });
    const matches = results.map((r) => r.match);
    const order = { exact: 0, text: 1, fuzzy: 2 };
    expect(matches.map((m) => order[m])).toEqual([...matches.map((m) => order[m])].sort((a, b) => a - b));
  });

  it("finds rooms by name, each linking to its page", async () => {
    const centre = (await get("/backoffice-service/api/v1/rooms/all_rooms?page_size=5")).body.data;
    const roomName: string = (centre.rooms ?? centre.items ?? centre)[0].name;
    const results = await search(roomName, "room");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.type === "room")).toBe(true);
    expect(results[0]?.name).toBe(roomName);
    expect(results[0]?.href).toMatch(/^\/[a-z]+\/meeting-rooms-in-/);
  });

  it("finds a product in the city the keyword names", async () => {
    const results = await search("day pass bangalore");
    expect(results.find((r) => r.type === "product")).toMatchObject({ name: "Day Pass", href: "/bengaluru/inventories/id=7" });
  });

  it("finds a centre by a word of its address", async () => {
    const results = await search("domlur", "centre");
    expect(results.map((r) => r.name)).toContain("Embassy Golf Links");
  });

  it("finds nothing, cleanly, for a keyword like nothing we have", async () => {
    expect(await search("zzqxv")).toEqual([]);
  });

  it.each([
    ["' or 1=1 --", 200],
    ["%_%", 400],
    ["\\", 400],
    ["Коворкинг 東京 🏢", 200],
    ["koramangala; drop table rooms", 200],
  ])("answers an odd keyword %s cleanly (punctuation alone is no keyword)", async (keyword, status) => {
    const response = await get(`/passy/v1/search?keyword=${encodeURIComponent(keyword)}`);
    expect(response.status).toBe(status);
    expect(JSON.stringify(response.body)).not.toMatch(/syntax|relation|postgres|sql|stack/i);
  });

  it.each([
    ["", SEARCH_MESSAGES.keywordMissing],
    ["%20%20", SEARCH_MESSAGES.keywordMissing],
    ["k".repeat(101), SEARCH_MESSAGES.keywordTooLong],
  ])("refuses the keyword %j with a clear message", async (keyword, message) => {
    const { status, body } = await get(`/passy/v1/search?keyword=${keyword}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it("refuses a missing keyword, a bad category, consider_active or limit", async () => {
    for (const [query, message] of [
      ["category=all", SEARCH_MESSAGES.keywordMissing],
      ["keyword=pune&category=everything", SEARCH_MESSAGES.category],
      ["keyword=pune&consider_active=yes", SEARCH_MESSAGES.considerActive],
      ["keyword=pune&limit=0", SEARCH_MESSAGES.limit],
    ] as const) {
      const { status, body } = await get(`/passy/v1/search?${query}`);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(message);
    }
  });

  it("keeps to one kind when asked", async () => {
    const results = await search("pune", "locality");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.type === "locality")).toBe(true);
  });

  it("lists every location with its city, coordinates and live flag", async () => {
    const { status, body } = await get("/connect/v1/location/all");
    expect(status).toBe(200);
    const all = body.data as Location[];
    const forum = all.find((l) => l.type === "centre" && l.name === "Koramangala Forum");
    expect(forum).toMatchObject({ kind: "centre", city: { slug: "bengaluru", name: "Bengaluru" }, locality: "Koramangala", live: true });
    const airport = all.find((l) => l.kind === "airport" && l.city.slug === "mumbai");
    expect(airport?.name).toBe("Chhatrapati Shivaji Maharaj International Airport");
    expect(new Set(all.map((l) => l.city.slug))).toEqual(new Set(["bengaluru", "delhi", "mumbai", "chennai", "hyderabad", "pune"]));
  });

  it("sorts a city's rooms by distance from a searched place, nearest first", async () => {
    const [place] = await search("Koramangala", "locality");
    if (!place?.latitude || !place.longitude) throw new Error("no coordinates");
    const { body } = await get(
      `/passy/v1/rooms?city=bengaluru&space_type=1&date=2026-11-24&sort=distance&page_size=48&latitude=${place.latitude}&longitude=${place.longitude}`,
    );
    const distances = (body.data.rooms as { distance: number; centre: { latitude: number; longitude: number } }[]).map((r) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const koramangalaForum = distanceKm(place.latitude, place.longitude, 12.9352, 77.6245);
    expect(distances[0]).toBeCloseTo(koramangalaForum, 0);
  });
});
