// Server-side session check for pages that need a signed-in user (account pages, checkout).
// It asks the API (GET /passy/v1/session) with the browser's cookies, which the page request
// forwards, and sends visitors without a session to /login with a way back.
import { redirect } from "react-router";
import type { SessionResponse } from "@workbay/contracts/accounts";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { ApiClient } from "../../load-context";

// The rule lives in a module the browser may load too (the login dialog follows ?redirect=).
export { safeRedirectTarget } from "./safe-redirect-target";

type SessionData = SessionResponse["data"];
export type SignedInSession = { profile: NonNullable<SessionData["profile"]>; csrfToken: string; expiresAt: string };

/**
 * The path and query to return to after login, safe to put in ?redirect=. A client-side
 * navigation asks for `{path}.data` (`/_.data` for `/`, `{path}/_.data` with a trailing slash;
 * `_routes` in the query) and the loader sees that request: return to the page itself.
 */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

export async function readSession(api: ApiClient): Promise<SignedInSession | null> {
  const answer = await callEndpoint(api, endpoints.accounts.session);
  if (!isSuccess(answer)) return null;
  const { data } = answer.body;
  if (!data.logged_in || !data.profile || !data.csrf_token || !data.expires_at) return null;
  return { profile: data.profile, csrfToken: data.csrf_token, expiresAt: data.expires_at };
}

/** The session, or a redirect to /login?redirect={this page}. */
export async function requireSession(request: Request, api: ApiClient): Promise<SignedInSession> {
  const session = await readSession(api);
  if (!session) throw loginRedirect(request);
  return session;
}

/** To /login?redirect={this page}. */
function loginRedirect(request: Request): Response {
  return redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`);
}

/**
 * The answer of a call made for the signed-in user, unless it is a 401: the session ended since
 * requireSession read it (signed out in another tab, everywhere, or by a password reset), so the
 * visitor logs in again, as without a session, instead of seeing an error page.
 */
export function stillSignedIn<T extends { status: number }>(request: Request, answer: T): T {
  if (answer.status === 401) throw loginRedirect(request);
  return answer;
}
