import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { identifierKey, parseLoginIdentifier } from "../src/login-identifier";
import {
  EXCLUDED_INDIAN_NUMBERS,
  dialCodeOf,
  isValidIndianPhone,
  isValidPhone,
  normalizeCountryCode,
  parsePhone,
} from "../src/phone-number";
import { phoneFormatPattern } from "../src/phone-format-pattern";

describe("Indian phone numbers", () => {
  it.each(["9876543210", "6000000000", "7012345678", "8123456789", "98765 43210", "98765-43210"])("accepts %s", (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each([
    ["starting with 5", "5876543210"],
    ["starting with 0", "0987654321"],
    ["nine digits", "987654321"],
    ["eleven digits", "98765432101"],
    ["letters", "98765abcde"],
    ["empty", ""],
  ])("refuses one %s", (_why, value) => {
    expect(isValidPhone(value)).toBe(false);
  });
  it.each(EXCLUDED_INDIAN_NUMBERS)("refuses the excluded number %s", (value) => {
    expect(isValidPhone(value, "+91")).toBe(false);
  });
  it("accepts every other 10-digit number starting 6-9", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }), (n) => {
        const digits = String(n);
        expect(isValidIndianPhone(digits)).toBe(!(EXCLUDED_INDIAN_NUMBERS as readonly string[]).includes(digits));
      }),
    );
  });
  it("parses to the stored form and E.164", () => {
    expect(parsePhone("98765 43210", "91")).toEqual({ countryCode: "+91", national: "9876543210", e164: "+919876543210" });
  });
});

describe("other countries, by the phone number library", () => {
  it("accepts valid numbers of the country", () => {
    expect(parsePhone("2025550123", "+1")).toEqual({ countryCode: "+1", national: "2025550123", e164: "+12025550123" });
    expect(isValidPhone("7400 123456", "+44")).toBe(true);
    expect(isValidPhone("0412 345 678", "+61")).toBe(true);
  });
  it("refuses numbers that are not valid there", () => {
    expect(isValidPhone("12345", "+1")).toBe(false);
    expect(isValidPhone("0000000000", "+44")).toBe(false);
    expect(isValidPhone("9876543210", "+999")).toBe(false);
  });
  it("reads dial codes", () => {
    expect(normalizeCountryCode("91")).toBe("+91");
    expect(normalizeCountryCode(" +44 ")).toBe("+44");
    expect(normalizeCountryCode("+")).toBeUndefined();
    expect(normalizeCountryCode("abc")).toBeUndefined();
  });
  it("gives input formats", () => {
    expect(phoneFormatPattern("IN")).toBe("..... .....");
    expect(phoneFormatPattern("US")).toBe("... ... ....");
    expect(phoneFormatPattern("XX")).toBeUndefined();
  });
});

describe("login identifier", () => {
  it("reads e-mails and phones", () => {
    expect(parseLoginIdentifier(" Asha@Workbay.in ")).toEqual({ kind: "email", email: "asha@workbay.in" });
    expect(parseLoginIdentifier("9876543210")).toMatchObject({ kind: "phone", phone: { e164: "+919876543210" } });
    expect(parseLoginIdentifier("+91 98765 43210")).toMatchObject({ kind: "phone", phone: { national: "9876543210" } });
    expect(parseLoginIdentifier("+1 202 555 0123")).toMatchObject({ kind: "phone", phone: { countryCode: "+1" } });
  });
  it("refuses anything else ('Please enter a valid input')", () => {
    for (const value of ["", "asha@", "9999999999", "12345", "+91 1234567890", "hello"])
      expect(parseLoginIdentifier(value)).toBeUndefined();
  });
  it("keys identifiers as OTPs and limits store them", () => {
    expect(identifierKey(parseLoginIdentifier("A@B.CO")!)).toBe("a@b.co");
    expect(identifierKey(parseLoginIdentifier("9876543210")!)).toBe("+919876543210");
  });
});

describe("dial codes", () => {
  it("are the calling code alone, also where a country shares it", () => {
    expect(dialCodeOf("IN")).toBe("+91");
    expect(dialCodeOf("as")).toBe("+1");
    expect(dialCodeOf("GG")).toBe("+44");
    expect(dialCodeOf("ZZ")).toBeUndefined();
  });
});

// docs/decisions/0048: a number pasted with its dial code, or written with India's trunk 0, is
// the same number; a different dial code is still refused.
describe("a phone number written with its dial code", () => {
  it.each(["+91 98765 43210", "+919876543210", "0091 98765 43210", "919876543210", "098765 43210", "+91-98765-43210"])(
    "reads %s with +91 as 9876543210",
    (value) => {
      expect(parsePhone(value, "+91")).toEqual({ countryCode: "+91", national: "9876543210", e164: "+919876543210" });
    },
  );
  it("reads another country's number with its own dial code", () => {
    expect(parsePhone("+1 202 555 0123", "+1")).toEqual({ countryCode: "+1", national: "2025550123", e164: "+12025550123" });
  });
  it.each([
    ["another country's dial code", "+44 98765 43210"],
    ["an excluded number behind +91", "+91 99999 99999"],
    ["a trunk 0 before nine digits", "0987654321"],
    ["91 before nine digits", "91987654321"],
    ["a dial code alone", "+91"],
  ])("still refuses %s", (_why, value) => {
    expect(parsePhone(value, "+91")).toBeUndefined();
  });
});
