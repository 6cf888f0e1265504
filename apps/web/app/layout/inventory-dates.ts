import { useRouteLoaderData } from "react-router";
import { istNow } from "@workbay/domain/ist-date";

/** By city slug, then product type id: the date that city's Inventories entry of that type opens on. */
export type InventoryDates = Record<string, Record<number, string>>;

/**
 * The date each Inventories entry of a city opens on, as the site layout's loader worked it out
 * (decision 0039); today (IST) outside the layout or for a city it does not name.
 */
export function useInventoryDates(city: string): (productTypeId: number) => string {
  const dates = useRouteLoaderData<{ inventoryDates: InventoryDates }>("routes/site-layout")?.inventoryDates[city];
  return (id) => dates?.[id] ?? istNow(new Date()).date;
}
