import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstFutureSlot, hasFreeRun } from "../src/availability";
import { addDaysIso, istNow, weekdayOf } from "../src/ist-date";
import { defaultSearchDate, sameDayDeadline, weekDeadlines, type DeadlineItem } from "../src/same-day-deadline";

/** A moment given as an IST date and time. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

const WEEKDAYS = [1, 2, 3, 4, 5];
// The demo centres' hours (packages/demo-seed/src/demo-centres.ts): the late ones close at 22:00 on weekdays.
const late: DeadlineItem = {
  productTypeId: 1,
  startTime: 18,
  endTime: 44,
  slotDuration: 60,
  businessHours: [
    { days: WEEKDAYS, open: 18, close: 44 },
    { days: [0, 6], open: 20, close: 36 },
  ],
};
const standard: DeadlineItem = {
  productTypeId: 1,
  startTime: 16,
  endTime: 40,
  slotDuration: 60,
  businessHours: [
    { days: WEEKDAYS, open: 16, close: 40 },
    { days: [6], open: 18, close: 36 },
  ],
};
const dayPass: DeadlineItem = { ...standard, productTypeId: 7, slotDuration: 480 };
const virtualOffice: DeadlineItem = { ...standard, productTypeId: 8, slotDuration: 1440 };

describe("sameDayDeadline", () => {
  it("is the start of a timed room's last run of its minimum length before closing", () => {
    // Closing 22:00, one hour minimum: 21:00-22:00 is the last booking, bookable until 21:00.
    expect(sameDayDeadline(late, 5)).toBe(21 * 60);
    expect(sameDayDeadline(late, 6)).toBe(17 * 60);
    expect(sameDayDeadline(standard, 1)).toBe(19 * 60);
    expect(sameDayDeadline({ ...late, slotDuration: 90 }, 5)).toBe(20 * 60 + 30);
    expect(sameDayDeadline({ ...late, slotDuration: 30 }, 5)).toBe(21 * 60 + 30);
    // The room's own hours inside the centre's.
    expect(sameDayDeadline({ ...late, endTime: 40 }, 5)).toBe(19 * 60);
  });

  it("is null on a day the centre is closed or too short for one booking", () => {
    expect(sameDayDeadline(standard, 0)).toBeNull();
    expect(sameDayDeadline({ ...standard, startTime: 38, endTime: 40, slotDuration: 90 }, 1)).toBeNull();
    expect(sameDayDeadline({ ...standard, productTypeId: 999 }, 1)).toBeNull();
  });

  it("is the same-day cut-off for passes and virtual offices; day passes have none at weekends", () => {
    expect(sameDayDeadline(dayPass, 3)).toBe(13 * 60);
    expect(sameDayDeadline(dayPass, 6)).toBeNull();
    expect(sameDayDeadline(dayPass, 0)).toBeNull();
    expect(sameDayDeadline({ ...dayPass, productTypeId: 11 }, 0)).toBe(13 * 60);
    expect(sameDayDeadline(virtualOffice, 0)).toBe(13 * 60);
    expect(sameDayDeadline(virtualOffice, 2, 15)).toBe(15 * 60);
  });

  it("agrees with the slot map: a fresh room still has a free run today exactly until its deadline", () => {
    const need = 2;
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
      const first = firstFutureSlot(minutes);
      const deadline = sameDayDeadline(late, 5)!;
      expect(hasFreeRun(18, 44, [], 60, first), `${minutes}`).toBe(minutes < deadline);
      expect(first + need <= 44).toBe(minutes < deadline);
    }
  });
});

describe("weekDeadlines", () => {
  it("takes the latest item each weekday, null where none can be booked", () => {
    expect(weekDeadlines([late, standard])).toEqual([1020, 1260, 1260, 1260, 1260, 1260, 1020]);
    expect(weekDeadlines([standard])).toEqual([null, 1140, 1140, 1140, 1140, 1140, 1020]);
    expect(weekDeadlines([dayPass])).toEqual([null, 780, 780, 780, 780, 780, null]);
    expect(weekDeadlines([])).toEqual([null, null, null, null, null, null, null]);
  });
});

describe("defaultSearchDate", () => {
  const demo = weekDeadlines([late, standard]);

  it("is today until the last booking of the day can start, then tomorrow (Friday 27 Nov 2026)", () => {
    for (const time of ["00:00", "10:00", "20:29", "20:30", "20:59"]) {
      expect(defaultSearchDate(ist("2026-11-27", time), demo), time).toBe("2026-11-27");
    }
    for (const time of ["21:00", "21:01", "22:00", "23:59"]) {
      expect(defaultSearchDate(ist("2026-11-27", time), demo), time).toBe("2026-11-28");
    }
    // Past midnight IST it is Saturday's today again (still Friday in UTC).
    expect(defaultSearchDate(ist("2026-11-28", "00:00"), demo)).toBe("2026-11-28");
    expect(new Date("2026-11-27T18:30:00Z").getTime()).toBe(ist("2026-11-28", "00:00").getTime());
  });

  it("switches on a half-hour boundary of the IST clock, whatever UTC says", () => {
    expect(defaultSearchDate(new Date("2026-11-27T15:29:59Z"), demo)).toBe("2026-11-27");
    expect(defaultSearchDate(new Date("2026-11-27T15:30:00Z"), demo)).toBe("2026-11-28");
  });

  it("crosses months and years", () => {
    expect(defaultSearchDate(ist("2026-11-30", "21:00"), demo)).toBe("2026-12-01");
    expect(defaultSearchDate(ist("2026-12-31", "21:30"), demo)).toBe("2027-01-01");
    expect(defaultSearchDate(ist("2028-02-28", "23:00"), demo)).toBe("2028-02-29");
  });

  it("skips the days nothing can be booked: Saturday evening to Monday without Sunday hours, Friday afternoon day passes to Monday", () => {
    expect(defaultSearchDate(ist("2026-11-28", "16:59"), weekDeadlines([standard]))).toBe("2026-11-28");
    expect(defaultSearchDate(ist("2026-11-28", "17:00"), weekDeadlines([standard]))).toBe("2026-11-30");
    expect(defaultSearchDate(ist("2026-11-29", "09:00"), weekDeadlines([standard]))).toBe("2026-11-30");
    expect(defaultSearchDate(ist("2026-11-27", "12:59"), weekDeadlines([dayPass]))).toBe("2026-11-27");
    expect(defaultSearchDate(ist("2026-11-27", "13:00"), weekDeadlines([dayPass]))).toBe("2026-11-30");
  });

  it("stays today when nothing can ever be booked or nothing is known", () => {
    expect(defaultSearchDate(ist("2026-11-27", "23:00"), weekDeadlines([]))).toBe("2026-11-27");
    expect(defaultSearchDate(ist("2026-11-27", "23:00"), undefined)).toBe("2026-11-27");
  });

  it("is today exactly while today's deadline is ahead, else the first later day with one, within a week", () => {
    const deadline = fc.option(fc.integer({ min: 0, max: 47 }).map((slot) => slot * 30));
    fc.assert(
      fc.property(
        fc.array(deadline, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (week, ms) => {
          const now = new Date(ms);
          const { date: today, minutes } = istNow(now);
          const chosen = defaultSearchDate(now, week);
          const todays = week[weekdayOf(today)] ?? null;
          if (todays !== null && minutes < todays) return chosen === today;
          if (week.every((d) => d === null)) return chosen === today;
          if (chosen <= today || chosen > addDaysIso(today, 7) || week[weekdayOf(chosen)] === null) return false;
          for (let d = addDaysIso(today, 1); d < chosen; d = addDaysIso(d, 1)) if (week[weekdayOf(d)] !== null) return false;
          return true;
        },
      ),
    );
  });
});
