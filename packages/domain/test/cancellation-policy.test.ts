import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bookingStartsAt,
  decideCancellation,
  defaultCancellationPolicy,
  describePolicy,
  policyProblem,
  refundDeadlines,
  refundShare,
  type CancellableBooking,
  type CancellationPolicy,
} from "../src/cancellation-policy";
import { addDaysIso, istNow } from "../src/ist-date";
import { PRODUCT_TYPE_IDS } from "../src/product-types";

const MINUTE = 60_000;

/** A confirmed meeting at 10:00 IST on 2026-12-10: CGST + SGST on room + add-ons less a voucher. */
function booking(over: Partial<CancellableBooking> = {}): CancellableBooking {
  return {
    status: "confirmed",
    kind: "timed",
    date: "2026-12-10",
    startSlot: 20,
    amounts: {
      roomAmountPaise: 200_000,
      addOnsAmountPaise: 30_000,
      discountPaise: 60_000,
      cgstPaise: 15_300,
      sgstPaise: 15_300,
      igstPaise: 0,
      totalPaise: 200_600,
    },
    ...over,
  };
}

const window24h50at2h: CancellationPolicy = {
  productTypeId: 1,
  refundTiers: [
    { noticeMinutes: 24 * 60, refundPercent: 100 },
    { noticeMinutes: 2 * 60, refundPercent: 50 },
  ],
  forfeitAfterWindow: false,
  transferNoticeMinutes: null,
};

const amounts = fc
  .record({
    taxable: fc.integer({ min: 0, max: 50_000_000 }),
    interState: fc.boolean(),
    rateBp: fc.constantFrom(0, 500, 1200, 1800, 2800),
  })
  .map(({ taxable, interState, rateBp }) => {
    const tax = Math.round((taxable * rateBp) / 10_000);
    const half = Math.floor(tax / 2);
    const cgst = interState ? 0 : half;
    const sgst = interState ? 0 : tax - half;
    const igst = interState ? tax : 0;
    return {
      roomAmountPaise: taxable,
      addOnsAmountPaise: 0,
      discountPaise: 0,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise: taxable + cgst + sgst + igst,
    };
  });

describe("bookingStartsAt", () => {
  it("reads the slot in IST, whatever the date", () => {
    expect(bookingStartsAt(booking()).toISOString()).toBe("2026-12-10T04:30:00.000Z");
    expect(bookingStartsAt({ kind: "timed", date: "2026-12-10", startSlot: 0 }).toISOString()).toBe("2026-12-09T18:30:00.000Z");
    expect(bookingStartsAt({ kind: "pass", date: "2026-12-10", startSlot: null }).toISOString()).toBe("2026-12-10T03:30:00.000Z");
  });

  it("is the same IST wall clock on every date: whole days apart are exactly 24 hours apart (India has no daylight saving)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 47 }),
        (offset, days, slot) => {
          const date = addDaysIso("2025-01-01", offset);
          const a = bookingStartsAt({ kind: "timed", date, startSlot: slot });
          const b = bookingStartsAt({ kind: "timed", date: addDaysIso(date, days), startSlot: slot });
          expect(b.getTime() - a.getTime()).toBe(days * 24 * 60 * MINUTE);
          expect(istNow(a)).toEqual({ date, minutes: slot * 30 });
        },
      ),
    );
  });
});

