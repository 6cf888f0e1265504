import { redirect } from "react-router";
import type { ApiClient } from "../../load-context";
import { readSession, safeRedirectTarget } from "../../shared/session/require-session.server";

/**
 * The loader of the standalone /login and /signup pages (001 spec section 2): a signed-in
 * visitor moves on to ?redirect= (home without one); the page keeps a safe ?redirect= to follow
 * after signing in. Its canonical address is the page's own without ?redirect= (decision 0049).
 */
export async function loadSignedOutPage(
  url: URL,
  api: ApiClient,
  page: { publicUrl: string; path: "/login" | "/signup" },
): Promise<{ redirect: string | null; canonicalUrl: string }> {
  const target = safeRedirectTarget(url.searchParams.get("redirect"));
  if (await readSession(api)) throw redirect(target);
  return { redirect: url.searchParams.get("redirect") ? target : null, canonicalUrl: `${page.publicUrl}${page.path}` };
}
