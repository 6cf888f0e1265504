import type { RoomItem } from "@workbay/contracts/rooms";
import { firstFutureSlot, isWeekdayOnly } from "@workbay/domain/availability";
import { CUTOFF_MESSAGE, dateProblem, isPastSameDayCutoff } from "@workbay/domain/booking-rules";
import { istNow, weekdayOf } from "@workbay/domain/ist-date";
import { productType } from "@workbay/domain/product-types";
import { freeSlots } from "@workbay/domain/slots";
import { timeOfSlot } from "../../shared/rooms/business-hours";
import { roomProductType } from "../../shared/rooms/room-price";

export type AvailabilitySummary = {
  /** open: plenty; few: a handful left; none: nothing to book on the date. */
  tone: "open" | "few" | "none";
  /** '12 free slots', '4 passes left', 'Sold Out'... */
  text: string;
  /** A second line: the opening hours, or why nothing is free. */
  detail: string | null;
};

/** At or below this many free slots or passes, the summary says few are left. */
const FEW = 4;

type SummaryRoom = Pick<
  RoomItem,
  "space_type" | "available" | "is_bookable" | "passCount" | "start_time" | "end_time" | "time_slots" | "date"
>;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * What the booking card says about the chosen date before a slot is picked: free half-hour
 * slots for timed rooms (from the next half hour on today), passes left for passes, plain
 * availability for a virtual office. `now` decides which of today's slots have passed and
 * whether today's same-day cut-off for passes and virtual offices is past.
 */
export function availabilitySummary(room: SummaryRoom, now: Date): AvailabilitySummary {
  const type = roomProductType(room);
  const { kind } = productType(type);
  if (!room.is_bookable) return { tone: "none", text: "Sold Out", detail: "This space cannot be booked online." };

  if (isPastSameDayCutoff(type, room.date, now)) return { tone: "none", text: "Closed for today", detail: CUTOFF_MESSAGE };

  if (kind === "subscription") {
    return room.available
      ? { tone: "open", text: "Available", detail: "Your plan can start on this date." }
      : { tone: "none", text: "Sold Out", detail: null };
  }

  if (kind === "pass") {
    const weekday = weekdayOf(room.date);
    if (isWeekdayOnly(type) && (weekday === 0 || weekday === 6)) {
      return { tone: "none", text: "Weekdays only", detail: dateProblem(type, room.date, now) };
    }
    if (!room.available || room.passCount <= 0) return { tone: "none", text: "Sold Out", detail: "No passes left on this date." };
    return { tone: room.passCount <= FEW ? "few" : "open", text: plural(room.passCount, "pass left", "passes left"), detail: null };
  }

  if (room.start_time >= room.end_time) {
    return { tone: "none", text: "Closed on this date", detail: "The centre is closed that day. Pick another date." };
  }
  const hours = `Open ${timeOfSlot(room.start_time)} – ${timeOfSlot(room.end_time)}`;
  const ist = istNow(now);
  const firstSlot = room.date === ist.date ? firstFutureSlot(ist.minutes) : 0;
  const free = freeSlots(room.start_time, room.end_time, room.time_slots).filter((slot) => slot >= firstSlot);
  if (free.length === 0 && firstSlot > room.start_time) {
    return { tone: "none", text: "No more slots today", detail: "Pick another date to see free slots." };
  }
  if (!room.available || free.length === 0) return { tone: "none", text: "Sold Out", detail: hours };
  return { tone: free.length <= FEW ? "few" : "open", text: plural(free.length, "free slot", "free slots"), detail: hours };
}
