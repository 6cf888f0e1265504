import { data, redirect, type AppLoadContext, type MetaDescriptor } from "react-router";
import { imageUrl } from "@workbay/domain/image-sizes";
import { formatBoundingBox } from "@workbay/domain/bounding-box";
import { nearestBookableDate } from "@workbay/domain/booking-rules";
import { CITIES, cityBySlug } from "@workbay/domain/cities";
import type { ProductTypeId } from "@workbay/domain/product-types";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { locationFromCookie } from "../../shared/city/visitor-location";
import { PRODUCT_BLURBS } from "../../shared/products/product-blurbs";
import { searchWindow } from "../../shared/search/parse-search-date";
import { metaDescription, pageHeadTags } from "../../shared/seo/page-head";
import { countItems, itemsNoun, listingCrumb, listingHeading } from "./listing-copy";
import { listingFields, parseListingFilters } from "./listing-filters";
import { placeTypeId, type ListingPlace } from "./listing-place";
import { canonicalListingPath } from "@workbay/domain/room-page";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { cityDefaultDate, cityStatuses, liveSlugsOf } from "../../shared/city/live-cities.server";

const LISTING_PAGE_SIZE = 12;
/** The map view shows more at once: its markers are the page's items. */
const MAP_PAGE_SIZE = 48;

type LoadListingArgs = {
  place: ListingPlace;
  url: URL;
  request: Request;
  context: AppLoadContext;
  /** The inventories route's date from its path, used when the query names none. */
  pathDate?: string | null;
};

export type ListingData = Awaited<ReturnType<typeof loadListing>>;

/**
 * The list's head tags, made here so that the page's JavaScript does not grow (decision 0049): a
 * later page says which in its title and description (each page of a list is its own canonical),
 * and the preview shows the list's first picture.
 */
function listingHead(list: {
  heading: string;
  page: number;
  pages: number;
  summary: string;
  canonicalUrl: string;
  cover: string | null;
  publicUrl: string;
}): MetaDescriptor[] {
  const later = list.page > 1;
  return pageHeadTags({
    title: `${list.heading}${later ? `, Page ${list.page}` : ""} | Workbay`,
    description: metaDescription(
      `${later ? `Page ${list.page} of ${list.pages}: ` : ""}${list.summary} Compare prices, check availability and book online.`,
    ),
    canonicalUrl: list.canonicalUrl,
    imageUrl: list.cover ? `${list.publicUrl}${imageUrl(list.cover, "1200x800")}` : null,
  });
}

/**
 * Everything a listing page shows: the filters read from the address, one page of items from
 * GET /passy/v1/rooms, and the page's title, description and canonical address. The
 * visitor's coordinates (a cookie mirrored from session storage) go to the API, which adds
 * distances and can sort by them.
 */
