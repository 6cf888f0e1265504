import { addDays, format, isValid, parseISO } from "date-fns";

/** Centre dates and times are India Standard Time, never the browser's zone (DECISIONS.md section 2). */
export const CENTRE_TIME_ZONE = "Asia/Kolkata";
/** Bookable dates run from today to today + 89 days. */
export const BOOKING_WINDOW_DAYS = 89;

const istParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: CENTRE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

let lastMinute: { key: number; value: { date: string; minutes: number } } | undefined;

/** Today's date in IST as YYYY-MM-DD and the minutes since IST midnight. */
export function istNow(now: Date): { date: string; minutes: number } {
  // Formatting is costly and every request asks several times: remember the current minute.
  const key = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.key === key) return lastMinute.value;
  const parts = Object.fromEntries(istParts.formatToParts(now).map((p) => [p.type, p.value]));
  const value = { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  lastMinute = { key, value };
  return value;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = parseISO(value);
  return isValid(parsed) && format(parsed, "yyyy-MM-dd") === value;
}

export function addDaysIso(isoDate: string, days: number): string {
  return format(addDays(parseISO(isoDate), days), "yyyy-MM-dd");
}

/** The last bookable date counted from today (IST). */
export function lastBookableDate(now: Date): string {
  return addDaysIso(istNow(now).date, BOOKING_WINDOW_DAYS);
}

/** 0 = Sunday ... 6 = Saturday, for an ISO date. */
export function weekdayOf(isoDate: string): number {
  return parseISO(isoDate).getDay();
}

/** 'Sunday, 22 Nov, 2026' (the spec's 'dddd, DD MMM, YYYY'). */
export function formatLongDate(isoDate: string): string {
  return format(parseISO(isoDate), "EEEE, dd MMM, yyyy");
}

/** 'Sun, 22 Nov, 26' (the spec's 'ddd, DD MMM, YY'). */
export function formatShortDate(isoDate: string): string {
  return format(parseISO(isoDate), "EEE, dd MMM, yy");
}

/** '24/11/2026': the spec's date picker format, dd/MM/yyyy. */
export function formatPickerDate(isoDate: string): string {
  return format(parseISO(isoDate), "dd/MM/yyyy");
}
