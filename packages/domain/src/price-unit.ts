import { PRODUCT_TYPE, type ProductTypeId } from "./product-types";

export const DAYS_PER_MONTH = 30;

/** The unit after a listed price: '/ Month' for virtual office, none for passes, else '/ Hour'. */
export function priceUnit(productTypeId: ProductTypeId): string {
  if (productTypeId === PRODUCT_TYPE.virtualOffice) return "/ Month";
  if (
    productTypeId === PRODUCT_TYPE.dayPass ||
    productTypeId === PRODUCT_TYPE.travelPass ||
    productTypeId === PRODUCT_TYPE.executiveDayPass
  )
    return "";
  return "/ Hour";
}

/** What the shown price is for, as schema.org's UnitPriceSpecification says it (UN/CEFACT codes). */
export type PriceUnitCode = { unitCode: "HUR" | "DAY" | "MON"; unitText: "hour" | "day" | "month" };

/**
 * The unit of the price a page shows, for its structured data: a month for a virtual office
 * ('/ Month'), a day for a pass (one pass for one day: no unit is shown, the pass's name says
 * it), an hour for every other type ('/ Hour').
 */
export function priceUnitCode(productTypeId: ProductTypeId): PriceUnitCode {
  if (productTypeId === PRODUCT_TYPE.virtualOffice) return { unitCode: "MON", unitText: "month" };
  if (priceUnit(productTypeId) === "") return { unitCode: "DAY", unitText: "day" };
  return { unitCode: "HUR", unitText: "hour" };
}

/**
 * The price shown on cards and the detail page, in paise: the monthly price for a virtual
 * office (daily rate x 30 x factor), the listed rate otherwise.
 */
export function displayPricePaise(productTypeId: ProductTypeId, costPaise: number, monthFactorBp = 10000): number {
  if (productTypeId === PRODUCT_TYPE.virtualOffice) return Math.round((costPaise * DAYS_PER_MONTH * monthFactorBp) / 10000);
  return costPaise;
}

/** Seat counts are hidden for virtual offices and pop-ups. */
export function showsSeatCount(productTypeId: ProductTypeId): boolean {
  return productTypeId !== PRODUCT_TYPE.virtualOffice && productTypeId !== PRODUCT_TYPE.popUp;
}
