// The console's server-side session check: asks the API (GET /backoffice-service/api/v1/session)
// with the browser's cookies and sends visitors without an operator session to the sign-in page.
import { redirect } from "react-router";
import type { OperatorProfile, OperatorSessionResponse } from "@workbay/contracts/backoffice";
import type { ApiClient } from "../../load-context";
import { returnPath } from "../../shared/session/require-session.server";

export type SignedInOperator = { operator: OperatorProfile; csrfToken: string };

export async function readOperator(api: ApiClient): Promise<SignedInOperator | null> {
  const answer = await api.get<OperatorSessionResponse>("/backoffice-service/api/v1/session");
  if (answer.status !== 200) return null;
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
export function refusalMessage(answer: { status: number; body: unknown }, fallback: string): string {
  const body = answer.body as { meta?: { message?: string }; errors?: { message: string }[] } | null;
  if (answer.status >= 500) return fallback;
  return body?.errors?.[0]?.message ?? body?.meta?.message ?? fallback;
}
