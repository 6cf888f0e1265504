// Password login throttling without lockout (issue 11). Wrong passwords are limited per
// identifier and client address together (a request limit), so an attacker elsewhere cannot
// lock the owner out; past a per-identifier ceiling of failures from anywhere, every attempt
// for that identifier needs the harder human check, and the right password still logs in.

export const LOGIN_THROTTLE = {
  /** Wrong passwords for one identifier, from any address, before the harder check. */
  hardCheckAfterFailures: 10,
  windowMs: 15 * 60_000,
} as const;

export type HumanCheckLevel = "normal" | "hard";

export const LOGIN_THROTTLE_MESSAGES = {
  hardCheckNeeded: "There have been many failed logins to this account. Please complete the security check again to continue.",
} as const;

/**
 * The check a login for an identifier needs, from its failures in the current window
 * (`windowStartedAt` null: none recorded). `scale` multiplies the ceiling (ACCOUNT_LIMITS_SCALE).
 */
export function loginCheckLevel(record: { failures: number; windowStartedAt: Date } | undefined, now: Date, scale = 1): HumanCheckLevel {
  if (!record || now.getTime() - record.windowStartedAt.getTime() >= LOGIN_THROTTLE.windowMs) return "normal";
  const ceiling = Math.max(1, Math.round(LOGIN_THROTTLE.hardCheckAfterFailures * scale));
  return record.failures >= ceiling ? "hard" : "normal";
}
