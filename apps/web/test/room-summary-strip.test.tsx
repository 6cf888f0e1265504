import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { RoomSummaryStrip, type RoomSummary } from "../app/shared/booking/room-summary-strip";

const summary: RoomSummary = {
  image: null,
  name: "Day Pass",
  floor: "2nd Floor",
  address: "Embassy Golf Links Business Park",
  capacity: 1,
  date: "2026-12-08",
  startTime: null,
  endTime: null,
  whenText: "1 Pass",
  amenities: [],
};

/** The strip's text with its markup and React's comment separators taken out. */
const textOf = (capacity: number) =>
  renderToStaticMarkup(<RoomSummaryStrip summary={{ ...summary, capacity }} />)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the room summary strip's guest count", () => {
  it("says '1 guest' for a one-seat pass, not '1 guests'", () => {
    expect(textOf(1)).toContain(" 1 guest ");
    expect(textOf(1)).not.toContain("1 guests");
  });

  it("says 'guests' for more than one", () => {
    expect(textOf(16)).toContain(" 16 guests ");
  });
});
