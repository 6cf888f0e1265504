import { describe, expect, it } from "vitest";
import {
  activeFilterChips,
  clearedFilters,
  listingFields,
  NO_FILTERS,
  parseListingFilters,
  serializeListingFilters,
  type ListingFilters,
  type ParseContext,
} from "../app/features/listing/listing-filters";
import { listingHref } from "../app/features/listing/listing-place";
import { canonicalListingPath } from "@workbay/domain/room-page";

/** As GET /passy/v1/amenities lists them (catalogue order). */
const AMENITIES = [
  { code: "wifi", name: "Wi-Fi" },
  { code: "projector", name: "Projector" },
  { code: "whiteboard", name: "Whiteboard" },
  { code: "parking", name: "Parking" },
];

const MEETING_ROOMS: ParseContext = {
  today: "2026-11-23",
  lastDate: "2027-02-20",
  fields: listingFields(1),
  hasLocation: false,
  amenities: AMENITIES,
};
const parse = (query: string, context: Partial<ParseContext> = {}) =>
  parseListingFilters(new URLSearchParams(query), { ...MEETING_ROOMS, ...context });

describe("parseListingFilters", () => {
  it("reads every filter of a meeting-room listing", () => {
    expect(parse("date=2026-12-01&capacity=10&roomType=3&available=true&amenities=projector,wifi&sort=price_desc&page=2")).toEqual({
      date: "2026-12-01",
      capacity: 10,
      roomType: 3,
      available: true,
      amenities: ["wifi", "projector"],
      sort: "price_desc",
      page: 2,
    });
  });

  it("gives the defaults for an empty address", () => {
    expect(parse("")).toEqual(NO_FILTERS);
  });

  it("reads a plain form's repeated checkboxes and blank selects", () => {
    const filters = parse("date=2026-11-23&capacity=&roomType=&amenities=wifi&amenities=parking&sort=recommended");
    expect(filters).toEqual({ ...NO_FILTERS, date: "2026-11-23", amenities: ["wifi", "parking"] });
  });

  it("drops unknown, malformed and out-of-window values", () => {
    const filters = parse("date=2027-05-01&capacity=3&roomType=9&available=yes&amenities=wifi,jacuzzi,WIFI,wifi&sort=cheapest&page=-1");
    expect(filters).toEqual({ ...NO_FILTERS, amenities: ["wifi"] });
    expect(parse("date=2026-11-22").date).toBeNull();
    expect(parse("date=2026-02-30").date).toBeNull();
    expect(parse("date=2027-02-20").date).toBe("2027-02-20");
  });

  it("sorts by distance only when the visitor's location is known", () => {
    expect(parse("sort=distance").sort).toBe("recommended");
    expect(parse("sort=distance", { hasLocation: true }).sort).toBe("distance");
  });

  it("ignores filters a product type does not offer", () => {
    const dayPass = { fields: listingFields(7) };
    expect(parse("capacity=10&roomType=1&amenities=wifi&sort=capacity_desc&available=true", dayPass)).toEqual({
      ...NO_FILTERS,
      available: true,
    });
    const eventSpace = { fields: listingFields(2) };
    expect(parse("capacity=20&roomType=1", eventSpace)).toEqual({ ...NO_FILTERS, capacity: 20 });
  });
});

describe("serializeListingFilters", () => {
  it("writes nothing for the defaults", () => {
    expect(serializeListingFilters(NO_FILTERS)).toBe("");
  });

  it("writes the choices in a stable order with comma-joined amenities", () => {
    const filters: ListingFilters = {
      date: "2026-12-01",
      capacity: 4,
      roomType: 2,
      available: true,
      amenities: ["wifi", "tea-coffee"],
      sort: "capacity_desc",
      page: 3,
    };
    expect(serializeListingFilters(filters)).toBe(
      "date=2026-12-01&capacity=4&roomType=2&available=true&amenities=wifi,tea-coffee&sort=capacity_desc&page=3",
    );
    expect(serializeListingFilters(filters, { omitDate: true })).not.toContain("date=");
  });

  it("round-trips through the parser", () => {
    const filters: ListingFilters = { ...NO_FILTERS, capacity: 20, amenities: ["projector", "parking"], available: true };
    expect(parse(serializeListingFilters(filters))).toEqual(filters);
  });
});

describe("filter chips and clearing", () => {
  it("offers one removable chip per narrowing choice", () => {
    const filters: ListingFilters = {
      ...NO_FILTERS,
      capacity: 10,
      roomType: 1,
      available: true,
      amenities: ["wifi"],
      page: 2,
    };
    const chips = activeFilterChips(filters, AMENITIES);
    expect(chips.map((c) => c.label)).toEqual(["10+ seats", "Board Room Meetings", "Available only", "Wi-Fi"]);
    expect(chips[0]?.without).toEqual({ ...filters, capacity: null, page: 1 });
  });

  it("keeps the date and order when clearing", () => {
    const filters: ListingFilters = { ...NO_FILTERS, date: "2026-12-01", capacity: 10, sort: "price_asc", page: 4 };
    expect(clearedFilters(filters)).toEqual({ ...NO_FILTERS, date: "2026-12-01", sort: "price_asc" });
  });
});

