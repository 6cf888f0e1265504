import { afterEach, describe, expect, it } from "vitest";
import { afterSignInTarget, authDialogReducer, closedAuthDialogs } from "../app/features/auth/auth-dialog-state";
import {
  HUMAN_CHECK_FAILURE_LIMIT,
  humanCheckFailureCount,
  recordHumanCheckFailure,
  resetHumanCheckFailures,
} from "../app/features/auth/human-check-failures";
import {
  LINKEDIN_FAILED,
  linkedinAuthorizationUrl,
  linkedinCallbackOutcome,
  linkedinRedirectUri,
  parseStoredLinkedinState,
} from "../app/features/auth/linkedin-callback";
import { canVerifyLoginOtp, canVerifySignUpOtp, firstLoginStep, goToLoginStep, loginStepBack } from "../app/features/auth/login-steps";
import { OTP_RESEND_LIMIT, otpResendView, otpSentAfterRefusal, resendCountdownText } from "../app/features/auth/otp-resend";
import { initialsOf } from "../app/layout/account-links";
import { safeRedirectTarget } from "../app/shared/session/safe-redirect-target";
import { csrfTokenFromCookies, sessionProfileFromCookies } from "../app/shared/session/session-cookies";

describe("auth dialogs", () => {
  it("opens one dialog at a time and keeps a pending redirect only while switching", () => {
    let state = authDialogReducer(closedAuthDialogs, { type: "open", dialog: "login", redirect: "/checkout" });
    expect(state).toEqual({ dialog: "login", redirect: "/checkout", social: null });
    state = authDialogReducer(state, { type: "switch", dialog: "signup" });
    expect(state).toEqual({ dialog: "signup", redirect: "/checkout", social: null });
    state = authDialogReducer(state, { type: "switch", dialog: "reset" });
    expect(state.redirect).toBe("/checkout");
    state = authDialogReducer(state, { type: "open", dialog: "login" });
    expect(state).toEqual({ dialog: "login", redirect: null, social: null });
    expect(authDialogReducer({ dialog: "login", redirect: "/x", social: null }, { type: "close" })).toEqual(closedAuthDialogs);
  });

  it("does not open a dialog by switching when none is open, and drops foreign redirects", () => {
    expect(authDialogReducer(closedAuthDialogs, { type: "switch", dialog: "signup" })).toBe(closedAuthDialogs);
    expect(authDialogReducer(closedAuthDialogs, { type: "open", dialog: "login", redirect: "https://evil.example/" }).redirect).toBeNull();
    expect(authDialogReducer(closedAuthDialogs, { type: "open", dialog: "login", redirect: "//evil.example/" }).redirect).toBeNull();
  });

  it("carries a social sign-in's phone step to the Sign Up dialog", () => {
    const open = authDialogReducer(closedAuthDialogs, { type: "open", dialog: "login", redirect: "/checkout" });
    const next = authDialogReducer(open, { type: "switch", dialog: "signup", social: { step: "phone", updatedToken: "t" } });
    expect(next).toEqual({ dialog: "signup", redirect: "/checkout", social: { step: "phone", updatedToken: "t" } });
  });

  it("continues to the pending redirect, else to /checkout when a booking waits, else stays", () => {
    expect(afterSignInTarget("/room/foodBeverage/meals?date=2026-01-02", true)).toBe("/room/foodBeverage/meals?date=2026-01-02");
    expect(afterSignInTarget(null, true)).toBe("/checkout");
    expect(afterSignInTarget(null, false)).toBeNull();
    expect(afterSignInTarget("https://evil.example", false)).toBeNull();
    expect(afterSignInTarget("//evil.example", true)).toBe("/checkout");
  });
});

describe("safe redirect target", () => {
  it("follows same-site paths only", () => {
    expect(safeRedirectTarget("/account/profile")).toBe("/account/profile");
    expect(safeRedirectTarget(null)).toBe("/");
    expect(safeRedirectTarget("https://evil.example")).toBe("/");
    expect(safeRedirectTarget("//evil.example")).toBe("/");
    expect(safeRedirectTarget("/\\evil.example")).toBe("/");
    expect(safeRedirectTarget("javascript:alert(1)", "/home")).toBe("/home");
  });
});

describe("login steps", () => {
  it("goes back to the identifier step, or to the OTP step when the visitor came from it", () => {
    const password = goToLoginStep(firstLoginStep, "password");
    expect(loginStepBack(password)).toEqual(firstLoginStep);
    const otp = goToLoginStep(password, "otp");
    expect(loginStepBack(otp)).toEqual(firstLoginStep);
    const passwordFromOtp = goToLoginStep(otp, "password");
    expect(passwordFromOtp).toEqual({ step: "password", cameFrom: "otp" });
    expect(loginStepBack(passwordFromOtp).step).toBe("otp");
    expect(loginStepBack(loginStepBack(passwordFromOtp))).toEqual(firstLoginStep);
  });

  it("enables Verify OTP by the spec's rules", () => {
    expect(canVerifyLoginOtp("12", true, false)).toBe(false);
    expect(canVerifyLoginOtp("123", true, false)).toBe(true);
    expect(canVerifyLoginOtp("123", false, false)).toBe(false);
    expect(canVerifyLoginOtp("123456", true, true)).toBe(false);
    expect(canVerifySignUpOtp("123")).toBe(false);
    expect(canVerifySignUpOtp("1234")).toBe(true);
    expect(canVerifySignUpOtp("12a4")).toBe(false);
  });
});

