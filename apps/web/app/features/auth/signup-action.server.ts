// The sign-up form's route action (001 spec sections 2, 4, 5; docs/decisions/0037): every step
// of the Sign Up dialog and the /signup page posts here, in the server's order (decision 0010):
// the e-mail's code, the details (a phone code goes out), the phone's code (the account is
// made). Each post is checked with the contract's form schema before the API is called in
// process; the interim token and the details sign_up needs stay in a sealed HttpOnly cookie
// (signup-cookie.server.ts) between the posts; the session's cookies go back on the answer.
// A post from the hydrated form (`enhanced`) gets the answer as data; without JavaScript the
// page shows the answered step, and a finished sign-up redirects.
import { data, redirect } from "react-router";
import {
  SignUpDetailsForm,
  SignUpEmailForm,
  SignUpEmailOtpForm,
  SignUpNameForm,
  SignUpPhoneForm,
  SignUpPhoneOtpForm,
} from "@workbay/contracts/accounts";
import { callEndpoint, isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { DEFAULT_COUNTRY_CODE, parsePhone } from "@workbay/domain/phone-number";
import type { ApiClient } from "../../load-context";
import { parseForm, refusal } from "../../shared/forms/contract-form.server";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import { safeRedirectTarget } from "../../shared/session/safe-redirect-target";
import { refused } from "./api-refusal.server";
import type { SignUpAnswer } from "./signup-answer";
import { progressCookies, readProgress, sealProgress, type SignUpProgress } from "./signup-cookie.server";

export const SIGNUP_EXPIRED_MESSAGE = "Your verification has expired. Please start again.";
const TOKEN_MAX = 2000;

/** Fields the browser never gets back in an answer. */
const SECRET_FIELDS = ["new-password", "otp", "token", "csrf"];

export type SignUpContext = { api: ApiClient; sealKey: string; cookiesSecure: boolean };

type Shown = Extract<SignUpAnswer, { email: string }>;
type Answer = Omit<Shown, "id"> | { step: "signed-in"; signedUp: boolean };

/** What a post's answer carries besides the answer: the API's answers (their cookies) and the progress cookie. */
type Extras = { status?: number; calls?: TypedAnswer<unknown>[]; progress?: string | null };

function statusOf(answer: TypedAnswer<unknown>) {
  return answer.status >= 400 && answer.status < 500 ? answer.status : 400;
}

export async function signupAction(request: Request, context: SignUpContext, now = Date.now()) {
  const { api, sealKey, cookiesSecure } = context;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "start");
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const progress = readProgress(request, sealKey, now);
  const view: Omit<Shown, "id" | "step"> = {
    email: progress?.kind === "signup" ? progress.email : text("email"),
    name: text("name") || (progress?.kind === "signup" ? (progress.name ?? "") : ""),
    phone: text("phone"),
    countryCode: text("country_code") || DEFAULT_COUNTRY_CODE,
    otpSent: null,
    awaitingCode: false,
    social: progress?.kind === "social",
    result: null,
  };

  function reply(answer: Answer, extras: Extras = {}) {
    const headers = forwardedCookies(...(extras.calls ?? []));
    if (extras.progress !== undefined)
      for (const cookie of progressCookies(extras.progress, cookiesSecure)) headers.append("Set-Cookie", cookie);
    const refusedPost = "result" in answer && answer.result?.status === "error";
    const status = extras.status ?? (refusedPost ? 400 : 200);
    return data({ ...answer, id: now + Math.random() } as SignUpAnswer, { status, headers });
  }
  const seal = (next: SignUpProgress) => sealProgress(next, sealKey, now);
  /** The cookie is missing, forged or past its time (or the API says the token is): start again. */
  const expired = (step: Shown["step"] = "email") =>
    reply({ ...view, step, result: refusal({}, SIGNUP_EXPIRED_MESSAGE) }, { status: 401, progress: null });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Signed in: the session's cookies on the answer; without JavaScript the page moves on. */
  function signedIn(calls: TypedAnswer<unknown>[], signedUp: boolean) {
    if (form.get("enhanced") === "1") return reply({ step: "signed-in", signedUp }, { calls, progress: null });
    const target = form.get("redirect") ?? new URL(request.url).searchParams.get("redirect");
    const headers = forwardedCookies(...calls);
    for (const cookie of progressCookies(null, cookiesSecure)) headers.append("Set-Cookie", cookie);
    throw redirect(safeRedirectTarget(typeof target === "string" ? target : null), { headers });
  }

  if (intent === "email-send" || intent === "email-resend") {
    const submission = parseForm(form, SignUpEmailForm, ["email"]);
    if (submission.status !== "success") return reply({ ...view, step: "email", result: submission.reply() });
    const email = submission.value.email.trim();
    const sent = await callEndpoint(api, endpoints.accounts.sendOtp, { body: { kind: "email", email, purpose: "signup" } });
    if (!isSuccess(sent)) return reply({ ...view, email, step: "email", result: refused(sent) }, { status: statusOf(sent) });
    return reply({ ...view, email, step: "email", otpSent: { resend: intent === "email-resend" }, awaitingCode: true });
  }

  if (intent === "email") {
    const submission = parseForm(form, SignUpEmailOtpForm, ["email", "otp"]);
    const shown = { ...view, email: text("email"), step: "email", awaitingCode: true } as const;
    if (submission.status !== "success") return reply({ ...shown, result: submission.reply({ hideFields: SECRET_FIELDS }) });
    const { email, otp } = submission.value;
    const verified = await callEndpoint(api, endpoints.accounts.verifyOtp, {
      body: { kind: "email", email: email.trim(), otp, purpose: "signup" },
    });
    const token = isSuccess(verified) ? verified.body.data.interim_token : null;
    if (!isSuccess(verified) || !token) return reply({ ...shown, result: refused(verified) }, { status: statusOf(verified) });
    return reply({ ...shown, step: "details", awaitingCode: false }, { progress: seal({ kind: "signup", token, email: email.trim() }) });
  }

  if (intent === "details") {
    const submission = parseForm(form, SignUpDetailsForm, ["name", "phone", "country_code", "new-password"]);
    if (submission.status !== "success")
      return reply({ ...view, step: "details", result: submission.reply({ hideFields: SECRET_FIELDS }) });
    if (progress?.kind !== "signup") return expired();
    const { name, phone, country_code, "new-password": password } = submission.value;
    const sent = await sendPhoneOtp(phone, country_code, progress);
    if (!isSuccess(sent)) {
      if (sent.status === 401) return expired();
      return reply({ ...view, step: "details", result: refused(sent) }, { status: statusOf(sent) });
    }
    const next = seal({ ...progress, name: name.trim(), password });
    return reply({ ...view, name: name.trim(), step: "phone", otpSent: { resend: false }, awaitingCode: true }, { progress: next });
  }

  if (intent === "phone-send" || intent === "phone-resend") {
    const submission = parseForm(form, SignUpPhoneForm, ["phone", "country_code"]);
    if (submission.status !== "success") return reply({ ...view, step: "phone", result: submission.reply() });
    if (!progress) return expired();
    const sent = await sendPhoneOtp(submission.value.phone, submission.value.country_code, progress);
    if (!isSuccess(sent)) {
      if (sent.status === 401) return expired();
      return reply({ ...view, step: "phone", result: refused(sent) }, { status: statusOf(sent) });
    }
    return reply({ ...view, step: "phone", otpSent: { resend: intent === "phone-resend" }, awaitingCode: true });
  }

  if (intent === "phone") {
    const submission = parseForm(form, SignUpPhoneOtpForm, ["phone", "country_code", "otp"]);
    const shown = { ...view, step: "phone", awaitingCode: true } as const;
    if (submission.status !== "success") return reply({ ...shown, result: submission.reply({ hideFields: SECRET_FIELDS }) });
    if (!progress || (progress.kind === "signup" && (!progress.name || !progress.password))) return expired();
    const { phone, country_code, otp } = submission.value;
    const verified = await callEndpoint(api, endpoints.accounts.verifyOtp, {
      body: { ...phoneTarget(phone, country_code), otp, purpose: progress.kind === "social" ? "verify_phone" : "signup" },
      headers: bearer(progress.token),
    });
    if (!isSuccess(verified)) {
      if (verified.status === 401) return expired();
      return reply({ ...shown, result: refused(verified) }, { status: statusOf(verified) });
    }
    if (progress.kind === "social") {
      // The social account is signed in now; a name may still be missing.
      if (!verified.body.data.session?.name)
        return reply({ ...shown, step: "name", awaitingCode: false }, { calls: [verified], progress: null });
      return signedIn([verified], false);
    }
    const interim = verified.body.data.interim_token;
    if (!interim) return expired();
    const password = progress.password ?? "";
    const created = await callEndpoint(api, endpoints.accounts.signUp, {
      body: { name: progress.name ?? "", password, confirm_password: password, center_id: 1, referral_code: null },
      headers: bearer(interim),
    });
    if (isSuccess(created)) return signedIn([created], true);
    // Refused for good (the account exists, the token ran out): the progress goes; a rate limit keeps it.
    const status = statusOf(created);
    return reply({ ...shown, result: refused(created) }, { status, progress: status === 429 ? undefined : null });
  }

  if (intent === "social") {
    // A social sign-in without a verified phone: its interim token moves into the cookie at once.
    const token = String(form.get("token") ?? "");
    if (!token || token.length > TOKEN_MAX) return expired("phone");
    return reply({ ...view, step: "phone", social: true }, { progress: seal({ kind: "social", token }) });
  }

  if (intent === "name") {
    const submission = parseForm(form, SignUpNameForm, ["name"]);
    if (submission.status !== "success") return reply({ ...view, step: "name", result: submission.reply({ hideFields: SECRET_FIELDS }) });
    const saved = await callEndpoint(api, endpoints.profile.setName, {
      body: { name: submission.value.name.trim() },
      headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
    });
    if (!isSuccess(saved)) return reply({ ...view, step: "name", result: refused(saved) }, { status: statusOf(saved) });
    return signedIn([saved], false);
  }

  // 'CONTINUE WITH EMAIL' without JavaScript: the e-mail step.
  return reply({ ...view, step: "email" });

  function phoneTarget(phone: string, countryCode: string) {
    return {
      kind: "phone_number",
      phone_number: parsePhone(phone, countryCode)?.national ?? phone.trim(),
      country_code: countryCode,
    } as const;
  }

  function sendPhoneOtp(phone: string, countryCode: string, current: SignUpProgress) {
    return callEndpoint(api, endpoints.accounts.sendOtp, {
      body: { ...phoneTarget(phone, countryCode), purpose: current.kind === "social" ? "verify_phone" : "signup" },
      headers: bearer(current.token),
    });
  }
}
