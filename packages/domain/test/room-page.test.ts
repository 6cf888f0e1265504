import { describe, expect, it } from "vitest";
import { listingPath, roomBreadcrumb, roomPageTitle, roomPath } from "../src/room-page";

const base = { name: "Aurora Boardroom", centreName: "Prestige Tech Park", cityName: "Bengaluru", capacity: 8 };

describe("roomPageTitle", () => {
  it.each([7, 8, 11, 16] as const)("books passes and offices by name for type %i", (productTypeId) => {
    expect(roomPageTitle({ ...base, productTypeId })).toBe("Book Aurora Boardroom in Prestige Tech Park, Bengaluru");
  });
  it("titles pop-ups, event spaces and the rest", () => {
    expect(roomPageTitle({ ...base, productTypeId: 12 })).toBe("Book Pop up");
    expect(roomPageTitle({ ...base, productTypeId: 2, capacity: 120 })).toBe("120 Seater Event space");
    expect(roomPageTitle({ ...base, productTypeId: 1 })).toBe("8 Seater Meeting Room");
    expect(roomPageTitle({ ...base, productTypeId: 9, capacity: 3 })).toBe("3 Seater Meeting Room");
    expect(roomPageTitle({ ...base, productTypeId: 10, capacity: 1 })).toBe("1 Seater Meeting Room");
  });
});

describe("roomBreadcrumb", () => {
  it("links a meeting room to its city's rooms and to itself", () => {
    expect(roomBreadcrumb({ productTypeId: 1, name: "Aurora", citySlug: "bengaluru", seoId: "aurora" }, "2026-11-24")).toEqual([
      { label: "Home", href: "/" },
      { label: "Bengaluru", href: "/bengaluru/meeting-rooms?date=2026-11-24" },
      { label: "Aurora", href: "/bengaluru/meeting-rooms-in-aurora?date=2026-11-24" },
    ]);
  });
  it("ends a pass or space in the plain room name and shows Delhi NCR as Delhi/NCR", () => {
    expect(roomBreadcrumb({ productTypeId: 7, name: "Day Pass", citySlug: "delhi", seoId: "dp" })).toEqual([
      { label: "Home", href: "/" },
      { label: "Delhi/NCR", href: "/delhi/inventories/id=7" },
      { label: "Day Pass" },
    ]);
  });
});

describe("paths", () => {
  it("builds listing and room paths", () => {
    expect(listingPath(1, "pune")).toBe("/pune/meeting-rooms");
    expect(listingPath(8, "pune", "2026-12-01")).toBe("/pune/inventories/id=8&date=2026-12-01");
    expect(roomPath("mumbai", "x-y")).toBe("/mumbai/meeting-rooms-in-x-y");
  });
});

describe("roomProductJsonLd", () => {
  it("describes the room as an in-stock product priced in INR", async () => {
    const { roomProductJsonLd, serializeJsonLd } = await import("../src/room-structured-data");
    const ld = roomProductJsonLd({
      id: 7,
      name: "Aurora",
      description: "A room </script><script>alert(1)</script>",
      url: "https://workbay.in/bengaluru/meeting-rooms-in-aurora",
      imageUrl: "https://workbay.in/images/990x0/a.jpg",
      priceRupees: 900,
      priceUnit: { unitCode: "HUR", unitText: "hour" },
      available: true,
      centreId: "https://workbay.in/meeting-room-directory#centre-3",
    });
    expect(ld).toMatchObject({
      "@type": "Product",
      productID: "7",
      offers: {
        price: "900.00",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        // The price is per hour, as the page says ('/ Hour'), at the room's centre.
        priceSpecification: { "@type": "UnitPriceSpecification", price: "900.00", priceCurrency: "INR", unitCode: "HUR", unitText: "hour" },
        availableAtOrFrom: { "@id": "https://workbay.in/meeting-room-directory#centre-3" },
      },
    });
    expect(serializeJsonLd(ld)).not.toContain("</script>");
    expect(JSON.parse(serializeJsonLd(ld)).description).toContain("</script>");
  });
});
