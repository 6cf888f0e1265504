import { useLocation, useParams } from "react-router";
import { DEFAULT_CITY, isCitySlug, type CitySlug } from "@workbay/domain/cities";

/** /day_pass_in_pune and /studio_pass_in_pune carry the city inside the segment. */
const PASS_PATH = /^\/(?:day_pass|studio_pass)_in_([a-z]+)\/?$/;

/** The city named by the address, if any: the :city param or a pass page's suffix. */
export function cityFromPath(params: { city?: string }, pathname: string): CitySlug | undefined {
  if (params.city && isCitySlug(params.city)) return params.city;
  const passCity = PASS_PATH.exec(pathname)?.[1];
  return passCity && isCitySlug(passCity) ? passCity : undefined;
}

/**
 * The visitor's current city: the one in the address on a city page, else the default.
 * Hook for the later city-detection issue: between the two, read the city detected from the
 * visitor's location and kept in session storage (000 spec section 9). Keep that read in an
 * effect, so the server render and the first client render agree.
 */
export function useCurrentCity(): CitySlug {
  const params = useParams();
  const { pathname } = useLocation();
  return cityFromPath(params, pathname) ?? DEFAULT_CITY;
}
