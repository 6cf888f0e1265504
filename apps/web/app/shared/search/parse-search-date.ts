import { istNow, isIsoDate, lastBookableDate } from "@workbay/domain/ist-date";

/** The window a visitor may search: today (IST) to today + 89 days. */
export function searchWindow(now: Date): { today: string; lastDate: string } {
  return { today: istNow(now).date, lastDate: lastBookableDate(now) };
}

/** A requested date inside the booking window, else today (IST). */
export function parseSearchDate(value: string | null, now: Date): string {
  const { today, lastDate } = searchWindow(now);
  if (!value || !isIsoDate(value)) return today;
  // ISO dates compare correctly as strings.
  return value < today || value > lastDate ? today : value;
}
