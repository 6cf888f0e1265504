import { UTM_COOKIE, UTM_COOKIE_MAX_AGE_SECONDS, utmCookieValue, utmFromSearchParams } from "@workbay/domain/utm";

/**
 * The `utm` cookie for a page the visitor lands on (001 spec section 3): written in the page
 * response, on the server, when the document's address carries utm_* parameters (the latest
 * campaign wins); undefined for any other request. React Router's data requests (`*.data`,
 * client navigations) are not landings. Readable by the page (not HttpOnly): the enquiry
 * forms send it with their leads.
 */
export function landingUtmCookie(
  method: string,
  url: string,
  serialize: (name: string, value: string, options: object) => string,
  secure: boolean,
): string | undefined {
  if (method !== "GET") return undefined;
  // Joined, not resolved: a request target starting with "//" is a path, not another host.
  const parsed = new URL(`http://localhost${url}`);
  if (parsed.pathname.endsWith(".data")) return undefined;
  const utm = utmFromSearchParams(parsed.searchParams);
  if (!utm) return undefined;
  return serialize(UTM_COOKIE, utmCookieValue(utm), {
    path: "/",
    sameSite: "lax",
    secure,
    httpOnly: false,
    maxAge: UTM_COOKIE_MAX_AGE_SECONDS,
  });
}
