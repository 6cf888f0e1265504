import { describe, expect, it } from "vitest";
import { VOUCHER_CODE_PATTERN, voucherDefinitionProblem, voucherStatus } from "../src/voucher-rules";

const base = {
  kind: "percent" as const,
  value: 20,
  maxDiscountPaise: 50000,
  validFrom: "2026-11-01",
  validTo: "2026-11-30",
  perUserLimit: 1,
  totalLimit: 10,
};

describe("voucher rules (console)", () => {
  it("accepts codes of 3-20 letters, digits and inner hyphens", () => {
    for (const code of ["MR30", "AERO25", "NEW-YEAR-26", "ABC"]) expect(VOUCHER_CODE_PATTERN.test(code)).toBe(true);
    for (const code of ["AB", "-AB", "AB-", "mr30", "A B C", "ABCDEFGHIJKLMNOPQRSTU"]) expect(VOUCHER_CODE_PATTERN.test(code)).toBe(false);
  });

  it("names the field of the first problem among the fields taken together", () => {
    expect(voucherDefinitionProblem(base)).toBeUndefined();
    expect(voucherDefinitionProblem({ ...base, value: 0 })?.field).toBe("value");
    expect(voucherDefinitionProblem({ ...base, value: 100 })).toBeUndefined();
    expect(voucherDefinitionProblem({ ...base, value: 101 })?.field).toBe("value");
    expect(voucherDefinitionProblem({ ...base, kind: "flat", value: 99, maxDiscountPaise: null })?.field).toBe("value");
    expect(voucherDefinitionProblem({ ...base, kind: "flat", value: 100, maxDiscountPaise: null })).toBeUndefined();
    expect(voucherDefinitionProblem({ ...base, kind: "flat", value: 5000 })?.field).toBe("max_discount_paise");
    expect(voucherDefinitionProblem({ ...base, validTo: "2026-10-31" })?.field).toBe("valid_to");
    expect(voucherDefinitionProblem({ ...base, validTo: base.validFrom })).toBeUndefined();
    expect(voucherDefinitionProblem({ ...base, perUserLimit: 11 })?.field).toBe("per_user_limit");
    expect(voucherDefinitionProblem({ ...base, perUserLimit: 11, totalLimit: null })).toBeUndefined();
  });

  it("tells where a voucher stands on an IST day, both window days included", () => {
    const v = { isActive: true, validFrom: "2026-11-01", validTo: "2026-11-30", totalLimit: 2, usedTotal: 0 };
    expect(voucherStatus(v, "2026-10-31")).toBe("scheduled");
    expect(voucherStatus(v, "2026-11-01")).toBe("active");
    expect(voucherStatus(v, "2026-11-30")).toBe("active");
    expect(voucherStatus(v, "2026-12-01")).toBe("expired");
    expect(voucherStatus({ ...v, usedTotal: 2 }, "2026-11-15")).toBe("used_up");
    expect(voucherStatus({ ...v, isActive: false }, "2026-11-15")).toBe("inactive");
  });
});
