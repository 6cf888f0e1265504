import { addDays, isValid, lightFormat, parseISO } from "date-fns";

/** Centre dates and times are India Standard Time, never the browser's zone (DECISIONS.md section 2). */
export const CENTRE_TIME_ZONE = "Asia/Kolkata";
/** Bookable dates run from today to today + 89 days. */
export const BOOKING_WINDOW_DAYS = 89;

// Formatters are built on first use, not on import: contracts (and so every page) import this
// module for `isIsoDate` alone (docs/decisions/0032).
let istParts: Intl.DateTimeFormat | undefined;
function istPartsFormat(): Intl.DateTimeFormat {
  istParts ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: CENTRE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return istParts;
}

let lastMinute: { key: number; value: { date: string; minutes: number } } | undefined;

/** Today's date in IST as YYYY-MM-DD and the minutes since IST midnight. */
export function istNow(now: Date): { date: string; minutes: number } {
  // Formatting is costly and every request asks several times: remember the current minute.
  const key = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.key === key) return lastMinute.value;
  const parts = Object.fromEntries(
    istPartsFormat()
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const value = { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  lastMinute = { key, value };
  return value;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = parseISO(value);
  return isValid(parsed) && lightFormat(parsed, "yyyy-MM-dd") === value;
}

export function addDaysIso(isoDate: string, days: number): string {
  return lightFormat(addDays(parseISO(isoDate), days), "yyyy-MM-dd");
}

/** The last bookable date counted from today (IST). */
export function lastBookableDate(now: Date): string {
  return addDaysIso(istNow(now).date, BOOKING_WINDOW_DAYS);
}

/** 0 = Sunday ... 6 = Saturday, for an ISO date. */
export function weekdayOf(isoDate: string): number {
  return parseISO(isoDate).getDay();
}

// Day and month names from the platform rather than date-fns' `format`, whose every token and
// locale would load with this module on every page (docs/decisions/0027). A date is named as
// the calendar date it is, whatever the zone: UTC midnight of that date, named in UTC.
const dayNames: Partial<Record<"long" | "short", Intl.DateTimeFormat>> = {};

function named(isoDate: string, width: "long" | "short"): { weekday: string; month: string; day: string; year: string } {
  const names = (dayNames[width] ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: width, month: "short" }));
  const date = parseISO(isoDate);
  const parts = Object.fromEntries(
    names.formatToParts(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday ?? "", month: parts.month ?? "", day: lightFormat(date, "dd"), year: lightFormat(date, "yyyy") };
}

/** 'Sunday, 22 Nov, 2026' (the spec's 'dddd, DD MMM, YYYY'). */
export function formatLongDate(isoDate: string): string {
  const { weekday, day, month, year } = named(isoDate, "long");
  return `${weekday}, ${day} ${month}, ${year}`;
}

/** 'Sun, 22 Nov, 26' (the spec's 'ddd, DD MMM, YY'). */
export function formatShortDate(isoDate: string): string {
  const { weekday, day, month, year } = named(isoDate, "short");
  return `${weekday}, ${day} ${month}, ${year.slice(-2)}`;
}

/** '24/11/2026': the spec's date picker format, dd/MM/yyyy. */
export function formatPickerDate(isoDate: string): string {
  return lightFormat(parseISO(isoDate), "dd/MM/yyyy");
}
