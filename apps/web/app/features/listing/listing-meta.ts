import type { ListingData } from "./load-listing.server";

/** The page's title, description and canonical link, for a route's meta export. */
export function listingMeta(loaderData: Pick<ListingData, "title" | "description" | "canonicalUrl">) {
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}
