// Request limits of the account calls (issue 5): per identifier and per IP address. They sit
// on top of the OTP policy, which is enforced on the stored codes themselves.

export type RequestLimit = { max: number; windowMs: number };

const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  /**
   * Password and OTP logins for one identifier from one client address. Per identifier alone
   * would let anyone lock the owner out; past a ceiling of failures from anywhere the login
   * asks for a harder human check instead (login-throttle.ts).
   */
  loginPerIdentifierAndIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  otpSendPerIdentifier: { max: 10, windowMs: 60 * MINUTE },
  otpSendPerIp: { max: 30, windowMs: 60 * MINUTE },
  otpVerifyPerIdentifier: { max: 20, windowMs: 15 * MINUTE },
  otpVerifyPerIp: { max: 60, windowMs: 15 * MINUTE },
  resetPerIdentifier: { max: 5, windowMs: 60 * MINUTE },
  resetPerIp: { max: 20, windowMs: 60 * MINUTE },
  signUpPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Identifier look-ups (check profile, profile exists). */
  lookupPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Enquiries and event enquiries (issue 12): a few a visitor might send, not a flood. */
  leadPerIp: { max: 10, windowMs: 60 * MINUTE },
  /** Of those, the ones sent without the human check (browsers without JavaScript; decision 0019). */
  leadWithoutCheckPerIp: { max: 4, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RequestLimit>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please try again later.";

/** Limits whose refusal says more than RATE_LIMIT_MESSAGE. */
export const LIMIT_MESSAGES: Partial<Record<keyof typeof ACCOUNT_LIMITS, string>> = {
  leadPerIp: "You have sent several enquiries in a short time. Please try again in an hour, or call us.",
  leadWithoutCheckPerIp: "You have sent several enquiries in a short time. Please try again in an hour, or call us.",
};
