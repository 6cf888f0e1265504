import { describe, expect, it } from "vitest";
import { parsePage } from "../app/shared/search/parse-page";
import { parseSearchDate, searchWindow } from "../app/shared/search/parse-search-date";

// 22 Nov 2026, 20:00 UTC is already 23 Nov in India (01:30 IST).
const NOW = new Date("2026-11-22T20:00:00Z");

describe("searchWindow", () => {
  it("runs from today in IST to today + 89 days", () => {
    expect(searchWindow(NOW)).toEqual({ today: "2026-11-23", lastDate: "2027-02-20" });
  });
});

describe("parseSearchDate", () => {
  it("keeps a date inside the window, both ends included", () => {
    expect(parseSearchDate("2026-11-23", NOW)).toBe("2026-11-23");
    expect(parseSearchDate("2027-01-15", NOW)).toBe("2027-01-15");
    expect(parseSearchDate("2027-02-20", NOW)).toBe("2027-02-20");
  });

  it("gives null for a missing, malformed, past or too distant date (the page shows its default date)", () => {
    for (const value of [null, "", "tomorrow", "2026-02-30", "2026-11-22", "2027-02-21", "2026-1-5"]) {
      expect(parseSearchDate(value, NOW)).toBeNull();
    }
  });
});

describe("parsePage", () => {
  it("reads page numbers from 1 and treats anything else as page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("10000")).toBe(10000);
    for (const value of [null, "", "0", "-2", "1.5", "abc", "10001", "999999"]) expect(parsePage(value)).toBe(1);
  });
});
