import { isWeekdayOnly, openingWindow, type BusinessHours } from "./availability";
import { addDaysIso, isIsoDate, istNow, lastBookableDate, weekdayOf } from "./ist-date";
import { DAYS_PER_MONTH } from "./price-unit";
import { PRODUCT_TYPE, isProductTypeId, productType } from "./product-types";

export const CUTOFF_MESSAGE = "Booking after 1 P.M is not allowed for same day.";
export const SELECT_SLOT_MESSAGE = "Please select time slot";
export const NO_SLOTS_MESSAGE = "No Slots Available";
/** Same-day bookings of passes and virtual offices close at this IST hour (DECISIONS.md section 4). */
export const DEFAULT_CUTOFF_HOUR = 13;
export const MAX_PASSES_PER_BOOKING = 9;

const CUTOFF_TYPES = new Set<number>([
  PRODUCT_TYPE.dayPass,
  PRODUCT_TYPE.virtualOffice,
  PRODUCT_TYPE.travelPass,
  PRODUCT_TYPE.executiveDayPass,
]);
const PASS_TYPES = new Set<number>([PRODUCT_TYPE.dayPass, PRODUCT_TYPE.travelPass, PRODUCT_TYPE.executiveDayPass]);

export function isPassType(productTypeId: number): boolean {
  return PASS_TYPES.has(productTypeId);
}

/** True when booking this type for `date` is refused by the same-day cut-off. */
export function isPastSameDayCutoff(productTypeId: number, date: string, now: Date, cutoffHour = DEFAULT_CUTOFF_HOUR): boolean {
  if (!CUTOFF_TYPES.has(productTypeId)) return false;
  const ist = istNow(now);
  return date === ist.date && ist.minutes >= cutoffHour * 60;
}

/** Why a date is outside the booking window (today to today + 89, IST), or null. */
export function bookingWindowProblem(date: string, now: Date): string | null {
  if (date < istNow(now).date) return "This date has passed. Please choose today or a later date.";
  if (date > lastBookableDate(now)) return "Bookings open 89 days ahead. Please choose an earlier date.";
  return null;
}

export const WEEKDAY_ONLY_MESSAGE = "Day passes are valid Monday to Friday. Please choose a weekday.";

/** Saturday or Sunday (IST calendar date). */
export function isWeekend(isoDate: string): boolean {
  const weekday = weekdayOf(isoDate);
  return weekday === 0 || weekday === 6;
}

/** The date itself, or the Monday after it when it falls on a weekend. */
export function firstWeekdayFrom(isoDate: string): string {
  const weekday = weekdayOf(isoDate);
  return weekday === 6 ? addDaysIso(isoDate, 2) : weekday === 0 ? addDaysIso(isoDate, 1) : isoDate;
}

/** Why a date cannot be booked for a type, or null. */
export function dateProblem(productTypeId: number, date: string, now: Date): string | null {
  const outside = bookingWindowProblem(date, now);
  if (outside) return outside;
  if (isWeekdayOnly(productTypeId) && isWeekend(date)) return WEEKDAY_ONLY_MESSAGE;
  return null;
}

export const CENTRE_CLOSED_MESSAGE = "The centre is closed on this date.";

/**
 * The weekdays (0 = Sunday ... 6) on which a timed room cannot be booked because its centre is
 * closed, or its own hours and the centre's do not meet. Other kinds ignore opening hours.
 */
export function closedWeekdays(productTypeId: number, roomStart: number, roomEnd: number, centreHours: BusinessHours): number[] {
  if (!isProductTypeId(productTypeId) || productType(productTypeId).kind !== "timed") return [];
  return [0, 1, 2, 3, 4, 5, 6].filter((weekday) => openingWindow(roomStart, roomEnd, centreHours, weekday) === null);
}

/**
 * Why a date picker greys out a day, or null: `dateProblem` (the API's booking check uses the
 * same), then a weekday on which the centre is closed. `productTypeId` null: any type (a
 * listing of several), so only the booking window applies.
 */
