import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupees, rupeesToPaise } from "../src/money";
import { displayPricePaise, priceUnit, showsSeatCount } from "../src/price-unit";

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(123456700)).toBe("₹12,34,567");
    expect(formatRupees(99900)).toBe("₹999");
    expect(formatRupees(100000)).toBe("₹1,000");
    expect(formatRupees(10000000)).toBe("₹1,00,000");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows paise only when the amount is not whole rupees", () => {
    expect(formatRupees(12345)).toBe("₹123.45");
    expect(formatRupees(12350)).toBe("₹123.50");
  });

  it("writes what Intl.NumberFormat('en-IN') writes, for every size and sign", () => {
    const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const intl = (paise: number) => (paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100));
    const amounts = [1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 123456789, 9_999_999_999, 2 ** 50];
    for (let digits = 1; digits <= 15; digits++) amounts.push(Number("9".repeat(digits)), Number(`1${"0".repeat(digits)}`));
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 14))));
    for (const paise of amounts) {
      expect(formatRupees(paise)).toBe(intl(paise));
      if (paise > 0) expect(formatRupees(-paise)).toBe(intl(-paise));
    }
  });

  it("writes no minus sign for nothing", () => {
    expect(formatRupees(-0)).toBe("₹0");
  });

  it("converts between rupees and paise without float drift", () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});

describe("price units", () => {
  it("labels hours, months and nothing for passes", () => {
    expect(priceUnit(1)).toBe("/ Hour");
    expect(priceUnit(2)).toBe("/ Hour");
    expect(priceUnit(12)).toBe("/ Hour");
    expect(priceUnit(8)).toBe("/ Month");
    expect(priceUnit(7)).toBe("");
    expect(priceUnit(11)).toBe("");
    expect(priceUnit(16)).toBe("");
  });

  it("shows a virtual office per month: daily rate x 30 x factor", () => {
    expect(displayPricePaise(8, 5000)).toBe(150000);
    expect(displayPricePaise(8, 5000, 9000)).toBe(135000);
    expect(displayPricePaise(1, 90000)).toBe(90000);
  });

  it("hides seats for virtual offices and pop-ups only", () => {
    expect(showsSeatCount(8)).toBe(false);
    expect(showsSeatCount(12)).toBe(false);
    expect(showsSeatCount(1)).toBe(true);
    expect(showsSeatCount(7)).toBe(true);
  });
});
