import { replace } from "react-router";
import { DEFAULT_CITY } from "@workbay/domain/cities";
import { cityFromQuery, currentCityRedirect, readStoredCity } from "../shared/city/current-city";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta } from "../features/listing/listing-meta";
import { loadListing } from "../features/listing/load-listing.server";
import type { Route } from "./+types/city-less-listing";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/** The listings whose path names no city; routes.ts mounts this module at both paths. */
const LISTING_OF_PATH = { "/meeting-rooms": "meeting-rooms", "/event-space": "event-space", "/virtual_office": "virtual-office" } as const;

/**
 * /meeting-rooms, /event-space and /virtual_office: that product type in the current city
 * (`?city=`, else Bengaluru on the server). /meeting-rooms also takes ?roomType={1-5} (the
 * header's room types; an unknown one is ignored) and ?date= (the explore target).
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const route = LISTING_OF_PATH[url.pathname.replace(/\/$/, "") as keyof typeof LISTING_OF_PATH];
  if (!route) throw new Response(null, { status: 404 });
  const city = cityFromQuery(url.searchParams);
  const place = { route, city: city ?? DEFAULT_CITY, cityInAddress: city !== undefined } as const;
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

export default function CityLessListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
