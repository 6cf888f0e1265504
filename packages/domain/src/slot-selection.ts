import { minExtraSlots } from "./slots";

/** A selected run of half-hour slots, `end` exclusive; null when nothing is selected. */
export type SlotRange = { start: number; end: number } | null;

export type SlotContext = {
  /** Opening window of the date: first slot and the closing slot (exclusive). */
  open: number;
  close: number;
  taken: readonly number[];
  slotDuration: number;
  /** Slots before this one have started already (today); 0 on later dates. */
  firstSelectable: number;
};

/** Whether a slot can be picked at all: inside the window, not taken, not started. */
export function isSlotSelectable(slot: number, ctx: SlotContext): boolean {
  return slot >= Math.max(ctx.open, ctx.firstSelectable) && slot < ctx.close && !ctx.taken.includes(slot);
}

/** 'Minimum booking duration is 1 hour' and the like, for the warning toast. */
export function minimumDurationMessage(slotDuration: number): string {
  const minutes = (minExtraSlots(slotDuration) + 1) * 30;
  if (minutes < 60) return `Minimum booking duration is ${minutes} minutes`;
  const hours = minutes / 60;
  return `Minimum booking duration is ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/**
 * The selection after picking `slot` (DECISIONS.md section 3):
 * - nothing selected: select slot..slot+min when all are free and before closing, else
 *   nothing, with a warning naming the minimum duration;
 * - a free slot next to the range extends it;
 * - an end of a range longer than the minimum shrinks it; at the minimum it clears;
 * - a slot away from the range clears; a slot inside it changes nothing;
 * - a disabled slot (taken, started, outside the window) changes nothing.
 */
export function pickSlot(selection: SlotRange, slot: number, ctx: SlotContext): { selection: SlotRange; warning?: string } {
  const min = minExtraSlots(ctx.slotDuration);
  if (!selection) {
    if (!isSlotSelectable(slot, ctx)) return { selection };
    for (let s = slot; s <= slot + min; s++) {
      if (!isSlotSelectable(s, ctx)) return { selection: null, warning: minimumDurationMessage(ctx.slotDuration) };
    }
    return { selection: { start: slot, end: slot + min + 1 } };
  }
  const { start, end } = selection;
  const length = end - start;
  if (slot === start - 1 || slot === end) {
    if (!isSlotSelectable(slot, ctx)) return { selection };
    return { selection: slot === end ? { start, end: end + 1 } : { start: slot, end } };
  }
  if (slot === start || slot === end - 1) {
    if (length <= min + 1) return { selection: null };
    return { selection: slot === start ? { start: start + 1, end } : { start, end: end - 1 } };
  }
  if (slot > start && slot < end - 1) return { selection };
  return { selection: null };
}

/** Booking parameters from a selection: startTime is the first slot, endTime the last + 1. */
export function selectionTimes(selection: NonNullable<SlotRange>): { startTime: number; endTime: number } {
  return { startTime: selection.start, endTime: selection.end };
}
