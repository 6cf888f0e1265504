import { describe, expect, it } from "vitest";
import { CENTRE_CLOSED_MESSAGE, closedWeekdays, dateProblem, pickerDayProblem, WEEKDAY_ONLY_MESSAGE } from "../src/booking-rules";

// Tuesday 24 Nov 2026, 10:00 IST (04:30 UTC); 23:30 IST is still the 24th there.
const now = new Date("2026-11-24T04:30:00Z");
const lateEvening = new Date("2026-11-24T18:00:00Z");

// Monday to Saturday, slots 18 (09:00) to 40 (20:00); closed on Sunday.
const hours = [{ days: [1, 2, 3, 4, 5, 6], open: 18, close: 40 }];

describe("closedWeekdays", () => {
  it("lists the weekdays a timed room's centre is closed", () => {
    expect(closedWeekdays(1, 18, 40, hours)).toEqual([0]);
  });
  it("counts a day whose hours do not meet the room's as closed", () => {
    expect(closedWeekdays(1, 0, 16, hours)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it("ignores opening hours for passes and virtual offices", () => {
    expect(closedWeekdays(7, 18, 40, hours)).toEqual([]);
    expect(closedWeekdays(8, 18, 40, hours)).toEqual([]);
  });
});

describe("pickerDayProblem", () => {
  it("greys out days before today and after today + 89 (IST)", () => {
    expect(pickerDayProblem(1, "2026-11-23", now)).toMatch(/has passed/);
    expect(pickerDayProblem(1, "2026-11-24", now)).toBeNull();
    expect(pickerDayProblem(1, "2027-02-21", now)).toBeNull();
    expect(pickerDayProblem(1, "2027-02-22", now)).toMatch(/89 days ahead/);
    // Late evening in India, early evening in UTC: today is still the IST date.
    expect(pickerDayProblem(null, "2026-11-24", lateEvening)).toBeNull();
  });
  it("greys out weekends for weekday-only products only", () => {
    expect(pickerDayProblem(7, "2026-11-28", now)).toBe(WEEKDAY_ONLY_MESSAGE);
    expect(pickerDayProblem(16, "2026-11-29", now)).toBe(WEEKDAY_ONLY_MESSAGE);
    expect(pickerDayProblem(1, "2026-11-28", now)).toBeNull();
    expect(pickerDayProblem(null, "2026-11-28", now)).toBeNull();
  });
  it("greys out the centre's closed days", () => {
    expect(pickerDayProblem(1, "2026-11-29", now, [0])).toBe(CENTRE_CLOSED_MESSAGE);
    expect(pickerDayProblem(1, "2026-11-30", now, [0])).toBeNull();
  });
  it("agrees with the server's dateProblem on every day of the window and around it", () => {
    for (let offset = -3; offset <= 93; offset++) {
      const day = new Date(Date.UTC(2026, 10, 24 + offset)).toISOString().slice(0, 10);
      for (const type of [1, 7, 8, 16]) expect(pickerDayProblem(type, day, now)).toBe(dateProblem(type, day, now));
    }
  });
});
