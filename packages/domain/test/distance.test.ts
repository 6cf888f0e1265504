import { describe, expect, it } from "vitest";
import { airportLine, distanceKm, isDistanceFromPlaceShown, nearestPlace } from "../src/distance";

describe("distances", () => {
  it("measures known pairs: Koramangala to Bengaluru's airport about 30 km, Mumbai to Pune about 120 km", () => {
    expect(distanceKm(12.9352, 77.6245, 13.1986, 77.7066)).toBeCloseTo(30.6, 0);
    expect(distanceKm(19.076, 72.8777, 18.5204, 73.8567)).toBeCloseTo(120.2, 0);
  });

  it("finds the nearest place and writes the room page's airport line", () => {
    const airports = [
      { name: "Kempegowda International Airport", latitude: 13.1986, longitude: 77.7066 },
      { name: "Chennai International Airport", latitude: 12.9941, longitude: 80.1709 },
    ];
    expect(nearestPlace(airports, 12.9352, 77.6245)?.place.name).toBe("Kempegowda International Airport");
    expect(nearestPlace([], 12.9, 77.6)).toBeUndefined();
    expect(airportLine("Bengaluru Airport", 86.3)).toBe("86 kms from Bengaluru Airport");
    expect(airportLine("Pune Airport", 0.4)).toBe("1 km from Pune Airport");
  });

  it("shows distances from a chosen place from 0 to 50 km", () => {
    expect([0, 0.4, 50].map(isDistanceFromPlaceShown)).toEqual([true, true, true]);
    expect([50.1, null, undefined, -1].map(isDistanceFromPlaceShown)).toEqual([false, false, false, false]);
  });
});
