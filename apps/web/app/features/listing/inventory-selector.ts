import { isIsoDate } from "@workbay/domain/ist-date";
import { isProductTypeId, type ProductTypeId } from "@workbay/domain/product-types";

export type InventorySelector = { typeId: ProductTypeId; date: string | null };

/**
 * The last segment of /{city}/inventories/id={type_id}&date={date}: the spec puts what looks
 * like a query inside the path, and React Router matches only whole segments, so the route
 * takes the segment as one param and this reads it. `id` must be a product type (else null:
 * the page is not found); a missing or malformed `date` is no date; other keys are ignored.
 */
export function parseInventorySelector(segment: string): InventorySelector | null {
  const values = new Map<string, string>();
  for (const pair of segment.split("&")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = pair.slice(0, eq);
    if (!values.has(key)) values.set(key, pair.slice(eq + 1));
  }
  const id = values.get("id");
  if (!id || !/^\d{1,3}$/.test(id)) return null;
  const typeId = Number(id);
  if (!isProductTypeId(typeId)) return null;
  const date = values.get("date");
  return { typeId, date: date && isIsoDate(date) ? date : null };
}

/** The segment for a product type and optional date: `id=7&date=2026-11-24`. */
export function formatInventorySelector(typeId: ProductTypeId, date: string | null): string {
  return date ? `id=${typeId}&date=${date}` : `id=${typeId}`;
}
