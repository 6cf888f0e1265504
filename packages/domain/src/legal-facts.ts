// The rules that the legal texts state and the product enforces. The Markdown texts in
// content/legal name them as {{placeholders}}, filled from here, so text and code agree.
import { DEFAULT_CUTOFF_HOUR, MAX_PASSES_PER_BOOKING } from "./booking-rules";
import { BOOKING_WINDOW_DAYS } from "./ist-date";
import { OTP_POLICY } from "./otp-policy";
import { SESSION_DURATION_MS } from "./session-rules";
import { PASSWORD_MIN_LENGTH } from "./validators";

/** Users must be at least this old (001 spec sections 1 and 9). */
export const MINIMUM_USER_AGE = 18;
/** Day passes and executive day passes: the hours of use, Monday to Friday (001 spec section 9). */
export const DAY_PASS_HOURS = { from: "09:00", to: "18:00" } as const;

function hourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? "AM" : "PM"}`;
}

/** Every placeholder the legal texts may use, with its value. */
export function legalFacts(config: { holdMinutes: number }): Record<string, string> {
  return {
    hold_minutes: String(config.holdMinutes),
    same_day_cutoff: hourLabel(DEFAULT_CUTOFF_HOUR),
    booking_window_days: String(BOOKING_WINDOW_DAYS),
    max_passes_per_booking: String(MAX_PASSES_PER_BOOKING),
    day_pass_hours_from: DAY_PASS_HOURS.from,
    day_pass_hours_to: DAY_PASS_HOURS.to,
    minimum_age: String(MINIMUM_USER_AGE),
    password_min_length: String(PASSWORD_MIN_LENGTH),
    otp_length: String(OTP_POLICY.length),
    otp_valid_minutes: String(OTP_POLICY.validForMs / 60_000),
    otp_max_wrong_tries: String(OTP_POLICY.maxWrongTries),
    otp_resend_seconds: String(OTP_POLICY.resendAfterMs / 1000),
    otp_max_sends_per_hour: String(OTP_POLICY.maxSendsPerHour),
    session_hours: String(SESSION_DURATION_MS / 3_600_000),
  };
}

export class UnknownLegalPlaceholderError extends Error {}

/** Replaces each {{name}} with its fact; an unknown name throws, so a typo never reaches a reader. */
export function fillLegalPlaceholders(text: string, facts: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_match, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new UnknownLegalPlaceholderError(`Unknown placeholder {{${name}}} in a legal text`);
    return value;
  });
}
