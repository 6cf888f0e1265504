import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cityFromQuery,
  currentCityRedirect,
  readStoredCity,
  resolveCurrentCity,
  storeCity,
  subscribeStoredCity,
} from "../app/shared/city/current-city";
import { formatLocationCookieValue, locationFromCookie } from "../app/shared/city/visitor-location";

describe("resolveCurrentCity", () => {
  it("prefers the address, then session storage, then the detected city, then Bengaluru", () => {
    const all = { pathCity: "pune", queryCity: "mumbai", storedCity: "chennai", detectedCity: "delhi" } as const;
    expect(resolveCurrentCity(all)).toBe("pune");
    expect(resolveCurrentCity({ ...all, pathCity: undefined })).toBe("mumbai");
    expect(resolveCurrentCity({ ...all, pathCity: undefined, queryCity: undefined })).toBe("chennai");
    expect(resolveCurrentCity({ detectedCity: "delhi" })).toBe("delhi");
    expect(resolveCurrentCity({})).toBe("bengaluru");
  });
});

describe("cityFromQuery and currentCityRedirect", () => {
  it("reads only live cities from ?city=", () => {
    expect(cityFromQuery("?city=hyderabad&date=2026-12-01")).toBe("hyderabad");
    expect(cityFromQuery("?city=atlantis")).toBeUndefined();
    expect(cityFromQuery("")).toBeUndefined();
  });

  it("sends a city-less address to the stored city, keeping its query", () => {
    const url = new URL("https://workbay.test/meeting-rooms?roomType=2&date=2026-12-01");
    expect(currentCityRedirect(url, "pune")).toBe("/meeting-rooms?city=pune&roomType=2&date=2026-12-01");
    expect(currentCityRedirect(new URL("https://workbay.test/event-space"), "mumbai")).toBe("/event-space?city=mumbai");
  });

  it("stays when the address names a city, nothing is stored, or the stored city is the default", () => {
    expect(currentCityRedirect(new URL("https://workbay.test/event-space?city=delhi"), "pune")).toBeNull();
    expect(currentCityRedirect(new URL("https://workbay.test/event-space"), undefined)).toBeNull();
    expect(currentCityRedirect(new URL("https://workbay.test/event-space"), "bengaluru")).toBeNull();
  });
});

describe("stored city", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a valid city in session storage under 'city' and tells subscribers", () => {
    const store = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
    const listener = vi.fn();
    const unsubscribe = subscribeStoredCity(listener);
    expect(readStoredCity()).toBeUndefined();
    storeCity("pune");
    expect(store.get("city")).toBe("pune");
    expect(readStoredCity()).toBe("pune");
    storeCity("pune");
    expect(listener).toHaveBeenCalledTimes(1);
    store.set("city", "atlantis");
    expect(readStoredCity()).toBeUndefined();
    unsubscribe();
  });

  it("has no stored city where storage is missing or blocked", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("blocked");
      },
    });
    expect(readStoredCity()).toBeUndefined();
  });
});

describe("location cookie", () => {
  it("round-trips rounded coordinates and refuses junk", () => {
    const value = formatLocationCookieValue({ latitude: 18.520431, longitude: 73.856743 });
    expect(value).toBe("18.52_73.857");
    expect(locationFromCookie(`theme=dark; wb_location=${value}; other=1`)).toEqual({ latitude: 18.52, longitude: 73.857 });
    expect(locationFromCookie("wb_location=-33.9_151.2")).toEqual({ latitude: -33.9, longitude: 151.2 });
    for (const header of [null, "", "wb_location=", "wb_location=91_10", "wb_location=abc_def", "wb_location=18.5,73.8"]) {
      expect(locationFromCookie(header)).toBeUndefined();
    }
  });
});
