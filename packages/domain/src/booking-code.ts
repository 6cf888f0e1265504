/** A booking id as customers see it: WB and eight capitals or digits (WB7K3M9Q2X). */
export const BOOKING_CODE_PATTERN = /^WB[0-9A-Z]{8}$/;

/** Whether `value` is shaped like a booking id (a plain check: no schema library in the page's first load). */
export function isBookingCode(value: string): boolean {
  return BOOKING_CODE_PATTERN.test(value);
}
