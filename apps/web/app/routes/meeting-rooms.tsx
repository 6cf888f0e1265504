import { replace } from "react-router";
import { DEFAULT_CITY } from "@workbay/domain/cities";
import { cityFromQuery, currentCityRedirect, readStoredCity } from "../features/city/current-city";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta, loadListing } from "../features/listing/load-listing";
import type { Route } from "./+types/meeting-rooms";

/**
 * /meeting-rooms?roomType={1-5}&date={date} (the header's room types, the explore target):
 * meeting rooms of the current city (`?city=`, else Bengaluru on the server). An unknown
 * roomType is ignored.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const city = cityFromQuery(url.searchParams);
  const place = { route: "meeting-rooms", city: city ?? DEFAULT_CITY, cityInAddress: city !== undefined } as const;
  return loadListing({ place, url, request, context });
}

/** In-app navigation goes straight to the visitor's stored city. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const target = currentCityRedirect(new URL(request.url), readStoredCity());
  if (target) throw replace(target);
  return serverLoader();
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return loaderData ? listingMeta(loaderData) : errorMeta(error);
}

export default function MeetingRooms({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
