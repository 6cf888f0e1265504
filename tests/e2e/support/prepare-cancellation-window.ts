// Test data for the cancellation journey (issue 16): flexible desks get a customer cancellation
// window (full refund up to 24 hours before, 50% up to 2 hours), as an operator would set it.
// Meeting rooms keep the booking terms' default, which another journey checks; the e2e database
// is shared, so the window goes on a product type no other journey's expectations depend on.
import type { Database } from "@workbay/db/client";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";

export const WINDOW_PRODUCT_TYPE = 10;

export async function enableCancellationWindow(db: Database): Promise<void> {
  await saveCancellationPolicy(db, {
    productTypeId: WINDOW_PRODUCT_TYPE,
    refundTiers: [
      { noticeMinutes: 24 * 60, refundPercent: 100 },
      { noticeMinutes: 2 * 60, refundPercent: 50 },
    ],
    forfeitAfterWindow: false,
    transferNoticeMinutes: null,
  });
}
