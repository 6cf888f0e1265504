import type { Database } from "@workbay/db/client";
import {
  listLocations,
  listPlaceAndCentreNames,
  searchCentres,
  searchCities,
  searchPlaces,
  searchProducts,
  searchRooms,
  withSearchSettings,
  type SearchMatchFlags,
} from "@workbay/db/repositories/search-repository";
import type { Location, SearchHit, SearchQuery, SearchResult } from "@workbay/contracts/search";
import {
  CITY_ALIASES,
  cityNamedBy,
  misspeltCityWords,
  modernSpelling,
  nearPath,
  normaliseKeyword,
  rankSearchHits,
  type SearchMatch,
} from "@workbay/domain/search";
import { DEFAULT_CITY, cityBySlug } from "@workbay/domain/cities";
import { PRODUCT_TYPE_PLURALS, isProductTypeId } from "@workbay/domain/product-types";
import { listingPath, roomPath } from "@workbay/domain/room-page";
import { cachedSearch } from "./search-cache";

const PLACE_KIND_LABEL: Record<string, string> = {
  locality: "Locality",
  metro: "Metro station",
  tech_park: "Tech park",
  airport: "Airport",
};

function matchOf(row: SearchMatchFlags): SearchMatch {
  return row.exact ? "exact" : row.text ? "text" : "fuzzy";
}

const roundScore = (score: number) => Math.round(score * 1000) / 1000;

/**
 * One search over cities, places, centres, rooms and product types (issue 19): each kind
 * matched in SQL, then ranked together by the domain's rule. Products link to the listing of
 * the city the keyword names (or the best place's city), else the default city.
 */
export function search(db: Database, query: SearchQuery): Promise<SearchResult> {
  const keyword = normaliseKeyword(query.keyword);
  const key = JSON.stringify(["search", keyword, query.category, query.consider_active, query.limit]);
  return cachedSearch(db, key, () => searchUncached(db, keyword, query));
}

async function searchUncached(db: Database, keyword: string, query: SearchQuery): Promise<SearchResult> {
  const wants = (type: SearchQuery["category"]) => query.category === "all" || query.category === type;
  // "day pass bangalore": Bengaluru's day passes before other cities' (decision 0054); a city's
  // name misspelt counts unless a place or centre has a name as close (decision 0056).
  const placeNames = misspeltCityWords(keyword).length > 0 ? await listPlaceAndCentreNames(db) : [];
  const namedCity = cityNamedBy(keyword, placeNames);
  const options = { activeOnly: query.consider_active === "true", limit: query.limit, textKeyword: modernSpelling(keyword), namedCity };
  const { activeOnly } = options;
  // One after another in one transaction (its settings: withSearchSettings); PGlite has one connection anyway.
  const { cityRows, placeRows, centreRows, roomRows, productRows } = await withSearchSettings(db, async (tx) => ({
    cityRows: wants("city") || wants("product") ? await searchCities(tx, keyword, CITY_ALIASES, { activeOnly }) : [],
    placeRows: wants("locality") || wants("product") ? await searchPlaces(tx, keyword, options) : [],
    centreRows: wants("centre") ? await searchCentres(tx, keyword, options) : [],
    roomRows: wants("room") ? await searchRooms(tx, keyword, options) : [],
    productRows: wants("product") ? await searchProducts(tx, keyword) : [],
  }));

  const hits: SearchHit[] = [];
  if (wants("city")) {
    for (const c of cityRows)
      hits.push({
        type: "city",
        key: `city-${c.slug}`,
        name: c.name,
        detail: c.live ? "City" : "City · Launching Soon",
        kind: null,
        city_slug: c.slug,
        latitude: c.latitude,
        longitude: c.longitude,
        href: `/${c.slug}/meeting-rooms`,
        match: matchOf(c),
        score: roundScore(c.score),
      });
  }
  if (wants("locality")) {
    for (const p of placeRows)
      hits.push({
        type: "locality",
        key: `place-${p.id}`,
        name: p.name,
        detail: `${PLACE_KIND_LABEL[p.kind] ?? "Place"} · ${p.cityName}`,
        kind: p.kind,
        city_slug: p.citySlug,
        latitude: p.latitude,
        longitude: p.longitude,
        href: nearPath(p.citySlug, p),
        match: matchOf(p),
        score: roundScore(p.score),
      });
  }
  for (const c of centreRows)
    hits.push({
      type: "centre",
      key: `centre-${c.id}`,
      name: c.name,
      detail: `Centre · ${c.address}, ${c.cityName}`,
      kind: null,
      city_slug: c.citySlug,
      latitude: c.latitude,
      longitude: c.longitude,
      href: nearPath(c.citySlug, c),
      match: matchOf(c),
      score: roundScore(c.score),
    });
  for (const r of roomRows)
    hits.push({
      type: "room",
      key: `room-${r.id}`,
      name: r.name,
      detail: `${r.productTypeName} for ${r.capacity} · ${r.centreName}, ${r.cityName}`,
      kind: null,
      city_slug: r.citySlug,
      latitude: r.latitude,
      longitude: r.longitude,
      href: roomPath(r.citySlug, r.seoId),
      match: matchOf(r),
      score: roundScore(r.score),
    });
  const productCity =
    namedCity ?? cityRows.find((c) => c.exact || c.text)?.slug ?? placeRows.find((p) => p.exact || p.text)?.citySlug ?? DEFAULT_CITY;
  for (const p of productRows) {
    if (!isProductTypeId(p.id)) continue;
    hits.push({
      type: "product",
      key: `product-${p.id}`,
      name: p.name,
      detail: `All ${PRODUCT_TYPE_PLURALS[p.id]} in ${cityBySlug(productCity)?.name ?? productCity}`,
      kind: null,
      city_slug: productCity,
      latitude: null,
      longitude: null,
      href: listingPath(p.id, productCity),
      match: matchOf(p),
      score: roundScore(p.score),
    });
  }
  return { keyword, category: query.category, results: rankSearchHits(hits, namedCity) };
}

/** Every centre and place people can look for, with its city and coordinates. */
export async function locations(db: Database): Promise<Location[]> {
  const rows = await listLocations(db);
  return rows.map((r) => ({
    type: r.type,
    id: r.id,
    name: r.name,
    kind: r.kind,
    city: { slug: r.citySlug, name: r.cityName },
    locality: r.locality,
    latitude: r.latitude,
    longitude: r.longitude,
    live: r.live,
  }));
}
