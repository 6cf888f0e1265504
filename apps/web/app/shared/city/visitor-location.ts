import { detectCity, type CitySlug } from "@workbay/domain/cities";

export type Coordinates = { latitude: number; longitude: number };

/** Session storage key of the visitor's coordinates, once the browser has given them. */
const LOCATION_STORAGE_KEY = "location";
/**
 * The same coordinates as a session cookie, so server renders can pass them to the rooms API,
 * which works out distances: session storage never reaches the server.
 */
const LOCATION_COOKIE = "wb_location";

/** About 100 m: enough for distances in kilometres, and no more precise than that needs. */
const round = (value: number) => Math.round(value * 1000) / 1000;

function validCoordinates(latitude: number, longitude: number): Coordinates | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** `18.52_73.857` (no comma, which cookie values may not hold). */
export function formatLocationCookieValue({ latitude, longitude }: Coordinates): string {
  return `${round(latitude)}_${round(longitude)}`;
}

/** The coordinates in a request's Cookie header, if it carries valid ones. */
export function locationFromCookie(cookieHeader: string | null | undefined): Coordinates | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name !== LOCATION_COOKIE || !value) continue;
    const match = /^(-?\d{1,3}(?:\.\d+)?)_(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
    return match ? validCoordinates(Number(match[1]), Number(match[2])) : undefined;
  }
  return undefined;
}

const listeners = new Set<() => void>();
let lastRead: { raw: string | null; value: Coordinates | undefined } = { raw: null, value: undefined };

/** The coordinates kept in this tab, if any (the same object while they do not change). */
export function readStoredLocation(): Coordinates | undefined {
  let raw: string | null = null;
  try {
    raw = globalThis.sessionStorage?.getItem(LOCATION_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (raw === lastRead.raw) return lastRead.value;
  let value: Coordinates | undefined;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Coordinates>) : undefined;
    value = parsed ? validCoordinates(Number(parsed.latitude), Number(parsed.longitude)) : undefined;
  } catch {
    value = undefined;
  }
  lastRead = { raw, value };
  return value;
}

/** Keeps the coordinates in session storage and the cookie the server reads. */
function storeLocation(coordinates: Coordinates): void {
  const valid = validCoordinates(coordinates.latitude, coordinates.longitude);
  if (!valid) return;
  try {
    sessionStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(valid));
  } catch {
    // Without storage the cookie alone still gives this page its distances.
  }
  writeLocationCookie(valid);
  for (const listener of listeners) listener();
}

export function subscribeStoredLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mirrors the coordinates into the cookie; true when the cookie now holds them. */
export function writeLocationCookie(coordinates: Coordinates): boolean {
  const value = formatLocationCookieValue(coordinates);
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // A session cookie, like session storage it ends with the browser session.
  document.cookie = `${LOCATION_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
  return locationFromCookie(document.cookie) !== undefined;
}

/** Whether the page may read the location without asking ("granted"), must ask, or cannot. */
async function geolocationPermission(): Promise<PermissionState | "unsupported"> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return "unsupported";
  try {
    return (await navigator.permissions.query({ name: "geolocation" })).state;
  } catch {
    // Browsers without the Permissions API: treat as "would prompt", so we never ask unbidden.
    return "prompt";
  }
}

let inFlight: Promise<Coordinates | undefined> | null = null;

/**
 * The visitor's coordinates: the stored ones, else from the browser. Without `prompt` the
 * browser is asked only when permission is already granted, so no page load ever raises a
 * location prompt; with it (a click on "Use my location") the browser may ask.
 */
export function ensureVisitorLocation({ prompt }: { prompt: boolean }): Promise<Coordinates | undefined> {
  const stored = readStoredLocation();
  if (stored) return Promise.resolve(stored);
  if (inFlight) return inFlight;
  inFlight = (async () => {
    const permission = await geolocationPermission();
    if (permission === "unsupported" || permission === "denied" || (permission === "prompt" && !prompt)) return undefined;
    const position = await new Promise<GeolocationPosition | undefined>((resolve) => {
      navigator.geolocation.getCurrentPosition(resolve, () => resolve(undefined), {
        enableHighAccuracy: false,
        maximumAge: 10 * 60 * 1000,
        timeout: 15_000,
      });
    });
    if (!position) return undefined;
    const coordinates = { latitude: position.coords.latitude, longitude: position.coords.longitude };
    storeLocation(coordinates);
    return readStoredLocation() ?? validCoordinates(coordinates.latitude, coordinates.longitude);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The city of a visitor's coordinates (the spec's detection boxes, else Bengaluru). */
export function cityOfCoordinates(coordinates: Coordinates): CitySlug {
  return detectCity(coordinates.latitude, coordinates.longitude);
}
