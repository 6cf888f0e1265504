// The cities the public pages show (decision 0036): the cities table's live flag, answered by
// the API (cached there until the catalogue changes, on every instance). A city an operator
// switches off leaves the menus, the home page, the directory and the sitemap, and its pages
// answer 404; the footer still names it, 'Launching Soon', as the spec shows a city not yet live.
import { data } from "react-router";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { ApiClient } from "../../load-context";
import { unwrapApiData } from "../api/unwrap-api-data";

/** The slugs of the live cities. */
export async function liveCitySlugs(api: ApiClient): Promise<Set<string>> {
  const cities = unwrapApiData(await callEndpoint(api, endpoints.rooms.cityStatus));
  return new Set(cities.filter((c) => c.live).map((c) => c.slug));
}

/** A 404 (the not-found page) unless the city is live. */
export async function requireLiveCity(api: ApiClient, slug: string): Promise<void> {
  if (!(await liveCitySlugs(api)).has(slug)) throw data(null, { status: 404 });
}
