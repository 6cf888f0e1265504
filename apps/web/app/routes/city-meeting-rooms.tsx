import { data } from "react-router";
import { isCitySlug } from "@workbay/domain/cities";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta } from "../features/listing/listing-meta";
import { loadListing } from "../features/listing/load-listing.server";
import type { Route } from "./+types/city-meeting-rooms";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/** /{city}/meeting-rooms: the city's meeting rooms with filters in the address. */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  if (!isCitySlug(params.city)) throw data(null, { status: 404 });
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
