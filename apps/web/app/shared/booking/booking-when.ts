import { isPassType, passesBoughtText } from "@workbay/domain/booking-rules";
import { DAYS_PER_MONTH } from "@workbay/domain/price-unit";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import { slotLabel } from "@workbay/domain/slots";

export type BookingTime = {
  spaceType: number;
  /** First slot and exclusive end slot of a timed booking. */
  startTime: number | null;
  endTime: number | null;
  /** Passes for pass types, days for a virtual office. */
  quantity: number;
  /** The pack a pass booking bought, as the room page names it ("5 Day Pass Pack"); null or absent for none. */
  passOptionName?: string | null;
};

/** Duration in hours of a timed booking, (end - start) / 2 (000 spec section 9): '1 hr', '1.5 hrs'. */
export function durationText(startTime: number, endTime: number): string {
  const hours = (endTime - startTime) / 2;
  return `${hours} ${hours === 1 ? "hr" : "hrs"}`;
}

/** '11:00 AM – 12:30 PM' for a timed booking. */
function timeRangeText(startTime: number, endTime: number): string {
  return `${slotLabel(startTime)} – ${slotLabel(endTime)}`;
}

/** Months of a virtual office: its days / 30 (000 spec section 9). */
function monthsText(days: number): string {
  const months = Math.max(1, Math.round(days / DAYS_PER_MONTH));
  return `${months} ${months === 1 ? "Month" : "Months"}`;
}

/** '3 Passes'; a pack names itself: '5 Day Pass Pack', '2 × 5 Day Pass Pack' (decision 0043). */
const passesText = (count: number, packName?: string | null) => passesBoughtText(count, packName, { unit: "Pass" });

/**
 * The price breakdown's label for the room amount: the product type ('Day Pass'), or the pack a
 * pass booking bought, so the amount reads against what was bought ('5 Day Pass Pack ₹4,046').
 */
export function roomAmountLabel(booking: { spaceTypeName: string; quantity: number; passOptionName?: string | null }): string {
  if (booking.passOptionName) return passesText(booking.quantity, booking.passOptionName);
  return booking.spaceTypeName || "Room amount";
}

/**
 * What a booking is, in one line: the time range with its duration for timed rooms
 * ('11:00 AM – 12:30 PM (1.5 hrs)'), the pass count (or the pack) for passes, the months for a virtual office.
 */
export function bookingWhenText(booking: BookingTime): string {
  if (booking.spaceType === PRODUCT_TYPE.virtualOffice) return monthsText(booking.quantity);
  if (isPassType(booking.spaceType)) return passesText(booking.quantity, booking.passOptionName);
  if (booking.startTime === null || booking.endTime === null) return "";
  return `${timeRangeText(booking.startTime, booking.endTime)} (${durationText(booking.startTime, booking.endTime)})`;
}
