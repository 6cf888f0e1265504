// The login form's route action (001 spec sections 2 and 4; docs/decisions/0037): every step of
// the Login dialog and the /login page posts here. Each post is checked with the contract's form
// schema (Conform's zod integration) before the API is called in process; the API's session
// cookies go back to the browser on the answer. A post from the page before its script runs
// (no JavaScript) is answered by the page itself, and a login then redirects; a post from the
// hydrated form (a fetcher, `enhanced`) gets the answer as data and the form moves on.
import { data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { LoginIdentifierForm, OtpLoginForm, PasswordLoginForm } from "@workbay/contracts/accounts";
import { callEndpoint, isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { parseLoginIdentifier } from "@workbay/domain/login-identifier";
import { VALIDATION_MESSAGES } from "@workbay/domain/validators";
import type { ApiClient } from "../../load-context";
import { parseForm, refusal } from "../../shared/forms/contract-form.server";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import { safeRedirectTarget } from "../../shared/session/safe-redirect-target";
import { refused } from "./api-refusal.server";
import type { LoginAnswer } from "./login-answer";

const LOGIN_SOURCE = "mrb_web";
const NO_PASSWORD_NOTICE = "This account has no password yet. Get an OTP, or set a password with 'Forgot Password?'.";

/** Fields the browser never gets back in an answer. */
const SECRET_FIELDS = ["password", "human_check", "otp"];

type Answer = LoginAnswer extends infer A ? (A extends unknown ? Omit<A, "id"> : never) : never;

function reply(answer: Answer, ...calls: TypedAnswer<unknown>[]) {
  const status = "result" in answer && answer.result?.status === "error" ? 400 : 200;
  return data({ ...answer, id: Date.now() + Math.random() } as LoginAnswer, { status, headers: forwardedCookies(...calls) });
}

function otpTarget(input: string) {
  const identifier = parseLoginIdentifier(input);
  if (!identifier) return null;
  return identifier.kind === "email"
    ? ({ kind: "email", email: identifier.email } as const)
    : ({ kind: "phone_number", phone_number: identifier.phone.national, country_code: identifier.phone.countryCode } as const);
}

/** Signed in: the answer carries the session's cookies; without JavaScript the page moves on. */
function signedIn(request: Request, form: FormData, answer: TypedAnswer<unknown>) {
  if (form.get("enhanced") === "1") return reply({ step: "signed-in" }, answer);
  const target = form.get("redirect") ?? new URL(request.url).searchParams.get("redirect");
  throw redirect(safeRedirectTarget(typeof target === "string" ? target : null), { headers: forwardedCookies(answer) });
}

export async function loginAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "identifier");
  const identifier = String(form.get("input") ?? "").trim();
  const step = { identifier, notice: null, checkSpent: false, otpSent: null, otpSendRefused: false, result: null } as const;

  if (intent === "password") {
    const submission = parseForm(form, PasswordLoginForm, ["input", "password", "human_check"]);
    if (submission.status !== "success")
      return reply({ ...step, step: "password", result: submission.reply({ hideFields: SECRET_FIELDS }) });
    const { input, password, human_check } = submission.value;
    const answer = await callEndpoint(api, endpoints.accounts.login, {
      body: { input: input.trim(), password, src: LOGIN_SOURCE, human_check },
    });
    if (isSuccess(answer)) return signedIn(request, form, answer);
    return reply({ ...step, step: "password", checkSpent: true, result: refused(answer) });
  }

  if (intent === "otp-send" || intent === "otp-resend") {
    const target = otpTarget(identifier);
    if (!target) return identifierRefused(form);
    const answer = await callEndpoint(api, endpoints.accounts.sendOtp, { body: { ...target, purpose: "login" } });
    if (!isSuccess(answer)) return reply({ ...step, step: "otp", otpSendRefused: true, result: refused(answer) });
    return reply({ ...step, step: "otp", otpSent: { resend: intent === "otp-resend" } });
  }

  if (intent === "otp") {
    const submission = parseForm(form, OtpLoginForm, ["input", "otp", "human_check"]);
    if (submission.status !== "success") return reply({ ...step, step: "otp", result: submission.reply({ hideFields: SECRET_FIELDS }) });
    const { input, otp, human_check } = submission.value;
    const answer = await callEndpoint(api, endpoints.accounts.otpLogin, {
      body: { input: input.trim(), otp, src: LOGIN_SOURCE, req_type: "login", human_check },
    });
    if (isSuccess(answer)) return signedIn(request, form, answer);
    return reply({ ...step, step: "otp", checkSpent: true, result: refused(answer) });
  }

  // The identifier: an e-mail asks the server first; a phone number goes straight on (001 spec section 4).
  const submission = parseForm(form, LoginIdentifierForm, ["input"]);
  if (submission.status !== "success") return identifierRefused(form, submission.reply());
  const parsed = parseLoginIdentifier(submission.value.input);
  if (parsed?.kind !== "email") return reply({ ...step, step: "password" });
  const answer = await callEndpoint(api, endpoints.accounts.checkProfile, { body: { input: identifier, req_type: "login" } });
  if (!isSuccess(answer)) return reply({ step: "identifier", identifier, result: refused(answer) });
  return reply({ ...step, step: "password", notice: answer.body.data.password_set ? null : NO_PASSWORD_NOTICE });
}

function identifierRefused(form: FormData, result?: SubmissionResult<string[]>) {
  const identifier = String(form.get("input") ?? "");
  return reply({ step: "identifier", identifier, result: result ?? refusal({ input: VALIDATION_MESSAGES.identifier }, null) });
}
