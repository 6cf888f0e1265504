// The account dialogs' handle: any feature (the booking card, the F&B step, the header) opens
// them through this context; the dialogs themselves (features/auth) provide it, mounted once in
// the site layout. Kept apart from the provider so that no feature imports features/auth and
// the auth forms do not import their own provider (the import circle of issue 14).
import { createContext, useContext } from "react";

export type AuthDialogKind = "login" | "signup" | "reset";

/**
 * A social sign-in that still needs a step of the Sign Up dialog: a phone to verify (with
 * the server's interim `updated_token`) or a name to set.
 */
export type SocialHandoff = { step: "phone"; updatedToken: string } | { step: "name" };

export type SignedInOptions = {
  /** Where to go when nothing is pending and no booking waits; null: stay on the page. */
  fallback?: string | null;
  /** Overrides the dialog's pending redirect (the /login page's ?redirect=). */
  redirect?: string | null;
  /** A success toast ('Signed up Succesfully.'). */
  message?: string;
};

export type AuthDialogs = {
  /** Opens a dialog over the page; `redirect` is where to continue after signing in. */
  open: (dialog: AuthDialogKind, options?: { redirect?: string | null; social?: SocialHandoff | null }) => void;
  /** SIGN UP / LOGIN / Forgot Password? / BACK TO LOGIN: another dialog, same pending redirect. */
  switchTo: (dialog: AuthDialogKind, social?: SocialHandoff | null) => void;
  close: () => void;
  /** After a login or sign-up: the header learns, the dialog closes, the flow continues. */
  signedIn: (options?: SignedInOptions) => void;
};

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

export function useAuthDialogs(): AuthDialogs {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error("useAuthDialogs needs <AuthDialogsProvider> (routes/site-layout.tsx)");
  return value;
}
