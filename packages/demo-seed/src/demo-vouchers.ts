// DECISIONS.md section 5 names the promo codes and says the percent is in the name.
import type { vouchers } from "@workbay/db/schema";

type VoucherRow = typeof vouchers.$inferInsert;

const listed = (row: Omit<VoucherRow, "validFrom" | "validTo" | "perUserLimit" | "totalLimit">): VoucherRow => ({
  validFrom: "2025-01-01",
  validTo: "2027-12-31",
  perUserLimit: 3,
  totalLimit: 1000,
  ...row,
});

export const DEMO_VOUCHERS: readonly VoucherRow[] = [
  listed({
    code: "DP25",
    description: "25% off day passes",
    kind: "percent",
    value: 25,
    maxDiscountPaise: 50000,
    productTypeIds: [7],
    minAmountPaise: 0,
  }),
  listed({
    code: "DP38",
    description: "38% off day passes",
    kind: "percent",
    value: 38,
    maxDiscountPaise: 75000,
    productTypeIds: [7],
    minAmountPaise: 99900,
  }),
  listed({
    code: "AERO25",
    description: "25% off day passes for travellers",
    kind: "percent",
    value: 25,
    maxDiscountPaise: 50000,
    productTypeIds: [7],
    minAmountPaise: 0,
  }),
  listed({
    code: "EDP30",
    description: "30% off executive day passes",
    kind: "percent",
    value: 30,
    maxDiscountPaise: 100000,
    productTypeIds: [16],
    minAmountPaise: 0,
  }),
  listed({
    code: "MR30",
    description: "30% off meeting rooms",
    kind: "percent",
    value: 30,
    maxDiscountPaise: 150000,
    productTypeIds: [1],
    minAmountPaise: 50000,
  }),
  listed({
    code: "FLAT200",
    description: "₹200 off meeting rooms and event spaces over ₹2,000",
    kind: "flat",
    value: 20000,
    maxDiscountPaise: null,
    productTypeIds: [1, 2],
    minAmountPaise: 200000,
  }),
  // Expired and unlisted: typing it must give the "expired" answer, not "unknown code".
  {
    code: "OLD10",
    description: "10% off meeting rooms (launch offer)",
    kind: "percent",
    value: 10,
    maxDiscountPaise: 50000,
    productTypeIds: [1],
    validFrom: "2024-01-01",
    validTo: "2024-12-31",
    minAmountPaise: 0,
    perUserLimit: 1,
    totalLimit: 500,
    isListed: false,
  },
];
