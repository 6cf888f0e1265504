import type { Notice } from "./notice-snackbar";

/**
 * Messages a redirect may ask the next page to show (`?notice=`): a fixed list, so a link cannot
 * make the site say anything else.
 */
export const PAGE_NOTICES = {
  "account-deleted": "Your account has been deleted. We are sorry to see you go.",
  // A date in the address that cannot be booked was replaced by the nearest one (nearestBookableDate).
  "date-invalid": "That date could not be read, so we are showing today.",
  "date-past": "That date has passed, so we are showing today.",
  "date-beyond": "Bookings open 89 days ahead, so we are showing the last date you can book.",
  "date-weekend": "Day passes are valid Monday to Friday, so we are showing the nearest weekday.",
} as const;

export type PageNoticeCode = keyof typeof PAGE_NOTICES;

/** The path with a notice for the page at `path` to show. */
export function withNotice(path: string, code: PageNoticeCode): string {
  return `${path}${path.includes("?") ? "&" : "?"}notice=${code}`;
}

/** The notice a page's address asks for, or null; the id is fixed so the server and browser agree. */
export function pageNoticeOf(search: URLSearchParams): Notice | null {
  const code = search.get("notice");
  if (!code || !Object.hasOwn(PAGE_NOTICES, code)) return null;
  return { id: 1, text: PAGE_NOTICES[code as PageNoticeCode] };
}
