// Taken slots and sold passes for the next two weeks, so the slot picker and the pass
// counts look like a live marketplace from the first start.
import { isWeekdayOnly, openingWindow } from "@workbay/domain/availability";
import { addDaysIso, weekdayOf } from "@workbay/domain/ist-date";
import { productType } from "@workbay/domain/product-types";
import { minExtraSlots } from "@workbay/domain/slots";
import type { Random } from "./create-random";
import type { DemoCentre } from "./demo-centres";
import type { DemoRoom } from "./build-demo-rooms";

export type DemoBooking = {
  roomSeoId: string;
  date: string;
  startSlot: number;
  /** Exclusive, like bookings.end_slot. */
  endSlot: number;
  seats: number;
  roomAmountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
};

export type DemoPassAllocation = { roomSeoId: string; date: string; capacity: number; sold: number };

/** Today plus 14 days. */
const DAYS = 15;
const MAX_BOOKING_SLOTS = 6;
// The demo's customers are billed in the centre's state, so GST splits into CGST + SGST
// (DECISIONS.md section 2); the rates are the configured defaults.
const CGST_PERCENT = 9;
const SGST_PERCENT = 9;

export function buildDemoBookings(input: {
  rooms: readonly DemoRoom[];
  centres: readonly DemoCentre[];
  /** The IST date the demo starts on. */
  today: string;
  random: Random;
}): { bookings: DemoBooking[]; passAllocations: DemoPassAllocation[] } {
  const { rooms, random, today } = input;
  const centres = new Map(input.centres.map((c) => [c.key, c]));
  const dates = Array.from({ length: DAYS }, (_, d) => addDaysIso(today, d));
  const bookings: DemoBooking[] = [];
  const passAllocations: DemoPassAllocation[] = [];

  for (const room of rooms) {
    const centre = centres.get(room.centreKey);
    if (!centre) throw new Error(`room ${room.seoId} has no centre ${room.centreKey}`);
    const kind = productType(room.productTypeId).kind;
    const onlineBookable = room.isBookable && room.isMrb;
    if (kind === "timed" && onlineBookable && random.chance(0.85)) {
      for (const date of dates) {
        const window = openingWindow(room.startTime, room.endTime, centre.businessHours, weekdayOf(date));
        if (!window) continue;
        bookings.push(...bookingsOfDay(room, date, window, random));
      }
    }
    if (kind === "pass" && room.passCapacity !== null) {
      for (const date of dates) {
        const weekday = weekdayOf(date);
        if (isWeekdayOnly(room.productTypeId) && (weekday === 0 || weekday === 6)) continue;
        const capacity = room.passCapacity;
        const sold = random.chance(0.08) ? capacity : random.int(0, capacity - 1);
        passAllocations.push({ roomSeoId: room.seoId, date, capacity, sold });
      }
    }
  }

  // The "Sold Out" button must be demonstrable on any day the seed runs.
  const soldOut = passAllocations.filter((a) => a.sold === a.capacity).length;
  passAllocations
    .filter((a) => a.date > today)
    .slice(0, Math.max(0, 2 - soldOut))
    .forEach((a) => (a.sold = a.capacity));

  return { bookings, passAllocations };
}

function bookingsOfDay(room: DemoRoom, date: string, window: { start: number; end: number }, random: Random): DemoBooking[] {
  const minSlots = minExtraSlots(room.slotDuration) + 1;
  const taken = new Set<number>();
  const result: DemoBooking[] = [];
  const wanted = random.int(1, 3);
  for (let attempt = 0; attempt < 12 && result.length < wanted; attempt++) {
    const length = random.int(Math.max(2, minSlots), Math.max(MAX_BOOKING_SLOTS, minSlots));
    if (window.end - window.start < length) break;
    const start = random.int(window.start, window.end - length);
    const slots = Array.from({ length }, (_, i) => start + i);
    if (slots.some((s) => taken.has(s))) continue;
    slots.forEach((s) => taken.add(s));
    // Cost is per hour and slots are half hours (DECISIONS.md section 2).
    const roomAmountPaise = (room.costPaise * length) / 2;
    const cgstPaise = Math.round((roomAmountPaise * CGST_PERCENT) / 100);
    const sgstPaise = Math.round((roomAmountPaise * SGST_PERCENT) / 100);
    result.push({
      roomSeoId: room.seoId,
      date,
      startSlot: start,
      endSlot: start + length,
      seats: Math.max(1, random.int(Math.ceil(room.capacity / 2), room.capacity)),
      roomAmountPaise,
      cgstPaise,
      sgstPaise,
      totalPaise: roomAmountPaise + cgstPaise + sgstPaise,
    });
  }
  return result;
}
