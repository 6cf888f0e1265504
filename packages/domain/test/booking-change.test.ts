import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideChange,
  rescheduleStarts,
  rescheduleTargetProblem,
  transferTargetProblem,
  type ChangeableBooking,
} from "../src/booking-change";
import { isSlotSelectable } from "../src/slot-selection";
import { defaultCancellationPolicy, type CancellationPolicy } from "../src/cancellation-policy";
import { PRODUCT_TYPE } from "../src/product-types";

const MINUTE = 60_000;
const pass: ChangeableBooking = { status: "confirmed", kind: "pass", date: "2026-12-10", startSlot: null };
// Passes start at 09:00 IST = 03:30 UTC.
const PASS_STARTS = new Date("2026-12-10T03:30:00.000Z");
const room: ChangeableBooking = { status: "confirmed", kind: "timed", date: "2026-12-10", startSlot: 20 };
const ROOM_STARTS = new Date("2026-12-10T04:30:00.000Z");
const dayPassPolicy = defaultCancellationPolicy(PRODUCT_TYPE.dayPass);
const roomPolicy: CancellationPolicy = { ...defaultCancellationPolicy(PRODUCT_TYPE.meetingRoom), transferNoticeMinutes: 120 };

describe("decideChange", () => {
  it("lets a day pass be transferred up to exactly 24 hours before 09:00 IST, and not a minute later", () => {
    const atBoundary = decideChange(pass, "transfer", new Date(PASS_STARTS.getTime() - 24 * 60 * MINUTE), dayPassPolicy);
    expect(atBoundary).toMatchObject({ allowed: true, kind: "transfer", deadline: new Date(PASS_STARTS.getTime() - 24 * 60 * MINUTE) });
    const late = decideChange(pass, "transfer", new Date(PASS_STARTS.getTime() - 24 * 60 * MINUTE + 1000), dayPassPolicy);
    expect(late).toMatchObject({ allowed: false, refusal: "notice_too_short" });
    expect(late.reason).toContain("24 hours' notice");
  });

  it("refuses the wrong kind, a cancelled, unpaid or started booking, and a policy without changes", () => {
    const early = new Date(PASS_STARTS.getTime() - 5 * 24 * 60 * MINUTE);
    expect(decideChange(pass, "reschedule", early, dayPassPolicy)).toMatchObject({ allowed: false, refusal: "wrong_kind" });
    expect(decideChange(room, "transfer", early, roomPolicy)).toMatchObject({ allowed: false, refusal: "wrong_kind" });
    expect(decideChange({ ...pass, status: "cancelled" }, "transfer", early, dayPassPolicy)).toMatchObject({
      refusal: "already_cancelled",
    });
    expect(decideChange({ ...pass, status: "pending_payment" }, "transfer", early, dayPassPolicy)).toMatchObject({
      refusal: "not_confirmed",
    });
    expect(decideChange(pass, "transfer", PASS_STARTS, dayPassPolicy)).toMatchObject({ refusal: "started" });
    const meetingDefault = decideChange(room, "reschedule", early, defaultCancellationPolicy(PRODUCT_TYPE.meetingRoom));
    expect(meetingDefault).toMatchObject({ allowed: false, refusal: "not_allowed" });
    expect(meetingDefault.reason).toBe("This booking cannot be moved to another time (Booking terms, Terms of use Annexure 1).");
  });

  it("lets a timed room be moved up to the policy's notice before its first slot", () => {
    expect(decideChange(room, "reschedule", new Date(ROOM_STARTS.getTime() - 120 * MINUTE), roomPolicy)).toMatchObject({
      allowed: true,
      kind: "reschedule",
    });
    expect(decideChange(room, "reschedule", new Date(ROOM_STARTS.getTime() - 119 * MINUTE), roomPolicy)).toMatchObject({
      allowed: false,
      refusal: "notice_too_short",
    });
  });
});

describe("change targets", () => {
  it("a transfer needs another date", () => {
    expect(transferTargetProblem(pass, "2026-12-10")).toMatch(/already on Thursday, 10 December 2026|already on/);
    expect(transferTargetProblem(pass, "2026-12-11")).toBeNull();
  });

  it("a reschedule changes the time, to any length (the price difference is settled)", () => {
    const booked = { date: "2026-12-10", startSlot: 20, endSlot: 24 };
    expect(rescheduleTargetProblem(booked, { date: "2026-12-10", startSlot: 22, endSlot: 26 })).toBeNull();
    expect(rescheduleTargetProblem(booked, { date: "2026-12-11", startSlot: 20, endSlot: 24 })).toBeNull();
    expect(rescheduleTargetProblem(booked, { date: "2026-12-10", startSlot: 22, endSlot: 24 })).toBeNull();
    expect(rescheduleTargetProblem(booked, { date: "2026-12-10", startSlot: 20, endSlot: 26 })).toBeNull();
    expect(rescheduleTargetProblem(booked, { date: "2026-12-10", startSlot: 24, endSlot: 24 })).toMatch(/end time after/);
    expect(rescheduleTargetProblem(booked, { date: "2026-12-10", startSlot: 20, endSlot: 24 })).toMatch(/already at 10:00 AM/);
  });
});

describe("rescheduleStarts", () => {
  const booked = { date: "2026-12-10", startSlot: 20, endSlot: 24 };
  const ctx = { open: 16, close: 40, taken: [20, 21, 22, 23, 30, 31], slotDuration: 60, firstSelectable: 0 };

  it("offers every free run of the booking's length, its own slots counting as free on its date, its own start left out", () => {
    const starts = rescheduleStarts(booked, booked.date, ctx);
    // 16-19 free; 17-23 overlap its own slots (free to it); 27-29 would reach the taken 30; 32-36 fit before closing.
    expect(starts).toEqual([16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 32, 33, 34, 35, 36]);
  });

  it("offers runs of another length too, its current start included when the length differs", () => {
    expect(rescheduleStarts(booked, booked.date, ctx, 6)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 32, 33, 34]);
  });

  it("on another date its own slots are someone's like any other, and started slots are not offered", () => {
    const other = rescheduleStarts(booked, "2026-12-11", { ...ctx, firstSelectable: 26 });
    expect(other).toEqual([26, 32, 33, 34, 35, 36]);
    expect(rescheduleStarts(booked, "2026-12-11", { ...ctx, open: 20, close: 20 })).toEqual([]);
    expect(rescheduleStarts({ date: booked.date, startSlot: null, endSlot: null }, booked.date, ctx)).toEqual([]);
  });

  it("offers exactly the runs of its length that a booker could pick once the booking's own slots are freed (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 18 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 47 }),
        fc.boolean(),
        (open, span, length, start, taken, firstSelectable, sameDate) => {
          const close = Math.min(48, open + span);
          const booking = { date: "2026-12-10", startSlot: start, endSlot: start + length };
          const date = sameDate ? booking.date : "2026-12-11";
          // The booking's own slots are taken on its date (it holds them).
          const held = sameDate ? [...new Set([...taken, ...Array.from({ length }, (_, i) => start + i)])] : taken;
          const context = { open, close, taken: held, slotDuration: 30, firstSelectable };
          const starts = rescheduleStarts(booking, date, context);
          const freed = { ...context, taken: sameDate ? held.filter((s) => s < start || s >= start + length) : held };
          for (let s = 0; s < 48; s += 1) {
            const fits = s + length <= close && Array.from({ length }, (_, i) => s + i).every((slot) => isSlotSelectable(slot, freed));
            const isCurrent = sameDate && s === start;
            expect(starts.includes(s)).toBe(fits && !isCurrent);
          }
        },
      ),
    );
  });
});
