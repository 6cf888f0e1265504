// Campaign tracking (001 spec section 3): the `utm` cookie holds the utm_* query parameters of
// the URL a visitor landed on, and travels with their bookings and enquiries.

/** The cookie's name. */
export const UTM_COOKIE = "utm";
/** How long the landing's campaign is remembered (a visit that books within a month counts). */
export const UTM_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const UTM_KEY_PATTERN = /^utm_[a-z_]{1,40}$/;
export const UTM_VALUE_MAX_LENGTH = 300;
const MAX_KEYS = 10;

export type UtmParams = Record<string, string>;

function clean(entries: Iterable<[string, unknown]>): UtmParams | undefined {
  const out: UtmParams = {};
  for (const [rawKey, value] of entries) {
    const key = rawKey.toLowerCase();
    if (!UTM_KEY_PATTERN.test(key) || typeof value !== "string") continue;
    const trimmed = value.trim().slice(0, UTM_VALUE_MAX_LENGTH);
    if (trimmed === "" || key in out) continue;
    if (Object.keys(out).length >= MAX_KEYS) break;
    out[key] = trimmed;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The utm_* parameters of a landing URL's query (keys lower-cased, empty values dropped), or undefined. */
export function utmFromSearchParams(params: URLSearchParams): UtmParams | undefined {
  return clean(params.entries());
}

/** The cookie's value: the parameters as a JSON object (the caller URL-encodes it into the header). */
export function utmCookieValue(utm: UtmParams): string {
  return JSON.stringify(utm);
}

/** Reads the cookie's (decoded) value: a JSON object, or a query string; anything else is ignored. */
export function parseUtmCookie(value: string | undefined | null): UtmParams | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? clean(Object.entries(parsed)) : undefined;
  } catch {
    return clean(new URLSearchParams(value).entries());
  }
}