describe("listingHref", () => {
  const filters: ListingFilters = { ...NO_FILTERS, date: "2026-12-01", capacity: 10 };

  it("keeps the filters in the query of a city listing", () => {
    expect(listingHref({ route: "city-meeting-rooms", city: "pune" }, filters)).toBe("/pune/meeting-rooms?date=2026-12-01&capacity=10");
    expect(listingHref({ route: "day-pass", city: "pune" }, NO_FILTERS, "mumbai")).toBe("/day_pass_in_mumbai");
  });

  it("puts the inventories date in the path segment", () => {
    const place = { route: "inventories", city: "pune", typeId: 9 } as const;
    expect(listingHref(place, filters)).toBe("/pune/inventories/id=9&date=2026-12-01?capacity=10");
    expect(listingHref(place, NO_FILTERS)).toBe("/pune/inventories/id=9");
  });

  it("names the city of a current-city listing only when the address did or it switches", () => {
    const implicit = { route: "event-space", city: "bengaluru", cityInAddress: false } as const;
    expect(listingHref(implicit, NO_FILTERS)).toBe("/event-space");
    expect(listingHref(implicit, NO_FILTERS, "pune")).toBe("/event-space?city=pune");
    const explicit = { route: "meeting-rooms", city: "delhi", cityInAddress: true } as const;
    expect(listingHref(explicit, { ...NO_FILTERS, roomType: 3 })).toBe("/meeting-rooms?city=delhi&roomType=3");
  });

  it("links each product type to the route the spec names for it", () => {
    expect(canonicalListingPath(1, "pune")).toBe("/pune/meeting-rooms");
    expect(canonicalListingPath(7, "pune")).toBe("/day_pass_in_pune");
    expect(canonicalListingPath(16, "pune")).toBe("/studio_pass_in_pune");
    expect(canonicalListingPath(2, "pune")).toBe("/event-space?city=pune");
    expect(canonicalListingPath(8, "pune")).toBe("/virtual_office?city=pune");
    expect(canonicalListingPath(12, "pune")).toBe("/pune/inventories/id=12");
  });
});

describe("a point to measure distances from (near=&lat=&lng=, decision 0030)", () => {
  const near = { name: "Koramangala", latitude: 12.9352, longitude: 77.6245 };

  it("reads a searched place and allows sorting by distance from it without the visitor's location", () => {
    const filters = parse("near=Koramangala&lat=12.9352&lng=77.6245&sort=distance");
    expect(filters.near).toEqual(near);
    expect(filters.sort).toBe("distance");
  });

  it("drops a point that is incomplete or out of range, and then the distance order", () => {
    for (const query of [
      "near=X&lat=12.9",
      "near=&lat=12.9&lng=77.6",
      "near=X&lat=91&lng=77.6",
      "near=X&lat=12.9&lng=abc",
      "near=X&lat=1e2&lng=7",
    ]) {
      const filters = parse(`${query}&sort=distance`);
      expect(filters.near, query).toBeUndefined();
      expect(filters.sort, query).toBe("recommended");
    }
  });

  it("keeps the point in the address through other choices, and through clearing the filters", () => {
    const filters: ListingFilters = { ...NO_FILTERS, capacity: 10, near, sort: "distance" };
    expect(serializeListingFilters(filters)).toBe("capacity=10&near=Koramangala&lat=12.9352&lng=77.6245&sort=distance");
    expect(clearedFilters(filters).near).toEqual(near);
  });
});

describe("the map view and its area (view=map, bbox=, decision 0030)", () => {
  const box = { south: 12.9, west: 77.6, north: 13, east: 77.7 };

  it("reads and writes the view and the area, keeping the address stable", () => {
    const filters = parse("bbox=12.9,77.6,13,77.7&view=map");
    expect(filters).toMatchObject({ bbox: box, view: "map" });
    expect(serializeListingFilters(filters)).toBe("bbox=12.9,77.6,13,77.7&view=map");
    expect(listingHref({ route: "city-meeting-rooms", city: "bengaluru" }, { ...NO_FILTERS, view: "map" })).toBe(
      "/bengaluru/meeting-rooms?view=map",
    );
  });

  it("drops an area that is not one, as other hand-edited filters", () => {
    for (const query of ["bbox=13,77.6,12.9,77.7", "bbox=1,2,3", "bbox=8,68,37,97", "view=satellite"]) {
      const filters = parse(query);
      expect(filters, query).toEqual(NO_FILTERS);
    }
  });

  it("shows the area as a removable filter, and clearing keeps the map view", () => {
    const filters = parse("bbox=12.9,77.6,13,77.7&view=map&capacity=4");
    const chip = activeFilterChips(filters, AMENITIES).find((c) => c.key === "bbox");
    expect(chip?.label).toBe("In the map area");
    expect(chip?.without.bbox).toBeNull();
    expect(clearedFilters(filters)).toEqual({ ...NO_FILTERS, view: "map" });
  });
});
