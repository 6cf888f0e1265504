import { describe, expect, it } from "vitest";
import { firstFutureSlot, hasFreeRun, itemAvailability, openingWindow } from "../src/availability";
import { distanceKm, isDistanceShown } from "../src/distance";
import { addDaysIso, isIsoDate, istNow, lastBookableDate } from "../src/ist-date";
import { minExtraSlots, slotLabel } from "../src/slots";

const weekdays = [
  { days: [1, 2, 3, 4, 5], open: 16, close: 40 },
  { days: [6], open: 18, close: 36 },
];

describe("openingWindow", () => {
  it("intersects the room's hours with the centre's hours that day", () => {
    expect(openingWindow(14, 42, weekdays, 1)).toEqual({ start: 16, end: 40 });
    expect(openingWindow(14, 42, weekdays, 6)).toEqual({ start: 18, end: 36 });
  });
  it("is null on a closed day", () => {
    expect(openingWindow(16, 40, weekdays, 0)).toBeNull();
  });
});

describe("hasFreeRun", () => {
  it("needs a run of the minimum length before closing", () => {
    expect(hasFreeRun(16, 40, [], 60)).toBe(true);
    // Every other slot taken: no two free in a row.
    const alternate = Array.from({ length: 12 }, (_, i) => 16 + i * 2);
    expect(hasFreeRun(16, 40, alternate, 60)).toBe(false);
    expect(hasFreeRun(16, 40, alternate, 30)).toBe(true);
  });
  it("ignores slots that already started", () => {
    expect(hasFreeRun(16, 40, [], 60, 39)).toBe(false);
    expect(hasFreeRun(16, 40, [], 60, 38)).toBe(true);
  });
});

describe("itemAvailability", () => {
  const base = { weekday: 1, window: { start: 16, end: 40 }, taken: [], slotDuration: 60, firstSlot: 0, passCapacity: 10, passesSold: 0 };
  it("counts passes left and sells none when sold out", () => {
    expect(itemAvailability({ ...base, kind: "pass", productTypeId: 7, passesSold: 4 })).toEqual({ available: true, passCount: 6 });
    expect(itemAvailability({ ...base, kind: "pass", productTypeId: 7, passesSold: 10 })).toEqual({ available: false, passCount: 0 });
  });
  it("sells day passes on weekdays only, travel passes every day", () => {
    expect(itemAvailability({ ...base, kind: "pass", productTypeId: 7, weekday: 6 }).available).toBe(false);
    expect(itemAvailability({ ...base, kind: "pass", productTypeId: 16, weekday: 0 }).available).toBe(false);
    expect(itemAvailability({ ...base, kind: "pass", productTypeId: 11, weekday: 6 }).available).toBe(true);
  });
  it("treats a closed day as unavailable for timed rooms", () => {
    expect(itemAvailability({ ...base, kind: "timed", productTypeId: 1, window: null }).available).toBe(false);
  });
  it("always offers virtual offices", () => {
    expect(itemAvailability({ ...base, kind: "subscription", productTypeId: 8, window: null }).available).toBe(true);
  });
});

describe("slots and dates", () => {
  it("labels slots in 12-hour time", () => {
    expect(slotLabel(0)).toBe("12:00 AM");
    expect(slotLabel(16)).toBe("08:00 AM");
    expect(slotLabel(25)).toBe("12:30 PM");
    expect(slotLabel(40)).toBe("08:00 PM");
  });
  it("derives the minimum extra slots from slot_duration", () => {
    expect(minExtraSlots(30)).toBe(0);
    expect(minExtraSlots(60)).toBe(1);
    expect(minExtraSlots(90)).toBe(2);
    expect(minExtraSlots(120)).toBe(3);
  });
  it("reads the date and time in IST whatever the machine's zone", () => {
    // 20:00 UTC is 01:30 the next day in IST.
    expect(istNow(new Date("2026-11-22T20:00:00Z"))).toEqual({ date: "2026-11-23", minutes: 90 });
    expect(firstFutureSlot(90)).toBe(4);
    expect(lastBookableDate(new Date("2026-11-22T20:00:00Z"))).toBe(addDaysIso("2026-11-23", 89));
  });
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("yesterday")).toBe(false);
  });
  it("shows distances from 1 to 50 km only", () => {
    expect(isDistanceShown(0.5)).toBe(false);
    expect(isDistanceShown(1)).toBe(true);
    expect(isDistanceShown(50)).toBe(true);
    expect(isDistanceShown(50.1)).toBe(false);
    expect(isDistanceShown(null)).toBe(false);
    expect(distanceKm(12.9716, 77.5946, 13.0827, 80.2707)).toBeGreaterThan(280);
  });
});
