import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PASSWORD_TOOLTIP,
  VALIDATION_MESSAGES,
  isRequiredText,
  isValidEmail,
  isValidGstin,
  isValidLoginPassword,
  isValidName,
  isValidOtp,
  isValidPan,
  isValidPassword,
  isValidPincode,
  isValidPositiveNumber,
  normalizeEmail,
  otpDigitsOnly,
} from "../src/validators";

describe("messages", () => {
  it("are the spec's", () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      identifier: "Please enter a valid input",
      loginPassword: "Please enter the correct password",
      name: "Please enter a valid name",
      phone: "Please enter a valid phone number",
      email: "Please provide a valid email ID",
      password: "Please enter a valid password",
      resetEmail: "Enter valid Email ID",
      humanCheck: "reCaptcha Failed, Refresh the page and try again.",
    });
    expect(PASSWORD_TOOLTIP).toBe("Please enter an alphanumeric password of at least 8 characters long.");
  });
});

describe("required text", () => {
  it("fails when empty or only whitespace", () => {
    expect(isRequiredText("")).toBe(false);
    expect(isRequiredText("   ")).toBe(false);
    expect(isRequiredText("\t\n")).toBe(false);
    expect(isRequiredText(" a ")).toBe(true);
  });
});

describe("email", () => {
  it.each(["asha@workbay.in", "a.b+tag@sub.example.co.in", "  padded@example.com  ", "UPPER@EXAMPLE.COM", "o'neil@example.ie", "x@a-b.io"])(
    "accepts %s",
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );
  it.each([
    "",
    "plain",
    "@example.com",
    "a@",
    "a@b",
    "a@b.",
    "a@.com",
    "a b@example.com",
    "a@exa mple.com",
    ".a@example.com",
    "a.@example.com",
    "a..b@example.com",
    "a@-example.com",
    "a@@example.com",
    `${"x".repeat(65)}@example.com`,
    `a@${"x".repeat(250)}.com`,
  ])("refuses %j", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
  it("normalises to trimmed lower case", () => {
    expect(normalizeEmail("  Asha@WorkBay.IN ")).toBe("asha@workbay.in");
  });
});

describe("name", () => {
  it.each([
    "Asha",
    "Asha Rao",
    "  Asha Rao  ",
    "José Álvarez",
    "अनिल कुमार",
    "Asha-Rao",
    "O'Neil",
    "Melwyn D’Souza",
    "Mary-Jane D'Costa",
    "R. K. Narayan",
    "R.K. Narayan",
    "Narayan R.",
  ])("accepts %s", (value) => {
    expect(isValidName(value)).toBe(true);
  });
  it.each([
    "",
    "   ",
    "R2D2",
    "Asha  Rao",
    "x".repeat(101),
    "'Asha",
    "Asha'",
    "-Asha",
    "Asha-",
    "Asha--Rao",
    "Asha'-Rao",
    ".Asha",
    "Asha..",
    "R..K",
    "Asha - Rao",
    "Asha_Rao",
    "=HYPERLINK(1)",
    "Asha <b>",
  ])("refuses %j", (value) => {
    expect(isValidName(value)).toBe(false);
  });
});

describe("password", () => {
  it.each(["Workbay2026", "abcdefg1", "1234567a", "p@ssw0rd!", "Ünïcödé1"])("accepts %s", (value) => {
    expect(isValidPassword(value)).toBe(true);
  });
  it.each([
    ["too short", "abc1234"],
    ["no digit", "abcdefgh"],
    ["no letter", "12345678"],
    ["a space", "abcd 1234"],
    ["a tab", "abcd\t1234"],
    ["too long", `a1${"x".repeat(127)}`],
    ["empty", ""],
  ])("refuses one with %s", (_why, value) => {
    expect(isValidPassword(value)).toBe(false);
  });
  it("accepts exactly 8 characters and refuses 7", () => {
    expect(isValidPassword("abcdef12")).toBe(true);
    expect(isValidPassword("abcde12")).toBe(false);
  });
  it("holds for any string: valid means long enough, a letter, a digit, no whitespace", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const expected = value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value) && !/\s/.test(value);
        expect(isValidPassword(value)).toBe(expected);
      }),
    );
  });
  it("needs only something for a login", () => {
    expect(isValidLoginPassword("")).toBe(false);
    expect(isValidLoginPassword("x")).toBe(true);
  });
});

describe("number and OTP", () => {
  it("number: digits only and greater than 0", () => {
    expect(isValidPositiveNumber("1")).toBe(true);
    expect(isValidPositiveNumber("007")).toBe(true);
    expect(isValidPositiveNumber("0")).toBe(false);
    expect(isValidPositiveNumber("000")).toBe(false);
    expect(isValidPositiveNumber("-1")).toBe(false);
    expect(isValidPositiveNumber("1.5")).toBe(false);
    expect(isValidPositiveNumber("")).toBe(false);
  });
  it("OTP: exactly six digits", () => {
    expect(isValidOtp("012345")).toBe(true);
    expect(isValidOtp("12345")).toBe(false);
    expect(isValidOtp("1234567")).toBe(false);
    expect(isValidOtp("12a456")).toBe(false);
    expect(isValidOtp("1234", 4)).toBe(true);
  });
  it("OTP fields keep digits only", () => {
    expect(otpDigitsOnly(" 12-34 56a")).toBe("123456");
  });
});

describe("PAN", () => {
  it.each(["ABCDE1234F", "abcde1234f", " AAAPL1234C "])("accepts %s", (value) => {
    expect(isValidPan(value)).toBe(true);
  });
  it.each(["ABCD1234F", "ABCDE12345", "ABCDE1234", "1BCDE1234F", "ABCDE1234FF", "ABCDEF234F", ""])("refuses %j", (value) => {
    expect(isValidPan(value)).toBe(false);
  });
});

describe("GSTIN", () => {
  it.each(["29ABCDE1234F1Z5", "27AAPFU0939F1ZV", "07abcde1234f2za", "33ABCDE1234FAZ9"])("accepts %s", (value) => {
    expect(isValidGstin(value)).toBe(true);
  });
  it.each([
    ["no Z in the 14th place", "29ABCDE1234F1A5"],
    ["a letter in the state code", "2AABCDE1234F1Z5"],
    ["a digit among the PAN letters", "29ABCD11234F1Z5"],
    ["a letter among the PAN digits", "29ABCDEX234F1Z5"],
    ["a digit as the PAN's last letter", "29ABCDE12341Z15"],
    ["a symbol as the entity code", "29ABCDE1234F-Z5"],
    ["a symbol as the check character", "29ABCDE1234F1Z-"],
    ["too short", "29ABCDE1234F1Z"],
    ["too long", "29ABCDE1234F1Z55"],
    ["empty", ""],
  ])("refuses one with %s", (_why, value) => {
    expect(isValidGstin(value)).toBe(false);
  });
});

describe("pincode", () => {
  it("India: six digits not starting with 0", () => {
    expect(isValidPincode("560001")).toBe(true);
    expect(isValidPincode("060001")).toBe(false);
    expect(isValidPincode("56001")).toBe(false);
    expect(isValidPincode("5600011")).toBe(false);
  });
  it("elsewhere: short codes of letters and digits", () => {
    expect(isValidPincode("SW1A 1AA", "GB")).toBe(true);
    expect(isValidPincode("94105", "US")).toBe(true);
    expect(isValidPincode("!", "US")).toBe(false);
  });
});
