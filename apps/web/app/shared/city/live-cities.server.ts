// The cities the public pages show (decision 0036): the cities table's live flag, answered by
// the API (cached there until the catalogue changes, on every instance). A city an operator
// switches off leaves the menus, the home page, the directory and the sitemap, and its pages
// answer 404; the footer still names it, 'Launching Soon', as the spec shows a city not yet live.
// The same answer says until when each of the city's types takes same-day bookings (decision
// 0039), from which a page without a chosen date takes its date.
import { data } from "react-router";
import type { CityStatus } from "@workbay/contracts/city-status";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { defaultSearchDate } from "@workbay/domain/same-day-deadline";
import type { ApiClient } from "../../load-context";
import { unwrapApiData } from "../api/unwrap-api-data";

/** Every city with its live flag and same-day deadlines. */
export async function cityStatuses(api: ApiClient): Promise<CityStatus[]> {
  return unwrapApiData(await callEndpoint(api, endpoints.rooms.cityStatus));
}

/** The slugs of the live cities. */
export function liveSlugsOf(cities: readonly CityStatus[]): Set<string> {
  return new Set(cities.filter((c) => c.live).map((c) => c.slug));
}

/** The slugs of the live cities. */
export async function liveCitySlugs(api: ApiClient): Promise<Set<string>> {
  return liveSlugsOf(await cityStatuses(api));
}

/** The date a list of a type in a city shows when none is chosen: today until its last same-day booking can start, then the next bookable day. */
export function cityDefaultDate(cities: readonly CityStatus[], city: string, productTypeId: number, now: Date): string {
  const deadlines = cities.find((c) => c.slug === city)?.same_day_deadlines.find((d) => d.space_type === productTypeId);
  return defaultSearchDate(now, deadlines?.weekdays);
}

/** A 404 (the not-found page) unless the city is live. */
export async function requireLiveCity(api: ApiClient, slug: string): Promise<void> {
  if (!(await liveCitySlugs(api)).has(slug)) throw data(null, { status: 404 });
}
