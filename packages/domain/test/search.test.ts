import { describe, expect, it } from "vitest";
import {
  cityNamedBy,
  citySlugForName,
  misspeltCityWords,
  modernSpelling,
  nearPath,
  normaliseKeyword,
  rankSearchHits,
  withinOneEdit,
  type RankableHit,
} from "../src/search";

describe("normaliseKeyword", () => {
  it("lowercases, folds full-width letters and collapses separators", () => {
    expect(normaliseKeyword("  Ｋｏｒａｍａｎｇａｌａ,   Forum!! ")).toBe("koramangala forum");
  });
  it("keeps the punctuation of names (T. Nagar, D'Souza, Andheri-Kurla)", () => {
    expect(normaliseKeyword("T. Nagar")).toBe("t. nagar");
    expect(normaliseKeyword("Andheri-Kurla")).toBe("andheri-kurla");
  });
  it("leaves nothing of punctuation alone", () => {
    expect(normaliseKeyword("%_% \\ ;")).toBe("");
  });
});

describe("rankSearchHits", () => {
  const hit = (type: RankableHit["type"], match: RankableHit["match"], score: number, name = `${type}-${match}`): RankableHit => ({
    type,
    match,
    score,
    name,
  });
  it("puts exact places first, then exact rooms, then places and rooms holding the words, then the fuzzy by similarity", () => {
    const ranked = rankSearchHits([
      hit("room", "fuzzy", 0.9),
      hit("room", "text", 0.5),
      hit("locality", "fuzzy", 0.6),
      hit("centre", "text", 0.4),
      hit("room", "exact", 1),
      hit("centre", "exact", 1),
    ]);
    expect(ranked.map((h) => h.name)).toEqual(["centre-exact", "room-exact", "centre-text", "room-text", "room-fuzzy", "locality-fuzzy"]);
  });
});

describe("rankSearchHits with a city named beside other words", () => {
  const hit = (type: RankableHit["type"], match: RankableHit["match"], score: number, name: string, city: string): RankableHit => ({
    type,
    match,
    score,
    name,
    city_slug: city,
  });
  it("puts that city's products and rooms first: 'day pass bangalore'", () => {
    const ranked = rankSearchHits(
      [
        hit("city", "text", 0.53, "Bengaluru", "bengaluru"),
        hit("room", "text", 0.47, "Day Pass · Delhi", "delhi"),
        hit("room", "text", 0.47, "Day Pass · Bengaluru", "bengaluru"),
        hit("product", "text", 0.47, "Day Pass · Bengaluru", "bengaluru"),
        hit("locality", "fuzzy", 0.53, "Kempegowda International Airport", "bengaluru"),
      ],
      "bengaluru",
    );
    expect(ranked.map((h) => `${h.type} ${h.name}`)).toEqual([
      "product Day Pass · Bengaluru",
      "room Day Pass · Bengaluru",
      "city Bengaluru",
      "room Day Pass · Delhi",
      "locality Kempegowda International Airport",
    ]);
  });
  it("ranks as before when no city is named", () => {
    const hits = [hit("room", "text", 0.5, "Day Pass", "delhi"), hit("city", "exact", 1, "Bengaluru", "bengaluru")];
    expect(rankSearchHits(hits).map((h) => h.name)).toEqual(["Bengaluru", "Day Pass"]);
  });
});

describe("cityNamedBy", () => {
  it.each([
    ["day pass bangalore", "bengaluru"],
    ["bangalore day pass", "bengaluru"],
    ["virtual office in pune", "pune"],
    ["meeting room gurgaon", "delhi"],
    ["event space delhi ncr", "delhi"],
    ["executive day pass bombay", "mumbai"],
  ])("%s names %s", (keyword, slug) => {
    expect(cityNamedBy(keyword)).toBe(slug);
  });
  it.each(["bangalore", "new delhi", "delhi ncr", "day pass", "bangalorean pass", "pune mumbai day pass"])(
    "%s names no city beside other words",
    (keyword) => {
      expect(cityNamedBy(keyword)).toBeNull();
    },
  );
});

