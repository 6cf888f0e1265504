// The line the booking page shows after a move (decision 0048): where the booking was and where it
// is now, both with their start and end, so a booking made shorter on the same day does not read
// as "moved from 03:00 PM to 03:00 PM – 04:00 PM".
import { formatLongDate } from "@workbay/domain/ist-date";
import { slotLabel } from "@workbay/domain/slots";

export type MovedFrom = { date: string; startTime: number; endTime: number | null };

/**
 * `2026-12-01T20-24` (or `2026-12-01T20`, the form before the end was added): the date, first slot
 * and end slot a booking was moved from, from the page's `moved_from` parameter; null when absent
 * or malformed.
 */
export function movedFromParam(value: string | null): MovedFrom | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})T(\d{1,2})(?:-(\d{1,2}))?$/.exec(value) : null;
  if (!match) return null;
  const startTime = Number(match[2]);
  const endTime = match[3] === undefined ? null : Number(match[3]);
  return { date: match[1]!, startTime, endTime: endTime !== null && endTime > startTime && endTime <= 48 ? endTime : null };
}

/**
 * "Booking moved from …, 02:00 PM – 04:00 PM to …, 03:00 PM – 04:00 PM." and what follows: nothing
 * more charged, unless the change settled money (its own notice says what).
 */
export function movedNotice(from: MovedFrom, now: { date: string; startTime: number; endTime: number }, settledMoney: boolean): string {
  const was = `${formatLongDate(from.date)}, ${slotLabel(from.startTime)}${from.endTime === null ? "" : ` – ${slotLabel(from.endTime)}`}`;
  const is = `${formatLongDate(now.date)}, ${slotLabel(now.startTime)} – ${slotLabel(now.endTime)}`;
  const sameTimes = from.date === now.date && from.startTime === now.startTime;
  const changed = sameTimes && from.endTime !== null && from.endTime !== now.endTime ? "changed" : "moved";
  const after = settledMoney
    ? "The e-mail with the updated calendar invite is on its way."
    : "Nothing more was charged; the e-mail with the updated calendar invite is on its way.";
  return `Booking ${changed} from ${was} to ${is}. ${after}`;
}
