// Operators' blocks of a room's slots (issue 15, decision 0034): what a block may cover. The
// database decides whether the slots are free; these rules only give the clear message first.
import { isIsoDate, istNow } from "./ist-date";
import { slotLabel } from "./slots";

export const BLOCK_REASONS = ["maintenance", "private_use"] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

export const BLOCK_REASON_TEXT: Record<BlockReason, string> = { maintenance: "Maintenance", private_use: "Private use" };

export const BLOCK_NOTE_MAX = 500;

export const BLOCK_MESSAGES = {
  blocked: "Slots blocked.",
  unblocked: "Block removed: the slots are free again.",
  notFound: "Block not found.",
  notTimed: "Only rooms booked by the half hour can be blocked.",
  roomNotFound: "Room not found.",
  badDate: "Please choose a real date.",
  past: "A block cannot be in the past.",
  order: "The block must end after it starts.",
  taken: (holders: string) => `These slots are taken (${holders}). Cancel or move that first, or block other times.`,
} as const;

/** What holds a slot, as the repository reads it: a booking (its code) or a block (its times and reason). */
export type SlotHolder = {
  code: string | null;
  blockId: number | null;
  blockStartSlot: number | null;
  blockEndSlot: number | null;
  blockReason: string | null;
};

/**
 * A holder as an operator reads it in a refusal: "booking WB…" for a booking, and for a block
 * its reason and times, "a maintenance block from 10:00 AM to 12:00 PM" (a block's id is
 * nowhere in the console, so "block 12" told the operator nothing).
 */
export function slotHolderText(holder: SlotHolder): string {
  if (holder.blockId === null) return holder.code ? `booking ${holder.code}` : "a booking";
  const reason = BLOCK_REASON_TEXT[holder.blockReason as BlockReason]?.toLowerCase();
  const times =
    holder.blockStartSlot !== null && holder.blockEndSlot !== null
      ? ` from ${slotLabel(holder.blockStartSlot)} to ${slotLabel(holder.blockEndSlot)}`
      : "";
  return `${reason ? `a ${reason}` : "another"} block${times}`;
}

/** The distinct holders of a range, in slot order, as text. */
export function slotHoldersText(holders: readonly SlotHolder[]): string[] {
  return [...new Set(holders.map(slotHolderText))];
}

export type BlockRequest = { date: string; startSlot: number; endSlot: number };

/** The reason a block is refused before the database is asked, or null. */
export function blockProblem(block: BlockRequest, room: { openSlot: number; closeSlot: number }, now: Date): string | null {
  if (!isIsoDate(block.date)) return BLOCK_MESSAGES.badDate;
  if (!(block.startSlot < block.endSlot)) return BLOCK_MESSAGES.order;
  if (block.startSlot < room.openSlot || block.endSlot > room.closeSlot)
    return `A block must be within the room's opening hours (${slotLabel(room.openSlot)} to ${slotLabel(room.closeSlot)}).`;
  const today = istNow(now);
  if (block.date < today.date || (block.date === today.date && block.endSlot * 30 <= today.minutes)) return BLOCK_MESSAGES.past;
  return null;
}
