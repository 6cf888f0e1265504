// Recurring blocks (issue 15, decision 0036): the same block of a room's slots repeated daily
// or weekly, for a number of occurrences or until a date. Each occurrence is an ordinary block
// (slot-blocks.ts) taken through the slot primary key; these rules only list the dates.
import { addDaysIso, formatShortDate, isIsoDate } from "./ist-date";

export const BLOCK_REPEATS = ["daily", "weekly"] as const;
export type BlockRepeat = (typeof BLOCK_REPEATS)[number];

/** At most this many occurrences in one go: a year of weekly cleaning, under two months of daily. */
export const MAX_BLOCK_OCCURRENCES = 52;

export const RECURRING_BLOCK_MESSAGES = {
  blocked: (n: number) => `${n} block${n === 1 ? "" : "s"} made.`,
  blockedSkipping: (n: number, skipped: number) =>
    `${n} block${n === 1 ? "" : "s"} made; ${skipped} clashing date${skipped === 1 ? "" : "s"} skipped.`,
  countOrUntil: "Please give either a number of occurrences or an end date, not both.",
  countOrUntilMissing: "Please give a number of occurrences or an end date.",
  untilBeforeStart: "The end date must be on or after the first date.",
  tooMany: (n: number) => `That makes ${n} occurrences; at most ${MAX_BLOCK_OCCURRENCES} can be blocked at once.`,
  clashes: (clashing: number, total: number, list: string) =>
    `${clashing} of ${total} date${total === 1 ? "" : "s"} clash: ${list}. Nothing was blocked. Skip the clashing dates, or choose other times.`,
  allClash: "Every date clashes, so there is nothing to block.",
} as const;

export type Recurrence = { startDate: string; repeat: BlockRepeat; count?: number; until?: string };

export type OccurrenceDates = { dates: string[] } | { problem: string; field: "count" | "until" };

/** The dates of a recurrence (the first date included), or why it is refused. */
export function occurrenceDates(recurrence: Recurrence): OccurrenceDates {
  const { startDate, repeat, count, until } = recurrence;
  if (count !== undefined && until !== undefined) return { problem: RECURRING_BLOCK_MESSAGES.countOrUntil, field: "count" };
  if (count === undefined && until === undefined) return { problem: RECURRING_BLOCK_MESSAGES.countOrUntilMissing, field: "count" };
  const step = repeat === "daily" ? 1 : 7;
  if (count !== undefined) {
    if (!Number.isInteger(count) || count < 1) return { problem: RECURRING_BLOCK_MESSAGES.countOrUntilMissing, field: "count" };
    if (count > MAX_BLOCK_OCCURRENCES) return { problem: RECURRING_BLOCK_MESSAGES.tooMany(count), field: "count" };
    return { dates: Array.from({ length: count }, (_, i) => addDaysIso(startDate, i * step)) };
  }
  if (!isIsoDate(until!)) return { problem: "Please choose a real end date.", field: "until" };
  if (until! < startDate) return { problem: RECURRING_BLOCK_MESSAGES.untilBeforeStart, field: "until" };
  const dates: string[] = [];
  for (let date = startDate; date <= until!; date = addDaysIso(date, step)) {
    dates.push(date);
    if (dates.length > MAX_BLOCK_OCCURRENCES) {
      // Count them all for the message, without building a list the size of the range.
      const days = Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
      return { problem: RECURRING_BLOCK_MESSAGES.tooMany(Math.floor(days / step) + 1), field: "until" };
    }
  }
  return { dates };
}

/** "Mon, 07 Dec, 26 (booking WB…)" for each clashing date, joined for the refusal. */
export function clashList(clashes: readonly { date: string; holders: readonly string[] }[]): string {
  return clashes.map((c) => `${formatShortDate(c.date)} (${c.holders.join(", ")})`).join("; ");
}
