import type { ListingData } from "./load-listing.server";

/** The page's head tags, made by the loader (so that no code for them reaches the browser). */
export function listingMeta(loaderData: Pick<ListingData, "head">) {
  return loaderData.head;
}
