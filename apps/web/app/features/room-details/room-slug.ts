/** The second segment of a room page's path: meeting-rooms-in-{seoId} (000 spec section 2). */
const ROOM_SLUG_PREFIX = "meeting-rooms-in-";
const SEO_ID = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * The SEO id in a room page's second path segment, or null when the segment is not a room
 * page's. The route matches any two segments (React Router cannot match part of one), so
 * everything else must become the page-not-found screen.
 */
export function seoIdFromRoomSlug(slug: string | undefined): string | null {
  if (!slug?.startsWith(ROOM_SLUG_PREFIX)) return null;
  const seoId = slug.slice(ROOM_SLUG_PREFIX.length);
  return SEO_ID.test(seoId) ? seoId : null;
}
