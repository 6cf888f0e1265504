import { describe, expect, it } from "vitest";
import { addOnsAmountPaise, gstSplit, passSavingLabel, priceBreakdown, roomAmountPaise } from "../src/booking-price";
import {
  firstWeekdayFrom,
  isWeekend,
  bookButtonLabel,
  CUTOFF_MESSAGE,
  dateProblem,
  isBookDisabled,
  isPastSameDayCutoff,
  passCountOptions,
  passesBoughtText,
  virtualOfficeDays,
  virtualOfficeEndDate,
} from "../src/booking-rules";
import {
  categoryTabId,
  formatQuantity,
  GUEST_CATEGORY_MESSAGE,
  guestChoiceProblem,
  hasEnoughNotice,
  isGuestCategory,
  isOfferedAt,
  maxGuests,
  meetingStartInstant,
  menuItemFacts,
  menuItemProblem,
} from "../src/fnb-rules";

// Monday 23 November 2026.
const at = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);

describe("same-day cut-off", () => {
  it("closes same-day passes and offices from 1 P.M IST", () => {
    expect(CUTOFF_MESSAGE).toBe("Booking after 1 P.M is not allowed for same day.");
    for (const type of [7, 8, 11, 16]) {
      expect(isPastSameDayCutoff(type, "2026-11-23", at("12:59"))).toBe(false);
      expect(isPastSameDayCutoff(type, "2026-11-23", at("13:00"))).toBe(true);
      expect(isPastSameDayCutoff(type, "2026-11-24", at("18:00"))).toBe(false);
    }
    expect(isPastSameDayCutoff(1, "2026-11-23", at("18:00"))).toBe(false);
  });
});

describe("dateProblem", () => {
  it("refuses past dates, dates beyond 89 days and weekend day passes", () => {
    expect(dateProblem(1, "2026-11-22", at("10:00"))).toMatch(/passed/);
    expect(dateProblem(1, "2027-02-20", at("10:00"))).toBeNull();
    expect(dateProblem(1, "2027-02-21", at("10:00"))).toMatch(/89 days/);
    expect(dateProblem(7, "2026-11-28", at("10:00"))).toMatch(/Monday to Friday/);
    expect(dateProblem(16, "2026-11-29", at("10:00"))).toMatch(/Monday to Friday/);
    expect(dateProblem(11, "2026-11-28", at("10:00"))).toBeNull();
  });
});

