import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minExtraSlots } from "../src/slots";
import { isSlotSelectable, minimumDurationMessage, pickSlot, type SlotContext, type SlotRange } from "../src/slot-selection";

const ctx = (over: Partial<SlotContext> = {}): SlotContext => ({
  open: 16,
  close: 40,
  taken: [],
  slotDuration: 60,
  firstSelectable: 0,
  ...over,
});

describe("pickSlot", () => {
  it("selects the minimum duration on a first pick", () => {
    expect(pickSlot(null, 20, ctx())).toEqual({ selection: { start: 20, end: 22 } });
    expect(pickSlot(null, 20, ctx({ slotDuration: 120 }))).toEqual({ selection: { start: 20, end: 24 } });
    expect(pickSlot(null, 20, ctx({ slotDuration: 30 }))).toEqual({ selection: { start: 20, end: 21 } });
  });

  it("refuses a first pick that would reach closing or a taken slot, with a warning", () => {
    expect(pickSlot(null, 39, ctx())).toEqual({ selection: null, warning: "Minimum booking duration is 1 hour" });
    expect(pickSlot(null, 20, ctx({ taken: [21] }))).toEqual({ selection: null, warning: "Minimum booking duration is 1 hour" });
    expect(pickSlot(null, 20, ctx({ slotDuration: 90, taken: [22] })).warning).toBe("Minimum booking duration is 1.5 hours");
  });

  it("ignores taken, started and closed slots", () => {
    expect(pickSlot(null, 21, ctx({ taken: [21] }))).toEqual({ selection: null });
    expect(pickSlot(null, 18, ctx({ firstSelectable: 25 }))).toEqual({ selection: null });
    expect(pickSlot(null, 10, ctx())).toEqual({ selection: null });
    expect(pickSlot({ start: 20, end: 22 }, 22, ctx({ taken: [22] }))).toEqual({ selection: { start: 20, end: 22 } });
  });

  it("extends on an adjacent pick and shrinks from either end", () => {
    expect(pickSlot({ start: 20, end: 22 }, 22, ctx()).selection).toEqual({ start: 20, end: 23 });
    expect(pickSlot({ start: 20, end: 22 }, 19, ctx()).selection).toEqual({ start: 19, end: 22 });
    expect(pickSlot({ start: 20, end: 23 }, 20, ctx()).selection).toEqual({ start: 21, end: 23 });
    expect(pickSlot({ start: 20, end: 23 }, 22, ctx()).selection).toEqual({ start: 20, end: 22 });
  });

  it("clears when an end of a minimum-length range is picked, or a far slot", () => {
    expect(pickSlot({ start: 20, end: 22 }, 20, ctx()).selection).toBeNull();
    expect(pickSlot({ start: 20, end: 22 }, 21, ctx()).selection).toBeNull();
    expect(pickSlot({ start: 20, end: 22 }, 30, ctx()).selection).toBeNull();
  });

  it("keeps the range when a slot inside it is picked", () => {
    expect(pickSlot({ start: 20, end: 25 }, 22, ctx()).selection).toEqual({ start: 20, end: 25 });
  });

  it("words the minimum duration", () => {
    expect(minimumDurationMessage(30)).toBe("Minimum booking duration is 30 minutes");
    expect(minimumDurationMessage(60)).toBe("Minimum booking duration is 1 hour");
    expect(minimumDurationMessage(120)).toBe("Minimum booking duration is 2 hours");
  });
});

describe("pickSlot properties", () => {
  const context = fc.record({
    open: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 1, max: 18 }),
    taken: fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 12 }),
    slotDuration: fc.constantFrom(30, 60, 90, 120, 180),
    firstSelectable: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 47 })),
  });

  it("keeps the selection empty or one contiguous, free, open run of at least the minimum", () => {
    fc.assert(
      fc.property(context, fc.array(fc.integer({ min: -2, max: 49 }), { maxLength: 40 }), (c, clicks) => {
        const ctxValue: SlotContext = {
          open: c.open,
          close: Math.min(48, c.open + c.length),
          taken: c.taken,
          slotDuration: c.slotDuration,
          firstSelectable: c.firstSelectable,
        };
        let selection: SlotRange = null;
        for (const click of clicks) {
          selection = pickSlot(selection, click, ctxValue).selection;
          if (selection === null) continue;
          expect(selection.end).toBeGreaterThan(selection.start);
          expect(selection.end - selection.start).toBeGreaterThanOrEqual(minExtraSlots(c.slotDuration) + 1);
          expect(selection.end).toBeLessThanOrEqual(ctxValue.close);
          for (let s = selection.start; s < selection.end; s++) expect(isSlotSelectable(s, ctxValue)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
