// Outbox retries: an outage of the mail or SMS provider delays messages, and loses none
// unless it lasts through every attempt (about six hours).

export const MESSAGE_MAX_ATTEMPTS = 10;
const MINUTE = 60_000;
const MAX_DELAY_MS = 60 * MINUTE;

/**
 * After the `attempt`-th failed attempt (1-based): when to try again, 1, 2, 4... minutes
 * later, at most an hour; null when that was the last attempt.
 */
export function messageRetryAt(attempt: number, now: Date): Date | null {
  if (attempt >= MESSAGE_MAX_ATTEMPTS) return null;
  const delay = Math.min(MINUTE * 2 ** (attempt - 1), MAX_DELAY_MS);
  return new Date(now.getTime() + delay);
}
