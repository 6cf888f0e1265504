import { describe, expect, it } from "vitest";
import { movedFromParam, movedNotice } from "../app/features/bookings/moved-from";

describe("the line after a move", () => {
  it("reads the start and end a booking was moved from, and the older start-only form", () => {
    expect(movedFromParam("2026-12-01T20-24")).toEqual({ date: "2026-12-01", startTime: 20, endTime: 24 });
    expect(movedFromParam("2026-12-01T20")).toEqual({ date: "2026-12-01", startTime: 20, endTime: null });
    expect(movedFromParam("2026-12-01T20-20")).toEqual({ date: "2026-12-01", startTime: 20, endTime: null });
    expect(movedFromParam("2026-12-01T20-99")).toEqual({ date: "2026-12-01", startTime: 20, endTime: null });
    for (const bad of [null, "", "2026-12-01", "T20", "2026-12-01T20-", "2026-12-01T20-24x"]) expect(movedFromParam(bad)).toBeNull();
  });

  it("a booking made shorter on the same day reads as changed, with both lengths", () => {
    const line = movedNotice({ date: "2026-12-04", startTime: 30, endTime: 34 }, { date: "2026-12-04", startTime: 30, endTime: 32 }, true);
    expect(line).toBe(
      "Booking changed from Friday, 04 Dec, 2026, 03:00 PM – 05:00 PM to Friday, 04 Dec, 2026, 03:00 PM – 04:00 PM. The e-mail with the updated calendar invite is on its way.",
    );
  });

  it("a move says where from and where to, and nothing more charged when no money moved", () => {
    const line = movedNotice({ date: "2026-12-01", startTime: 20, endTime: 22 }, { date: "2026-12-01", startTime: 28, endTime: 30 }, false);
    expect(line).toBe(
      "Booking moved from Tuesday, 01 Dec, 2026, 10:00 AM – 11:00 AM to Tuesday, 01 Dec, 2026, 02:00 PM – 03:00 PM. Nothing more was charged; the e-mail with the updated calendar invite is on its way.",
    );
    expect(
      movedNotice({ date: "2026-12-01", startTime: 20, endTime: null }, { date: "2026-12-01", startTime: 28, endTime: 30 }, false),
    ).toContain("Booking moved from Tuesday, 01 Dec, 2026, 10:00 AM to");
  });
});
