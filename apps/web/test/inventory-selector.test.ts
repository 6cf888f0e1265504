import { describe, expect, it } from "vitest";
import { formatInventorySelector, parseInventorySelector } from "../app/features/listing/inventory-selector";

describe("parseInventorySelector", () => {
  it("reads the type and date of the spec's segment", () => {
    expect(parseInventorySelector("id=7&date=2026-11-24")).toEqual({ typeId: 7, date: "2026-11-24" });
    expect(parseInventorySelector("id=16")).toEqual({ typeId: 16, date: null });
    expect(parseInventorySelector("date=2026-11-24&id=8")).toEqual({ typeId: 8, date: "2026-11-24" });
  });

  it("treats a malformed date as no date and ignores other keys", () => {
    expect(parseInventorySelector("id=9&date=2026-13-01")).toEqual({ typeId: 9, date: null });
    expect(parseInventorySelector("id=9&date=")).toEqual({ typeId: 9, date: null });
    expect(parseInventorySelector("id=9&utm=x&&junk")).toEqual({ typeId: 9, date: null });
    expect(parseInventorySelector("id=2&id=7")).toEqual({ typeId: 2, date: null });
  });

  it("refuses a missing or unknown product type", () => {
    for (const segment of ["", "id=", "id=3", "id=99", "id=7x", "id=-1", "id=1000", "type=7", "date=2026-11-24", "id 7"]) {
      expect(parseInventorySelector(segment)).toBeNull();
    }
  });

  it("writes the segment back", () => {
    expect(formatInventorySelector(7, "2026-11-24")).toBe("id=7&date=2026-11-24");
    expect(formatInventorySelector(10, null)).toBe("id=10");
    const segment = formatInventorySelector(11, "2027-01-05");
    expect(parseInventorySelector(segment)).toEqual({ typeId: 11, date: "2027-01-05" });
  });
});
