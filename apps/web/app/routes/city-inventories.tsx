import { data } from "react-router";
import { isCitySlug } from "@workbay/domain/cities";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { parseInventorySelector } from "../features/listing/inventory-selector";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta } from "../features/listing/listing-meta";
import { loadListing } from "../features/listing/load-listing.server";
import type { Route } from "./+types/city-inventories";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/** /{city}/inventories/id={type_id}&date={date}: one product type in a city. */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const selector = parseInventorySelector(params.selector);
  if (!isCitySlug(params.city) || !selector) throw data(null, { status: 404 });
  return loadListing({
    place: { route: "inventories", city: params.city, typeId: selector.typeId },
    url,
    request,
    context,
    pathDate: selector.date,
  });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return loaderData ? listingMeta(loaderData) : errorMeta(error);
}

export default function CityInventories({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
