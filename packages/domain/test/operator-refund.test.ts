import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refundOfAmount, refundShare } from "../src/cancellation-policy";
import { canAccessCentre, centreFilterOf, operatorSessionExpiresAt } from "../src/operator-access";

const paid = (taxable: number, cgst: number, sgst: number, igst: number) => ({
  roomAmountPaise: taxable,
  addOnsAmountPaise: 0,
  discountPaise: 0,
  cgstPaise: cgst,
  sgstPaise: sgst,
  igstPaise: igst,
  totalPaise: taxable + cgst + sgst + igst,
});

describe("an operator's custom refund", () => {
  it("splits the amount like the invoice, the parts adding up to exactly the amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (taxable, tax, interState, share) => {
          const amounts = interState ? paid(taxable, 0, 0, tax * 2) : paid(taxable, tax, tax, 0);
          const amount = Math.floor(amounts.totalPaise * share);
          const refund = refundOfAmount(amounts, amount);
          expect(refund.totalPaise).toBe(amount);
          expect(refund.taxablePaise + refund.cgstPaise + refund.sgstPaise + refund.igstPaise).toBe(amount);
          for (const part of [refund.taxablePaise, refund.cgstPaise, refund.sgstPaise, refund.igstPaise])
            expect(part).toBeGreaterThanOrEqual(0);
          expect(refund.cgstPaise).toBeLessThanOrEqual(amounts.cgstPaise);
          expect(refund.igstPaise).toBeLessThanOrEqual(amounts.igstPaise);
          expect(refund.percent).toBeGreaterThanOrEqual(0);
          expect(refund.percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it("the whole payment equals a 100% refund; more is capped at the payment, less than nothing is nothing", () => {
    const amounts = paid(240_000, 21_600, 21_600, 0);
    expect(refundOfAmount(amounts, amounts.totalPaise)).toEqual(refundShare(amounts, 100));
    expect(refundOfAmount(amounts, amounts.totalPaise + 1).totalPaise).toBe(amounts.totalPaise);
    expect(refundOfAmount(amounts, -5).totalPaise).toBe(0);
    expect(refundOfAmount(paid(0, 0, 0, 0), 0)).toMatchObject({ totalPaise: 0, percent: 0 });
  });
});

describe("operator access", () => {
  it("an admin reaches every centre; a manager only theirs", () => {
    expect(canAccessCentre({ role: "admin", centreIds: [] }, 7)).toBe(true);
    expect(canAccessCentre({ role: "centre_manager", centreIds: [1, 2] }, 2)).toBe(true);
    expect(canAccessCentre({ role: "centre_manager", centreIds: [1, 2] }, 3)).toBe(false);
    expect(centreFilterOf({ role: "admin", centreIds: [1] })).toBeUndefined();
    expect(centreFilterOf({ role: "centre_manager", centreIds: [] })).toEqual([]);
  });

  it("a sign-in lasts 12 hours", () => {
    const now = new Date("2026-11-25T04:30:00Z");
    expect(operatorSessionExpiresAt(now).toISOString()).toBe("2026-11-25T16:30:00.000Z");
  });
});