describe("booking button", () => {
  const item = { productTypeId: 1, available: true, isBookable: true, passCount: 0, hasSelection: false };
  it("labels per type and availability", () => {
    expect(bookButtonLabel(item)).toBe("Book A Slot");
    expect(bookButtonLabel({ ...item, available: false })).toBe("Sold Out");
    expect(bookButtonLabel({ ...item, isBookable: false })).toBe("Sold Out");
    expect(bookButtonLabel({ ...item, productTypeId: 7, passCount: 3 })).toBe("Book");
    expect(bookButtonLabel({ ...item, productTypeId: 16, passCount: 0 })).toBe("Sold Out");
    expect(bookButtonLabel({ ...item, productTypeId: 8 })).toBe("Book");
  });
  it("disables without a slot, without passes, or when unavailable", () => {
    expect(isBookDisabled(item)).toBe(true);
    expect(isBookDisabled({ ...item, hasSelection: true })).toBe(false);
    expect(isBookDisabled({ ...item, productTypeId: 7, passCount: 0 })).toBe(true);
    expect(isBookDisabled({ ...item, productTypeId: 7, passCount: 1 })).toBe(false);
    expect(isBookDisabled({ ...item, productTypeId: 8 })).toBe(false);
    expect(isBookDisabled({ ...item, productTypeId: 8, available: false })).toBe(true);
  });
  it("offers 1 to min(available, 9) passes", () => {
    expect(passCountOptions(3)).toEqual([1, 2, 3]);
    expect(passCountOptions(40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(passCountOptions(0)).toEqual([]);
  });
  it("ends a virtual office months x 30 days later", () => {
    expect(virtualOfficeEndDate("2026-11-23", 3)).toBe("2027-02-21");
    expect(virtualOfficeDays(12)).toBe(360);
  });
});

describe("prices", () => {
  it("charges timed rooms per hour by half-hour slots", () => {
    expect(roomAmountPaise({ kind: "timed", costPaise: 90000, startTime: 20, endTime: 23 })).toBe(135000);
  });
  it("rounds passes and virtual offices to whole rupees", () => {
    expect(roomAmountPaise({ kind: "pass", costPaise: 49950, days: 1, passes: 3 })).toBe(149900);
    // "5 Day Pass Pack - Save 10%", 3 packs at 899: 899 x 5 x 3 x 0.9 = 12,136.50, rounded.
    expect(roomAmountPaise({ kind: "pass", costPaise: 89900, days: 5, passes: 3, discountPercent: 10 })).toBe(1213700);
    expect(passSavingLabel(10)).toBe("Save 10%");
    expect(passSavingLabel(0)).toBeNull();
    expect(roomAmountPaise({ kind: "subscription", costPaise: 5000, months: 3, monthFactorBp: 10000 })).toBe(450000);
    expect(roomAmountPaise({ kind: "subscription", costPaise: 5000, months: 3, monthFactorBp: 9000 })).toBe(405000);
  });
  it("adds add-ons and splits GST within and across states", () => {
    expect(
      addOnsAmountPaise([
        { unitPricePaise: 12000, qty: 4 },
        { unitPricePaise: 5000, qty: 2 },
      ]),
    ).toBe(58000);
    expect(gstSplit(100000, true)).toEqual({ cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0, gstPaise: 18000 });
    expect(gstSplit(100000, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 18000, gstPaise: 18000 });
    const total = priceBreakdown({ roomAmountPaise: 135000, addOnsAmountPaise: 58000, discountPaise: 40500, intraState: true });
    expect(total.taxablePaise).toBe(152500);
    expect(total.totalPaise).toBe(152500 + 13725 * 2);
  });
  it("never discounts below zero", () => {
    expect(priceBreakdown({ roomAmountPaise: 1000, addOnsAmountPaise: 0, discountPaise: 5000, intraState: true }).totalPaise).toBe(0);
  });
});

describe("F&B rules", () => {
  it("offers items whose window holds the first slot", () => {
    expect(isOfferedAt({ availableFrom: 30, availableTo: 38 }, 30)).toBe(true);
    expect(isOfferedAt({ availableFrom: 30, availableTo: 38 }, 38)).toBe(true);
    expect(isOfferedAt({ availableFrom: 30, availableTo: 38 }, 29)).toBe(false);
  });
  it("needs the notice period before the meeting", () => {
    const start = meetingStartInstant("2026-11-23", 24); // 12:00 IST
    expect(start.toISOString()).toBe("2026-11-23T06:30:00.000Z");
    expect(hasEnoughNotice(60, start, at("11:00"))).toBe(true);
    expect(hasEnoughNotice(60, start, at("11:01"))).toBe(false);
    expect(hasEnoughNotice(1440, start, at("11:00"))).toBe(false);
  });
  const highTea = {
    name: "Masala Chai & Samosa",
    category: "High Tea",
    availableFrom: 0,
    availableTo: 47,
    categoryAvailableFrom: 30,
    categoryAvailableTo: 38,
    noticeMinutes: 60,
  };
  it("one rule for serving windows and notice: High Tea (15:00-19:00) is refused for a 10:00 meeting", () => {
    // A 10:00-12:00 meeting the next day: the window fails, not the notice.
    expect(menuItemProblem(highTea, "2026-11-24", 20, at("09:00"))).toBe(
      "Masala Chai & Samosa is served for meetings starting 03:00 PM to 07:00 PM; not available for your selected slot.",
    );
    expect(menuItemProblem(highTea, "2026-11-24", 30, at("09:00"))).toBeNull();
    expect(menuItemProblem(highTea, "2026-11-24", 38, at("09:00"))).toBeNull();
    expect(menuItemProblem(highTea, "2026-11-24", 39, at("09:00"))).toMatch(/not available/);
    // The item's own window narrows the category's.
    expect(menuItemProblem({ ...highTea, availableFrom: 30, availableTo: 36 }, "2026-11-24", 37, at("09:00"))).toMatch(
      /03:00 PM to 06:00 PM/,
    );
    // Today at 15:00, asked at 14:30: inside the window, short of the hour's notice.
    expect(menuItemProblem(highTea, "2026-11-23", 30, at("14:30"))).toBe("High Tea needs at least 1 hour notice.");
    expect(
      menuItemProblem(
        { ...highTea, category: "Work Lunch", noticeMinutes: 1440, categoryAvailableFrom: 24, categoryAvailableTo: 30 },
        "2026-11-24",
        24,
        at("12:30"),
      ),
    ).toBe("Work Lunch needs at least 24 hours notice.");
  });
  it("guests choose one option from High Tea or Meals, under the same windows", () => {
    expect(isGuestCategory("High Tea")).toBe(true);
    expect(isGuestCategory("Meals")).toBe(true);
    const day = "2026-11-25";
    expect(
      guestChoiceProblem(
        { ...highTea, category: "Meals", categoryAvailableFrom: 16, categoryAvailableTo: 44, noticeMinutes: 0 },
        day,
        20,
        at("09:00"),
      ),
    ).toBeNull();
    expect(
      guestChoiceProblem({ ...highTea, category: "Work Lunch", categoryAvailableFrom: 24, categoryAvailableTo: 30 }, day, 24, at("09:00")),
    ).toBe(GUEST_CATEGORY_MESSAGE);
    expect(
      guestChoiceProblem(
        { ...highTea, category: "Beverages", categoryAvailableFrom: 0, categoryAvailableTo: 47, noticeMinutes: 0 },
        day,
        20,
        at("09:00"),
      ),
    ).toBe(GUEST_CATEGORY_MESSAGE);
    expect(guestChoiceProblem(highTea, day, 20, at("09:00"))).toMatch(/03:00 PM to 07:00 PM/);
    expect(guestChoiceProblem(highTea, day, 32, at("09:00"))).toBeNull();
  });
  it("a sub-option is served inside its package's window", () => {
    const category = { name: "Meals", availableFrom: 16, availableTo: 44, noticeMinutes: 0 };
    const facts = menuItemFacts(
      category,
      { name: "Pav Bhaji", availableFrom: 28, availableTo: 47 },
      { availableFrom: 16, availableTo: 40 },
    );
    expect(facts).toMatchObject({ availableFrom: 28, availableTo: 40, categoryAvailableFrom: 16, categoryAvailableTo: 44 });
  });
  it("invites up to the larger of capacity and the biggest category's servings", () => {
    expect(maxGuests(4, [])).toBe(4);
    expect(
      maxGuests(4, [
        { category: "Meals", serves: 4, qty: 2 },
        { category: "Beverages", serves: 1, qty: 6 },
      ]),
    ).toBe(8);
  });
  it("formats quantities and tab ids", () => {
    expect(formatQuantity(3)).toBe("03");
    expect(formatQuantity(12)).toBe("12");
    expect(categoryTabId("High Tea")).toBe("high-tea");
    expect(categoryTabId("Work  Lunch ")).toBe("work-lunch");
  });
});

describe("weekday products", () => {
  it("knows weekends and moves a weekend to the Monday after", () => {
    expect(isWeekend("2026-11-28")).toBe(true);
    expect(isWeekend("2026-11-29")).toBe(true);
    expect(isWeekend("2026-11-30")).toBe(false);
    expect(firstWeekdayFrom("2026-11-28")).toBe("2026-11-30");
    expect(firstWeekdayFrom("2026-11-29")).toBe("2026-11-30");
    expect(firstWeekdayFrom("2026-11-27")).toBe("2026-11-27");
  });
});

describe("passesBoughtText", () => {
  it("counts passes, or names the pack bought (decision 0043)", () => {
    expect(passesBoughtText(1)).toBe("1 pass");
    expect(passesBoughtText(3, null, { unit: "Pass" })).toBe("3 Passes");
    expect(passesBoughtText(1, "5 Day Pass Pack")).toBe("5 Day Pass Pack");
    expect(passesBoughtText(2, "5 Day Pass Pack")).toBe("2 × 5 Day Pass Pack");
    expect(passesBoughtText(2, "5 Day Pass Pack", { times: "x" })).toBe("2 x 5 Day Pass Pack");
  });
});
