import { PRODUCT_TYPE, type ProductKind } from "./product-types";
import { minExtraSlots } from "./slots";

/** One opening window of a centre: days 0 (Sunday) to 6, open/close slot indices. */
export type BusinessHours = readonly { days: readonly number[]; open: number; close: number }[];

/**
 * The slots a room can be booked on a weekday: its own hours within the centre's hours
 * that day. Null when the centre is closed that day.
 */
export function openingWindow(
  roomStart: number,
  roomEnd: number,
  centreHours: BusinessHours,
  weekday: number,
): { start: number; end: number } | null {
  const today = centreHours.filter((h) => h.days.includes(weekday));
  if (today.length === 0) return null;
  const open = Math.min(...today.map((h) => h.open));
  const close = Math.max(...today.map((h) => h.close));
  const start = Math.max(roomStart, open);
  const end = Math.min(roomEnd, close);
  return start < end ? { start, end } : null;
}

/** The first slot that has not started yet at `minutesNow` (IST minutes since midnight). */
export function firstFutureSlot(minutesNow: number): number {
  return Math.floor(minutesNow / 30) + 1;
}

/**
 * True when a fresh pick could succeed somewhere: a run of min + 1 free slots that starts at
 * or after `firstSlot` and ends before `end` (DECISIONS.md section 3).
 */
export function hasFreeRun(start: number, end: number, taken: readonly number[], slotDuration: number, firstSlot = 0): boolean {
  const need = minExtraSlots(slotDuration) + 1;
  const takenSet = new Set(taken);
  let run = 0;
  for (let s = Math.max(start, firstSlot); s < end; s++) {
    run = takenSet.has(s) ? 0 : run + 1;
    if (run >= need) return true;
  }
  return false;
}

/** Day passes and executive day passes are sold Monday to Friday only (DECISIONS.md section 4). */
export function isWeekdayOnly(productTypeId: number): boolean {
  return productTypeId === PRODUCT_TYPE.dayPass || productTypeId === PRODUCT_TYPE.executiveDayPass;
}

export type AvailabilityInput = {
  kind: ProductKind;
  productTypeId: number;
  weekday: number;
  /** The opening window on that date, null when closed. */
  window: { start: number; end: number } | null;
  taken: readonly number[];
  slotDuration: number;
  /** The first slot still bookable: 0 on future dates, the next slot today. */
  firstSlot: number;
  passCapacity: number;
  passesSold: number;
};

/** Whether an item can be booked at all on a date, and how many passes are left. */
export function itemAvailability(input: AvailabilityInput): { available: boolean; passCount: number } {
  if (input.kind === "subscription") return { available: true, passCount: 0 };
  if (input.kind === "pass") {
    const weekend = input.weekday === 0 || input.weekday === 6;
    if (isWeekdayOnly(input.productTypeId) && weekend) return { available: false, passCount: 0 };
    const passCount = Math.max(0, input.passCapacity - input.passesSold);
    return { available: passCount > 0, passCount };
  }
  if (!input.window) return { available: false, passCount: 0 };
  return {
    available: hasFreeRun(input.window.start, input.window.end, input.taken, input.slotDuration, input.firstSlot),
    passCount: 0,
  };
}

/** Whether the chosen slots [start, end) are all still free and none has started yet. */
export function isRangeStillFree(taken: readonly number[], start: number, end: number, firstSelectable: number): boolean {
  if (start < firstSelectable) return false;
  for (let s = start; s < end; s++) if (taken.includes(s)) return false;
  return true;
}
