// Vouchers as the operator console defines them (issue 15, decision 0033): the code's form,
// the fields taken together and where a voucher stands on a day. Pure (the contracts use it);
// the checkout's rules for using a voucher stay in vouchers.ts.
/** A code as customers type it, after normalising: 3-20 letters, digits or hyphens. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,18}[A-Z0-9]$/;

export const VOUCHER_ADMIN_MESSAGES = {
  codeFormat: "Use 3 to 20 letters, digits or hyphens for the code (for example MONSOON20).",
  codeTaken: "Another voucher already uses this code.",
  percentRange: "A percent discount must be between 1 and 100.",
  flatRange: "A flat discount must be at least ₹1.",
  capOnlyPercent: "Only a percent discount has a maximum discount.",
  windowOrder: "The last valid day must be on or after the first.",
  perUserAboveTotal: "The limit per customer cannot be above the overall limit.",
  productTypes: "Please choose at least one product type.",
  roomNotInCentre: "This room is not in the chosen centre.",
  unknownCentre: "There is no such centre.",
  unknownRoom: "There is no such room.",
  unknownVoucher: "There is no such voucher.",
  created: "Voucher created.",
  saved: "Voucher saved.",
  deactivated: "Voucher deactivated. Checkout refuses it from now on.",
  activated: "Voucher active again.",
} as const;

export type VoucherDefinition = {
  kind: "percent" | "flat";
  value: number;
  maxDiscountPaise: number | null;
  validFrom: string;
  validTo: string;
  perUserLimit: number | null;
  totalLimit: number | null;
};

/** The first problem among a voucher's fields taken together, named by its API field; undefined when none. */
export function voucherDefinitionProblem(v: VoucherDefinition): { field: string; message: string } | undefined {
  if (v.kind === "percent" && (v.value < 1 || v.value > 100)) return { field: "value", message: VOUCHER_ADMIN_MESSAGES.percentRange };
  if (v.kind === "flat" && v.value < 100) return { field: "value", message: VOUCHER_ADMIN_MESSAGES.flatRange };
  if (v.kind === "flat" && v.maxDiscountPaise !== null)
    return { field: "max_discount_paise", message: VOUCHER_ADMIN_MESSAGES.capOnlyPercent };
  if (v.validTo < v.validFrom) return { field: "valid_to", message: VOUCHER_ADMIN_MESSAGES.windowOrder };
  if (v.perUserLimit !== null && v.totalLimit !== null && v.perUserLimit > v.totalLimit)
    return { field: "per_user_limit", message: VOUCHER_ADMIN_MESSAGES.perUserAboveTotal };
  return undefined;
}

export type VoucherStatus = "active" | "scheduled" | "expired" | "used_up" | "inactive";

/** Where a voucher stands on an IST day, as the console lists it. */
export function voucherStatus(
  v: { isActive: boolean; validFrom: string; validTo: string; totalLimit: number | null; usedTotal: number },
  today: string,
): VoucherStatus {
  if (!v.isActive) return "inactive";
  if (today < v.validFrom) return "scheduled";
  if (today > v.validTo) return "expired";
  if (v.totalLimit !== null && v.usedTotal >= v.totalLimit) return "used_up";
  return "active";
}
