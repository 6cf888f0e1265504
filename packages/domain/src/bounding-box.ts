/**
 * A map's visible area as `south,west,north,east` (degrees), the rooms API's `bbox` parameter
 * and the listing address's `bbox` (issue 19, "search this area"; decision 0030).
 */
export type BoundingBox = { south: number; west: number; north: number; east: number };

/** The widest area searched at once, in degrees each way (about 330 km north to south). */
export const MAX_BOX_DEGREES = 3;

export const BOUNDING_BOX_MESSAGES = {
  format: "bbox must be four numbers: south,west,north,east",
  range: "bbox must lie within latitudes -90 to 90 and longitudes -180 to 180",
  inverted: "bbox must have its south edge below its north edge and its west edge left of its east edge",
  tooLarge: `The map area is too large to search: zoom in to at most ${MAX_BOX_DEGREES} degrees across`,
} as const;

const NUMBER = /^-?\d{1,3}(\.\d{1,10})?$/;

/** The box, or the sentence saying why the text is not one. */
export function parseBoundingBox(text: string): { box: BoundingBox } | { error: string } {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return { error: BOUNDING_BOX_MESSAGES.format };
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if ([south, north].some((lat) => lat < -90 || lat > 90) || [west, east].some((lng) => lng < -180 || lng > 180)) {
    return { error: BOUNDING_BOX_MESSAGES.range };
  }
  if (south >= north || west >= east) return { error: BOUNDING_BOX_MESSAGES.inverted };
  if (north - south > MAX_BOX_DEGREES || east - west > MAX_BOX_DEGREES) return { error: BOUNDING_BOX_MESSAGES.tooLarge };
  return { box: { south, west, north, east } };
}

/** The box as the address writes it, rounded to about 10 m. */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.south, box.west, box.north, box.east].map((value) => String(Math.round(value * 10000) / 10000)).join(",");
}

export function boxContains(box: BoundingBox, latitude: number, longitude: number): boolean {
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

/** The middle of the box, from which "search this area" sorts by distance. */
export function boxCentre(box: BoundingBox): { latitude: number; longitude: number } {
  return { latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 };
}