describe("decideCancellation: the booking terms' defaults", () => {
  const now = new Date("2026-12-01T06:00:00Z");

  it("meeting rooms cannot be cancelled and are non-refundable, citing the terms", () => {
    const decision = decideCancellation(booking(), now, defaultCancellationPolicy(1));
    expect(decision).toMatchObject({ action: "none", refusal: "not_cancellable" });
    expect(decision.reason).toBe(
      "Once booked, this booking cannot be cancelled and the fee is non-refundable (Booking terms, Terms of use Annexure 1).",
    );
  });

  it("events cancel in full with 48 hours' notice, to the minute, and forfeit after", () => {
    const event = booking();
    const starts = bookingStartsAt(event).getTime();
    const atBoundary = decideCancellation(event, new Date(starts - 48 * 60 * MINUTE), defaultCancellationPolicy(2));
    expect(atBoundary).toMatchObject({ action: "cancel", refund: { percent: 100, totalPaise: 200_600 } });
    const aSecondLate = decideCancellation(event, new Date(starts - 48 * 60 * MINUTE + 1000), defaultCancellationPolicy(2));
    expect(aSecondLate).toMatchObject({ action: "cancel", refund: { percent: 0, totalPaise: 0 } });
    expect(aSecondLate.reason).toContain("forfeited");
  });

  it("day passes transfer with 24 hours' notice before 09:00 IST, and not after", () => {
    const pass = booking({ kind: "pass", startSlot: null });
    const starts = bookingStartsAt(pass).getTime();
    expect(decideCancellation(pass, new Date(starts - 24 * 60 * MINUTE), defaultCancellationPolicy(7)).action).toBe("transfer");
    const late = decideCancellation(pass, new Date(starts - 24 * 60 * MINUTE + 1), defaultCancellationPolicy(7));
    expect(late).toMatchObject({ action: "none", refusal: "notice_too_short" });
    expect(late.reason).toContain("24 hours");
  });

  it("every product type has a valid default, and its summary", () => {
    for (const id of PRODUCT_TYPE_IDS) {
      expect(policyProblem(defaultCancellationPolicy(id))).toBeNull();
      expect(describePolicy(defaultCancellationPolicy(id)).length).toBeGreaterThan(20);
    }
    expect(describePolicy(defaultCancellationPolicy(1))).toBe(
      "Once booked, this booking cannot be cancelled and the fee is non-refundable.",
    );
    expect(describePolicy(window24h50at2h)).toBe(
      "You can cancel with a full refund up to 24 hours before the start; 50% refunded up to 2 hours before the start. With less than 2 hours' notice it cannot be cancelled.",
    );
  });
});

describe("decideCancellation: a window of 100% to 24 h and 50% to 2 h", () => {
  const starts = bookingStartsAt(booking()).getTime();
  const at = (minutesBefore: number, secondsExtra = 0) => new Date(starts - minutesBefore * MINUTE + secondsExtra * 1000);

  it("applies each share exactly at its boundary and not a second later", () => {
    expect(decideCancellation(booking(), at(24 * 60), window24h50at2h)).toMatchObject({ action: "cancel", refund: { percent: 100 } });
    expect(decideCancellation(booking(), at(24 * 60, 1), window24h50at2h)).toMatchObject({ action: "cancel", refund: { percent: 50 } });
    expect(decideCancellation(booking(), at(2 * 60), window24h50at2h)).toMatchObject({ action: "cancel", refund: { percent: 50 } });
    expect(decideCancellation(booking(), at(2 * 60, 1), window24h50at2h)).toMatchObject({ action: "none", refusal: "notice_too_short" });
  });

  it("never after the start, nor for a booking that is not confirmed", () => {
    expect(decideCancellation(booking(), at(0), window24h50at2h)).toMatchObject({ action: "none", refusal: "started" });
    expect(decideCancellation(booking({ status: "cancelled" }), at(99 * 60), window24h50at2h)).toMatchObject({
      refusal: "already_cancelled",
    });
    expect(decideCancellation(booking({ status: "pending_payment" }), at(99 * 60), window24h50at2h)).toMatchObject({
      refusal: "not_confirmed",
    });
  });

  it("the share is monotone in notice: more notice never refunds less", () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 5 * 24 * 60 }), fc.integer({ min: 0, max: 3 * 24 * 60 }), (notice, more) => {
        const refund = (n: number) => {
          const d = decideCancellation(booking(), at(n), window24h50at2h);
          return d.action === "cancel" ? d.refund.totalPaise : -1;
        };
        expect(refund(notice + more)).toBeGreaterThanOrEqual(refund(notice));
      }),
    );
  });
});

