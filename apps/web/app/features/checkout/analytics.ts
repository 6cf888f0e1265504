/**
 * Checkout analytics (001 spec sections 3 and 7): events pushed to the tag manager's
 * `window.dataLayer` in INR, GA4-style ecommerce with the room and F&B line items, plus the
 * spec's booking object. Room line: price = cost / 2 per half-hour slot, quantity = slots
 * (DECISIONS.md section 2); passes: price per pass; a virtual office: price per month.
 */
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { BookingView } from "@workbay/contracts/checkout";
import { pushEcommerceEvent, type DataLayerWindow } from "../../components/analytics/data-layer";
import { addOnItem, bookedRoomItem, type AnalyticsAddOn, type EcommerceItem } from "../../components/analytics/ecommerce";

export type CheckoutEventName = "begin_checkout" | "payment_checkout" | "purchase" | "failedPurchase";

/** A booking as the events describe it; amounts in rupees, as the server priced them. */
export type AnalyticsBooking = {
  roomId: number;
  roomName: string;
  bestSuitedFor: string[];
  spaceType: number;
  spaceTypeName: string;
  startTime: number | null;
  endTime: number | null;
  /** Passes, or days for a virtual office; 1 for timed rooms. */
  quantity: number;
  /** The room's amount before any discount. */
  roomAmount: number;
  addOns: AnalyticsAddOn[];
  voucherCode: string | null;
  discount: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

export type CheckoutEvent = {
  event: CheckoutEventName;
  ecommerce: {
    currency: "INR";
    value: number;
    tax: number;
    coupon?: string;
    discount?: number;
    transaction_id?: string;
    items: EcommerceItem[];
  };
  /** The spec's analytics booking object. */
  booking: {
    roomId: number;
    roomInfo: { name: string; roomName: string; roomBestSuitedFor: string[] };
    startTime: number | null;
    endTime: number | null;
    roomCost: number;
    inventory_name: string;
    inventory_type: number;
    quantity_details: number;
    addOn: AnalyticsAddOn[];
    voucherCode: string;
    discount: number;
    totalCost: number;
    cgst: number;
    sgst: number;
  };
};

const rupees = (value: number) => Math.round(value * 100) / 100;

/** The room's line item: what one unit costs and how many units were booked. */
function roomLineItem(booking: AnalyticsBooking): EcommerceItem {
  return bookedRoomItem(booking);
}

function addOnLineItem(addOn: AnalyticsAddOn): EcommerceItem {
  return addOnItem(addOn);
}

export function checkoutEvent(event: CheckoutEventName, booking: AnalyticsBooking, transactionId?: string): CheckoutEvent {
  const tax = rupees(booking.cgst + booking.sgst + booking.igst);
  return {
    event,
    ecommerce: {
      currency: "INR",
      value: rupees(booking.total),
      tax,
      ...(booking.voucherCode ? { coupon: booking.voucherCode } : {}),
      ...(booking.discount > 0 ? { discount: rupees(booking.discount) } : {}),
      ...(transactionId ? { transaction_id: transactionId } : {}),
      items: [roomLineItem(booking), ...booking.addOns.map(addOnLineItem)],
    },
    booking: {
      roomId: booking.roomId,
      roomInfo: { name: booking.roomName, roomName: booking.roomName, roomBestSuitedFor: booking.bestSuitedFor },
      startTime: booking.startTime,
      endTime: booking.endTime,
      roomCost: rupees(booking.roomAmount),
      inventory_name: booking.spaceTypeName,
      inventory_type: booking.spaceType,
      quantity_details: booking.quantity,
      addOn: booking.addOns,
      voucherCode: booking.voucherCode ?? "",
      discount: rupees(booking.discount),
      totalCost: rupees(booking.total),
      // The spec's object names CGST and SGST; an inter-state booking's IGST is the tax above.
      cgst: rupees(booking.cgst),
      sgst: rupees(booking.sgst),
    },
  };
}

const addOnsOf = (lines: readonly ValidatedBooking["add_ons"][number][]): AnalyticsAddOn[] =>
  lines.map((a) => ({ id: a.id, name: a.name, price: a.price, qty: a.qty, category: a.category, type: a.type }));

/** The booking on the checkout page: the room as the page shows it and the server's prices. */
export function analyticsBookingFromCheckout(
  room: { id: number; name: string; categories: { name: string }[]; space_type: number; space_type_name: string },
  priced: ValidatedBooking,
): AnalyticsBooking {
  return {
    roomId: room.id,
    roomName: room.name,
    bestSuitedFor: room.categories.map((c) => c.name),
    spaceType: room.space_type,
    spaceTypeName: room.space_type_name,
    startTime: priced.start_time,
    endTime: priced.end_time,
    quantity: priced.quantity,
    roomAmount: priced.room_amount,
    addOns: addOnsOf(priced.add_ons),
    voucherCode: priced.voucher_code,
    discount: priced.discount,
    cgst: priced.cgst,
    sgst: priced.sgst,
    igst: priced.igst,
    total: priced.total_amount,
  };
}

/**
 * The booking after payment, from the server's booking view. The view does not list the room's
 * categories (best suited for): checkout records them per booking in this tab.
 */
export function analyticsBookingFromView(
  view: BookingView,
  recorded: Pick<AnalyticsBooking, "bestSuitedFor"> | null = null,
): AnalyticsBooking {
  return {
    roomId: view.room_id,
    roomName: view.roomName,
    bestSuitedFor: recorded?.bestSuitedFor ?? [],
    spaceType: view.space_type,
    spaceTypeName: view.space_type_name,
    startTime: view.startTime,
    endTime: view.endTime,
    quantity: view.quantity,
    roomAmount: view.room_amount,
    addOns: addOnsOf(view.addOns),
    voucherCode: view.voucher_code,
    discount: view.discount,
    cgst: view.cgst,
    sgst: view.sgst,
    igst: view.igst,
    total: view.total_amount,
  };
}

const RECORD_PREFIX = "wb-checkout-booking:";

/** Remembers, in this tab, the categories of a created booking's room (read back on its confirmation). */
export function recordCheckoutBooking(
  bookingId: string,
  booking: AnalyticsBooking,
  storage: Pick<Storage, "setItem"> | null = safeSessionStorage(),
): void {
  try {
    storage?.setItem(RECORD_PREFIX + bookingId, JSON.stringify({ bestSuitedFor: booking.bestSuitedFor }));
  } catch {
    // Storage full or unavailable: the events go without the categories.
  }
}

export function recordedCheckoutBooking(
  bookingId: string,
  storage: Pick<Storage, "getItem"> | null = safeSessionStorage(),
): Pick<AnalyticsBooking, "bestSuitedFor"> | null {
  try {
    const raw = storage?.getItem(RECORD_PREFIX + bookingId);
    if (!raw) return null;
    const value = JSON.parse(raw) as { bestSuitedFor?: unknown };
    if (!Array.isArray(value.bestSuitedFor)) return null;
    return { bestSuitedFor: value.bestSuitedFor.filter((c): c is string => typeof c === "string") };
  } catch {
    return null;
  }
}

/**
 * Pushes an event to `window.dataLayer`, creating it when no tag manager did. The previous
 * ecommerce object is cleared first, as GA4 asks, so items of one event never leak into the next.
 */
export function pushCheckoutEvent(event: CheckoutEvent, target: DataLayerWindow = window as unknown as DataLayerWindow): void {
  pushEcommerceEvent(event, target);
}

/**
 * Pushes an event once per key in this browser tab (a reload of the confirmation must not
 * count a second purchase). Returns whether it was pushed.
 */
export function pushCheckoutEventOnce(
  key: string,
  event: CheckoutEvent,
  storage: Pick<Storage, "getItem" | "setItem"> | null = safeSessionStorage(),
): boolean {
  const flag = `wb-analytics:${key}`;
  if (storage?.getItem(flag)) return false;
  pushCheckoutEvent(event);
  storage?.setItem(flag, "1");
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
