import { describe, expect, it } from "vitest";
import { PRODUCT_TYPE_IDS } from "../src/product-types";
import { priceUnit, priceUnitCode } from "../src/price-unit";
import { centreDirectoryUrl, centreJsonLd, openingHoursSpecification } from "../src/site-structured-data";

describe("priceUnitCode", () => {
  it("says the unit the page shows: an hour, a month for a virtual office, a day for a pass", () => {
    expect(priceUnitCode(1)).toEqual({ unitCode: "HUR", unitText: "hour" });
    expect(priceUnitCode(2)).toEqual({ unitCode: "HUR", unitText: "hour" });
    expect(priceUnitCode(8)).toEqual({ unitCode: "MON", unitText: "month" });
    for (const pass of [7, 11, 16] as const) expect(priceUnitCode(pass)).toEqual({ unitCode: "DAY", unitText: "day" });
  });

  it("agrees with the unit shown after every type's price", () => {
    const shown = { "/ Hour": "HUR", "/ Month": "MON", "": "DAY" } as const;
    for (const type of PRODUCT_TYPE_IDS)
      expect(priceUnitCode(type).unitCode, `type ${type}`).toBe(shown[priceUnit(type) as keyof typeof shown]);
  });
});

describe("openingHoursSpecification", () => {
  it("gives each window its days Monday first and its times on a 24-hour clock", () => {
    expect(
      openingHoursSpecification([
        { days: [0, 6], open: 19, close: 36 },
        { days: [5, 1, 2, 3, 4], open: 16, close: 40 },
      ]),
    ).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday", "Sunday"], opens: "09:30", closes: "18:00" },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "20:00",
      },
    ]);
  });

  it("writes a day's end as 23:59 and leaves out a window that never opens", () => {
    expect(
      openingHoursSpecification([
        { days: [1], open: 0, close: 48 },
        { days: [2], open: 20, close: 20 },
        { days: [], open: 16, close: 40 },
      ]),
    ).toEqual([{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "00:00", closes: "23:59" }]);
  });
});

describe("centreJsonLd", () => {
  const centre = {
    url: centreDirectoryUrl("https://workbay.in", 12),
    name: "Koramangala Hub",
    streetAddress: "80 Feet Road, Koramangala",
    locality: "Bengaluru",
    postalCode: "560034",
    latitude: 12.9352,
    longitude: 77.6245,
    telephone: "+91 80 4567 1234",
    openingHours: [{ days: [1, 2, 3, 4, 5], open: 16, close: 40 }],
  };

  it("is a LocalBusiness with its address, position, phone and hours, known by its directory entry", () => {
    expect(centreJsonLd(centre)).toEqual({
      "@type": "LocalBusiness",
      "@id": "https://workbay.in/meeting-room-directory#centre-12",
      name: "Koramangala Hub",
      url: "https://workbay.in/meeting-room-directory#centre-12",
      address: {
        "@type": "PostalAddress",
        streetAddress: "80 Feet Road, Koramangala",
        addressLocality: "Bengaluru",
        postalCode: "560034",
        addressCountry: "IN",
      },
      geo: { "@type": "GeoCoordinates", latitude: 12.9352, longitude: 77.6245 },
      telephone: "+91 80 4567 1234",
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "20:00",
        },
      ],
    });
  });

  it("leaves out what the centre does not publish rather than say it empty", () => {
    const bare = centreJsonLd({ ...centre, postalCode: "", telephone: "", openingHours: [] });
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare.address).not.toHaveProperty("postalCode");
  });
});
