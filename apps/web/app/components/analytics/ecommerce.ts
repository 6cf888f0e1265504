/**
 * The tag manager's ecommerce events (001 spec section 7, 000 spec section 9), GA4-style, in
 * INR: product impressions (view_item_list) on listings, view_item on a room page, add_to_cart
 * and remove_from_cart from the booking card and the F&B step; checkout adds begin_checkout,
 * payment_checkout, purchase and failedPurchase (features/checkout/analytics.ts).
 *
 * A timed room's price is its cost / 2, per half-hour slot, with quantity = slots (the spec's
 * "analytics price is cost divided by 2", DECISIONS.md section 2); a pass is priced per pass;
 * a virtual office per month.
 */
import { isPassType } from "@workbay/domain/booking-rules";
import { DAYS_PER_MONTH } from "@workbay/domain/price-unit";
import { pushEcommerceEvent, type DataLayerWindow } from "./data-layer";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";

/** Brand labels of the line items. */
const ROOM_BRAND = "Workbay";
const FNB_BRAND = "Workbay F&B";

export type EcommerceItem = {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_variant?: string;
  item_list_name?: string;
  location_id?: string;
  index?: number;
  price: number;
  quantity: number;
};

export type AnalyticsAddOn = { id: number; name: string; price: number; qty: number; category: string; type: string };

const rupees = (value: number) => Math.round(value * 100) / 100;

/** The analytics unit price of a room from its listed cost (rupees per hour, or per day). */
export function roomUnitPrice(room: { space_type: number; cost: number; month_factor?: number }): number {
  if (room.space_type === PRODUCT_TYPE.virtualOffice) return rupees(room.cost * DAYS_PER_MONTH * (room.month_factor ?? 1));
  if (isPassType(room.space_type)) return rupees(room.cost);
  return rupees(room.cost / 2);
}

type ListedRoom = {
  id: number;
  name: string;
  space_type: number;
  space_type_name: string;
  cost: number;
  month_factor?: number;
  city?: string;
};

/** One room as an item of a list or of a room page (quantity 1 unit). */
function roomItem(room: ListedRoom, extra: { index?: number; listName?: string } = {}): EcommerceItem {
  return {
    item_id: String(room.id),
    item_name: room.name,
    item_brand: ROOM_BRAND,
    item_category: room.space_type_name,
    ...(room.city ? { location_id: room.city } : {}),
    ...(extra.listName ? { item_list_name: extra.listName } : {}),
    ...(extra.index !== undefined ? { index: extra.index } : {}),
    price: roomUnitPrice(room),
    quantity: 1,
  };
}

/** The booked room as a cart line: what one unit costs (server's amount / units) and how many. */
export function bookedRoomItem(booking: {
  roomId: number;
  roomName: string;
  spaceType: number;
  spaceTypeName: string;
  startTime: number | null;
  endTime: number | null;
  quantity: number;
  roomAmount: number;
}): EcommerceItem {
  let units: number;
  if (booking.spaceType === PRODUCT_TYPE.virtualOffice) units = Math.max(1, Math.round(booking.quantity / DAYS_PER_MONTH));
  else if (isPassType(booking.spaceType)) units = Math.max(1, booking.quantity);
  else units = booking.startTime !== null && booking.endTime !== null ? Math.max(1, booking.endTime - booking.startTime) : 1;
  return {
    item_id: String(booking.roomId),
    item_name: booking.roomName,
    item_brand: ROOM_BRAND,
    item_category: booking.spaceTypeName,
    price: rupees(booking.roomAmount / units),
    quantity: units,
  };
}

export function addOnItem(addOn: AnalyticsAddOn): EcommerceItem {
  return {
    item_id: `fnb-${addOn.id}`,
    item_name: addOn.name,
    item_brand: FNB_BRAND,
    item_category: addOn.category,
    item_variant: addOn.type,
    price: rupees(addOn.price),
    quantity: addOn.qty,
  };
}

const valueOf = (items: readonly EcommerceItem[]) => rupees(items.reduce((sum, i) => sum + i.price * i.quantity, 0));

export type ViewItemListEvent = {
  event: "view_item_list";
  ecommerce: { currency: "INR"; item_list_id: string; item_list_name: string; items: EcommerceItem[] };
};

/** Product impressions: the rooms a listing shows, in order. */
export function viewItemListEvent(list: { id: string; name: string }, rooms: readonly ListedRoom[], firstIndex = 0): ViewItemListEvent {
  return {
    event: "view_item_list",
    ecommerce: {
      currency: "INR",
      item_list_id: list.id,
      item_list_name: list.name,
      items: rooms.map((room, i) => roomItem(room, { index: firstIndex + i, listName: list.name })),
    },
  };
}

export type ViewItemEvent = { event: "view_item"; ecommerce: { currency: "INR"; value: number; items: EcommerceItem[] } };

export function viewItemEvent(room: ListedRoom): ViewItemEvent {
  const item = roomItem(room);
  return { event: "view_item", ecommerce: { currency: "INR", value: item.price, items: [item] } };
}

export type CartEvent = {
  event: "add_to_cart" | "remove_from_cart";
  ecommerce: { currency: "INR"; value: number; items: EcommerceItem[] };
};

export function cartEvent(event: CartEvent["event"], items: readonly EcommerceItem[]): CartEvent {
  return { event, ecommerce: { currency: "INR", value: valueOf(items), items: [...items] } };
}

type CartLineLike = AnalyticsAddOn & { sub_option_id?: number };
const lineKey = (l: CartLineLike) => (l.sub_option_id === undefined ? String(l.id) : `${l.id}:${l.sub_option_id}`);

/**
 * What changed between two F&B carts, as cart events: one add_to_cart with the lines that
 * grew (by how much) and one remove_from_cart with those that shrank or left; none if equal.
 */
export function cartChangeEvents(before: readonly CartLineLike[], after: readonly CartLineLike[]): CartEvent[] {
  const added: EcommerceItem[] = [];
  const removed: EcommerceItem[] = [];
  const old = new Map(before.map((l) => [lineKey(l), l]));
  const next = new Map(after.map((l) => [lineKey(l), l]));
  for (const [key, line] of next) {
    const delta = line.qty - (old.get(key)?.qty ?? 0);
    if (delta > 0) added.push(addOnItem({ ...line, qty: delta }));
    else if (delta < 0) removed.push(addOnItem({ ...line, qty: -delta }));
  }
  for (const [key, line] of old) if (!next.has(key)) removed.push(addOnItem(line));
  return [
    ...(added.length > 0 ? [cartEvent("add_to_cart", added)] : []),
    ...(removed.length > 0 ? [cartEvent("remove_from_cart", removed)] : []),
  ];
}

export function pushEvents(events: readonly { event: string; ecommerce: unknown }[], win?: DataLayerWindow): void {
  for (const e of events) pushEcommerceEvent(e, win);
}
