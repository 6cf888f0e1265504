import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_BLOCK_OCCURRENCES, RECURRING_BLOCK_MESSAGES, clashList, occurrenceDates } from "../src/recurring-blocks";

describe("occurrenceDates", () => {
  it("repeats weekly and daily for a count, the first date included", () => {
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", count: 3 })).toEqual({
      dates: ["2026-11-30", "2026-12-07", "2026-12-14"],
    });
    expect(occurrenceDates({ startDate: "2026-12-30", repeat: "daily", count: 3 })).toEqual({
      dates: ["2026-12-30", "2026-12-31", "2027-01-01"],
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", count: 1 })).toEqual({ dates: ["2026-11-30"] });
  });

  it("repeats until a date, included when it falls on the pattern", () => {
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", until: "2026-12-14" })).toEqual({
      dates: ["2026-11-30", "2026-12-07", "2026-12-14"],
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", until: "2026-12-13" })).toEqual({
      dates: ["2026-11-30", "2026-12-07"],
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "daily", until: "2026-11-30" })).toEqual({ dates: ["2026-11-30"] });
  });

  it("refuses both or neither of count and until, an end before the start, and more than the cap", () => {
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", count: 2, until: "2026-12-30" })).toEqual({
      problem: RECURRING_BLOCK_MESSAGES.countOrUntil,
      field: "count",
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly" })).toEqual({
      problem: RECURRING_BLOCK_MESSAGES.countOrUntilMissing,
      field: "count",
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", until: "2026-11-29" })).toEqual({
      problem: RECURRING_BLOCK_MESSAGES.untilBeforeStart,
      field: "until",
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "weekly", count: 53 })).toEqual({
      problem: RECURRING_BLOCK_MESSAGES.tooMany(53),
      field: "count",
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "daily", until: "2027-11-29" })).toEqual({
      problem: RECURRING_BLOCK_MESSAGES.tooMany(365),
      field: "until",
    });
    expect(occurrenceDates({ startDate: "2026-11-30", repeat: "daily", count: 0 })).toMatchObject({ field: "count" });
  });

  it("never gives more than the cap, and each date is one step after the last", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.constantFrom("daily" as const, "weekly" as const), (span, repeat) => {
        const until = new Date(Date.parse("2026-12-01T00:00:00Z") + span * 86_400_000).toISOString().slice(0, 10);
        const result = occurrenceDates({ startDate: "2026-12-01", repeat, until });
        const step = repeat === "daily" ? 1 : 7;
        const expected = Math.floor(span / step) + 1;
        if (expected > MAX_BLOCK_OCCURRENCES)
          expect(result).toEqual({ problem: RECURRING_BLOCK_MESSAGES.tooMany(expected), field: "until" });
        else {
          expect("dates" in result && result.dates.length).toBe(expected);
          if ("dates" in result)
            result.dates.slice(1).forEach((d, i) => expect((Date.parse(d) - Date.parse(result.dates[i]!)) / 86_400_000).toBe(step));
        }
      }),
    );
  });

  it("lists clashes by date with their holders", () => {
    expect(clashList([{ date: "2026-12-07", holders: ["booking WB12345678"] }])).toBe("Mon, 07 Dec, 26 (booking WB12345678)");
  });
});
