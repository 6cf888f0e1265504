import type { Database } from "@workbay/db/client";
import { lapseChanges } from "@workbay/db/repositories/booking-changes-repository";
import { expireLapsedHolds } from "@workbay/db/repositories/bookings-repository";
import { metrics } from "./metrics";

/** Expires lapsed holds (all, or one room's on one date) and counts them in the metrics. */
export async function expireHolds(db: Database, now: Date, scope?: { roomId: number; date: string }): Promise<number> {
  // Changes waiting for a payment whose hold ran out give their new slots back too (decision 0028).
  await lapseChanges(db, now);
  const count = await expireLapsedHolds(db, now, scope);
  if (count > 0) metrics().bookingsExpired.inc(count);
  return count;
}

/**
 * Gives lapsed payment holds' slots and passes back every `intervalMs` (DECISIONS.md section 5).
 * Every instance runs one: expiring is one conditional UPDATE per booking, so two sweepers at
 * once expire each hold once (docs/decisions/0016, 0025).
 */
export function startHoldSweeper(options: {
  db: Database;
  intervalMs: number;
  onExpired?: (count: number) => void;
  onError?: (error: unknown) => void;
}): { stop: () => void } {
  const timer = setInterval(() => {
    expireHolds(options.db, new Date())
      .then((count) => {
        if (count > 0) options.onExpired?.(count);
      })
      .catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
