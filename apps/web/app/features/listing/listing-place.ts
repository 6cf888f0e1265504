import type { CitySlug } from "@workbay/domain/cities";
import { PRODUCT_TYPE, type ProductTypeId } from "@workbay/domain/product-types";
import { formatInventorySelector } from "./inventory-selector";
import { serializeListingFilters, type ListingFilters } from "./listing-filters";

/**
 * Which listing route a page is, and for which city. The first three name the city in the
 * path; the current-city routes (/meeting-rooms, /event-space, /virtual_office) take it from
 * `?city=` (`cityInAddress`) or from the visitor's current city.
 */
export type ListingPlace =
  | { route: "city-meeting-rooms" | "day-pass" | "studio-pass"; city: CitySlug }
  | { route: "inventories"; city: CitySlug; typeId: ProductTypeId }
  | { route: "meeting-rooms" | "event-space" | "virtual-office"; city: CitySlug; cityInAddress: boolean };

export function placeTypeId(place: ListingPlace): ProductTypeId {
  switch (place.route) {
    case "city-meeting-rooms":
    case "meeting-rooms":
      return PRODUCT_TYPE.meetingRoom;
    case "event-space":
      return PRODUCT_TYPE.eventSpace;
    case "virtual-office":
      return PRODUCT_TYPE.virtualOffice;
    case "day-pass":
      return PRODUCT_TYPE.dayPass;
    case "studio-pass":
      return PRODUCT_TYPE.executiveDayPass;
    case "inventories":
      return place.typeId;
  }
}

/** True for the routes whose city is the visitor's current city rather than part of the path. */
export function isCurrentCityPlace(
  place: ListingPlace,
): place is Extract<ListingPlace, { route: "meeting-rooms" | "event-space" | "virtual-office" }> {
  return place.route === "meeting-rooms" || place.route === "event-space" || place.route === "virtual-office";
}

/** The path of the listing (the inventories route keeps its date in the path). */
export function listingPathname(place: ListingPlace, date: string | null = null): string {
  switch (place.route) {
    case "city-meeting-rooms":
      return `/${place.city}/meeting-rooms`;
    case "day-pass":
      return `/day_pass_in_${place.city}`;
    case "studio-pass":
      return `/studio_pass_in_${place.city}`;
    case "inventories":
      return `/${place.city}/inventories/${formatInventorySelector(place.typeId, date)}`;
    case "meeting-rooms":
      return "/meeting-rooms";
    case "event-space":
      return "/event-space";
    case "virtual-office":
      return "/virtual_office";
  }
}

/**
 * The address of a listing with the given filters. The current-city routes name the city as
 * `?city=` when the address already did (or `city` switches it), so shared links keep it.
 */
export function listingHref(place: ListingPlace, filters: ListingFilters, city?: CitySlug): string {
  const target = city ? { ...place, city } : place;
  const dateInPath = target.route === "inventories";
  const query = serializeListingFilters(filters, { omitDate: dateInPath });
  let cityParam = "";
  if (isCurrentCityPlace(target) && (city !== undefined || target.cityInAddress)) cityParam = `city=${target.city}`;
  const search = [cityParam, query].filter(Boolean).join("&");
  return `${listingPathname(target, dateInPath ? filters.date : null)}${search ? `?${search}` : ""}`;
}