export async function loadListing({ place, url, request, context, pathDate = null }: LoadListingArgs) {
  const city = cityBySlug(place.city);
  if (!city) throw data(null, { status: 404 });
  // A city switched off in the console has no pages (decision 0036).
  const cities = await cityStatuses(context.api);
  const live = liveSlugsOf(cities);
  if (!live.has(city.slug)) throw data(null, { status: 404 });
  const typeId: ProductTypeId = placeTypeId(place);
  const fields = listingFields(typeId);
  const now = context.clock();
  const { today, lastDate } = searchWindow(now);
  const location = locationFromCookie(request.headers.get("Cookie"));

  const params = new URLSearchParams(url.search);
  if (pathDate && !params.get("date")) params.set("date", pathDate);
  // A date that cannot be booked moves to the nearest one that can, and the page says why.
  const { date: bookable, correction } = nearestBookableDate(typeId, params.get("date"), now);
  if (correction) {
    const target = new URLSearchParams(url.search);
    target.set("date", bookable);
    target.set("notice", correction);
    throw redirect(`${url.pathname}?${target.toString()}`, 302);
  }
  // The filterable amenities come from the catalogue (cached by the API).
  const amenities = fields.amenities
    ? unwrapApiData(await callEndpoint(context.api, endpoints.rooms.amenities)).map(({ code, name }) => ({ code, name }))
    : [];
  const filters = parseListingFilters(params, { today, lastDate, fields, hasLocation: location !== undefined, amenities });
  // None chosen: today until the city's spaces of this type stop taking same-day bookings, then
  // the next bookable day (decision 0039); the address stays free of it, the picker starts today.
  const date = filters.date ?? cityDefaultDate(cities, city.slug, typeId, now);

  const { rooms, paging } = unwrapApiData(
    await callEndpoint(context.api, endpoints.rooms.rooms, {
      query: {
        city: city.slug,
        space_type: typeId,
        date,
        current_page: filters.page,
        page_size: filters.view === "map" ? MAP_PAGE_SIZE : LISTING_PAGE_SIZE,
        capacity: filters.capacity,
        room_type: filters.roomType,
        availability: filters.available ? "true" : undefined,
        add_ons: filters.amenities.join(","),
        sort: filters.sort,
        // A point in the address (a searched place, "near me") wins over the location cookie.
        latitude: filters.near?.latitude ?? location?.latitude,
        longitude: filters.near?.longitude ?? location?.longitude,
        bbox: filters.bbox ? formatBoundingBox(filters.bbox) : undefined,
      },
    }),
  );

  // "More workspace in {city}" links only to the types the city offers.
  const typeCounts = unwrapApiData(await callEndpoint(context.api, endpoints.rooms.roomCategories, { query: { city: city.slug } }));
  const otherTypes = typeCounts.filter((t) => t.id !== typeId && (t.count ?? 0) > 0).map((t) => t.id);

  // A page past the last is no page at all (a real 404, not an empty list to index).
  if (filters.page > 1 && filters.page > paging.total_pages) throw data(null, { status: 404 });

  const heading = listingHeading(typeId, city.name, filters.roomType);
  const count = countItems(typeId, paging.total_items);
  // One canonical address per list: the spec's route for the type and city (the meeting-room
  // types keep theirs), without the visitor's filters.
  const canonicalParams = new URLSearchParams();
  let canonicalPath = canonicalListingPath(typeId, city.slug);
  if (place.route === "meeting-rooms" && filters.roomType !== null) {
    canonicalPath = "/meeting-rooms";
    canonicalParams.set("city", city.slug);
    canonicalParams.set("roomType", String(filters.roomType));
  }
  if (filters.page > 1) canonicalParams.set("page", String(filters.page));
  const canonicalQuery = canonicalParams.toString();
  const canonicalUrl = `${context.publicUrl}${canonicalPath}${canonicalQuery ? `${canonicalPath.includes("?") ? "&" : "?"}${canonicalQuery}` : ""}`;

  return {
    place,
    typeId,
    city: { slug: city.slug, name: city.name, breadcrumb: city.breadcrumb },
    cities: CITIES.filter((c) => live.has(c.slug)).map((c) => ({ slug: c.slug, name: c.name })),
    heading,
    crumb: listingCrumb(typeId, filters.roomType),
    blurb: PRODUCT_BLURBS[typeId],
    fields,
    filters,
    amenities,
    otherTypes,
    date,
    today,
    lastDate,
    hasLocation: location !== undefined || filters.near != null,
    rooms,
    paging,
    map: { tileUrl: context.publicConfig.mapTileUrl, attribution: context.publicConfig.mapAttribution },
    cityCentre: { latitude: city.latitude, longitude: city.longitude },
    head: listingHead({
      heading,
      page: filters.page,
      pages: paging.total_pages,
      summary: `${paging.total_items > 0 ? count : `Book ${itemsNoun(typeId)}`} in ${city.name}. ${PRODUCT_BLURBS[typeId]}`,
      canonicalUrl,
      cover: rooms[0]?.url[0] ?? null,
      publicUrl: context.publicUrl,
    }),
  };
}
