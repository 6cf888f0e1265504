// One-time codes (DECISIONS.md section 6): the limits are rules, the records come from the
// caller, so every limit can be tested with a fake clock.

export const OTP_POLICY = {
  length: 6,
  validForMs: 10 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
  maxSendsPerHour: 5,
} as const;

export const OTP_MESSAGES = {
  sent: "OTP sent successfully.",
  verified: "OTP verified successfully.",
  invalid: "Invalid OTP. Please try again.",
  expired: "This OTP has expired. Please request a new one.",
  locked: "Too many wrong attempts. Please request a new OTP.",
  tooMany: "Too many OTP requests. Please try again in an hour.",
  resendIn: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  wrongWithTriesLeft: (left: number) => `Invalid OTP. ${left} ${left === 1 ? "attempt" : "attempts"} left.`,
} as const;

export type OtpSendDecision =
  | { ok: true }
  | { ok: false; reason: "resend_too_soon"; retryAfterSeconds: number }
  | { ok: false; reason: "hourly_cap"; retryAfterSeconds: number };

/**
 * May another code be sent to this identifier? `sentAt` lists the instants of earlier sends
 * (any purpose) within at least the last hour.
 */
export function decideOtpSend(sentAt: readonly Date[], now: Date): OtpSendDecision {
  const nowMs = now.getTime();
  const lastHour = sentAt.filter((t) => nowMs - t.getTime() < 60 * 60_000);
  const latest = Math.max(...sentAt.map((t) => t.getTime()), -Infinity);
  if (nowMs - latest < OTP_POLICY.resendAfterMs) {
    return { ok: false, reason: "resend_too_soon", retryAfterSeconds: Math.ceil((OTP_POLICY.resendAfterMs - (nowMs - latest)) / 1000) };
  }
  if (lastHour.length >= OTP_POLICY.maxSendsPerHour) {
    // Free again when the oldest send that keeps the hour full leaves it.
    const sorted = lastHour.map((t) => t.getTime()).sort((a, b) => b - a);
    const freesAt = (sorted[OTP_POLICY.maxSendsPerHour - 1] ?? nowMs) + 60 * 60_000;
    return { ok: false, reason: "hourly_cap", retryAfterSeconds: Math.max(1, Math.ceil((freesAt - nowMs) / 1000)) };
  }
  return { ok: true };
}

export type OtpRecordState = { expiresAt: Date; attempts: number; consumedAt: Date | null };

export type OtpUsability = "usable" | "expired" | "locked" | "consumed";

/** Whether a stored code can still be tried. */
export function otpUsability(otp: OtpRecordState, now: Date): OtpUsability {
  if (otp.consumedAt) return "consumed";
  if (otp.attempts >= OTP_POLICY.maxWrongTries) return "locked";
  if (now.getTime() >= otp.expiresAt.getTime()) return "expired";
  return "usable";
}

/** When a code sent now stops being valid. */
export function otpExpiresAt(now: Date): Date {
  return new Date(now.getTime() + OTP_POLICY.validForMs);
}

/** The message after one more wrong try (`attemptsAfter` counts this one). */
export function wrongOtpMessage(attemptsAfter: number): string {
  const left = OTP_POLICY.maxWrongTries - attemptsAfter;
  return left <= 0 ? OTP_MESSAGES.locked : OTP_MESSAGES.wrongWithTriesLeft(left);
}
