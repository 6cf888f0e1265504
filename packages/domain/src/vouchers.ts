// Vouchers and coupons (DECISIONS.md section 5): data with a kind (percent or flat), product
// types, an optional centre or room, validity dates, a minimum amount and per-user and total
// limits. The discount applies to the room amount (the product the code is for), never to
// food and beverage add-ons, and never exceeds it.
import { formatRupees } from "./money";
import { productType, isProductTypeId } from "./product-types";
import { MIN_PAYABLE_PAISE } from "./payment-limits";

export type VoucherFacts = {
  code: string;
  description: string;
  kind: "percent" | "flat";
  /** Percent (0-100) for percent vouchers, paise for flat ones. */
  value: number;
  maxDiscountPaise: number | null;
  productTypeIds: readonly number[];
  centreId: number | null;
  roomId: number | null;
  validFrom: string;
  validTo: string;
  minAmountPaise: number;
  perUserLimit: number | null;
  totalLimit: number | null;
  isActive: boolean;
  /** Confirmed or pending (held) bookings that used it. */
  usedTotal: number;
  usedByUser: number;
};

export type VoucherUse = {
  productTypeId: number;
  centreId: number;
  roomId: number;
  /** Today in IST (YYYY-MM-DD): codes are valid on the day of purchase. */
  today: string;
  roomAmountPaise: number;
};

export const VOUCHER_MESSAGES = {
  unknown: "This promo code is not valid.",
  notYet: "This promo code is not active yet.",
  expired: "This promo code has expired.",
  usedUp: "This promo code has been fully redeemed.",
  perUser: "You have already used this promo code the maximum number of times.",
  wrongPlace: "This promo code does not apply to this space.",
} as const;

export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

function productLabel(id: number): string {
  return isProductTypeId(id) ? productType(id).name : "this product";
}

/** Why a voucher cannot be used for this booking, or null when it can. */
export function voucherProblem(voucher: VoucherFacts | undefined, use: VoucherUse): string | null {
  if (!voucher || !voucher.isActive) return VOUCHER_MESSAGES.unknown;
  if (use.today < voucher.validFrom) return VOUCHER_MESSAGES.notYet;
  if (use.today > voucher.validTo) return VOUCHER_MESSAGES.expired;
  if (!voucher.productTypeIds.includes(use.productTypeId)) {
    const names = voucher.productTypeIds.map(productLabel);
    return `This promo code is only for ${names.join(", ")} bookings.`;
  }
  if ((voucher.centreId !== null && voucher.centreId !== use.centreId) || (voucher.roomId !== null && voucher.roomId !== use.roomId)) {
    return VOUCHER_MESSAGES.wrongPlace;
  }
  if (voucher.totalLimit !== null && voucher.usedTotal >= voucher.totalLimit) return VOUCHER_MESSAGES.usedUp;
  if (voucher.perUserLimit !== null && voucher.usedByUser >= voucher.perUserLimit) return VOUCHER_MESSAGES.perUser;
  if (use.roomAmountPaise < voucher.minAmountPaise) {
    return `This promo code needs a booking of at least ${formatRupees(voucher.minAmountPaise)}.`;
  }
  return null;
}

/**
 * The discount in paise on a room amount: percent rounded to the paisa, capped, never above the
 * amount, and never leaving less than ₹1 to pay with the rest of the booking (`otherPaise`, its
 * add-ons): a 100% code on a room alone leaves ₹1 of it, which a gateway can take (decision 0040).
 */
export function voucherDiscountPaise(
  voucher: Pick<VoucherFacts, "kind" | "value" | "maxDiscountPaise">,
  roomAmountPaise: number,
  otherPaise = 0,
): number {
  const raw = voucher.kind === "percent" ? Math.round((roomAmountPaise * voucher.value) / 100) : voucher.value;
  const capped = voucher.maxDiscountPaise === null ? raw : Math.min(raw, voucher.maxDiscountPaise);
  const leftToPay = Math.max(0, MIN_PAYABLE_PAISE - otherPaise);
  return Math.max(0, Math.min(capped, roomAmountPaise - leftToPay));
}
