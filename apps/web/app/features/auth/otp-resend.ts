// The OTP resend offer (001 spec sections 4 and 9): a 60-second countdown after each send,
// then a resend link, offered only while the resend counter is under 120.
export const OTP_RESEND_WAIT_SECONDS = 60;
export const OTP_RESEND_LIMIT = 120;

/** When the last code went out, and how many resends came before it. */
export type OtpSent = { at: number; resends: number };

/** The record of a send made now; a resend adds to the count. */
export function nextOtpSent(sent: OtpSent | null, resend: boolean): OtpSent {
  return { at: Date.now(), resends: (sent?.resends ?? 0) + (resend ? 1 : 0) };
}

/**
 * A send the server refused ('Please wait N seconds...', the hourly limit): without a code sent by
 * this page there was no countdown and so no way to ask again; the link is offered at once (the
 * server's own limits still decide). A countdown already running is kept.
 */
export function otpSentAfterRefusal(sent: OtpSent | null): OtpSent {
  return sent ?? { at: 0, resends: 0 };
}

export type OtpResendView = { kind: "wait"; seconds: number } | { kind: "resend" } | { kind: "none" };

export function otpResendView(sentAtMs: number, nowMs: number, resendCount: number): OtpResendView {
  const left = Math.ceil((sentAtMs + OTP_RESEND_WAIT_SECONDS * 1000 - nowMs) / 1000);
  if (left > 0) return { kind: "wait", seconds: Math.min(left, OTP_RESEND_WAIT_SECONDS) };
  return resendCount < OTP_RESEND_LIMIT ? { kind: "resend" } : { kind: "none" };
}

/** 'Resend OTP in N secs'. */
export function resendCountdownText(seconds: number): string {
  return `Resend OTP in ${seconds} secs`;
}
