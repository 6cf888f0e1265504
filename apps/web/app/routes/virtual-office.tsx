import { replace } from "react-router";
import { DEFAULT_CITY } from "@workbay/domain/cities";
import { cityFromQuery, currentCityRedirect, readStoredCity } from "../features/city/current-city";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { ListingPage } from "../features/listing/listing-page";
import { listingMeta, loadListing } from "../features/listing/load-listing";
import type { Route } from "./+types/virtual-office";

/** /virtual_office: virtual offices of the current city (`?city=`, else Bengaluru on the server). */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const city = cityFromQuery(url.searchParams);
  const place = { route: "virtual-office", city: city ?? DEFAULT_CITY, cityInAddress: city !== undefined } as const;
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

export default function VirtualOffice({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
