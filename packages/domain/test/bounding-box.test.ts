import { describe, expect, it } from "vitest";
import { BOUNDING_BOX_MESSAGES, boxCentre, boxContains, formatBoundingBox, parseBoundingBox } from "../src/bounding-box";

describe("bounding boxes", () => {
  it("reads south,west,north,east", () => {
    expect(parseBoundingBox("12.9,77.6,13.0,77.7")).toEqual({ box: { south: 12.9, west: 77.6, north: 13, east: 77.7 } });
    expect(parseBoundingBox(" -1.5 , 10 , 1.5 , 12 ")).toEqual({ box: { south: -1.5, west: 10, north: 1.5, east: 12 } });
  });

  it.each([
    ["", BOUNDING_BOX_MESSAGES.format],
    ["12.9,77.6,13.0", BOUNDING_BOX_MESSAGES.format],
    ["a,b,c,d", BOUNDING_BOX_MESSAGES.format],
    ["1e2,1,2,3", BOUNDING_BOX_MESSAGES.format],
    ["12.9,77.6,13.0,77.7,1", BOUNDING_BOX_MESSAGES.format],
    ["91,0,92,1", BOUNDING_BOX_MESSAGES.range],
    ["0,179,1,181", BOUNDING_BOX_MESSAGES.range],
    ["13.0,77.6,12.9,77.7", BOUNDING_BOX_MESSAGES.inverted],
    ["12.9,77.7,13.0,77.6", BOUNDING_BOX_MESSAGES.inverted],
    ["12.9,77.6,12.9,77.7", BOUNDING_BOX_MESSAGES.inverted],
    ["8,68,37,97", BOUNDING_BOX_MESSAGES.tooLarge],
  ])("refuses %j with a sentence", (text, error) => {
    expect(parseBoundingBox(text)).toEqual({ error });
  });

  it("writes the box back rounded, and knows its middle and what it holds", () => {
    const box = { south: 12.912345678, west: 77.6, north: 13.0, east: 77.70004 };
    expect(formatBoundingBox(box)).toBe("12.9123,77.6,13,77.7");
    expect(boxContains(box, 12.95, 77.65)).toBe(true);
    expect(boxContains(box, 13.1, 77.65)).toBe(false);
    expect(boxCentre({ south: 10, west: 70, north: 12, east: 72 })).toEqual({ latitude: 11, longitude: 71 });
  });
});
