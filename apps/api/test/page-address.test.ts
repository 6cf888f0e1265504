import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { citySlugForName } from "@workbay/domain/search";
import { canonicalPageAddress, type RoutePatternOf } from "../src/web/page-address";

/** The patterns routes.ts gives these paths, as the server's route lookup answers (matched in any case). */
const ROUTES: [RegExp, string][] = [
  [/^\/day_pass_in_pune$/i, "day_pass_in_pune"],
  [/^\/virtual_office$/i, "virtual_office"],
  [/^\/meeting-room-directory$/i, "meeting-room-directory"],
  [/^\/contact-us$/i, "contact-us"],
  [/^\/[^/]+\/meeting-rooms$/i, ":city/meeting-rooms"],
  [/^\/[^/]+\/inventories\/[^/]+$/i, ":city/inventories/:selector"],
  [/^\/[^/]+\/foodbeverage\/[^/]+$/i, ":roomSeoId/foodBeverage/:tab"],
  [/^\/[^/]+\/[^/]+$/i, ":city/:roomSlug"],
];
const patternOf: RoutePatternOf = (pathname) => ROUTES.find(([path]) => path.test(pathname))?.[1] ?? "*";

describe("canonicalPageAddress", () => {
  it("drops trailing slashes and lowers a city's segment, keeping the query", () => {
    expect(canonicalPageAddress("/contact-us/")).toBe("/contact-us");
    expect(canonicalPageAddress("/pune/meeting-rooms//?page=2&x=%2F")).toBe("/pune/meeting-rooms?page=2&x=%2F");
    expect(canonicalPageAddress("/Pune/meeting-rooms")).toBe("/pune/meeting-rooms");
    expect(canonicalPageAddress("/DELHI/meeting-rooms-in-Room/")).toBe("/delhi/meeting-rooms-in-Room");
  });

  it("writes a route's fixed words as the route does, its parameters but the city as they came", () => {
    const cases: [string, string][] = [
      ["/DAY_PASS_IN_PUNE", "/day_pass_in_pune"],
      ["/Day_Pass_In_Pune/?date=2026-12-01&utm_source=Mail", "/day_pass_in_pune?date=2026-12-01&utm_source=Mail"],
      ["/Virtual_Office?city=pune", "/virtual_office?city=pune"],
      ["/Meeting-Room-Directory", "/meeting-room-directory"],
      ["/Contact-Us", "/contact-us"],
      ["/PUNE/MEETING-ROOMS?page=2", "/pune/meeting-rooms?page=2"],
      ["/Pune/Inventories/id=7", "/pune/inventories/id=7"],
      ["/Room-One/FOODBEVERAGE/high-tea", "/Room-One/foodBeverage/high-tea"],
      ["/PUNE/meeting-rooms-in-Room", "/pune/meeting-rooms-in-Room"],
    ];
    for (const [from, to] of cases) expect(canonicalPageAddress(from, patternOf), from).toBe(to);
  });

  it("moves a city's other name in any case straight to the city's list, in one step, keeping the query", () => {
    const cases: [string, string][] = [
      ["/BANGALORE/MEETING-ROOMS", "/bengaluru/meeting-rooms"],
      ["/Bangalore/Meeting-Rooms/?page=2&capacity=4", "/bengaluru/meeting-rooms?page=2&capacity=4"],
      ["/bangalore/meeting-rooms", "/bengaluru/meeting-rooms"],
      ["/New-Delhi/meeting-rooms?near=Aerocity", "/delhi/meeting-rooms?near=Aerocity"],
      ["/GURGAON/MEETING-ROOMS", "/delhi/meeting-rooms"],
    ];
    for (const [from, to] of cases) {
      expect(canonicalPageAddress(from, patternOf), from).toBe(to);
      expect(canonicalPageAddress(to, patternOf), to).toBeNull();
    }
    // Only the city's list moves the other name; other pages' first segment is not a city's.
    expect(canonicalPageAddress("/Bangalore/Inventories/id=7", patternOf)).toBe("/Bangalore/inventories/id=7");
    expect(canonicalPageAddress("/BANGALORE/meeting-rooms-in-Room", patternOf)).toBeNull();
    expect(canonicalPageAddress("/ATLANTIS/MEETING-ROOMS", patternOf)).toBe("/ATLANTIS/meeting-rooms");
  });

  it("leaves alone what is already one address, a page that does not exist, and anything a browser could read as another host", () => {
    for (const url of [
      "/",
      "/?city=pune",
      "/contact-us?a=b/",
      "/view-booking/WB12345678",
      "/day_pass_in_pune?City=PUNE",
      "/DAY_PASS_IN_ATLANTIS",
      "/Room-One/foodBeverage/High-Tea",
      "//evil.example/",
      "//Evil.Example/DAY_PASS_IN_PUNE/",
      "/\\evil.example/",
      "/%2Fevil/",
      "/%2F%2Fevil.example/Contact-Us/",
      "/DAY_PASS_IN_PUNE%2F..%2F",
    ]) {
      expect(canonicalPageAddress(url, patternOf), url).toBeNull();
    }
  });

  it("only ever changes letters' case, a city's other name to its slug and drops trailing slashes, never to another host, and never twice", () => {
    const part = fc.constantFrom(
      ...["/", "\\", "%2F", "%2f", ".", "?", "#", "a", "A", "_", "-", "Pune", "DAY_PASS_IN_PUNE", "evil.com", "@"],
      ...["Bangalore", "New-Delhi", "/Meeting-Rooms"],
    );
    const path = fc.array(part, { maxLength: 12 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(path, (tail) => {
        const url = `/${tail}`;
        const moved = canonicalPageAddress(url, patternOf);
        if (moved === null) return;
        expect(moved).toMatch(/^\/[\w-]/);
        const [movedPath = "", ...movedQuery] = moved.split("?");
        const [fromPath = "", ...fromQuery] = url.split("?");
        expect(movedQuery.join("?")).toBe(fromQuery.join("?"));
        const [movedFirst = "", ...movedRest] = movedPath.toLowerCase().split("/").slice(1);
        const [fromFirst = "", ...fromRest] = fromPath.replace(/\/+$/, "").toLowerCase().split("/").slice(1);
        expect(movedRest).toEqual(fromRest);
        expect([fromFirst, citySlugForName(fromFirst)]).toContain(movedFirst);
        expect(canonicalPageAddress(moved, patternOf)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("answers a path as long as a request line allows at once, however its slashes are laid out", () => {
    for (const url of [`/a${"/".repeat(16_000)}x`, `/Pune${"/".repeat(16_000)}`, `/${"A/".repeat(8_000)}`]) {
      const started = performance.now();
      canonicalPageAddress(url, patternOf);
      expect(performance.now() - started, url.slice(0, 10)).toBeLessThan(20);
    }
  });
});
