// Test data for the reschedule journey (issue 16): pop-ups (booked by the hour) may be moved to
// another time up to 2 hours before they start, as an operator would set it
// (`npm run policy -- set 12 --transfer 120`). No other journey books pop-ups, and the e2e
// database is shared, so meeting rooms keep the booking terms' default.
import type { Database } from "@workbay/db/client";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";

export const RESCHEDULE_PRODUCT_TYPE = 12;

export async function enableRescheduleNotice(db: Database): Promise<void> {
  await saveCancellationPolicy(db, {
    productTypeId: RESCHEDULE_PRODUCT_TYPE,
    refundTiers: [],
    forfeitAfterWindow: false,
    transferNoticeMinutes: 120,
  });
}
