import { describe, expect, it } from "vitest";
import { cityFromPath } from "../app/shared/city/use-current-city";
import { headerNav } from "../app/layout/header-nav";
import { inventoriesHref, productHref } from "../app/shared/products/product-href";
import { amenityIconName } from "../app/shared/rooms/amenity-icon-name";
import { roomHref } from "../app/shared/rooms/room-href";

describe("cityFromPath", () => {
  it("takes the :city param when it is a live city", () => {
    expect(cityFromPath({ city: "pune" }, "/pune/meeting-rooms")).toBe("pune");
    expect(cityFromPath({ city: "atlantis" }, "/atlantis/meeting-rooms")).toBeUndefined();
  });

  it("reads the city from the pass pages' paths", () => {
    expect(cityFromPath({}, "/day_pass_in_chennai")).toBe("chennai");
    expect(cityFromPath({}, "/studio_pass_in_delhi")).toBe("delhi");
    expect(cityFromPath({}, "/day_pass_in_paris")).toBeUndefined();
    expect(cityFromPath({}, "/")).toBeUndefined();
  });
});

describe("links", () => {
  it("builds the spec's listing and detail addresses", () => {
    expect(productHref(1, "mumbai", "2026-11-23")).toBe("/mumbai/meeting-rooms");
    expect(productHref(7, "mumbai", "2026-11-23")).toBe("/day_pass_in_mumbai");
    expect(productHref(16, "mumbai", "2026-11-23")).toBe("/studio_pass_in_mumbai");
    expect(productHref(8, "mumbai", "2026-11-23")).toBe("/virtual_office");
    expect(productHref(2, "mumbai", "2026-11-23")).toBe("/event-space");
    expect(productHref(10, "mumbai", "2026-11-23")).toBe("/mumbai/inventories/id=10&date=2026-11-23");
    expect(inventoriesHref("pune", 11, "2026-12-01")).toBe("/pune/inventories/id=11&date=2026-12-01");
    expect(roomHref("delhi", "kaveri-huddle-room", "2026-12-01")).toBe("/delhi/meeting-rooms-in-kaveri-huddle-room?date=2026-12-01");
  });

  it("lists every product type once in the Inventories menu, for the current city, each on its own date", () => {
    // After the passes' 13:00 cut-off, say: passes open on the next day, rooms still today.
    const dateOf = (id: number) => ([7, 16].includes(id) ? "2026-11-24" : "2026-11-23");
    const { inventories, primary } = headerNav("hyderabad", dateOf);
    expect(inventories).toHaveLength(9);
    expect(new Set(inventories.map((e) => e.to)).size).toBe(9);
    for (const entry of inventories) {
      const id = Number(/id=(\d+)/.exec(entry.to)![1]);
      expect(entry.to).toBe(`/hyderabad/inventories/id=${id}&date=${dateOf(id)}`);
    }
    expect(primary.map((item) => item.label)).toEqual(["Meeting Rooms", "Day Pass", "Executive Day Pass", "Virtual Office", "Event Space"]);
  });
});

describe("amenityIconName", () => {
  it("maps the demo amenity codes to icons and falls back to a tick", () => {
    expect(amenityIconName({ code: "wifi", icon: "wifi" })).toBe("wifi");
    expect(amenityIconName({ code: "video-conferencing", icon: "video-conferencing" })).toBe("video");
    expect(amenityIconName({ code: "air-conditioning", icon: "air-conditioning" })).toBe("snowflake");
    expect(amenityIconName({ code: "lcd-screen", icon: "lcd-screen" })).toBe("tv");
    expect(amenityIconName({ code: "tea-coffee", icon: "tea-coffee" })).toBe("coffee");
    expect(amenityIconName({ code: "phone-booth", icon: "phone-booth" })).toBe("phone");
    expect(amenityIconName({ code: "standing-desks", icon: "standing-desks" })).toBe("check-circle");
  });
});
