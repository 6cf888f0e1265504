// The date a page shows when the visitor names none (docs/decisions/0039): today (IST) while
// something can still be booked today, else the next day on which something can be.
import { isWeekdayOnly, openingWindow, type BusinessHours } from "./availability";
import { DEFAULT_CUTOFF_HOUR } from "./booking-rules";
import { addDaysIso, istNow, weekdayOf } from "./ist-date";
import { isProductTypeId, productType } from "./product-types";
import { minExtraSlots } from "./slots";

/** What decides when an item stops taking same-day bookings: its type, hours and minimum length. */
export type DeadlineItem = {
  productTypeId: number;
  /** The room's own hours (half-hour slots, end exclusive), within its centre's. */
  startTime: number;
  endTime: number;
  slotDuration: number;
  businessHours: BusinessHours;
};

/**
 * One deadline per weekday (0 = Sunday ... 6): the IST minutes after midnight from which no
 * booking can be made for that same day any more; null when none can be made that weekday at all.
 */
export type WeekDeadlines = readonly (number | null)[];

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * When an item stops taking bookings for the same day, on a weekday, in IST minutes after
 * midnight; null when it cannot be booked on that weekday. A timed room: the start of its last
 * run of `min + 1` slots before closing, since the slot under way counts as started
 * (`firstFutureSlot`): the last start slot is bookable until it begins. Passes and virtual
 * offices: the same-day cut-off (DECISIONS.md section 4); day passes not at weekends.
 * Every value is a whole half-hour, so the default date changes on a half-hour boundary.
 */
export function sameDayDeadline(item: DeadlineItem, weekday: number, cutoffHour = DEFAULT_CUTOFF_HOUR): number | null {
  if (!isProductTypeId(item.productTypeId)) return null;
  if (productType(item.productTypeId).kind !== "timed") {
    if (isWeekdayOnly(item.productTypeId) && (weekday === 0 || weekday === 6)) return null;
    return cutoffHour * 60;
  }
  const window = openingWindow(item.startTime, item.endTime, item.businessHours, weekday);
  if (!window) return null;
  const lastStart = window.end - (minExtraSlots(item.slotDuration) + 1);
  return lastStart >= window.start ? lastStart * 30 : null;
}

/** The latest deadline of any of the items on each weekday: until then, one of them can still be booked that day. */
export function weekDeadlines(items: readonly DeadlineItem[], cutoffHour = DEFAULT_CUTOFF_HOUR): WeekDeadlines {
  return WEEKDAYS.map((weekday) => {
    let latest: number | null = null;
    for (const item of items) {
      const deadline = sameDayDeadline(item, weekday, cutoffHour);
      if (deadline !== null && (latest === null || deadline > latest)) latest = deadline;
    }
    return latest;
  });
}

/**
 * The date to show when the visitor chose none: today (IST) until today's deadline, then the
 * next date whose weekday has one (at most a week on). Today when nothing has a deadline (an
 * empty list: the page shows it is empty, or sold out, for today as before).
 */
export function defaultSearchDate(now: Date, deadlines: WeekDeadlines | undefined): string {
  const { date, minutes } = istNow(now);
  if (!deadlines) return date;
  const todays = deadlines[weekdayOf(date)];
  if (todays !== null && todays !== undefined && minutes < todays) return date;
  for (let days = 1; days <= 7; days++) {
    const next = addDaysIso(date, days);
    const deadline = deadlines[weekdayOf(next)];
    if (deadline !== null && deadline !== undefined) return next;
  }
  return date;
}
