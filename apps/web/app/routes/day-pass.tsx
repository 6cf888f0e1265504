import { data } from "react-router";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { cityFromPath } from "../shared/city/use-current-city";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta } from "../features/listing/listing-meta";
import { loadListing } from "../features/listing/load-listing.server";
import type { Route } from "./+types/day-pass";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/** /day_pass_in_{city}: one route per city (routes.ts), the city read from the path. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const city = cityFromPath({}, url.pathname);
  if (!city) throw data(null, { status: 404 });
  return loadListing({ place: { route: "day-pass", city }, url, request, context });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return loaderData ? listingMeta(loaderData) : errorMeta(error);
}

export default function DayPass({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
