import { lazy, Suspense, useCallback, useMemo, useReducer, type ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Modal } from "../../components/ui/modal";
import { Snackbar, useSnackbar } from "../../components/ui/snackbar";
import { readBookingDraft } from "../../shared/booking/booking-draft";
import { notifySessionChanged } from "../../shared/session/session-store";
import { AuthDialogsContext, type AuthDialogKind, type AuthDialogs } from "../../shared/auth-dialogs/use-auth-dialogs";
import { afterSignInTarget, authDialogReducer, closedAuthDialogs } from "./auth-dialog-state";

// The forms (and the human-check widget they load) come with the first opened dialog, not
// with every public page.
const AuthDialogPanel = lazy(() => import("./auth-dialog-panel"));

const AUTH_DIALOG_TITLES: Record<AuthDialogKind, string> = { login: "Login", signup: "Sign Up", reset: "Reset Password" };

/**
 * The Login, Sign Up and Reset dialogs (001 spec section 2): one at a time, over any page.
 * Mounted once in the site layout.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authDialogReducer, closedAuthDialogs);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const snackbar = useSnackbar();
  const { show } = snackbar;

  const open = useCallback<AuthDialogs["open"]>((dialog, options) => dispatch({ type: "open", dialog, ...options }), []);
  const switchTo = useCallback<AuthDialogs["switchTo"]>((dialog, social) => dispatch({ type: "switch", dialog, social }), []);
  const close = useCallback(() => dispatch({ type: "close" }), []);
  const signedIn = useCallback<AuthDialogs["signedIn"]>(
    (options = {}) => {
      notifySessionChanged();
      dispatch({ type: "close" });
      if (options.message) show("success", options.message);
      const pending = options.redirect !== undefined ? options.redirect : state.redirect;
      const target = afterSignInTarget(pending, readBookingDraft() !== null) ?? options.fallback ?? null;
      if (target) void navigate(target);
      // Staying: pages whose data depends on the session load it again.
      else void revalidator.revalidate();
    },
    [navigate, revalidator, show, state.redirect],
  );

  const value = useMemo(() => ({ open, switchTo, close, signedIn }), [open, switchTo, close, signedIn]);

  return (
    <AuthDialogsContext.Provider value={value}>
      {children}
      {state.dialog ? (
        <Modal key={state.dialog} title={AUTH_DIALOG_TITLES[state.dialog]} onClose={close} className="auth-modal">
          <Suspense fallback={<p className="auth-modal__loading">Loading…</p>}>
            <AuthDialogPanel dialog={state.dialog} social={state.social} />
          </Suspense>
        </Modal>
      ) : null}
      <Snackbar message={snackbar.message} onDismiss={snackbar.dismiss} />
    </AuthDialogsContext.Provider>
  );
}