describe("refundDeadlines", () => {
  const starts = bookingStartsAt(booking()).getTime();
  const at = (minutesBefore: number) => new Date(starts - minutesBefore * MINUTE);
  const steps = (d: ReturnType<typeof refundDeadlines>) => d?.steps.map((s) => [s.refund.percent, s.until.toISOString()]);
  const forfeiting: CancellationPolicy = { ...window24h50at2h, forfeitAfterWindow: true };

  it("gives each tier's share until its notice runs out, the current one first", () => {
    const exactly = refundDeadlines(booking(), at(24 * 60), window24h50at2h);
    expect(steps(exactly)).toEqual([
      [100, "2026-12-09T04:30:00.000Z"],
      [50, "2026-12-10T02:30:00.000Z"],
    ]);
    expect(exactly?.steps[1]?.refund.totalPaise).toBe(100_300);
    expect(exactly?.then).toBe("cannot_cancel");
    expect(steps(refundDeadlines(booking(), at(24 * 60 - 1), window24h50at2h))).toEqual([[50, "2026-12-10T02:30:00.000Z"]]);
  });

  it("at the last tier's notice only its share is left; a minute later there is no deadline", () => {
    expect(steps(refundDeadlines(booking(), at(2 * 60), window24h50at2h))).toEqual([[50, "2026-12-10T02:30:00.000Z"]]);
    expect(refundDeadlines(booking(), at(2 * 60 - 1), window24h50at2h)).toBeNull();
    expect(refundDeadlines(booking(), at(2 * 60 - 1), forfeiting)).toBeNull();
  });

  it("after the last tier: nothing refunded when the fee is forfeited, else no cancelling", () => {
    expect(refundDeadlines(booking(), at(3 * 60), forfeiting)?.then).toBe("nothing");
    expect(refundDeadlines(booking(), at(3 * 60), window24h50at2h)?.then).toBe("cannot_cancel");
    const untilStart: CancellationPolicy = { ...forfeiting, refundTiers: [{ noticeMinutes: 0, refundPercent: 30 }] };
    expect(refundDeadlines(booking(), at(1), untilStart)).toMatchObject({
      steps: [{ refund: { percent: 30 }, until: new Date(starts) }],
      then: "cannot_cancel",
    });
  });

  it("none without tiers, once started, or for a booking that is not confirmed", () => {
    expect(refundDeadlines(booking(), at(99 * 60), defaultCancellationPolicy(1))).toBeNull();
    expect(refundDeadlines(booking(), at(0), { ...forfeiting, refundTiers: [{ noticeMinutes: 0, refundPercent: 30 }] })).toBeNull();
    expect(refundDeadlines(booking({ status: "cancelled" }), at(99 * 60), window24h50at2h)).toBeNull();
  });

  it("agrees with decideCancellation: each share holds at its deadline and the next applies a minute later", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * 24 * 60 }), fc.boolean(), (notice, forfeit) => {
        const policy = { ...window24h50at2h, forfeitAfterWindow: forfeit };
        const deadlines = refundDeadlines(booking(), at(notice), policy);
        const decided = decideCancellation(booking(), at(notice), policy);
        if (!deadlines) {
          expect(decided.action === "cancel" && decided.refund.percent > 0).toBe(false);
          return;
        }
        expect(decided).toMatchObject({ action: "cancel", refund: deadlines.steps[0].refund });
        deadlines.steps.forEach((step, i) => {
          expect(decideCancellation(booking(), step.until, policy)).toMatchObject({ refund: step.refund });
          const later = decideCancellation(booking(), new Date(step.until.getTime() + MINUTE), policy);
          const next = deadlines.steps[i + 1];
          if (next) expect(later).toMatchObject({ refund: next.refund });
          else if (deadlines.then === "nothing") expect(later).toMatchObject({ action: "cancel", refund: { totalPaise: 0 } });
          else expect(later.action).toBe("none");
        });
      }),
    );
  });
});

describe("refundShare", () => {
  it("refunds what was paid (after the voucher), GST included, in proportion", () => {
    expect(refundShare(booking().amounts, 50)).toEqual({
      percent: 50,
      taxablePaise: 85_000,
      cgstPaise: 7_650,
      sgstPaise: 7_650,
      igstPaise: 0,
      totalPaise: 100_300,
    });
  });

  it("parts add up to the total, never exceed what was paid, and 100% is the whole payment", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 100 }), (paid, percent) => {
        const refund = refundShare(paid, percent);
        expect(refund.taxablePaise + refund.cgstPaise + refund.sgstPaise + refund.igstPaise).toBe(refund.totalPaise);
        expect(refund.totalPaise).toBeLessThanOrEqual(paid.totalPaise);
        expect(refund.cgstPaise).toBeLessThanOrEqual(paid.cgstPaise);
        expect(refund.igstPaise).toBeLessThanOrEqual(paid.igstPaise);
        expect(paid.totalPaise * (percent / 100) - refund.totalPaise).toBeLessThan(4);
        if (percent === 100) expect(refund.totalPaise).toBe(paid.totalPaise);
        if (percent === 0) expect(refund.totalPaise).toBe(0);
      }),
    );
  });
});

describe("policyProblem", () => {
  it("refuses tiers out of order and shares out of range", () => {
    const base = defaultCancellationPolicy(1);
    expect(
      policyProblem({
        ...base,
        refundTiers: [
          { noticeMinutes: 60, refundPercent: 50 },
          { noticeMinutes: 120, refundPercent: 100 },
        ],
      }),
    ).toMatch(/longest/);
    expect(policyProblem({ ...base, refundTiers: [{ noticeMinutes: 60, refundPercent: 101 }] })).toMatch(/0 to 100/);
    expect(policyProblem({ ...base, refundTiers: [{ noticeMinutes: -1, refundPercent: 10 }] })).toMatch(/whole number/);
  });
});
