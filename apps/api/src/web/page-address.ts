import { isCitySlug } from "@workbay/domain/cities";

/**
 * The one form of a page's address, or null when the request has it already: no trailing slash,
 * and a city's path segment in lower case (`/Pune/meeting-rooms/` -> `/pune/meeting-rooms`), so a
 * search engine finds each page at one address (decision 0049). The query is kept as it is.
 */
export function canonicalPageAddress(url: string): string | null {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? "" : url.slice(queryAt);
  // Plain paths only: a target such as `//host/` or `/\host/` could be read as another host.
  if (!/^\/[\w-]/.test(pathname)) return null;
  let path = pathname.replace(/\/+$/, "");
  const [, first = "", rest = ""] = /^\/([^/]*)(.*)$/.exec(path) ?? [];
  const lower = first.toLowerCase();
  if (lower !== first && isCitySlug(lower)) path = `/${lower}${rest}`;
  return path === pathname ? null : `${path}${search}`;
}
