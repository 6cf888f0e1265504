import { isCitySlug } from "@workbay/domain/cities";
import { citySlugForName } from "@workbay/domain/search";

/**
 * The route pattern a page path reaches, as routes.ts writes it ("day_pass_in_pune",
 * ":city/meeting-rooms"); undefined or "*" for the page-not-found route.
 */
export type RoutePatternOf = (pathname: string) => string | undefined;

/** The route of a city's list of meeting rooms, whose loader also moves a city's other name (decision 0054). */
const CITY_LIST_ROUTE = ":city/meeting-rooms";

/** The path without its trailing slashes ("/" stays). A loop: `/\/+$/` is quadratic on a long run of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end -= 1;
  return pathname.slice(0, end);
}

/**
 * The one form of a page's address, or null when the request has it already: no trailing slash,
 * a city's path segment in lower case (`/Pune/meeting-rooms/` -> `/pune/meeting-rooms`), and the
 * fixed words of the page's route as routes.ts writes them (`/DAY_PASS_IN_PUNE` ->
 * `/day_pass_in_pune`; React Router matches them in any case), so a search engine finds each page
 * at one address (decisions 0049, 0053). A route's parameters other than the city (a room's seo
 * id, a booking code) stay as written. A city's other name in a city's list of meeting rooms goes
 * to the city's slug at once (`/BANGALORE/MEETING-ROOMS` -> `/bengaluru/meeting-rooms`, one 301,
 * not two: decisions 0054, 0056). The query is kept as it is.
 */
export function canonicalPageAddress(url: string, routePatternOf?: RoutePatternOf): string | null {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? "" : url.slice(queryAt);
  // Plain paths only: a target such as `//host/` or `/\host/` could be read as another host.
  // The first segment keeps its first character's class below, so neither can be made.
  if (!/^\/[\w-]/.test(pathname)) return null;
  const path = withoutTrailingSlashes(pathname);
  const segments = path.slice(1).split("/");
  const first = segments[0]!.toLowerCase();
  const otherName = isCitySlug(first) ? null : citySlugForName(segments[0]!);
  if (isCitySlug(first)) segments[0] = first;
  if (routePatternOf && (otherName || /[A-Z]/.test(path))) {
    const pattern = routePatternOf(path);
    if (otherName && pattern === CITY_LIST_ROUTE) segments[0] = otherName;
    const words = pattern?.split("/") ?? [];
    words.forEach((word, index) => {
      const fixed = word !== "*" && !word.startsWith(":");
      if (fixed && segments[index]?.toLowerCase() === word.toLowerCase()) segments[index] = word;
    });
  }
  const canonical = `/${segments.join("/")}`;
  return canonical === pathname ? null : `${canonical}${search}`;
}
