/**
 * The enquiry page, about a room when its SEO id is given. Its own module: room cards and the
 * room page link here on every listing, and `leads.ts` carries the phone-number library.
 */
export function enquiryPath(roomSeoId?: string): string {
  return roomSeoId ? `/contact-us?room=${encodeURIComponent(roomSeoId)}` : "/contact-us";
}