describe("OTP resend", () => {
  const sentAt = Date.UTC(2026, 0, 1, 10, 0, 0);
  it("counts down from 60 seconds, then offers the resend link while under 120 resends", () => {
    expect(otpResendView(sentAt, sentAt, 0)).toEqual({ kind: "wait", seconds: 60 });
    expect(otpResendView(sentAt, sentAt + 1, 0)).toEqual({ kind: "wait", seconds: 60 });
    expect(otpResendView(sentAt, sentAt + 59_001, 0)).toEqual({ kind: "wait", seconds: 1 });
    expect(otpResendView(sentAt, sentAt + 60_000, 0)).toEqual({ kind: "resend" });
    expect(otpResendView(sentAt, sentAt + 60_000, OTP_RESEND_LIMIT - 1)).toEqual({ kind: "resend" });
    expect(otpResendView(sentAt, sentAt + 60_000, OTP_RESEND_LIMIT)).toEqual({ kind: "none" });
    // A clock behind the send (another tick's `now`) never shows more than 60.
    expect(otpResendView(sentAt, sentAt - 5_000, 0)).toEqual({ kind: "wait", seconds: 60 });
    expect(resendCountdownText(42)).toBe("Resend OTP in 42 secs");
  });

  it("offers the resend link after a refused send that left no countdown, and keeps one that runs", () => {
    const now = 1_800_000_000_000;
    // 'Please wait 22 seconds...': no code went out from this page, so nothing counted down to a link.
    const refused = otpSentAfterRefusal(null);
    expect(otpResendView(refused.at, now, refused.resends)).toEqual({ kind: "resend" });
    const running = { at: now - 10_000, resends: 2 };
    expect(otpSentAfterRefusal(running)).toBe(running);
  });
});

describe("human-check failure counter", () => {
  afterEach(() => resetHumanCheckFailures());
  it("is shared by every caller and says to leave at the fourth failure", () => {
    expect(HUMAN_CHECK_FAILURE_LIMIT).toBe(4);
    expect([recordHumanCheckFailure(), recordHumanCheckFailure(), recordHumanCheckFailure()]).toEqual([false, false, false]);
    expect(humanCheckFailureCount()).toBe(3);
    expect(recordHumanCheckFailure()).toBe(true);
  });
});

describe("LinkedIn popup", () => {
  const stored = { state: "s-1", from: "signup" };
  it("builds the authorisation address with the state and this origin's callback", () => {
    const url = new URL(
      linkedinAuthorizationUrl(
        "https://www.linkedin.com/oauth/v2/authorization",
        "client",
        linkedinRedirectUri("https://workbay.in"),
        "s-1",
      ),
    );
    expect(url.searchParams.get("redirect_uri")).toBe("https://workbay.in/linkedin");
    expect(url.searchParams.get("state")).toBe("s-1");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid profile email");
  });

  it("passes the code and state on with where the sign-in started", () => {
    expect(linkedinCallbackOutcome(new URLSearchParams("code=abc&state=s-1"), stored)).toEqual({
      kind: "post",
      message: { source: "workbay-linkedin", code: "abc", state: "s-1", from: "signup" },
    });
  });

  it("closes on a foreign state and on the user's cancel", () => {
    expect(linkedinCallbackOutcome(new URLSearchParams("code=abc&state=other"), stored)).toEqual({ kind: "close" });
    expect(linkedinCallbackOutcome(new URLSearchParams("code=abc&state=s-1"), null)).toEqual({ kind: "close" });
    expect(linkedinCallbackOutcome(new URLSearchParams("error=user_cancelled_login&state=s-1"), stored)).toEqual({ kind: "close" });
  });

  it("reports other failures with LinkedIn's description or the default text", () => {
    const described = linkedinCallbackOutcome(new URLSearchParams("error=access_denied&error_description=Not%20allowed&state=s-1"), stored);
    expect(described).toMatchObject({ kind: "fail", text: "Not allowed", message: { error: "Not allowed", from: "signup" } });
    expect(linkedinCallbackOutcome(new URLSearchParams("error=server_error&state=s-1"), stored)).toMatchObject({
      kind: "fail",
      text: LINKEDIN_FAILED,
    });
    expect(linkedinCallbackOutcome(new URLSearchParams(""), stored)).toMatchObject({ kind: "fail", text: LINKEDIN_FAILED });
  });

  it("reads only a well-formed stored state", () => {
    expect(parseStoredLinkedinState(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredLinkedinState("{")).toBeNull();
    expect(parseStoredLinkedinState(JSON.stringify({ state: 1 }))).toBeNull();
    expect(parseStoredLinkedinState(null)).toBeNull();
  });
});

describe("session cookies", () => {
  const profile = { name: "Asha Rao", email: "demo@workbay.in", profileImage: "" };
  const cookie = (value: object) => `userProfile=${encodeURIComponent(JSON.stringify(value))}`;
  it("knows a session by the _lgn marker plus a non-empty profile", () => {
    expect(sessionProfileFromCookies(`_lgn=24; ${cookie(profile)}; csrfToken=abc`)).toMatchObject({ email: "demo@workbay.in" });
    expect(sessionProfileFromCookies(cookie(profile))).toBeNull();
    expect(sessionProfileFromCookies("_lgn=24; userProfile=")).toBeNull();
    expect(sessionProfileFromCookies(`_lgn=24; ${cookie({ ...profile, email: "" })}`)).toBeNull();
    expect(sessionProfileFromCookies("_lgn=24; userProfile=%7Bnot-json")).toBeNull();
    expect(csrfTokenFromCookies("_lgn=24; csrfToken=abc%3D")).toBe("abc=");
  });

  it("gives an avatar up to two initials", () => {
    expect(initialsOf("Asha Rao")).toBe("AR");
    expect(initialsOf("asha  kumari rao")).toBe("AR");
    expect(initialsOf("Asha")).toBe("A");
    expect(initialsOf("", "demo@workbay.in")).toBe("D");
    expect(initialsOf("")).toBe("?");
  });
});
