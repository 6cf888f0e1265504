import type { CitySlug } from "@workbay/domain/cities";
import { PRODUCT_TYPE, type ProductTypeId } from "@workbay/domain/product-types";

/** The spec's list for one product type: /{city}/inventories/id={type_id}&date={date}. */
export function inventoriesHref(city: CitySlug, typeId: ProductTypeId, date: string): string {
  return `/${city}/inventories/id=${typeId}&date=${date}`;
}

/** The listing page of a product type: its own route where the spec names one (001 section 2). */
export function productHref(typeId: ProductTypeId, city: CitySlug, date: string): string {
  switch (typeId) {
    case PRODUCT_TYPE.meetingRoom:
      return `/${city}/meeting-rooms`;
    case PRODUCT_TYPE.eventSpace:
      return "/event-space";
    case PRODUCT_TYPE.dayPass:
      return `/day_pass_in_${city}`;
    case PRODUCT_TYPE.virtualOffice:
      return "/virtual_office";
    case PRODUCT_TYPE.executiveDayPass:
      return `/studio_pass_in_${city}`;
    default:
      return inventoriesHref(city, typeId, date);
  }
}
