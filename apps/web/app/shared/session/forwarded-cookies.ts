import type { ApiResult } from "../../load-context";

/**
 * Response headers that hand the API's cookies on to the browser: an action that changes the
 * profile (the readable userProfile cookie) or ends the session (all session cookies) calls the
 * API on the server, so the browser sees those cookies only through the page's answer.
 */
export function forwardedCookies(...results: ApiResult<unknown>[]): Headers {
  const headers = new Headers();
  for (const result of results) for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
