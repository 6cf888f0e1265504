// Test data for the reschedule journey (issue 16): pop-ups (booked by the hour) may be moved to
// another time up to 2 hours before they start, as an operator would set it
// (`npm run policy -- set 12 --transfer 120`). No other journey books pop-ups, and the e2e
// database is shared, so meeting rooms keep the booking terms' default. Event spaces, which
// have F&B menus, may change add-ons (and time) up to 2 hours before, for the add-ons journey.
import type { Database } from "@workbay/db/client";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";

export const RESCHEDULE_PRODUCT_TYPE = 12;
/** Event spaces (booked by the hour, with F&B menus; no other journey books them) may change add-ons up to 2 hours before. */
export const ADD_ONS_PRODUCT_TYPE = 2;

export async function enableRescheduleNotice(db: Database): Promise<void> {
  await saveCancellationPolicy(db, {
    productTypeId: RESCHEDULE_PRODUCT_TYPE,
    refundTiers: [],
    forfeitAfterWindow: false,
    transferNoticeMinutes: 120,
  });
  // The booking terms' event policy (48 hours' notice, else the deposit is forfeited), plus changes up to 2 hours before.
  await saveCancellationPolicy(db, {
    productTypeId: ADD_ONS_PRODUCT_TYPE,
    refundTiers: [{ noticeMinutes: 48 * 60, refundPercent: 100 }],
    forfeitAfterWindow: true,
    transferNoticeMinutes: 120,
  });
}
