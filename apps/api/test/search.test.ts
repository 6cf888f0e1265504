import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import type { Location, SearchHit } from "@workbay/contracts/search";
import { SEARCH_MESSAGES } from "@workbay/contracts/search";
import { distanceKm } from "@workbay/domain/distance";
import { sql } from "drizzle-orm";
import { catalogueChanged } from "../src/services/catalogue-changes";
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

  it("puts the named city's products of that kind first: 'day pass bangalore' (decision 0054)", async () => {
    const results = await search("day pass bangalore");
    expect(results[0]).toMatchObject({
      type: "product",
      name: "Day Pass",
      detail: "All day passes in Bengaluru",
      href: "/bengaluru/inventories/id=7",
    });
    const dayPasses = results.filter((r) => r.type === "room" && r.name === "Day Pass").map((r) => r.city_slug);
    expect(dayPasses.length).toBeGreaterThan(1);
    expect(dayPasses[0]).toBe("bengaluru");
    // Everything of Bengaluru's that answers the whole keyword before anything of another city.
    const firstElsewhere = results.findIndex((r) => r.city_slug !== "bengaluru");
    const lastBengaluruDayPass = results.findLastIndex(
      (r) => r.city_slug === "bengaluru" && r.name.endsWith("Day Pass") && r.match !== "fuzzy",
    );
    expect(lastBengaluruDayPass).toBeLessThan(firstElsewhere);
  });

  it.each([
    ["virtual office pune", "pune", "Virtual Office", "All virtual offices in Pune", "/pune/inventories/id=8"],
    ["bangalore day pass", "bengaluru", "Day Pass", "All day passes in Bengaluru", "/bengaluru/inventories/id=7"],
    ["executive day pass mumbai", "mumbai", "Executive Day Pass", "All executive day passes in Mumbai", "/mumbai/inventories/id=16"],
  ])("'%s' leads with %s's list of that kind, then its rooms of that kind", async (keyword, city, name, detail, href) => {
    const results = await search(keyword);
    expect(results[0]).toMatchObject({ type: "product", name, detail, href });
    expect(results[1]).toMatchObject({ type: "room", name, city_slug: city });
  });

  it.each([
    ["day pass mumbay", "mumbai", "All day passes in Mumbai", "/mumbai/inventories/id=7"],
    ["day pass chenai", "chennai", "All day passes in Chennai", "/chennai/inventories/id=7"],
    ["hyderbad day pass", "hyderabad", "All day passes in Hyderabad", "/hyderabad/inventories/id=7"],
  ])("reads a misspelt city beside a product: '%s' leads with %s's day passes (decision 0056)", async (keyword, city, detail, href) => {
    const results = await search(keyword);
    expect(results[0]).toMatchObject({ type: "product", name: "Day Pass", detail, href });
    expect(results[1]).toMatchObject({ type: "room", name: "Day Pass", city_slug: city });
  });

  it("keeps the named city's rooms within the limit when other cities' rooms of that name come first by id", async () => {
    await app.db.execute(sql`
      insert into rooms (seo_id, inventory_id, centre_id, product_type_id, name, floor, capacity, cost_paise, description)
      select 'day-pass-forum', 'DAY-PASS-FORUM', ce.id, r.product_type_id, r.name, r.floor, r.capacity, r.cost_paise, r.description
      from rooms r, centres ce where r.name = 'Day Pass' and ce.name = 'Koramangala Forum' order by r.id limit 1`);
    await catalogueChanged(app.db);
    const { body } = await get(`/passy/v1/search?${new URLSearchParams({ keyword: "day pass bangalore", category: "room", limit: "2" })}`);
    expect((body.data.results as SearchHit[]).map((r) => `${r.name} · ${r.city_slug}`)).toEqual([
      "Day Pass · bengaluru",
      "Day Pass · bengaluru",
    ]);
  });

  it("names a workspace type in the plural and the city by its name: 'All day passes in Bengaluru'", async () => {
    const results = await search("day pass");
    expect(results.find((r) => r.type === "product" && r.name === "Day Pass")?.detail).toBe("All day passes in Bengaluru");
    expect((await search("pop up")).find((r) => r.type === "product")?.detail).toBe("All pop-up spaces in Bengaluru");
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
    ["' OR 1=1 --", 200],
    ["%_%", 400],
    ["%_\\", 400],
    ["\\", 400],
    ["kora%_\\mangala", 200],
    ["bangalore'); select pg_sleep(1); --", 200],
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
    ["koramangala ".repeat(25), SEARCH_MESSAGES.keywordTooLong],
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
  it("modernises an old spelling for the words of a centre's address: 'forum bangalore' finds the Bengaluru centre", async () => {
    const results = await search("forum bangalore", "centre");
    expect(results[0]).toMatchObject({ name: "Koramangala Forum", city_slug: "bengaluru" });
  });

  it("answers a wildcard-looking keyword literally: LIKE's % and _ match nothing more", async () => {
    expect((await search("kora%mangala")).map((r) => r.name)).not.toContain("Bombay");
    const { status, body } = await get(`/passy/v1/search?keyword=${encodeURIComponent("_ _ _ a")}`);
    expect(status).toBe(200);
    expect(body.data.results.length).toBeLessThanOrEqual(40);
  });

  it("ranks the exact room first among hundreds of rooms sharing its words (each way of matching is capped)", async () => {
    await app.db.execute(sql`
      insert into rooms (seo_id, inventory_id, centre_id, product_type_id, name, floor, capacity, cost_paise, description)
      select 'crowded-' || g, 'CROWDED-' || g, r.centre_id, r.product_type_id, 'Crowded Room ' || g, r.floor, r.capacity, r.cost_paise, r.description
      from (select * from rooms where is_active order by id limit 1) r, generate_series(1, 300) g`);
    await catalogueChanged(app.db);
    const exact = await search("crowded room 250", "room");
    expect(exact[0]).toMatchObject({ name: "Crowded Room 250", match: "exact" });
    const many = await search("crowded", "room");
    expect(many).toHaveLength(8);
    expect(many.every((r) => r.name.startsWith("Crowded Room") && r.match === "text")).toBe(true);
    const typo = await search("crowdd room 17", "room");
    expect(typo[0]?.name).toBe("Crowded Room 17");
  });

  it("follows the catalogue: a renamed room is found by its new name at once, a deactivated one only with consider_active=false", async () => {
    const [room] = await search("crowded room 42", "room");
    const id = Number(room?.key.replace("room-", ""));
    await app.db.execute(sql`update rooms set name = 'Quokka Boardroom' where id = ${id}`);
    await catalogueChanged(app.db, { roomIds: [id] });
    expect((await search("quokka", "room")).map((r) => r.key)).toEqual([`room-${id}`]);
    expect((await search("crowded room 42", "room")).map((r) => r.key)).not.toContain(`room-${id}`);
    await app.db.execute(sql`update rooms set is_active = false where id = ${id}`);
    await catalogueChanged(app.db, { roomIds: [id] });
    expect(await search("quokka", "room")).toEqual([]);
    const { body } = await get("/passy/v1/search?keyword=quokka&category=room&consider_active=false");
    expect((body.data.results as SearchHit[]).map((r) => r.key)).toEqual([`room-${id}`]);
    await app.db.execute(sql`delete from rooms where id = ${id}`);
    await catalogueChanged(app.db, { roomIds: [id] });
    const gone = await get("/passy/v1/search?keyword=quokka&category=room&consider_active=false");
    expect(gone.body.data.results).toEqual([]);
  });

  it("keeps places and centres in step too: a new place is found by its alias", async () => {
    await app.db.execute(sql`
      insert into places (city_slug, name, kind, aliases, latitude, longitude)
      values ('pune', 'Magarpatta City', 'tech_park', 'Magarpatta, Cybercity Magarpatta', 18.5158, 73.9272)`);
    await catalogueChanged(app.db);
    const [hit] = await search("magarpata", "locality");
    expect(hit).toMatchObject({ name: "Magarpatta City", city_slug: "pune" });
    expect((await search("cybercity magarpatta", "locality"))[0]).toMatchObject({ name: "Magarpatta City", match: "exact" });
  });
});
