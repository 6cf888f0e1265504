/** A day has 48 half-hour slots; slot i starts at i x 30 minutes (DECISIONS.md section 2). */
export const SLOTS_PER_DAY = 48;
export const DEFAULT_START_SLOT = 16;
export const DEFAULT_END_SLOT = 40;

/** '08:00 AM' for slot 16; slot 48 (end of day) is '12:00 AM'. */
export function slotLabel(slot: number): string {
  return clockLabel((slot % SLOTS_PER_DAY) * 30);
}

/** '09:05 AM' for 545 minutes after midnight: the time of day as the pages write it. */
export function clockLabel(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mm = String(minutes % 60).padStart(2, "0");
  return `${String(h12).padStart(2, "0")}:${mm} ${h24 < 12 ? "AM" : "PM"}`;
}

/** Extra slots beyond the first that a fresh pick selects: ceil(slot_duration / 30) - 1. */
export function minExtraSlots(slotDurationMinutes: number): number {
  return Math.max(0, Math.ceil(slotDurationMinutes / 30) - 1);
}

/** slot_duration from 30 to under 480 minutes counts in hours, else in days. */
export function durationUnit(slotDurationMinutes: number): "Hour" | "Day" {
  return slotDurationMinutes >= 30 && slotDurationMinutes < 480 ? "Hour" : "Day";
}

/** Slots of [start, end) not in `taken`. */
export function freeSlots(start: number, end: number, taken: readonly number[]): number[] {
  const takenSet = new Set(taken);
  const free: number[] = [];
  for (let s = start; s < end; s++) if (!takenSet.has(s)) free.push(s);
  return free;
}
