import type { RoomItem } from "@workbay/contracts/rooms";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { displayPricePaise, priceUnit } from "@workbay/domain/price-unit";
import { PRODUCT_TYPE, isProductTypeId, type ProductTypeId } from "@workbay/domain/product-types";

export type RoomPrice = { price: string; originalPrice: string | null; unit: string };

export function roomProductType(room: Pick<RoomItem, "space_type">): ProductTypeId {
  return isProductTypeId(room.space_type) ? room.space_type : PRODUCT_TYPE.meetingRoom;
}

/**
 * The price as cards and the detail page show it: '₹1,200' with its unit ('/ Hour',
 * '/ Month', none for passes) and the struck-out price when a lower one applies.
 */
export function roomPrice(room: Pick<RoomItem, "space_type" | "cost" | "original_cost" | "month_factor">): RoomPrice {
  const type = roomProductType(room);
  const factorBp = Math.round(room.month_factor * 10000);
  const shown = (rupees: number) => formatRupees(displayPricePaise(type, rupeesToPaise(rupees), factorBp));
  const hasOriginal = room.original_cost !== null && room.original_cost > room.cost;
  return {
    price: shown(room.cost),
    originalPrice: hasOriginal && room.original_cost !== null ? shown(room.original_cost) : null,
    unit: priceUnit(type),
  };
}
