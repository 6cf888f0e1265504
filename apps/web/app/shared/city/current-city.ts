import { DEFAULT_CITY, isCitySlug, type CitySlug } from "@workbay/domain/cities";

/** Session storage key of the visitor's current city (000 spec section 9). */
const CITY_STORAGE_KEY = "city";

/**
 * The visitor's current city, in the order DECISIONS.md section 8 and the 001 spec (section 4)
 * give: the city the address names (in the path, else `?city=`), else the one kept in session
 * storage, else the one detected from the browser's location, else Bengaluru.
 */
export function resolveCurrentCity(sources: {
  pathCity?: CitySlug;
  queryCity?: CitySlug;
  storedCity?: CitySlug;
  detectedCity?: CitySlug;
}): CitySlug {
  return sources.pathCity ?? sources.queryCity ?? sources.storedCity ?? sources.detectedCity ?? DEFAULT_CITY;
}

/** A valid `?city=` of a search string, if any. */
export function cityFromQuery(search: string | URLSearchParams): CitySlug | undefined {
  const value = (typeof search === "string" ? new URLSearchParams(search) : search).get("city");
  return value && isCitySlug(value) ? value : undefined;
}

/**
 * Where a current-city page (/meeting-rooms, /event-space, /virtual_office) should go instead,
 * when its address names no city and the visitor's stored city is not the one the server
 * renders by default: the same address with `?city=` added. Null when it can stay.
 */
export function currentCityRedirect(url: URL, storedCity: CitySlug | undefined): string | null {
  if (cityFromQuery(url.searchParams) || !storedCity || storedCity === DEFAULT_CITY) return null;
  const params = new URLSearchParams(url.search);
  params.delete("city");
  const rest = params.toString();
  return `${url.pathname}?city=${storedCity}${rest ? `&${rest}` : ""}`;
}

const listeners = new Set<() => void>();

/** The city kept in this tab's session storage; undefined on the server or when none is. */
export function readStoredCity(): CitySlug | undefined {
  try {
    const value = globalThis.sessionStorage?.getItem(CITY_STORAGE_KEY);
    return value && isCitySlug(value) ? value : undefined;
  } catch {
    // Storage can be switched off; the visitor then simply has no stored city.
    return undefined;
  }
}

export function storeCity(city: CitySlug): void {
  if (readStoredCity() === city) return;
  try {
    sessionStorage.setItem(CITY_STORAGE_KEY, city);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function subscribeStoredCity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const PENDING_CITY_STYLE_ID = "pending-city-style";
const PENDING_CITY_TIMEOUT_MS = 8000;

/**
 * A script for the server-rendered page of a current-city route that names no city: when the
 * tab's stored city differs from the one rendered, it hides the page behind its loading state
 * before the first paint, until the client has switched to the stored city (no flash of
 * another city's rooms). Should the page's scripts never run, the page shows again after a
 * few seconds. Plain ES5, as it runs before any bundle.
 */
export function pendingCityScript(renderedCity: CitySlug, cities: readonly string[]): string {
  return `(function(){try{var c=sessionStorage.getItem(${JSON.stringify(CITY_STORAGE_KEY)});if(c&&c!==${JSON.stringify(renderedCity)}&&${JSON.stringify(cities)}.indexOf(c)>=0){var s=document.createElement("style");s.id="${PENDING_CITY_STYLE_ID}";s.textContent=".listing-page{display:none}.listing-pending{display:flex}";document.head.appendChild(s);setTimeout(function(){s.remove()},${PENDING_CITY_TIMEOUT_MS})}}catch(e){}})();`;
}

/** Shows the page again (the client is on the right city now, or will not switch). */
export function clearPendingCity(): void {
  document.getElementById(PENDING_CITY_STYLE_ID)?.remove();
}
