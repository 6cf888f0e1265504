import type { ProductTypeId } from "./product-types";

export const DAYS_PER_MONTH = 30;

/** The unit after a listed price: '/ Month' for virtual office, none for passes, else '/ Hour'. */
export function priceUnit(productTypeId: ProductTypeId): string {
  if (productTypeId === 8) return "/ Month";
  if (productTypeId === 7 || productTypeId === 11 || productTypeId === 16) return "";
  return "/ Hour";
}

/**
 * The price shown on cards and the detail page, in paise: the monthly price for a virtual
 * office (daily rate x 30 x factor), the listed rate otherwise.
 */
export function displayPricePaise(productTypeId: ProductTypeId, costPaise: number, monthFactorBp = 10000): number {
  if (productTypeId === 8) return Math.round((costPaise * DAYS_PER_MONTH * monthFactorBp) / 10000);
  return costPaise;
}

/** Seat counts are hidden for virtual offices and pop-ups. */
export function showsSeatCount(productTypeId: ProductTypeId): boolean {
  return productTypeId !== 8 && productTypeId !== 12;
}
