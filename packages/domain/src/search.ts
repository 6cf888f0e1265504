import { CITIES, type CitySlug } from "./cities";

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

export type RankableHit = { type: SearchHitType; match: SearchMatch; score: number; name: string; city_slug?: string | null };

/** The shortest word read as a misspelt city: "pune" or "hyd" one letter off is too often another word. */
export const MISSPELT_CITY_MIN_LENGTH = 5;

/** The one-word names and other names of each city of 5+ letters, normalised: "bangalore", "delhi", "poona". */
const CITY_WORDS: ReadonlyMap<string, CitySlug> = new Map(
  CITIES.flatMap((city) =>
    [city.name, ...CITY_ALIASES[city.slug]]
      .flatMap((name) => normaliseKeyword(name).split(" "))
      .filter((word) => word.length >= MISSPELT_CITY_MIN_LENGTH)
      .map((word) => [word, city.slug] as const),
  ),
);

/** Whether a and b differ by at most one edit: a letter added, dropped or changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length !== b.length) {
    const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
    return longer.slice(i + 1) === shorter.slice(i);
  }
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1);
}

/** The cities whose one-word name a word is one edit from ("mumbay": Mumbai); none for a city's own name. */
function citiesMisspeltBy(word: string): CitySlug[] {
  if (word.length < MISSPELT_CITY_MIN_LENGTH || CITY_WORDS.has(word)) return [];
  return [...new Set([...CITY_WORDS].filter(([name]) => withinOneEdit(word, name)).map(([, slug]) => slug))];
}

/**
 * The words of a keyword that look like a city's name misspelt beside other words ("day pass
 * mumbay": "mumbay"). Empty when the keyword is only that word (the search's fuzzy match then
 * finds the city as it is).
 */
export function misspeltCityWords(keyword: string): string[] {
  const words = keyword.split(" ").filter(Boolean);
  return words.length < 2 ? [] : words.filter((word) => citiesMisspeltBy(word).length > 0);
}

/**
 * The city a keyword names beside other words, by its name or another name written as whole
 * words: "day pass bangalore" names Bengaluru, "meeting room gurgaon" Delhi NCR. When no name is
 * written whole, a word one edit from a city's name of 5+ letters names it too ("day pass
 * mumbay"), unless the word is as close to a word of `placeNames` (the localities and centres
 * the search knows: "poonam" is a place, not Poona). Null when the keyword is only the city's
 * name (the city is then simply the first hit), names none, or names two cities.
 */
export function cityNamedBy(keyword: string, placeNames: readonly string[] = []): CitySlug | null {
  const padded = ` ${keyword} `;
  const named = new Set<CitySlug>();
  for (const city of CITIES) {
    const names = [city.name, ...CITY_ALIASES[city.slug]].map((name) => normaliseKeyword(name));
    if (names.includes(keyword)) return null;
    if (names.some((name) => padded.includes(` ${name} `))) named.add(city.slug);
  }
  if (named.size === 0) {
    const placeWords = placeNames.flatMap((name) => normaliseKeyword(name).split(" ")).filter((word) => !CITY_WORDS.has(word));
    for (const word of misspeltCityWords(keyword)) {
      if (placeWords.some((placeWord) => withinOneEdit(word, placeWord))) continue;
      for (const slug of citiesMisspeltBy(word)) named.add(slug);
    }
  }
  return named.size === 1 ? ([...named][0] ?? null) : null;
}

/**
 * The city an address's city segment means when it is not our slug but another of the city's
 * names: "bangalore" or "Bengaluru" is bengaluru, "gurgaon" and "new-delhi" delhi. Null for
 * anything else.
 */
export function citySlugForName(segment: string): CitySlug | null {
  const name = normaliseKeyword(segment.replace(/[-_+]/g, " "));
  const city = CITIES.find((c) => [c.slug, c.name, ...CITY_ALIASES[c.slug]].some((n) => normaliseKeyword(n) === name));
  return city?.slug ?? null;
}

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

/**
 * 0 for what answers all of a keyword that names a city beside other words: a room, product,
 * centre or place of that city holding the other words ("day pass bangalore": Bengaluru's day
 * passes). Everything else, the city itself included, 1.
 */
function inNamedCity(hit: RankableHit, namedCity: string | null): number {
  return namedCity !== null && hit.city_slug === namedCity && hit.type !== "city" && hit.match !== "fuzzy" ? 0 : 1;
}

/** A workspace type's list before one room of that name ("Day Pass": all day passes, then each). */
const typeOrder = (hit: RankableHit) => (hit.type === "product" ? 0 : 1);

/**
 * The hits in the order shown: what answers a keyword naming a city and something in it first
 * (`cityNamedBy`); then by tier, by similarity, a workspace type before a room of the same
 * name, then by name.
 */
export function rankSearchHits<T extends RankableHit>(hits: readonly T[], namedCity: string | null = null): T[] {
  return [...hits].sort(
    (a, b) =>
      inNamedCity(a, namedCity) - inNamedCity(b, namedCity) ||
      tier(a) - tier(b) ||
      b.score - a.score ||
      typeOrder(a) - typeOrder(b) ||
      a.name.localeCompare(b.name),
  );
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
