// Hold hoarding (issue 11): an account that never pays must not be able to keep rooms off the
// market. Live unpaid holds per account are capped, and booking creation is rate-limited per
// account and per client address. The numbers are configuration; these are the defaults.
import type { RequestLimit } from "./account-limits";

const HOUR = 60 * 60_000;

export const DEFAULT_MAX_LIVE_HOLDS_PER_ACCOUNT = 2;

export const BOOKING_CREATE_LIMITS = {
  perAccount: { max: 20, windowMs: HOUR },
  perIp: { max: 60, windowMs: HOUR },
} as const satisfies Record<string, RequestLimit>;

export const HOLD_LIMIT_MESSAGE = "Finish or cancel your pending booking first";

export const RELEASE_HOLD_MESSAGES = {
  released: "Booking cancelled. Its slots are free again.",
  notPending: "Only a booking that is waiting for payment can be released; this one is not.",
} as const;

/** Whether a booker already holds as many live unpaid bookings as allowed. */
export function holdLimitReached(liveHolds: number, maxLiveHolds: number): boolean {
  return liveHolds >= maxLiveHolds;
}
