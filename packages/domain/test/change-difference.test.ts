import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refundShare } from "../src/cancellation-policy";
import { addOnsDifference, allocateRefund, changeDifference, currentSupply, differenceRefund, remainingOf } from "../src/change-difference";
import { addOnsAmountPaise, priceBreakdown } from "../src/booking-price";

const supply = (room: number, addOns: number, discount = 0, intraState = true) =>
  priceBreakdown({ roomAmountPaise: room, addOnsAmountPaise: addOns, discountPaise: discount, intraState });

describe("changeDifference and currentSupply", () => {
  it("a longer time adds the room's difference and its GST; applying it gives the new supply", () => {
    const before = supply(100_000, 20_000);
    const after = supply(150_000, 20_000);
    const d = changeDifference(before, after);
    expect(d).toMatchObject({ roomPaise: 50_000, addOnsPaise: 0, cgstPaise: 4_500, sgstPaise: 4_500, totalPaise: 59_000 });
    expect(currentSupply(before, [d])).toMatchObject({ totalPaise: after.totalPaise, cgstPaise: after.cgstPaise });
  });

  it("a cheaper change refunds the difference, split so the credit note adds up", () => {
    const d = changeDifference(supply(150_000, 0, 0, false), supply(100_000, 0, 0, false));
    const refund = differenceRefund(d);
    expect(refund).toMatchObject({ totalPaise: 59_000, igstPaise: 9_000, taxablePaise: 50_000, cgstPaise: 0 });
    expect(differenceRefund(changeDifference(supply(1, 0), supply(2, 0))).totalPaise).toBe(0);
  });
});

describe("allocateRefund", () => {
  it("never returns more than a payment has left, first payment first", () => {
    const refund = refundShare(supply(150_000, 0), 100);
    const parts = allocateRefund(refund, [
      { paymentId: "pay_a", capturedPaise: 118_000, refundedPaise: 18_000 },
      { paymentId: "pay_b", capturedPaise: 59_000, refundedPaise: 0 },
    ]);
    expect(parts.map((p) => [p.paymentId, p.refund.totalPaise])).toEqual([
      ["pay_a", 100_000],
      ["pay_b", 59_000],
    ]);
  });

  it("property: the parts add up to min(refund, what remains), each within its payment, each credit note adds up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.record({ captured: fc.integer({ min: 0, max: 3_000_000 }), refunded: fc.integer({ min: 0, max: 3_000_000 }) }), {
          maxLength: 4,
        }),
        fc.boolean(),
        (room, percent, pays, intra) => {
          const refund = refundShare(supply(room, 0, 0, intra), percent);
          const payments = pays.map((p, i) => ({ paymentId: `pay_${i}`, capturedPaise: p.captured, refundedPaise: p.refunded }));
          const parts = allocateRefund(refund, payments);
          const remains = payments.reduce((s, p) => s + remainingOf(p), 0);
          const sum = parts.reduce((s, p) => s + p.refund.totalPaise, 0);
          expect(sum).toBe(Math.min(refund.totalPaise, remains));
          for (const part of parts) {
            const payment = payments.find((p) => p.paymentId === part.paymentId)!;
            expect(part.refund.totalPaise).toBeLessThanOrEqual(remainingOf(payment));
            expect(part.refund.totalPaise).toBeGreaterThan(0);
            const r = part.refund;
            expect(r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise).toBe(r.totalPaise);
            expect(r.taxablePaise).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe("addOnsDifference", () => {
  const tea = { foodOptionId: 1, subOptionId: null, name: "Tea", unitPricePaise: 4_000 };
  const lunch = { foodOptionId: 2, subOptionId: 7, name: "Lunch (veg)", unitPricePaise: 35_000 };

  it("lists what was added and what was taken away, item by item; unchanged items are not listed", () => {
    expect(
      addOnsDifference(
        [{ ...tea, qty: 2 }],
        [
          { ...tea, qty: 2 },
          { ...lunch, qty: 3 },
        ],
      ),
    ).toEqual([{ name: "Lunch (veg)", qty: 3, unitPricePaise: 35_000 }]);
    expect(
      addOnsDifference(
        [
          { ...tea, qty: 5 },
          { ...lunch, qty: 1 },
        ],
        [{ ...tea, qty: 2 }],
      ),
    ).toEqual([
      { name: "Tea", qty: -3, unitPricePaise: 4_000 },
      { name: "Lunch (veg)", qty: -1, unitPricePaise: 35_000 },
    ]);
    // A price changed meanwhile: the old lines leave at the old price, the new come at the new one.
    expect(addOnsDifference([{ ...tea, qty: 2 }], [{ ...tea, qty: 2, unitPricePaise: 5_000 }])).toEqual([
      { name: "Tea", qty: 2, unitPricePaise: 5_000 },
      { name: "Tea", qty: -2, unitPricePaise: 4_000 },
    ]);
  });

  it("property: the lines add up to the change's add-ons difference, as changeDifference counts it", () => {
    const item = fc.record({
      foodOptionId: fc.integer({ min: 1, max: 4 }),
      subOptionId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
      name: fc.constantFrom("Tea", "Lunch", "Snacks"),
      qty: fc.integer({ min: 1, max: 20 }),
      unitPricePaise: fc.constantFrom(2_000, 4_000, 35_000),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 6 }), (before, after) => {
        const lines = addOnsDifference(before, after);
        const difference = changeDifference(supply(100_000, addOnsAmountPaise(before)), supply(100_000, addOnsAmountPaise(after)));
        expect(lines.reduce((sum, l) => sum + l.qty * l.unitPricePaise, 0)).toBe(difference.addOnsPaise);
        expect(lines.every((l) => l.qty !== 0)).toBe(true);
      }),
    );
  });
});
