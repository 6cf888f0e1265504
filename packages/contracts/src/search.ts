// GET /passy/v1/search and GET /connect/v1/location/all (001 spec section 7; issue 19). The
// spec names the query (category=all, consider_active=true, keyword) but not the answer's
// shape: decision 0030 gives it.
import { z } from "zod";
import { SEARCH_CATEGORIES, SEARCH_KEYWORD_MAX_LENGTH, normaliseKeyword } from "@workbay/domain/search";
import { envelope } from "./envelope";

export const SEARCH_MESSAGES = {
  keywordMissing: "Please enter a place, centre or room to search for",
  keywordTooLong: `Please search with at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`,
  category: `category must be one of ${SEARCH_CATEGORIES.join(", ")}`,
  considerActive: "consider_active must be true or false",
  limit: "limit must be a whole number from 1 to 50",
} as const;

export const SearchQuery = z.object({
  keyword: z
    .string({ error: SEARCH_MESSAGES.keywordMissing })
    .max(SEARCH_KEYWORD_MAX_LENGTH, { error: SEARCH_MESSAGES.keywordTooLong })
    .refine((k) => normaliseKeyword(k) !== "", { error: SEARCH_MESSAGES.keywordMissing }),
  category: z.enum(SEARCH_CATEGORIES, { error: SEARCH_MESSAGES.category }).default("all"),
  /** true (the default): only what is open for booking; false: inactive centres and rooms too. */
  consider_active: z.enum(["true", "false"], { error: SEARCH_MESSAGES.considerActive }).default("true"),
  /** The most hits of each kind (rooms, centres, places). */
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limit })
    .int({ error: SEARCH_MESSAGES.limit })
    .min(1, { error: SEARCH_MESSAGES.limit })
    .max(50, { error: SEARCH_MESSAGES.limit })
    .default(8),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchHit = z.object({
  type: z.enum(["city", "locality", "centre", "room", "product"]),
  /** Unique across types: "centre-3", "room-41", "city-bengaluru"... */
  key: z.string(),
  name: z.string(),
  /** A second line: the centre and city of a room, the kind and city of a place... */
  detail: z.string(),
  /** For places: locality, metro, tech_park or airport. */
  kind: z.string().nullable(),
  city_slug: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The page to go to: a room's page, or a listing sorted by distance from the place. */
  href: z.string(),
  match: z.enum(["exact", "text", "fuzzy"]),
  /** Similarity to the keyword, 0 to 1. */
  score: z.number(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z.object({
  /** The keyword as matched (normalised). */
  keyword: z.string(),
  category: z.enum(SEARCH_CATEGORIES),
  /** Best first: exact centres and places, then rooms, then the merely similar. */
  results: z.array(SearchHit),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const SearchResponse = envelope(SearchResult);

export const Location = z.object({
  type: z.enum(["centre", "place"]),
  id: z.number().int(),
  name: z.string(),
  /** centre, locality, metro, tech_park or airport. */
  kind: z.string(),
  city: z.object({ slug: z.string(), name: z.string() }),
  /** The locality (a centre's nearest one). */
  locality: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The city is open for bookings. */
  live: z.boolean(),
});
export type Location = z.infer<typeof Location>;
export const LocationsResponse = envelope(z.array(Location));

// Place autocomplete and place detail (001 spec section 7 names them, "configured, use not
// shown"): answered from our places and centres, and from an optional external geocoder.
export const PLACE_MESSAGES = {
  inputMissing: "Please enter a place to look for",
  inputTooLong: `Please search with at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`,
  placeId: "place_id must be a place from the autocomplete",
  notFound: "Place not found",
} as const;

export const PlaceAutocompleteQuery = z.object({
  input: z
    .string({ error: PLACE_MESSAGES.inputMissing })
    .max(SEARCH_KEYWORD_MAX_LENGTH, { error: PLACE_MESSAGES.inputTooLong })
    .refine((k) => normaliseKeyword(k) !== "", { error: PLACE_MESSAGES.inputMissing }),
});
export const PlacePrediction = z.object({
  /** place-12, centre-3 (ours) or geo-... (the external geocoder's, kept a while for the detail call). */
  place_id: z.string(),
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
  source: z.enum(["workbay", "geocoder"]),
});
export const PlaceAutocompleteResponse = envelope(z.object({ predictions: z.array(PlacePrediction) }));

export const PlaceDetailQuery = z.object({
  place_id: z
    .string({ error: PLACE_MESSAGES.placeId })
    .regex(/^(place|centre)-\d{1,9}$|^geo-[A-Za-z0-9_-]{1,64}$/, { error: PLACE_MESSAGES.placeId }),
});
export const PlaceDetail = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Our city the place is in, when it is one of ours. */
  city_slug: z.string().nullable(),
  /** locality, metro, tech_park, airport, centre or geocoder. */
  kind: z.string(),
  /** The listing of rooms nearest to the place, when it is in one of our cities. */
  href: z.string().nullable(),
});
export type PlaceDetail = z.infer<typeof PlaceDetail>;
export const PlaceDetailResponse = envelope(PlaceDetail);
