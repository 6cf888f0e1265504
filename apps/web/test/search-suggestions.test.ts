import { describe, expect, it } from "vitest";
import type { SearchHit } from "@workbay/contracts/search";
import { groupSearchHits, suggestionsStatus } from "../app/features/search/search-suggestions";

const hit = (type: SearchHit["type"], name: string): SearchHit => ({
  type,
  key: `${type}-${name}`,
  name,
  detail: "",
  kind: null,
  city_slug: null,
  latitude: null,
  longitude: null,
  href: "/",
  match: "text",
  score: 0.5,
});

describe("groupSearchHits", () => {
  it("groups places, centres, rooms and workspace types, keeping the search's order inside each", () => {
    const groups = groupSearchHits([hit("city", "Pune"), hit("locality", "L1"), hit("centre", "C1"), hit("room", "R1"), hit("room", "R2")]);
    expect(groups.map((g) => [g.label, g.hits.map((h) => h.name)])).toEqual([
      ["Places", ["Pune", "L1"]],
      ["Centres", ["C1"]],
      ["Rooms and spaces", ["R1", "R2"]],
    ]);
  });
  it("puts the group of the best hit first: 'day pass bangalore' opens with the workspace type, then rooms, then the city", () => {
    const groups = groupSearchHits([
      hit("product", "Day Pass"),
      hit("room", "Day Pass"),
      hit("city", "Bengaluru"),
      hit("room", "Day Pass 2"),
    ]);
    expect(groups.map((g) => [g.label, g.hits.map((h) => h.name)])).toEqual([
      ["Workspace types", ["Day Pass"]],
      ["Rooms and spaces", ["Day Pass", "Day Pass 2"]],
      ["Places", ["Bengaluru"]],
    ]);
  });
});

describe("suggestionsStatus", () => {
  it("tells a screen reader how many suggestions there are, or that Enter searches", () => {
    expect(suggestionsStatus(1, "pune")).toBe("1 suggestion. Use the up and down arrows to choose one.");
    expect(suggestionsStatus(3, "pune")).toBe("3 suggestions. Use the up and down arrows to choose one.");
    expect(suggestionsStatus(0, "zzz")).toBe("No suggestions for zzz. Press Enter to search.");
    expect(suggestionsStatus(0, " ")).toBe("");
  });
});
