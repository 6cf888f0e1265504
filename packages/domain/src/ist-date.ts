/** Centre dates and times are India Standard Time, never the browser's zone (DECISIONS.md section 2). */
export const CENTRE_TIME_ZONE = "Asia/Kolkata";
/** Bookable dates run from today to today + 89 days. */
export const BOOKING_WINDOW_DAYS = 89;

/** IST is UTC+05:30 all year, and has been since 1945: no daylight saving, no changes. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Today's date in IST as YYYY-MM-DD and the minutes since IST midnight. Plain arithmetic on the
 * fixed offset rather than `Intl.DateTimeFormat` with the zone, whose first use in a browser
 * loads time-zone data during the page's hydration (docs/decisions/0035, "Twelfth session");
 * the tests hold it to Intl's answer.
 */
export function istNow(now: Date): { date: string; minutes: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return { date: ist.toISOString().slice(0, 10), minutes };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar date is handled as the UTC midnight that starts it (milliseconds), so that adding
// days and naming weekdays never meet the browser's zone or its daylight saving. Plain
// arithmetic on YYYY-MM-DD, rather than date-fns' `parseISO`, `addDays` and `lightFormat`, which
// every page would load for it (docs/decisions/0035, "JavaScript, third pass").

/** UTC midnight of year-month-day (month 1 to 12; out-of-range days and months roll over). */
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  // Not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The parts of a real calendar date written YYYY-MM-DD; undefined for anything else. */
function isoParts(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(utcDay(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : undefined;
}

/** The parts of an ISO date; a RangeError for anything that is not a real date. */
function partsOf(isoDate: string): { year: number; month: number; day: number } {
  const parts = isoParts(isoDate);
  if (!parts) throw new RangeError(`Invalid date: ${JSON.stringify(isoDate)}`);
  return parts;
}

/** UTC midnight of an ISO date; a RangeError for anything that is not a real date. */
function dayOf(isoDate: string): Date {
  const { year, month, day } = partsOf(isoDate);
  return new Date(utcDay(year, month, day));
}

const two = (n: number) => String(n).padStart(2, "0");

function isoOf(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return isoParts(value) !== undefined;
}

export function addDaysIso(isoDate: string, days: number): string {
  const date = dayOf(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/**
 * The same day `years` later (earlier when negative); 29 February becomes 28 February in a year
 * without it, as a calendar does (and date-fns' `addYears`).
 */
export function addYearsIso(isoDate: string, years: number): string {
  const { year, month, day } = partsOf(isoDate);
  const lastDay = new Date(utcDay(year + years, month + 1, 0)).getUTCDate();
  return isoOf(new Date(utcDay(year + years, month, Math.min(day, lastDay))));
}

/** The last bookable date counted from today (IST). */
export function lastBookableDate(now: Date): string {
  return addDaysIso(istNow(now).date, BOOKING_WINDOW_DAYS);
}

/** 0 = Sunday ... 6 = Saturday, for an ISO date. */
export function weekdayOf(isoDate: string): number {
  return dayOf(isoDate).getUTCDay();
}

// Day and month names are the spec's English ones (moment's 'dddd', 'ddd', 'MMM'), written out
// rather than asked of Intl: the booking card and listings name a date on every render, and
// `formatToParts` cost more than the rest of it (decision 0038, "The room page's data"). A date is
// named as the calendar date it is, whatever the zone: UTC midnight of that date, in UTC.
// `ist-date.test.ts` holds them to Intl's en-US names for every day from 1999 to 2053.
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A date's weekday, month and day as the pages write them, and its year. */
export function dateParts(isoDate: string, width: "long" | "short"): { weekday: string; month: string; day: string; year: string } {
  const date = dayOf(isoDate);
  const weekday = WEEKDAYS[date.getUTCDay()]!;
  return {
    weekday: width === "long" ? weekday : weekday.slice(0, 3),
    month: MONTHS[date.getUTCMonth()]!,
    day: two(date.getUTCDate()),
    year: isoOf(date).slice(0, 4),
  };
}

/** 'Sunday, 22 Nov, 2026' (the spec's 'dddd, DD MMM, YYYY'). */
export function formatLongDate(isoDate: string): string {
  const { weekday, day, month, year } = dateParts(isoDate, "long");
  return `${weekday}, ${day} ${month}, ${year}`;
}

/** 'Sun, 22 Nov, 26' (the spec's 'ddd, DD MMM, YY'). */
export function formatShortDate(isoDate: string): string {
  const { weekday, day, month, year } = dateParts(isoDate, "short");
  return `${weekday}, ${day} ${month}, ${year.slice(-2)}`;
}

/** '24/11/2026': the spec's date picker format, dd/MM/yyyy. */
export function formatPickerDate(isoDate: string): string {
  const [year, month, day] = isoOf(dayOf(isoDate)).split("-");
  return `${day}/${month}/${year}`;
}
