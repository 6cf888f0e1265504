import type { BookingSummary } from "@workbay/contracts/backoffice";
import { passesBoughtText } from "@workbay/domain/booking-rules";
import { formatShortDate } from "@workbay/domain/ist-date";
import { slotLabel } from "@workbay/domain/slots";

/**
 * '10:00 AM – 12:00 PM' for a timed booking; '2 passes' or the date range otherwise; a pass
 * bought as a pack names it: '5 Day Pass Pack', '2 × 5 Day Pass Pack' (decision 0043).
 */
export function bookingTimeText(
  b: Pick<BookingSummary, "start_slot" | "end_slot" | "quantity" | "end_date"> & { pass_option_name?: string | null },
): string {
  if (b.start_slot !== null && b.end_slot !== null) return `${slotLabel(b.start_slot)} – ${slotLabel(b.end_slot)}`;
  if (b.end_date) return `until ${formatShortDate(b.end_date)}`;
  return passesBoughtText(b.quantity, b.pass_option_name);
}

export const STATUS_TEXT: Record<BookingSummary["status"], string> = {
  pending_payment: "Unpaid hold",
  confirmed: "Confirmed",
  payment_failed: "Payment failed",
  expired: "Expired",
  cancelled: "Cancelled",
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '25 Nov 2026, 14:05' in IST, the same on the server and in the browser (no locale data involved). */
export function formatIstDateTime(iso: string): string {
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
