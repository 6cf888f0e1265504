import { describe, expect, it } from "vitest";
import { dateProblem, nearestBookableDate } from "../src/booking-rules";

// Tuesday 24 Nov 2026, 10:00 IST.
const now = new Date("2026-11-24T04:30:00Z");

describe("nearestBookableDate", () => {
  it("keeps a bookable date and reports no correction", () => {
    expect(nearestBookableDate(1, "2026-12-01", now)).toEqual({ date: "2026-12-01", correction: null });
    expect(nearestBookableDate(null, null, now)).toEqual({ date: "2026-11-24", correction: null });
  });
  it("moves garbage and past dates to today (IST)", () => {
    expect(nearestBookableDate(1, "garbage", now)).toEqual({ date: "2026-11-24", correction: "date-invalid" });
    expect(nearestBookableDate(1, "2026-02-30", now)).toEqual({ date: "2026-11-24", correction: "date-invalid" });
    expect(nearestBookableDate(1, "2026-01-01", now)).toEqual({ date: "2026-11-24", correction: "date-past" });
  });
  it("moves a date beyond the window to today + 89", () => {
    expect(nearestBookableDate(1, "2027-06-01", now)).toEqual({ date: "2027-02-21", correction: "date-beyond" });
  });
  it("moves a weekend to the next weekday for day passes only", () => {
    expect(nearestBookableDate(7, "2026-11-28", now)).toEqual({ date: "2026-11-30", correction: "date-weekend" });
    expect(nearestBookableDate(16, "2026-11-29", now)).toEqual({ date: "2026-11-30", correction: "date-weekend" });
    expect(nearestBookableDate(1, "2026-11-28", now)).toEqual({ date: "2026-11-28", correction: null });
    expect(nearestBookableDate(null, "2026-11-28", now)).toEqual({ date: "2026-11-28", correction: null });
  });
  it("goes back to Friday when the next weekday is beyond the window", () => {
    // today + 89 is Sunday 21 Feb 2027.
    expect(nearestBookableDate(7, "2027-02-20", now)).toEqual({ date: "2027-02-19", correction: "date-weekend" });
  });
  it("always lands on a date dateProblem accepts", () => {
    for (const asked of ["x", "2020-01-01", "2030-01-01", "2026-11-28", "2027-02-21"]) {
      const { date } = nearestBookableDate(7, asked, now);
      expect(dateProblem(7, date, now)).toBeNull();
    }
  });
});
