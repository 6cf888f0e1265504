import type { RoomSummary } from "@workbay/contracts/rooms";
import { CITY_SLUGS } from "@workbay/domain/cities";
import { PRODUCT_TYPE, PRODUCT_TYPE_IDS } from "@workbay/domain/product-types";
import { listingPath, roomPath } from "@workbay/domain/room-page";

/** Lists that are the same for every city (000 spec section 2). */
const SITE_WIDE_LISTINGS = ["/meeting-rooms", "/meeting-room-directory", "/event-space", "/virtual_office"];

/** About us, the contact page and the legal pages (decisions 0019 and 0020). */
const INFORMATION_PAGES = ["/about-us", "/contact-us", "/terms&conditions", "/app-privacy-policy"];

/**
 * Every public page that is not a room: home, the site-wide lists, and per city its
 * meeting rooms, pass pages and one inventory list per product type (live cities only, decision
 * 0036). Meeting rooms have
 * their own city page, so /{city}/inventories/id=1 is left out as a duplicate of it.
 */
export function publicPagePaths(liveCities: ReadonlySet<string> = new Set(CITY_SLUGS)): string[] {
  const paths = ["/", ...SITE_WIDE_LISTINGS, ...INFORMATION_PAGES];
  for (const city of CITY_SLUGS.filter((slug) => liveCities.has(slug))) {
    paths.push(`/${city}/meeting-rooms`, `/day_pass_in_${city}`, `/studio_pass_in_${city}`);
    for (const type of PRODUCT_TYPE_IDS) if (type !== PRODUCT_TYPE.meetingRoom) paths.push(listingPath(type, city));
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

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
