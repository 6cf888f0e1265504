import type { BusinessHours } from "@workbay/domain/availability";
import { SLOTS_PER_DAY, slotLabel } from "@workbay/domain/slots";

export type BusinessHoursLine = {
  /** 'Mon–Fri', 'Sat', 'Sat–Sun'. */
  days: string;
  /** '8:00 AM – 8:00 PM', 'Closed'. */
  hours: string;
  closed: boolean;
};

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Weeks are read Monday first, as centres publish their hours. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** '8:00 AM' for slot 16 (slotLabel without the leading zero). */
export function timeOfSlot(slot: number): string {
  return slotLabel(slot).replace(/^0/, "");
}

function hoursOnDay(hours: BusinessHours, weekday: number): string | null {
  const windows = hours.filter((h) => h.days.includes(weekday) && h.open < h.close).toSorted((a, b) => a.open - b.open);
  if (windows.length === 0) return null;
  if (windows.length === 1 && windows[0]?.open === 0 && windows[0].close >= SLOTS_PER_DAY) return "Open 24 hours";
  return windows.map((w) => `${timeOfSlot(w.open)} – ${timeOfSlot(w.close)}`).join(", ");
}

/**
 * A centre's week as short lines, consecutive days with the same hours joined:
 * 'Mon–Fri 8:00 AM – 8:00 PM', 'Sat 9:00 AM – 6:00 PM', 'Sun Closed'. Empty when the
 * centre publishes no hours at all.
 */
export function formatBusinessHours(hours: BusinessHours): BusinessHoursLine[] {
  if (!WEEK_ORDER.some((day) => hoursOnDay(hours, day) !== null)) return [];
  const lines: BusinessHoursLine[] = [];
  let runStart = 0;
  for (let i = 0; i < WEEK_ORDER.length; i++) {
    const current = hoursOnDay(hours, WEEK_ORDER[i] ?? 0);
    const next = i + 1 < WEEK_ORDER.length ? hoursOnDay(hours, WEEK_ORDER[i + 1] ?? 0) : undefined;
    if (next === current) continue;
    const first = DAY_NAMES[WEEK_ORDER[runStart] ?? 0];
    const last = DAY_NAMES[WEEK_ORDER[i] ?? 0];
    lines.push({ days: runStart === i ? `${first}` : `${first}–${last}`, hours: current ?? "Closed", closed: current === null });
    runStart = i + 1;
  }
  return lines;
}
