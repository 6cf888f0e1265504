import { useEffect } from "react";
import { useBrowserStore } from "../hooks/use-hydrated";
import { useLocation, useParams } from "react-router";
import { isCitySlug, type CitySlug } from "@workbay/domain/cities";
import { cityFromQuery, readStoredCity, resolveCurrentCity, storeCity, subscribeStoredCity } from "./current-city";
import { cityOfCoordinates, ensureVisitorLocation } from "./visitor-location";

/** /day_pass_in_pune and /studio_pass_in_pune carry the city inside the segment. */
const PASS_PATH = /^\/(?:day_pass|studio_pass)_in_([a-z]+)\/?$/;

/** The city named by the address, if any: the :city param or a pass page's suffix. */
export function cityFromPath(params: { city?: string }, pathname: string): CitySlug | undefined {
  if (params.city && isCitySlug(params.city)) return params.city;
  const passCity = PASS_PATH.exec(pathname)?.[1];
  return passCity && isCitySlug(passCity) ? passCity : undefined;
}

/**
 * The city kept in session storage. Undefined in the server render and during hydration (the
 * server cannot know it), then the stored value: the two renders agree and the page updates.
 */
export function useStoredCity(): CitySlug | undefined {
  return useBrowserStore(subscribeStoredCity, readStoredCity, () => undefined);
}

let detectionStarted = false;

/**
 * With no city in the address and none stored, the city of the browser's location, but only
 * when the visitor has already allowed it: a page load never raises a location prompt.
 * Once per page load.
 */
function detectCityQuietly(): void {
  if (detectionStarted) return;
  detectionStarted = true;
  void ensureVisitorLocation({ prompt: false }).then((coordinates) => {
    // A city chosen meanwhile (a click on a city) wins over the detected one.
    if (coordinates && !readStoredCity()) storeCity(cityOfCoordinates(coordinates));
  });
}

/**
 * The visitor's current city (resolveCurrentCity): the one in the address, else the stored
 * one, else the detected one, else Bengaluru. A city in the address becomes the stored city,
 * so links to city-less pages (/virtual_office, /event-space) follow it.
 */
export function useCurrentCity(): CitySlug {
  const params = useParams();
  const { pathname, search } = useLocation();
  const pathCity = cityFromPath(params, pathname);
  const queryCity = pathCity ? undefined : cityFromQuery(search);
  const storedCity = useStoredCity();
  const addressCity = pathCity ?? queryCity;

  useEffect(() => {
    if (addressCity) storeCity(addressCity);
    else if (!readStoredCity()) detectCityQuietly();
  }, [addressCity]);

  return resolveCurrentCity({ pathCity, queryCity, storedCity });
}
