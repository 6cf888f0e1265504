import { describe, expect, it } from "vitest";
import { isIntraStateSupply } from "../src/gst-state";
import { amountInWords, financialYear, invoiceNumber } from "../src/invoice";
import { normalizeVoucherCode, voucherDiscountPaise, voucherProblem, VOUCHER_MESSAGES, type VoucherFacts } from "../src/vouchers";

const MR30: VoucherFacts = {
  code: "MR30",
  description: "30% off meeting rooms",
  kind: "percent",
  value: 30,
  maxDiscountPaise: 150000,
  productTypeIds: [1],
  centreId: null,
  roomId: null,
  validFrom: "2025-01-01",
  validTo: "2027-12-31",
  minAmountPaise: 50000,
  perUserLimit: 3,
  totalLimit: 1000,
  isActive: true,
  usedTotal: 0,
  usedByUser: 0,
};
const USE = { productTypeId: 1, centreId: 4, roomId: 40, today: "2026-11-23", roomAmountPaise: 200000 };

describe("voucher rules", () => {
  it("accepts a usable code and computes the capped percent discount", () => {
    expect(voucherProblem(MR30, USE)).toBeNull();
    expect(voucherDiscountPaise(MR30, 200000)).toBe(60000);
    expect(voucherDiscountPaise(MR30, 1_000_000)).toBe(150000);
    expect(voucherDiscountPaise({ kind: "percent", value: 25, maxDiscountPaise: null }, 33333)).toBe(8333);
  });

  it("never discounts more than the room amount, and flat codes give their value", () => {
    expect(voucherDiscountPaise({ kind: "flat", value: 20000, maxDiscountPaise: null }, 50000)).toBe(20000);
    expect(voucherDiscountPaise({ kind: "flat", value: 20000, maxDiscountPaise: null }, 15000, 20000)).toBe(15000);
    expect(voucherDiscountPaise({ kind: "percent", value: 100, maxDiscountPaise: null }, 15000, 20000)).toBe(15000);
  });

  it("leaves at least ₹1 to pay, which a payment gateway can take", () => {
    const all = { kind: "percent", value: 100, maxDiscountPaise: null } as const;
    expect(voucherDiscountPaise(all, 15000)).toBe(14900);
    expect(voucherDiscountPaise({ kind: "flat", value: 20000, maxDiscountPaise: null }, 15000)).toBe(14900);
    // Add-ons worth 60 paise: the room keeps 40 paise; worth ₹1 or more, the room can go free.
    expect(voucherDiscountPaise(all, 15000, 60)).toBe(14960);
    expect(voucherDiscountPaise(all, 15000, 100)).toBe(15000);
    // A room under ₹1 gets no discount at all.
    expect(voucherDiscountPaise(all, 50)).toBe(0);
  });

  it("names each reason a code cannot be used", () => {
    expect(voucherProblem(undefined, USE)).toBe(VOUCHER_MESSAGES.unknown);
    expect(voucherProblem({ ...MR30, isActive: false }, USE)).toBe(VOUCHER_MESSAGES.unknown);
    expect(voucherProblem({ ...MR30, validFrom: "2026-12-01" }, USE)).toBe(VOUCHER_MESSAGES.notYet);
    expect(voucherProblem({ ...MR30, validTo: "2026-11-22" }, USE)).toBe(VOUCHER_MESSAGES.expired);
    expect(voucherProblem(MR30, { ...USE, productTypeId: 7 })).toBe("This promo code is only for Meeting Room bookings.");
    expect(voucherProblem({ ...MR30, centreId: 5 }, USE)).toBe(VOUCHER_MESSAGES.wrongPlace);
    expect(voucherProblem({ ...MR30, roomId: 41 }, USE)).toBe(VOUCHER_MESSAGES.wrongPlace);
    expect(voucherProblem({ ...MR30, usedTotal: 1000 }, USE)).toBe(VOUCHER_MESSAGES.usedUp);
    expect(voucherProblem({ ...MR30, usedByUser: 3 }, USE)).toBe(VOUCHER_MESSAGES.perUser);
    expect(voucherProblem(MR30, { ...USE, roomAmountPaise: 49999 })).toBe("This promo code needs a booking of at least ₹500.");
  });

  it("is valid on its first and last days and without limits", () => {
    expect(voucherProblem({ ...MR30, validFrom: "2026-11-23", validTo: "2026-11-23" }, USE)).toBeNull();
    expect(voucherProblem({ ...MR30, perUserLimit: null, totalLimit: null, usedTotal: 10_000, usedByUser: 99 }, USE)).toBeNull();
  });

  it("normalises typed codes", () => {
    expect(normalizeVoucherCode("  mr30 ")).toBe("MR30");
  });
});

describe("invoices", () => {
  it("numbers invoices by the Indian financial year", () => {
    expect(financialYear("2026-11-23")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2027-04-01")).toBe("2027-28");
    expect(financialYear("2099-06-01")).toBe("2099-00");
    expect(invoiceNumber(42, "2026-11-23")).toBe("WB/2026-27/000042");
    expect(invoiceNumber(1234567, "2027-04-01")).toBe("WB/2027-28/1234567");
    expect(() => invoiceNumber(0, "2026-11-23")).toThrow(RangeError);
  });

  it("writes amounts in words the Indian way", () => {
    expect(amountInWords(118000)).toBe("One Thousand One Hundred Eighty Rupees Only");
    expect(amountInWords(118005050)).toBe("Eleven Lakh Eighty Thousand Fifty Rupees And Fifty Paise Only");
    expect(amountInWords(2_50_00_000_00)).toBe("Two Crore Fifty Lakh Rupees Only");
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });

  it("charges CGST + SGST within the centre's state and IGST across states", () => {
    expect(isIntraStateSupply("Karnataka", null)).toBe(true);
    expect(isIntraStateSupply("Karnataka", "")).toBe(true);
    expect(isIntraStateSupply("Karnataka", " karnataka ")).toBe(true);
    expect(isIntraStateSupply("Jammu & Kashmir", "Jammu and Kashmir")).toBe(true);
    expect(isIntraStateSupply("Karnataka", "Tamil Nadu")).toBe(false);
  });
});