export function pickerDayProblem(productTypeId: number | null, date: string, now: Date, closed: readonly number[] = []): string | null {
  const problem = productTypeId === null ? bookingWindowProblem(date, now) : dateProblem(productTypeId, date, now);
  if (problem) return problem;
  return closed.includes(weekdayOf(date)) ? CENTRE_CLOSED_MESSAGE : null;
}

/** The booking button's label (000 spec section 4). */
export function bookButtonLabel(item: { productTypeId: number; available: boolean; isBookable: boolean; passCount: number }): string {
  if (!item.available || !item.isBookable) return "Sold Out";
  if (isPassType(item.productTypeId)) return item.passCount > 0 ? "Book" : "Sold Out";
  if (item.productTypeId === PRODUCT_TYPE.virtualOffice) return "Book";
  return "Book A Slot";
}

/** Whether the booking button is disabled (000 spec section 5). */
export function isBookDisabled(item: {
  productTypeId: number;
  available: boolean;
  isBookable: boolean;
  passCount: number;
  hasSelection: boolean;
}): boolean {
  if (!item.available || !item.isBookable) return true;
  if (isPassType(item.productTypeId)) return item.passCount < 1;
  if (item.productTypeId === PRODUCT_TYPE.virtualOffice) return false;
  return !item.hasSelection;
}

/** Pass-count choices: 1 to min(available passes, 9). */
/**
 * What a pass booking bought, in words: '3 passes', or the pack it named: '5 Day Pass Pack',
 * '2 × 5 Day Pass Pack' (decision 0043). The pages write 'Pass'; documents in a standard PDF font
 * write 'x' for '×'.
 */
export function passesBoughtText(
  count: number,
  packName?: string | null,
  style: { unit?: "pass" | "Pass"; times?: "×" | "x" } = {},
): string {
  if (packName) return count === 1 ? packName : `${count} ${style.times ?? "×"} ${packName}`;
  return `${count} ${style.unit ?? "pass"}${count === 1 ? "" : "es"}`;
}

export function passCountOptions(availablePasses: number): number[] {
  const top = Math.min(Math.max(0, availablePasses), MAX_PASSES_PER_BOOKING);
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** A virtual office's end date: start + months x 30 days (DECISIONS.md section 2). */
export function virtualOfficeEndDate(startDate: string, months: number): string {
  return addDaysIso(startDate, months * DAYS_PER_MONTH);
}

/** A virtual office's quantity is in days. */
export function virtualOfficeDays(months: number): number {
  return months * DAYS_PER_MONTH;
}

/** Why an asked-for date was replaced: a code the page turns into a notice. */
export type DateCorrection = "date-invalid" | "date-past" | "date-beyond" | "date-weekend";

/**
 * The nearest bookable date to the one asked for (`?date=`), and why it differs: garbage →
 * today, past → today, beyond the window → today + 89, a weekend for a weekday-only type → the
 * next weekday (the previous one when the next is beyond the window). No date asked → today,
 * with no correction. `productTypeId` null: any type (a listing of several types).
 */
export function nearestBookableDate(
  productTypeId: number | null,
  asked: string | null,
  now: Date,
): { date: string; correction: DateCorrection | null } {
  const today = istNow(now).date;
  const last = lastBookableDate(now);
  if (asked === null || asked === "") return { date: today, correction: null };
  let date = asked;
  let correction: DateCorrection | null = null;
  if (!isIsoDate(asked)) [date, correction] = [today, "date-invalid"];
  else if (asked < today) [date, correction] = [today, "date-past"];
  else if (asked > last) [date, correction] = [last, "date-beyond"];
  if (productTypeId !== null && isWeekdayOnly(productTypeId) && isWeekend(date)) {
    const next = firstWeekdayFrom(date);
    const previous = addDaysIso(date, weekdayOf(date) === 6 ? -1 : -2);
    date = next <= last ? next : previous;
    correction ??= "date-weekend";
  }
  return { date, correction };
}
