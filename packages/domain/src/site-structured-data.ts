import type { BusinessHours } from "./availability";
import { COMPANY_CONTACT } from "./company-contact";
import { SLOTS_PER_DAY } from "./slots";

/** One step of a breadcrumb as shown: its label and its absolute address. */
export type BreadcrumbStep = { name: string; url: string };

/** schema.org BreadcrumbList of the breadcrumb a page shows, in its order and with its labels. */
export function breadcrumbListJsonLd(steps: readonly BreadcrumbStep[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
}

/**
 * schema.org Organization of the home page: the brand, the legal name, the e-mail and the
 * headquarters the footer shows. Nothing the page does not show.
 */
export function organizationJsonLd(site: { url: string; logoUrl: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Workbay",
    legalName: COMPANY_CONTACT.name,
    url: site.url,
    logo: site.logoUrl,
    email: COMPANY_CONTACT.email,
    address: { "@type": "PostalAddress", ...COMPANY_CONTACT.postalAddress },
  };
}

/** A centre as its LocalBusiness says it: what the page that names it shows. */
export type CentrePlace = {
  /** The centre's entry in the directory, `{site}/meeting-room-directory#centre-{id}`: its `@id` and `url`. */
  url: string;
  name: string;
  /** The address without the city, which `locality` names. */
  streetAddress: string;
  locality: string;
  /** Omitted when empty. */
  postalCode?: string;
  latitude: number;
  longitude: number;
  /** Omitted when empty. */
  telephone?: string;
  /** Half-hour slots per weekday (0 Sunday); omitted when none are published. */
  openingHours?: BusinessHours;
};

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Weeks are read Monday first, as centres publish their hours. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** '08:00' for slot 16; the day's end (slot 48) is '23:59', as a 24-hour place writes it. */
function timeOfDay(slot: number): string {
  if (slot >= SLOTS_PER_DAY) return "23:59";
  return `${String(Math.floor(slot / 2)).padStart(2, "0")}:${slot % 2 === 0 ? "00" : "30"}`;
}

/** schema.org OpeningHoursSpecification of a centre's hours: one per window, its days Monday first. */
export function openingHoursSpecification(hours: BusinessHours) {
  return hours
    .filter((window) => window.open < window.close && window.days.length > 0)
    .map((window) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: WEEK_ORDER.filter((day) => window.days.includes(day)).map((day) => WEEKDAY_NAMES[day]),
      opens: timeOfDay(window.open),
      closes: timeOfDay(window.close),
    }));
}

/**
 * schema.org LocalBusiness of a centre (without `@context`: a room page wraps it, the directory
 * lists several in one `@graph`): its name, address, position, phone and opening hours. The same
 * `@id` on every page, so the centre of a room's Offer and of the directory is one place.
 */
export function centreJsonLd(centre: CentrePlace) {
  const hours = openingHoursSpecification(centre.openingHours ?? []);
  return {
    "@type": "LocalBusiness",
    "@id": centre.url,
    name: centre.name,
    url: centre.url,
    address: {
      "@type": "PostalAddress",
      streetAddress: centre.streetAddress,
      addressLocality: centre.locality,
      ...(centre.postalCode ? { postalCode: centre.postalCode } : {}),
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: centre.latitude, longitude: centre.longitude },
    ...(centre.telephone ? { telephone: centre.telephone } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/** The address of a centre's entry in the directory (its LocalBusiness's `@id`). */
export function centreDirectoryUrl(siteUrl: string, centreId: number): string {
  return `${siteUrl}/meeting-room-directory#centre-${centreId}`;
}
