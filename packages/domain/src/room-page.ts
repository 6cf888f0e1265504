import { cityBySlug } from "./cities";
import { PRODUCT_TYPE, type ProductTypeId } from "./product-types";

/** The room detail page's title, exactly as the 000 spec section 2 gives it. */
export function roomPageTitle(room: {
  productTypeId: ProductTypeId;
  name: string;
  centreName: string;
  cityName: string;
  capacity: number;
}): string {
  switch (room.productTypeId) {
    case PRODUCT_TYPE.dayPass:
    case PRODUCT_TYPE.virtualOffice:
    case PRODUCT_TYPE.travelPass:
    case PRODUCT_TYPE.executiveDayPass:
      return `Book ${room.name} in ${room.centreName}, ${room.cityName}`;
    case PRODUCT_TYPE.popUp:
      return "Book Pop up";
    case PRODUCT_TYPE.eventSpace:
      return `${room.capacity} Seater Event space`;
    default:
      return `${room.capacity} Seater Meeting Room`;
  }
}

/** The listing a product type lives in for a city. */
export function listingPath(productTypeId: ProductTypeId, citySlug: string, date?: string): string {
  if (productTypeId === PRODUCT_TYPE.meetingRoom) return `/${citySlug}/meeting-rooms${date ? `?date=${date}` : ""}`;
  return `/${citySlug}/inventories/id=${productTypeId}${date ? `&date=${date}` : ""}`;
}

/**
 * The one address of a city's list of a product type, at the route the spec names for it (001
 * spec section 2): the list's canonical link, its sitemap entry and a room's breadcrumb in JSON-LD.
 */
export function canonicalListingPath(productTypeId: ProductTypeId, citySlug: string): string {
  switch (productTypeId) {
    case PRODUCT_TYPE.meetingRoom:
      return `/${citySlug}/meeting-rooms`;
    case PRODUCT_TYPE.dayPass:
      return `/day_pass_in_${citySlug}`;
    case PRODUCT_TYPE.executiveDayPass:
      return `/studio_pass_in_${citySlug}`;
    case PRODUCT_TYPE.eventSpace:
      return `/event-space?city=${citySlug}`;
    case PRODUCT_TYPE.virtualOffice:
      return `/virtual_office?city=${citySlug}`;
    default:
      return `/${citySlug}/inventories/id=${productTypeId}`;
  }
}

/** The room detail page of an item. */
export function roomPath(citySlug: string, seoId: string, date?: string): string {
  return `/${citySlug}/meeting-rooms-in-${seoId}${date ? `?date=${date}` : ""}`;
}

export type Crumb = { label: string; href?: string };

/**
 * Meeting rooms: Home > city (to the city's meeting rooms) > room (to the room's page).
 * Pass and space types: Home > city (to the city's listing of that type) > room name.
 * Delhi NCR shows as Delhi/NCR.
 */
export function roomBreadcrumb(
  room: { productTypeId: ProductTypeId; name: string; citySlug: string; seoId: string },
  date?: string,
): Crumb[] {
  const city = cityBySlug(room.citySlug);
  const cityLabel = city?.breadcrumb ?? room.citySlug;
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: cityLabel, href: listingPath(room.productTypeId, room.citySlug, date) },
  ];
  if (room.productTypeId === PRODUCT_TYPE.meetingRoom) crumbs.push({ label: room.name, href: roomPath(room.citySlug, room.seoId, date) });
  else crumbs.push({ label: room.name });
  return crumbs;
}
