import { redirect } from "react-router";
import { DEFAULT_CITY, isCitySlug } from "@workbay/domain/cities";
import { parseSearchDate } from "../features/search/parse-search-date";
import type { Route } from "./+types/search";

/** The home search form's plain-HTML target: /search?city=&date= to the city's rooms. */
export function loader({ url }: Route.LoaderArgs) {
  const requestedCity = url.searchParams.get("city") ?? "";
  const city = isCitySlug(requestedCity) ? requestedCity : DEFAULT_CITY;
  const date = parseSearchDate(url.searchParams.get("date"), new Date());
  return redirect(`/${city}/meeting-rooms?date=${date}`);
}
