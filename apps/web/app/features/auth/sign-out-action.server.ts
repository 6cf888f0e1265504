// Sign Out's route action (001 spec sections 2 and 4; docs/decisions/0037): the /logout route
// ends the session through the API in process and hands on the API's cookie clearing. POST only
// (React Router refuses a post whose Origin is another site's); the form carries the session's
// CSRF token, which the API checks against the session as it does for any cookie change.
import { data, redirect } from "react-router";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import type { ApiClient } from "../../load-context";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import { readSession } from "../../shared/session/require-session.server";
import type { SignOutAnswer } from "../../shared/session/sign-out";
import { apiMessage } from "./api-refusal.server";

export async function signOutAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const live = await readSession(api);
  const answer = await callEndpoint(api, endpoints.accounts.signOut, {
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  const headers = forwardedCookies(answer);
  // No session to end: the API still clears a dead session's cookies; nothing is stored.
  if (!live) return data<SignOutAnswer>({ signedOut: false, message: SESSION_MESSAGES.loginRequired }, { status: 401, headers });
  // A post without the session's token (another page's form): the session stays.
  if (!isSuccess(answer)) return data<SignOutAnswer>({ signedOut: false, message: apiMessage(answer) }, { status: answer.status });
  if (form.get("enhanced") === "1") return data<SignOutAnswer>({ signedOut: true, message: answer.body.meta.message }, { headers });
  throw redirect("/", { headers });
}

/** The /logout page (a visit signs nobody out): who is signed in, and the form's token. */
export async function loadSignOut(api: ApiClient) {
  const session = await readSession(api);
  return session ? { email: session.profile.email, name: session.profile.name, csrfToken: session.csrfToken } : null;
}
