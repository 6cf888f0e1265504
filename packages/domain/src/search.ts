import type { CitySlug } from "./cities";

// The search's rules (issue 19, decision 0030): what a keyword may be, the other names of
// each city, and how hits of different kinds are ordered. The matching itself is SQL.

export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const SEARCH_CATEGORIES = ["all", "city", "locality", "centre", "room", "product"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/**
 * The keyword as matched: Unicode-normalised (NFKC, so full-width letters match), lowercased,
 * punctuation that only separates words turned into spaces, runs of spaces collapsed.
 * Empty when nothing searchable is left.
 */
export function normaliseKeyword(raw: string): string {
  return raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&.'-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Other names people type for a city: the old names (Bangalore, Bombay, Madras, Poona), short
 * forms and the NCR's parts. Gurugram, Noida and their old spellings are places of Delhi NCR
 * too (the places table), so a search for them lands on the locality, not only the city.
 */
export const CITY_ALIASES: Record<CitySlug, readonly string[]> = {
  bengaluru: ["Bangalore", "Bengalooru", "Blr"],
  delhi: ["Delhi", "New Delhi", "NCR", "Gurugram", "Gurgaon", "Noida"],
  mumbai: ["Bombay"],
  chennai: ["Madras"],
  hyderabad: ["Hyd", "Secunderabad"],
  pune: ["Poona"],
};

/**
 * Old spellings people still type, and the name our addresses use: "meeting room bangalore"
 * also finds the centres whose address says Bengaluru. Only spellings, not the NCR's parts or
 * short forms (a centre's address names Gurugram, not Delhi NCR).
 */
export const MODERN_SPELLINGS: Readonly<Record<string, string>> = {
  bangalore: "bengaluru",
  bengalooru: "bengaluru",
  bombay: "mumbai",
  madras: "chennai",
  poona: "pune",
  gurgaon: "gurugram",
  calcutta: "kolkata",
  trivandrum: "thiruvananthapuram",
};

/** The normalised keyword with old spellings replaced word by word (the same keyword when there are none). */
export function modernSpelling(keyword: string): string {
  return keyword
    .split(" ")
    .map((word) => MODERN_SPELLINGS[word] ?? word)
    .join(" ");
}

export type SearchHitType = "city" | "locality" | "centre" | "room" | "product";
/** exact: the whole name (or an alias) is the keyword; text: every word of it is in the name; fuzzy: only similar. */
export type SearchMatch = "exact" | "text" | "fuzzy";

export type RankableHit = { type: SearchHitType; match: SearchMatch; score: number; name: string };

/**
 * Tier of a hit, lowest first: an exact city, locality or centre; then any rooms and
 * products that contain the words; then places containing the words; then everything only
 * similar (typos), by similarity.
 */
function tier(hit: RankableHit): number {
  const place = hit.type === "city" || hit.type === "locality" || hit.type === "centre";
  if (hit.match === "exact") return place ? 0 : 1;
  if (hit.match === "text") return place ? 2 : 3;
  return 4;
}

/** The hits in the order shown: by tier, then by similarity, then by name. */
export function rankSearchHits<T extends RankableHit>(hits: readonly T[]): T[] {
  return [...hits].sort((a, b) => tier(a) - tier(b) || b.score - a.score || a.name.localeCompare(b.name));
}

/** Coordinates kept in a listing address: 4 decimals, about 11 m. */
function coordinate(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

/** A city's meeting rooms sorted by distance from a named point (a locality, centre or the visitor). */
export function nearPath(citySlug: string, point: { name: string; latitude: number; longitude: number }): string {
  const params = new URLSearchParams({
    near: point.name,
    lat: coordinate(point.latitude),
    lng: coordinate(point.longitude),
    sort: "distance",
  });
  return `/${citySlug}/meeting-rooms?${params.toString()}`;
}
