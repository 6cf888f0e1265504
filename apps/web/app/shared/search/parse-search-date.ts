import { istNow, isIsoDate, lastBookableDate } from "@workbay/domain/ist-date";

/**
 * The window a visitor may search: today (IST) to today + 89 days. Today stays its first day
 * (the date picker's minimum) even after the centres close: a page without a chosen date shows
 * its default date instead (`defaultSearchDate`, decision 0039).
 */
export function searchWindow(now: Date): { today: string; lastDate: string } {
  return { today: istNow(now).date, lastDate: lastBookableDate(now) };
}

/** A requested date inside the booking window, else null (the page then shows its default date). */
export function parseSearchDate(value: string | null, now: Date): string | null {
  const { today, lastDate } = searchWindow(now);
  if (!value || !isIsoDate(value)) return null;
  // ISO dates compare correctly as strings.
  return value < today || value > lastDate ? null : value;
}
