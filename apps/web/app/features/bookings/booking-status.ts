import type { BookingStatus } from "@workbay/contracts/checkout";

const LABELS: Record<BookingStatus, string> = {
  pending_payment: "Payment pending",
  confirmed: "Confirmed",
  payment_failed: "Payment failed",
  expired: "Expired",
  cancelled: "Cancelled",
};

export function bookingStatusLabel(status: BookingStatus): string {
  return LABELS[status];
}

/** The badge colour of a status. */
export function bookingStatusTone(status: BookingStatus): "success" | "warning" | "muted" {
  if (status === "confirmed") return "success";
  if (status === "pending_payment" || status === "payment_failed") return "warning";
  return "muted";
}
