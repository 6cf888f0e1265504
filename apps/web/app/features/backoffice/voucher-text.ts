// How the console words a voucher (decision 0033): its discount and where it stands today.
import type { AdminVoucher } from "@workbay/contracts/backoffice-vouchers";
import { formatRupees } from "@workbay/domain/money";

export const VOUCHER_STATUS_TEXT: Record<AdminVoucher["status"], string> = {
  active: "Active",
  scheduled: "Not started yet",
  expired: "Expired",
  used_up: "Fully redeemed",
  inactive: "Deactivated",
};

/** "25% off (at most ₹500)" or "₹200 off". */
export function discountText(v: Pick<AdminVoucher, "kind" | "value" | "max_discount_paise">): string {
  if (v.kind === "flat") return `${formatRupees(v.value)} off`;
  return `${v.value}% off${v.max_discount_paise !== null ? ` (at most ${formatRupees(v.max_discount_paise)})` : ""}`;
}
