// The password reset's route action and loader (001 spec sections 2 and 8; docs/decisions/0037):
// the Reset Password dialog's request for a link and the e-mailed link's new password both post
// to the /reset-password route. Each post is checked with the contract's form schema before the
// API is called in process; the link's token travels in the page's address, as it always did.
import { data } from "react-router";
import { ForgotPasswordForm, ResetPasswordForm } from "@workbay/contracts/accounts";
import { callEndpoint, isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { ApiClient } from "../../load-context";
import { parseForm, refusal } from "../../shared/forms/contract-form.server";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import { sessionProfileFromCookies } from "../../shared/session/session-cookies";
import { apiMessage, refused } from "./api-refusal.server";
import type { NewPasswordAnswer, ResetAnswer, ResetLink, ResetRequestAnswer } from "./reset-answer";

const LOGIN_SOURCE = "mrb_web";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired.";

/** Fields the browser never gets back in an answer. */
const SECRET_FIELDS = ["new-password", "confirm-password"];

type Unsent<A> = A extends unknown ? Omit<A, "id"> : never;

/** The answer, with the API's status when it refused the call (400, 429), else 400 for a refused post. */
function reply(answer: Unsent<ResetAnswer>, refusedBy?: TypedAnswer<unknown>, ...calls: TypedAnswer<unknown>[]) {
  const status = refusedBy && refusedBy.status >= 400 && refusedBy.status < 500 ? refusedBy.status : answer.result ? 400 : 200;
  return data({ ...answer, id: Date.now() + Math.random() } as ResetAnswer, { status, headers: forwardedCookies(...calls) });
}

/** What the link itself says: the account it resets, or that it cannot be used (a 429 says why). */
async function checkLink(api: ApiClient, token: string): Promise<ResetLink> {
  if (!token) return { kind: "invalid", message: INVALID_RESET_LINK };
  const answer = await callEndpoint(api, endpoints.accounts.checkResetToken, { query: { token } });
  if (isSuccess(answer) && answer.body.data.valid) return { kind: "valid", email: answer.body.data.email };
  return { kind: "invalid", message: answer.status === 429 ? apiMessage(answer) : INVALID_RESET_LINK };
}

/** The e-mailed link's page: the token is checked on the server, no call from the browser. */
export function loadResetLink(url: URL, api: ApiClient): Promise<ResetLink> {
  return checkLink(api, url.searchParams.get("token") ?? "");
}

async function requestLink(form: FormData, api: ApiClient) {
  const answer: Unsent<ResetRequestAnswer> = { intent: "request", sent: false, result: null };
  const submission = parseForm(form, ForgotPasswordForm, ["email"]);
  if (submission.status !== "success") return reply({ ...answer, result: submission.reply() });
  // Every address gets the same answer (the API's, so no account is given away).
  const sent = await callEndpoint(api, endpoints.accounts.forgotPassword, {
    body: { src: LOGIN_SOURCE, email: submission.value.email.trim() },
  });
  if (!isSuccess(sent)) return reply({ ...answer, result: refused(sent) }, sent);
  return reply({ ...answer, sent: true });
}

async function setNewPassword(request: Request, form: FormData, api: ApiClient) {
  const answer: Unsent<NewPasswordAnswer> = { intent: "reset", done: null, signedOut: false, result: null };
  const submission = parseForm(form, ResetPasswordForm, SECRET_FIELDS);
  if (submission.status !== "success") return reply({ ...answer, result: submission.reply({ hideFields: SECRET_FIELDS }) });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await checkLink(api, token);
  if (link.kind !== "valid") return reply({ ...answer, result: refusal({}, link.message) });
  const { "new-password": password, "confirm-password": confirm } = submission.value;
  const reset = await callEndpoint(api, endpoints.accounts.resetPassword, {
    body: { token, email: link.email, new_password: password, confirm_password: confirm },
  });
  if (!isSuccess(reset)) return reply({ ...answer, result: refused(reset) }, reset);
  // The reset ended every session of the account: a browser signed in to it loses its cookies
  // (the session call clears the cookies of a session that ended; another account's stays).
  if (!sessionProfileFromCookies(request.headers.get("cookie"))) return reply({ ...answer, done: reset.body.meta.message });
  const session = await callEndpoint(api, endpoints.accounts.session);
  const signedOut = isSuccess(session) && !session.body.data.logged_in;
  return reply({ ...answer, done: reset.body.meta.message, signedOut }, undefined, session);
}

/** The /reset-password route's action: `intent=request` asks for a link, any other post sets the new password. */
export async function resetPasswordAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  return form.get("intent") === "request" ? requestLink(form, api) : setNewPassword(request, form, api);
}
