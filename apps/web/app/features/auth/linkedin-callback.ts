// LinkedIn sign-in in a popup (001 spec sections 4 and 8): the dialog opens LinkedIn's
// authorisation page with a random state; LinkedIn returns to /linkedin on this origin, which
// hands the code to the opener by window message.
export const LINKEDIN_STATE_KEY = "linkedinAuthState";
export const LINKEDIN_FAILED = "Login failed. Please try again.";
/** OpenID Connect sign-in (the server verifies LinkedIn's ID token). */
const LINKEDIN_SCOPE = "openid profile email";

export type LinkedinMessage =
  { source: "workbay-linkedin"; code: string; state: string; from: string } | { source: "workbay-linkedin"; error: string; from: string };

export type StoredLinkedinState = { state: string; from: string };

export function linkedinRedirectUri(origin: string): string {
  return `${origin}/linkedin`;
}

export function linkedinAuthorizationUrl(endpoint: string, clientId: string, redirectUri: string, state: string): string {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    state,
    scope: LINKEDIN_SCOPE,
  }).toString();
  return url.toString();
}

export type LinkedinCallbackOutcome =
  { kind: "close" } | { kind: "post"; message: LinkedinMessage } | { kind: "fail"; message: LinkedinMessage; text: string };

/**
 * What the /linkedin page does with its query: close on the user's cancel and on a state that
 * is not the one this browser started; pass the code on; otherwise report the failure.
 */
export function linkedinCallbackOutcome(query: URLSearchParams, stored: StoredLinkedinState | null): LinkedinCallbackOutcome {
  const error = query.get("error");
  const from = stored?.from ?? "login";
  if (error === "user_cancelled_login" || error === "user_cancelled_authorize") return { kind: "close" };
  const state = query.get("state");
  if (state !== null && (!stored || stored.state !== state)) return { kind: "close" };
  const code = query.get("code");
  if (!error && code && state) return { kind: "post", message: { source: "workbay-linkedin", code, state, from } };
  const text = query.get("error_description")?.trim() || LINKEDIN_FAILED;
  return { kind: "fail", text, message: { source: "workbay-linkedin", error: text, from } };
}

export function parseStoredLinkedinState(raw: string | null): StoredLinkedinState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredLinkedinState>;
    return typeof value.state === "string" && typeof value.from === "string" ? { state: value.state, from: value.from } : null;
  } catch {
    return null;
  }
}
