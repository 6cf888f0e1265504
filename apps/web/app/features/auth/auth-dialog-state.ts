// Which account dialog is open (001 spec section 2: open over any page, mutually exclusive)
// and where the visitor goes once signed in.
import type { AuthDialogKind, SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import { safeRedirectTarget } from "../../shared/session/safe-redirect-target";

export type AuthDialogState = {
  dialog: AuthDialogKind | null;
  /** Where to continue after signing in (the booking flow's next step); null: stay. */
  redirect: string | null;
  social: SocialHandoff | null;
};

export type AuthDialogAction =
  | { type: "open"; dialog: AuthDialogKind; redirect?: string | null; social?: SocialHandoff | null }
  | { type: "switch"; dialog: AuthDialogKind; social?: SocialHandoff | null }
  | { type: "close" };

export const closedAuthDialogs: AuthDialogState = { dialog: null, redirect: null, social: null };

/**
 * Opening one dialog replaces any other. Switching between them (SIGN UP, LOGIN, Forgot
 * Password?, BACK TO LOGIN) keeps the pending redirect; closing clears it.
 */
export function authDialogReducer(state: AuthDialogState, action: AuthDialogAction): AuthDialogState {
  switch (action.type) {
    case "open":
      return {
        dialog: action.dialog,
        redirect: action.redirect ? safeRedirectTarget(action.redirect, "") || null : null,
        social: action.social ?? null,
      };
    case "switch":
      return state.dialog === null ? state : { ...state, dialog: action.dialog, social: action.social ?? null };
    case "close":
      return closedAuthDialogs;
  }
}

/**
 * Where a fresh session goes (001 spec section 4): the pending redirect when there is one,
 * else /checkout when a booking draft waits, else nowhere (null: stay on the page).
 */
export function afterSignInTarget(redirect: string | null, hasBookingDraft: boolean): string | null {
  const safe = redirect ? safeRedirectTarget(redirect, "") : "";
  if (safe) return safe;
  return hasBookingDraft ? "/checkout" : null;
}
