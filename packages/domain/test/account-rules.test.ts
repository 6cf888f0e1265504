import { describe, expect, it } from "vitest";
import { companyDetailsProblems, type CompanyDetailsInput } from "../src/company-details";
import { isValidDateOfBirth } from "../src/date-of-birth";
import { GST_STATE_CODES, gstinInfo } from "../src/gst-state";
import { MESSAGE_MAX_ATTEMPTS, messageRetryAt } from "../src/message-retry";
import { OTP_POLICY, decideOtpSend, otpExpiresAt, otpUsability, wrongOtpMessage } from "../src/otp-policy";
import { loginMarker, sessionCookiesSecure, sessionExpiresAt } from "../src/session-rules";

const NOW = new Date("2026-11-23T04:30:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe("OTP sends", () => {
  it("allows the first send", () => {
    expect(decideOtpSend([], NOW)).toEqual({ ok: true });
  });
  it("waits 60 seconds between sends, saying how long is left", () => {
    expect(decideOtpSend([ago(59_000)], NOW)).toEqual({ ok: false, reason: "resend_too_soon", retryAfterSeconds: 1 });
    expect(decideOtpSend([ago(10_500)], NOW)).toEqual({ ok: false, reason: "resend_too_soon", retryAfterSeconds: 50 });
    expect(decideOtpSend([ago(60_000)], NOW)).toEqual({ ok: true });
  });
  it("allows at most 5 sends in any hour", () => {
    const four = [ago(50 * MINUTE), ago(40 * MINUTE), ago(30 * MINUTE), ago(20 * MINUTE)];
    expect(decideOtpSend(four, NOW)).toEqual({ ok: true });
    const five = [...four, ago(10 * MINUTE)];
    // Free again when the oldest (50 minutes ago) leaves the hour: in 10 minutes.
    expect(decideOtpSend(five, NOW)).toEqual({ ok: false, reason: "hourly_cap", retryAfterSeconds: 600 });
    // The oldest leaves the hour: one more is allowed.
    expect(decideOtpSend([ago(60 * MINUTE), ...four.slice(1), ago(10 * MINUTE)], NOW)).toEqual({ ok: true });
  });
});

describe("OTP checks", () => {
  const fresh = { expiresAt: otpExpiresAt(NOW), attempts: 0, consumedAt: null };
  it("lives 10 minutes", () => {
    expect(otpExpiresAt(NOW).getTime() - NOW.getTime()).toBe(10 * MINUTE);
    expect(otpUsability(fresh, new Date(NOW.getTime() + 10 * MINUTE - 1))).toBe("usable");
    expect(otpUsability(fresh, new Date(NOW.getTime() + 10 * MINUTE))).toBe("expired");
  });
  it("dies after 5 wrong tries and after use", () => {
    expect(otpUsability({ ...fresh, attempts: 4 }, NOW)).toBe("usable");
    expect(otpUsability({ ...fresh, attempts: OTP_POLICY.maxWrongTries }, NOW)).toBe("locked");
    expect(otpUsability({ ...fresh, consumedAt: NOW }, NOW)).toBe("consumed");
  });
  it("counts down the tries left", () => {
    expect([1, 2, 3, 4, 5].map(wrongOtpMessage)).toEqual([
      "Invalid OTP. 4 attempts left.",
      "Invalid OTP. 3 attempts left.",
      "Invalid OTP. 2 attempts left.",
      "Invalid OTP. 1 attempt left.",
      "Too many wrong attempts. Please request a new OTP.",
    ]);
  });
});

