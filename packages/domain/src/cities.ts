export type City = {
  slug: CitySlug;
  /** Name in lists and the header. */
  name: string;
  /** Name in breadcrumbs (Delhi NCR shows as Delhi/NCR). */
  breadcrumb: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Open for bookings; a city that is not live is listed with a 'Launching Soon' tag. */
  live: boolean;
};

export const CITY_SLUGS = ["bengaluru", "delhi", "mumbai", "chennai", "hyderabad", "pune"] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

/** In the home page's order (001 spec section 9). */
export const CITIES: readonly City[] = [
  { slug: "bengaluru", name: "Bengaluru", breadcrumb: "Bengaluru", state: "Karnataka", latitude: 12.9716, longitude: 77.5946, live: true },
  { slug: "delhi", name: "Delhi NCR", breadcrumb: "Delhi/NCR", state: "Delhi", latitude: 28.6139, longitude: 77.209, live: true },
  { slug: "mumbai", name: "Mumbai", breadcrumb: "Mumbai", state: "Maharashtra", latitude: 19.076, longitude: 72.8777, live: true },
  { slug: "chennai", name: "Chennai", breadcrumb: "Chennai", state: "Tamil Nadu", latitude: 13.0827, longitude: 80.2707, live: true },
  { slug: "hyderabad", name: "Hyderabad", breadcrumb: "Hyderabad", state: "Telangana", latitude: 17.385, longitude: 78.4867, live: true },
  { slug: "pune", name: "Pune", breadcrumb: "Pune", state: "Maharashtra", latitude: 18.5204, longitude: 73.8567, live: true },
];

/** The footer's city order (001 spec section 2). */
export const FOOTER_CITY_ORDER: readonly CitySlug[] = ["bengaluru", "chennai", "delhi", "mumbai", "hyderabad", "pune"];

export type FooterCityLink = {
  slug: CitySlug;
  name: string;
  live: boolean;
  /** The city's meeting rooms; null while it is not live. */ href: string | null;
};

/**
 * The footer's city list: live cities link to their meeting rooms; a city that is not live is
 * named with no link (its pages have nothing to book yet) and shows 'Launching Soon'.
 */
export function footerCityLinks(cities: readonly Pick<City, "slug" | "name" | "live">[] = CITIES): FooterCityLink[] {
  const rank = (slug: CitySlug) => {
    const i = FOOTER_CITY_ORDER.indexOf(slug);
    return i === -1 ? FOOTER_CITY_ORDER.length : i;
  };
  return [...cities]
    .sort((a, b) => rank(a.slug) - rank(b.slug))
    .map((c) => ({ slug: c.slug, name: c.name, live: c.live, href: c.live ? `/${c.slug}/meeting-rooms` : null }));
}

export const DEFAULT_CITY: CitySlug = "bengaluru";

export function isCitySlug(value: string): value is CitySlug {
  return (CITY_SLUGS as readonly string[]).includes(value);
}

export function cityBySlug(slug: string): City | undefined {
  return CITIES.find((c) => c.slug === slug);
}

/**
 * Detection boxes on rounded coordinates (000 spec section 9, DECISIONS.md section 8).
 * Checked in this order, so the overlapping Bengaluru/Chennai latitudes split by longitude.
 */
const DETECTION_BOXES: { slug: CitySlug; lat: [number, number]; lon: [number, number] }[] = [
  { slug: "bengaluru", lat: [12, 13], lon: [77, 78] },
  { slug: "mumbai", lat: [18, 19], lon: [72, 73] },
  { slug: "hyderabad", lat: [16, 18], lon: [77, 79] },
  { slug: "chennai", lat: [12, 13], lon: [79, 81] },
  { slug: "delhi", lat: [27, 29], lon: [77, 79] },
  { slug: "pune", lat: [18, 19], lon: [74, 74] },
];

/** The city whose box holds the rounded coordinates, else the default city. */
export function detectCity(latitude: number, longitude: number): CitySlug {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return DEFAULT_CITY;
  const lat = Math.round(latitude);
  const lon = Math.round(longitude);
  const box = DETECTION_BOXES.find((b) => lat >= b.lat[0] && lat <= b.lat[1] && lon >= b.lon[0] && lon <= b.lon[1]);
  return box?.slug ?? DEFAULT_CITY;
}
