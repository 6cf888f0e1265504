import { describe, expect, it } from "vitest";
import { slotHolderText, slotHoldersText } from "../src/slot-blocks";

const booking = (code: string) => ({ code, blockId: null, blockStartSlot: null, blockEndSlot: null, blockReason: null });
const block = (id: number, start: number, end: number, reason: string) => ({
  code: null,
  blockId: id,
  blockStartSlot: start,
  blockEndSlot: end,
  blockReason: reason,
});

describe("slotHolderText", () => {
  it("names a booking by its code and a block by its reason and times, never its id", () => {
    expect(slotHolderText(booking("WB2611300001"))).toBe("booking WB2611300001");
    expect(slotHolderText(block(1, 20, 24, "maintenance"))).toBe("a maintenance block from 10:00 AM to 12:00 PM");
    expect(slotHolderText(block(7, 33, 35, "private_use"))).toBe("a private use block from 04:30 PM to 05:30 PM");
    expect(slotHolderText(block(7, 20, 22, "something else"))).toBe("another block from 10:00 AM to 11:00 AM");
  });

  it("lists each holder once, in slot order", () => {
    expect(slotHoldersText([block(3, 20, 22, "maintenance"), block(3, 20, 22, "maintenance"), booking("WB1"), booking("WB1")])).toEqual([
      "a maintenance block from 10:00 AM to 11:00 AM",
      "booking WB1",
    ]);
  });
});