describe("sessions", () => {
  it("last 24 hours", () => {
    expect(sessionExpiresAt(NOW).toISOString()).toBe("2026-11-24T04:30:00.000Z");
  });
  it("mark the day of month of the expiry in India time", () => {
    expect(loginMarker(new Date("2026-11-24T04:30:00.000Z"))).toBe("24");
    // 20:00 UTC on the 30th is already the 1st in India.
    expect(loginMarker(new Date("2026-11-30T20:00:00.000Z"))).toBe("1");
  });
  it("use Secure cookies except in development and demo over plain http", () => {
    expect(sessionCookiesSecure("production", "http://localhost:3000")).toBe(true);
    expect(sessionCookiesSecure("demo", "http://localhost:3000")).toBe(false);
    expect(sessionCookiesSecure("development", "http://127.0.0.1:3000")).toBe(false);
    expect(sessionCookiesSecure("demo", "https://demo.workbay.in")).toBe(true);
  });
});

describe("GST state codes", () => {
  it("name the state from the first two digits", () => {
    expect(gstinInfo("29ABCDE1234F1Z5")).toEqual({ gstin: "29ABCDE1234F1Z5", stateCode: "29", state: "Karnataka", pan: "ABCDE1234F" });
    expect(gstinInfo("07abcde1234f1z5")?.state).toBe("Delhi");
    expect(gstinInfo("27ABCDE1234F1Z5")?.state).toBe("Maharashtra");
    expect(gstinInfo("36ABCDE1234F1Z5")?.state).toBe("Telangana");
    expect(gstinInfo("33ABCDE1234F1Z5")?.state).toBe("Tamil Nadu");
  });
  it("refuse unknown state codes and invalid ids", () => {
    expect(gstinInfo("00ABCDE1234F1Z5")).toBeUndefined();
    expect(gstinInfo("50ABCDE1234F1Z5")).toBeUndefined();
    expect(gstinInfo("29ABCDE1234F1X5")).toBeUndefined();
  });
  it("cover every state and union territory", () => {
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(38);
  });
});

describe("company details", () => {
  const valid: CompanyDetailsInput = {
    company: "Acme",
    address_1: "1 MG Road",
    address_2: "",
    address_3: "",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    pincode: "560001",
    pan: "ABCDE1234F",
    gst: "29ABCDE1234F1Z5",
  };
  it("accept consistent details, PAN and GSTIN optional", () => {
    expect(companyDetailsProblems(valid, "IN")).toEqual([]);
    expect(companyDetailsProblems({ ...valid, pan: "", gst: "" }, "IN")).toEqual([]);
  });
  it("name each problem's field", () => {
    const fields = (input: Partial<CompanyDetailsInput>) => companyDetailsProblems({ ...valid, ...input }, "IN").map((p) => p.field);
    expect(fields({ company: " " })).toEqual(["company"]);
    expect(fields({ pan: "ABC" })).toEqual(["pan"]);
    expect(fields({ gst: "29ABCDE1234F1Y5" })).toEqual(["gst"]);
    expect(fields({ gst: "29ZZZZZ1234F1Z5" })).toEqual(["gst"]);
    expect(fields({ state: "Tamil Nadu" })).toEqual(["gst"]);
    expect(fields({ pincode: "12345" })).toEqual(["pincode"]);
  });
});

describe("date of birth", () => {
  it("needs an adult: 18 on the day", () => {
    expect(isValidDateOfBirth("2008-11-23", "2026-11-23")).toBe(true);
    expect(isValidDateOfBirth("2008-11-24", "2026-11-23")).toBe(false);
    expect(isValidDateOfBirth("1900-01-01", "2026-11-23")).toBe(false);
    expect(isValidDateOfBirth("1990-02-30", "2026-11-23")).toBe(false);
  });
});

describe("message retries", () => {
  it("back off 1, 2, 4... minutes up to an hour, and stop after 10 attempts", () => {
    const delays = [];
    for (let attempt = 1; attempt < MESSAGE_MAX_ATTEMPTS; attempt++)
      delays.push((messageRetryAt(attempt, NOW)!.getTime() - NOW.getTime()) / MINUTE);
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(messageRetryAt(MESSAGE_MAX_ATTEMPTS, NOW)).toBeNull();
  });
});
