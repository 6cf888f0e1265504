import { LRUCache } from "lru-cache";
import type { Database } from "@workbay/db/client";
import {
  findCentrePlace,
  findPlace,
  searchCentres,
  searchPlaces,
  withSearchSettings,
  type PlaceRow,
} from "@workbay/db/repositories/search-repository";
import type { PlaceDetail } from "@workbay/contracts/search";
import { PLACE_MESSAGES } from "@workbay/contracts/search";
import { AppError } from "@workbay/domain/app-error";
import { CITIES } from "@workbay/domain/cities";
import { distanceKm } from "@workbay/domain/distance";
import { modernSpelling, nearPath, normaliseKeyword } from "@workbay/domain/search";
import { cachedSearch } from "./search-cache";

const PREDICTIONS = 5;
const GEOCODER_TIMEOUT_MS = 1500;
/** A city's listing is offered for a geocoded place within this distance of the city's centre. */
const CITY_RADIUS_KM = 60;

const PLACE_KIND_LABEL: Record<string, string> = {
  locality: "Locality",
  metro: "Metro station",
  tech_park: "Tech park",
  airport: "Airport",
  centre: "Workbay centre",
};

type Prediction = { place_id: string; description: string; main_text: string; secondary_text: string; source: "workbay" | "geocoder" };
type GeocodedPlace = { name: string; address: string; latitude: number; longitude: number };

/** Geocoded places by id, so that the detail call can answer for a prediction it made (one per process). */
const geocoded = new LRUCache<string, GeocodedPlace>({ max: 5000, ttl: 3_600_000 });

function cityNear(latitude: number, longitude: number) {
  return CITIES.find((city) => distanceKm(latitude, longitude, city.latitude, city.longitude) <= CITY_RADIUS_KM);
}

/**
 * Asks the external geocoder (PLACES_GEOCODER_URL, a Nominatim-style search) for places in
 * India. Any failure (down, slow, malformed) answers nothing: our own places still answer.
 */
async function geocode(url: string, input: string, log: (error: unknown) => void): Promise<Prediction[]> {
  try {
    const target = new URL(url);
    target.searchParams.set("q", input);
    target.searchParams.set("format", "json");
    target.searchParams.set("countrycodes", "in");
    target.searchParams.set("limit", String(PREDICTIONS));
    const response = await fetch(target, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error("geocoder answered no list");
    const predictions: Prediction[] = [];
    for (const entry of body as Record<string, unknown>[]) {
      const latitude = Number(entry.lat);
      const longitude = Number(entry.lon);
      const id = String(entry.place_id ?? "")
        .replace(/[^A-Za-z0-9_-]/g, "")
        .slice(0, 64);
      const address = typeof entry.display_name === "string" ? entry.display_name.slice(0, 300) : "";
      if (!id || !address || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      const [name = address, ...rest] = address.split(",").map((part) => part.trim());
      geocoded.set(`geo-${id}`, { name, address, latitude, longitude });
      predictions.push({
        place_id: `geo-${id}`,
        description: address,
        main_text: name,
        secondary_text: rest.join(", "),
        source: "geocoder",
      });
    }
    return predictions;
  } catch (error) {
    log(error);
    return [];
  }
}

/**
 * Place autocomplete: our localities, landmarks and centres first (typo-tolerant, as the
 * search), then, when configured and ours leave room, the external geocoder's.
 */
export async function placeAutocomplete(
  db: Database,
  input: string,
  options: { geocoderUrl?: string; log: (error: unknown) => void },
): Promise<{ predictions: Prediction[] }> {
  const keyword = normaliseKeyword(input);
  const ours = await cachedSearch(db, JSON.stringify(["places", keyword]), () => ourPredictions(db, keyword));
  if (!options.geocoderUrl || ours.length >= PREDICTIONS) return { predictions: ours };
  const external = await geocode(options.geocoderUrl, input.trim(), options.log);
  const known = new Set(ours.map((p) => p.main_text.toLowerCase()));
  return { predictions: [...ours, ...external.filter((p) => !known.has(p.main_text.toLowerCase()))].slice(0, PREDICTIONS) };
}

/** Our localities, landmarks and centres for a normalised keyword, best first. */
async function ourPredictions(db: Database, keyword: string): Promise<Prediction[]> {
  const options = { activeOnly: true, limit: PREDICTIONS, textKeyword: modernSpelling(keyword) };
  const { places, centres } = await withSearchSettings(db, async (tx) => ({
    places: await searchPlaces(tx, keyword, options),
    centres: await searchCentres(tx, keyword, options),
  }));
  return [
    ...places.map((p) => ({ id: `place-${p.id}`, name: p.name, detail: `${PLACE_KIND_LABEL[p.kind] ?? "Place"}, ${p.cityName}`, rank: p })),
    ...centres.map((c) => ({ id: `centre-${c.id}`, name: c.name, detail: `Workbay centre, ${c.cityName}`, rank: c })),
  ]
    .sort((a, b) => Number(b.rank.exact) - Number(a.rank.exact) || Number(b.rank.text) - Number(a.rank.text) || b.rank.score - a.rank.score)
    .slice(0, PREDICTIONS)
    .map(({ id, name, detail }) => ({
      place_id: id,
      description: `${name}, ${detail}`,
      main_text: name,
      secondary_text: detail,
      source: "workbay" as const,
    }));
}

function detailOf(placeId: string, row: PlaceRow): PlaceDetail {
  return {
    place_id: placeId,
    name: row.name,
    formatted_address: [row.address, row.cityName].filter(Boolean).join(", "),
    latitude: row.latitude,
    longitude: row.longitude,
    city_slug: row.citySlug,
    kind: row.kind,
    href: nearPath(row.citySlug, row),
  };
}

/** Place detail for a prediction's place_id: where it is, and the listing sorted from it. */
export async function placeDetail(db: Database, placeId: string): Promise<PlaceDetail> {
  const [kind, id] = placeId.split(/-(.*)/s) as [string, string];
  if (kind === "place" || kind === "centre") {
    const row = kind === "place" ? await findPlace(db, Number(id)) : await findCentrePlace(db, Number(id));
    if (!row) throw new AppError("not_found", PLACE_MESSAGES.notFound);
    return detailOf(placeId, row);
  }
  const place = geocoded.get(placeId);
  if (!place) throw new AppError("not_found", PLACE_MESSAGES.notFound);
  const city = cityNear(place.latitude, place.longitude);
  return {
    place_id: placeId,
    name: place.name,
    formatted_address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    city_slug: city?.slug ?? null,
    kind: "geocoder",
    href: city ? nearPath(city.slug, place) : null,
  };
}