describe("cityNamedBy with a city's name misspelt", () => {
  it.each([
    ["day pass mumbay", "mumbai"],
    ["day pass bangalor", "bengaluru"],
    ["bengalure meeting room", "bengaluru"],
    ["virtual office chenai", "chennai"],
    ["day pass hyderbad", "hyderabad"],
    ["event space dehli", "delhi"],
    ["meeting room bomaby", "mumbai"],
  ])("%s names %s", (keyword, slug) => {
    expect(cityNamedBy(keyword)).toBe(slug);
  });
  it.each([
    ["day pass pone", "a word under 5 letters (Pune)"],
    ["day pass hyde", "a word under 5 letters (Hyd)"],
    ["day pass mumbaiii", "two edits away"],
    ["mumbay", "the keyword is only the word"],
    ["day pass bangalor mumbay", "two cities"],
  ])("%s names no city: %s", (keyword) => {
    expect(cityNamedBy(keyword)).toBeNull();
  });
  it("reads a city named whole before a misspelt one", () => {
    expect(cityNamedBy("day pass mumbay bangalore")).toBe("bengaluru");
  });
  it("does not read a word as a city when a place or centre the search knows has a word as close", () => {
    expect(cityNamedBy("day pass poonam", [])).toBe("pune");
    expect(cityNamedBy("day pass poonam", ["Poonam Chambers", "Koramangala"])).toBeNull();
    expect(cityNamedBy("day pass mumbay", ["Mumbay Heights"])).toBeNull();
  });
  it("does not let a place named after the city itself hide the city", () => {
    expect(cityNamedBy("day pass mumbay", ["Mumbai Central", "Bangalore Palace"])).toBe("mumbai");
  });
  it("lists the misspelt words only beside other words", () => {
    expect(misspeltCityWords("day pass mumbay")).toEqual(["mumbay"]);
    expect(misspeltCityWords("day pass mumbai")).toEqual([]);
    expect(misspeltCityWords("mumbay")).toEqual([]);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["mumbai", "mumbay", true],
    ["bangalore", "bangalor", true],
    ["chennai", "chenai", true],
    ["delhi", "dehli", true],
    ["delhi", "delhi", true],
    ["delhi", "dlehi", true],
    ["mumbai", "mumbaiii", false],
    ["delhi", "dhlei", false],
    ["poona", "pnoa", false],
    ["", "a", true],
  ])("%s and %s: %s", (a, b, close) => {
    expect(withinOneEdit(a, b)).toBe(close);
    expect(withinOneEdit(b, a)).toBe(close);
  });
});

describe("citySlugForName", () => {
  it.each([
    ["bangalore", "bengaluru"],
    ["Bangalore", "bengaluru"],
    ["bombay", "mumbai"],
    ["gurgaon", "delhi"],
    ["new-delhi", "delhi"],
    ["delhi-ncr", "delhi"],
  ])("reads %s as %s", (segment, slug) => {
    expect(citySlugForName(segment)).toBe(slug);
  });
  it.each(["kolkata", "bangaloree", "", "meeting-rooms"])("knows no city %j", (segment) => {
    expect(citySlugForName(segment)).toBeNull();
  });
});

describe("nearPath", () => {
  it("links a city's meeting rooms sorted by distance from the point, coordinates to 4 places", () => {
    expect(nearPath("bengaluru", { name: "HSR Layout", latitude: 12.911612345, longitude: 77.6474 })).toBe(
      "/bengaluru/meeting-rooms?near=HSR+Layout&lat=12.9116&lng=77.6474&sort=distance",
    );
  });
});

describe("modernSpelling", () => {
  it("replaces old spellings word by word and leaves the rest", () => {
    expect(modernSpelling("meeting room bangalore")).toBe("meeting room bengaluru");
    expect(modernSpelling("bombay gurgaon")).toBe("mumbai gurugram");
    expect(modernSpelling("koramangala")).toBe("koramangala");
    expect(modernSpelling("bangalorean")).toBe("bangalorean");
  });
});
