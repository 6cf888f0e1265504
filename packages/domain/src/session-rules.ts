import { istNow } from "./ist-date";

// Sessions (DECISIONS.md section 6).

export const SESSION_DURATION_MS = 24 * 60 * 60_000;

export const SESSION_MESSAGES = {
  loginRequired: "Please log in to continue.",
  invalidCsrf: "Invalid CSRF token",
  /** One answer for an unknown account and a wrong password (no enumeration). */
  badCredentials: "Invalid email/phone number or password.",
  inactive: "Your account is not active. Please contact support.",
  loggedIn: "Logged in successfully.",
  signedUp: "Signed up Succesfully.",
  signedOut: "Signed out successfully.",
} as const;

export function sessionExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SESSION_DURATION_MS);
}

/**
 * The `_lgn` marker: the day of month of the session's expiry in India time. A missing
 * marker means logged out; it is not compared with today (DECISIONS.md section 6).
 */
export function loginMarker(expiresAt: Date): string {
  return String(Number(istNow(expiresAt).date.slice(8, 10)));
}

/**
 * Session cookies are Secure except in development and demo served over plain http, where
 * the browser would drop them.
 */
export function sessionCookiesSecure(mode: "development" | "demo" | "production", publicUrl: string): boolean {
  if (mode === "production") return true;
  return publicUrl.startsWith("https:");
}
