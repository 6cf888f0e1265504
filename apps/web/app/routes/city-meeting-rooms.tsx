import { data, redirect } from "react-router";
import { isCitySlug } from "@workbay/domain/cities";
import { citySlugForName } from "@workbay/domain/search";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta } from "../features/listing/listing-meta";
import { loadListing } from "../features/listing/load-listing.server";
import type { Route } from "./+types/city-meeting-rooms";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/**
 * /{city}/meeting-rooms: the city's meeting rooms with filters in the address. Another name of
 * the city in the address (/bangalore/meeting-rooms) is moved for good to its own (decision 0054).
 */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  if (!isCitySlug(params.city)) {
    const slug = citySlugForName(params.city);
    if (slug) throw redirect(`/${slug}/meeting-rooms${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  return loadListing({ place: { route: "city-meeting-rooms", city: params.city }, url, request, context });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return loaderData ? listingMeta(loaderData) : errorMeta(error);
}

export default function CityMeetingRooms({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
