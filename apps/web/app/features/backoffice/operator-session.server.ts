// The console's server-side session check: asks the API (GET /backoffice-service/api/v1/session)
// with the browser's cookies and sends visitors without an operator session to the sign-in page.
import { data, redirect } from "react-router";
import type { OperatorProfile } from "@workbay/contracts/backoffice";
import { callEndpoint, isError, isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { ApiClient } from "../../load-context";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { returnPath } from "../../shared/session/require-session.server";

export type SignedInOperator = { operator: OperatorProfile; csrfToken: string };

export async function readOperator(api: ApiClient): Promise<SignedInOperator | null> {
  const answer = await callEndpoint(api, endpoints.backoffice.session);
  if (!isSuccess(answer)) return null;
  return { operator: answer.body.data.operator, csrfToken: answer.body.data.csrf_token };
}

/** The operator, or a redirect to /backoffice/login?redirect={this page}. */
export async function requireOperator(request: Request, api: ApiClient): Promise<SignedInOperator> {
  const signedIn = await readOperator(api);
  if (!signedIn) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(returnPath(request))}`);
  return signedIn;
}

/** Only console paths are places to return to after signing in. */
export function consoleRedirectTarget(value: string | null): string {
  return value && /^\/backoffice(\/|$|\?)/.test(value) && !value.startsWith("//") ? value : "/backoffice";
}

export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

/** The API's message for a refused change, or a general one for a server error. */
export function refusalMessage(answer: TypedAnswer<unknown>, fallback: string): string {
  if (answer.status >= 500 || !isError(answer)) return fallback;
  return answer.body?.errors?.[0]?.message ?? answer.body?.meta?.message ?? fallback;
}

/**
 * The data of a console read whose address names a record (a room, a centre, a menu item): the
 * API's 403 becomes the console's "Not yours to see" page with the API's reason, and a malformed
 * id in the address (the API's 400) the page-not-found; anything else as `unwrapApiData`. Before,
 * both ended as a 502 "Something went wrong. Please try again", which no retry would mend.
 */
export function recordData<T>(answer: TypedAnswer<{ data: T }>): T {
  if (answer.status === 403) {
    const reason = isError(answer) ? answer.body?.meta?.message : undefined;
    throw data(reason ?? null, { status: 403 });
  }
  if (answer.status === 400) throw data(null, { status: 404 });
  return unwrapApiData(answer);
}
