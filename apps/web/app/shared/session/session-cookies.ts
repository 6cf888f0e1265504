// The session as the page sees it: the readable cookies the API sets at login (decision 0010).
// `accessToken` is HttpOnly, so the page knows a session by `_lgn` plus a non-empty
// `userProfile` (001 spec section 4); the server remains the judge of the token itself.
import type { SessionProfile } from "@workbay/contracts/accounts";

export const SESSION_COOKIES = { marker: "_lgn", profile: "userProfile", csrf: "csrfToken" } as const;

/** Parses a Cookie header (or document.cookie) into a map of decoded values. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** The signed-in user's display profile, or null when logged out (no `_lgn` or no profile). */
export function sessionProfileFromCookies(header: string | null | undefined): SessionProfile | null {
  const cookies = parseCookies(header);
  if (!cookies[SESSION_COOKIES.marker]) return null;
  const raw = cookies[SESSION_COOKIES.profile];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SessionProfile | null;
    return value && typeof value === "object" && typeof value.email === "string" && value.email ? value : null;
  } catch {
    return null;
  }
}

/** The double-submit CSRF token to send back as `X-CSRF-Token` on state-changing calls. */
export function csrfTokenFromCookies(header: string | null | undefined): string | null {
  return parseCookies(header)[SESSION_COOKIES.csrf] || null;
}
