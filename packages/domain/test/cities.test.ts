import { describe, expect, it } from "vitest";
import { CITIES, cityBySlug, detectCity, isCitySlug } from "../src/cities";

describe("detectCity", () => {
  it.each([
    [12.97, 77.59, "bengaluru"],
    [19.07, 72.88, "mumbai"],
    [17.38, 78.48, "hyderabad"],
    [13.08, 80.27, "chennai"],
    [28.61, 77.21, "delhi"],
    [28.46, 77.03, "delhi"],
    [18.52, 73.86, "pune"],
  ])("places %f, %f in %s", (lat, lon, city) => {
    expect(detectCity(lat, lon)).toBe(city);
  });

  it("splits Bengaluru and Chennai, which share latitudes, by longitude", () => {
    expect(detectCity(12.6, 77.4)).toBe("bengaluru");
    expect(detectCity(12.6, 79.6)).toBe("chennai");
  });

  it("defaults to Bengaluru outside every box and for non-numbers", () => {
    expect(detectCity(22.57, 88.36)).toBe("bengaluru"); // Kolkata
    expect(detectCity(51.5, -0.12)).toBe("bengaluru");
    expect(detectCity(Number.NaN, 77)).toBe("bengaluru");
  });

  it("uses rounded coordinates at the box edges", () => {
    expect(detectCity(13.49, 77.49)).toBe("bengaluru");
    expect(detectCity(13.5, 77.5)).toBe("bengaluru"); // rounds to 14, 78: outside every box
    expect(detectCity(11.6, 77.6)).toBe("bengaluru"); // rounds to 12
  });
});

describe("cities", () => {
  it("lists the six cities in the home page's order with Delhi labelled Delhi NCR", () => {
    expect(CITIES.map((c) => c.name)).toEqual(["Bengaluru", "Delhi NCR", "Mumbai", "Chennai", "Hyderabad", "Pune"]);
    expect(cityBySlug("delhi")?.breadcrumb).toBe("Delhi/NCR");
    expect(isCitySlug("kolkata")).toBe(false);
  });
});
