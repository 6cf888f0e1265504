import type { RoomSummary } from "@workbay/contracts/rooms";
import { CITY_SLUGS } from "@workbay/domain/cities";
import { PRODUCT_TYPE_IDS } from "@workbay/domain/product-types";
import { canonicalListingPath, roomPath } from "@workbay/domain/room-page";

/**
 * The directory, the one list that names no city. /meeting-rooms, /event-space and
 * /virtual_office show the visitor's current city and name that city's list as canonical, so
 * they are listed as those (decision 0049).
 */
const SITE_WIDE_LISTINGS = ["/meeting-room-directory"];

/** About us, the contact page and the legal pages (decisions 0019 and 0020). */
const INFORMATION_PAGES = ["/about-us", "/contact-us", "/terms&conditions", "/app-privacy-policy"];

/**
 * Every public page that is not a room: home, the directory, and per live city (decision 0036)
 * one list per product type at its canonical address (`canonicalListingPath`: the spec's route
 * for the type, so /{city}/inventories/id=7 is listed as /day_pass_in_{city}). A sitemap names
 * only addresses that are their own canonical (decision 0049).
 */
export function publicPagePaths(liveCities: ReadonlySet<string> = new Set(CITY_SLUGS)): string[] {
  const paths = ["/", ...SITE_WIDE_LISTINGS, ...INFORMATION_PAGES];
  for (const city of CITY_SLUGS.filter((slug) => liveCities.has(slug))) {
    for (const type of PRODUCT_TYPE_IDS) paths.push(canonicalListingPath(type, city));
  }
  return paths;
}

/** The detail page of each room (of a live city, when the live cities are given). */
export function roomPagePaths(rooms: readonly Pick<RoomSummary, "city" | "seo_id">[], liveCities?: ReadonlySet<string>): string[] {
  return rooms.filter((room) => !liveCities || liveCities.has(room.city)).map((room) => roomPath(room.city, room.seo_id));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** A sitemaps.org urlset of absolute URLs, each listed once. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((p) => `  <url><loc>${escapeXml(`${publicUrl}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: checkout, accounts, bookings, developer tools, API docs. */
const DISALLOWED_PATHS = ["/checkout", "/account/", "/view-booking/", "/dev/", "/docs", "/backoffice"];

/**
 * Production: crawl everything public, skip the private areas, find the sitemap. A demo or a
 * development server (simulated payments, made-up rooms) keeps every crawler out, so its pages
 * never compete with the real site's in search results (decision 0049).
 */
export function robotsTxt(publicUrl: string, { demoMode }: { demoMode: boolean }): string {
  if (demoMode) return "User-agent: *\nDisallow: /\n";
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
