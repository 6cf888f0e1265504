import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { VALIDATION_MESSAGES as M, isValidPassword } from "@workbay/domain/validators";
import { Button } from "../components/ui/button";
import { answerMessage, authApi } from "../features/auth/auth-api";
import { useAuthDialogs } from "../shared/auth-dialogs/use-auth-dialogs";
import { AuthPage } from "../features/auth/auth-page";
import { authPageMeta } from "../features/auth/auth-page-meta";
import {
  FormError,
  NEW_PASSWORD_CHECK,
  NewPasswordField,
  PasswordField,
  useFieldErrors,
  type FieldErrors,
} from "../features/auth/form-fields";
import { sessionProfileFromCookies } from "../shared/session/session-cookies";
import { signOut } from "../shared/session/sign-out";
import type { Route } from "./+types/reset-password";

const INVALID_LINK = "This password reset link is invalid or has expired.";
const MISMATCH = "Passwords do not match.";

export function meta() {
  return authPageMeta("Reset Password");
}

type LinkState =
  { kind: "checking" } | { kind: "invalid"; message: string } | { kind: "valid"; email: string } | { kind: "done"; message: string };

/**
 * /reset-password?token= (001 spec section 2): the e-mailed link. The browser checks the token
 * (check_reset_token) and sets the new password (reset_password) itself, so the per-IP limits
 * count the visitor's address.
 */
export default function ResetPassword(_: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const dialogs = useAuthDialogs();
  const [link, setLink] = useState<LinkState>(token ? { kind: "checking" } : { kind: "invalid", message: INVALID_LINK });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { setErrors, field } = useFieldErrors<"password" | "confirm">();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void authApi.checkResetToken(token).then((answer) => {
      if (cancelled) return;
      setLink(
        answer.ok && answer.data?.valid
          ? { kind: "valid", email: answer.data.email }
          : { kind: "invalid", message: answer.status === 400 ? answerMessage(answer) : INVALID_LINK },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  function changePassword(value: string) {
    setPassword(value);
    // A new password also drops 'Passwords do not match.'
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (link.kind !== "valid") return;
    const found: FieldErrors<"password" | "confirm"> = {};
    if (!isValidPassword(password)) found.password = M.password;
    else if (password !== confirm) found.confirm = MISMATCH;
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    setServerError(null);
    const answer = await authApi.resetPassword(token, link.email, password, confirm);
    setBusy(false);
    if (!answer.ok) return setServerError(answerMessage(answer));
    // The reset ended every session of the account; drop this browser's cookies too.
    if (sessionProfileFromCookies(document.cookie)) await signOut();
    setLink({ kind: "done", message: answer.message });
  }

  return (
    <AuthPage title="Reset Password">
      {link.kind === "checking" ? <p className="auth-form__text">Checking your link…</p> : null}
      {link.kind === "invalid" ? (
        <div className="auth-form__body">
          <p className="form-error" role="alert">
            {link.message}
          </p>
          <Button size="lg" onClick={() => dialogs.open("reset")}>
            Get a new link
          </Button>
        </div>
      ) : null}
      {link.kind === "done" ? (
        <div className="auth-form__body" role="status">
          <p className="reset-sent__title">{link.message}</p>
          <Button size="lg" onClick={() => dialogs.open("login")}>
            Login
          </Button>
        </div>
      ) : null}
      {link.kind === "valid" ? (
        <form className="auth-form auth-form__body" onSubmit={submit} noValidate>
          <p className="auth-form__text">
            Set a new password for <strong>{link.email}</strong>.
          </p>
          <FormError message={serverError} />
          <NewPasswordField label="New Password" {...field("password", password, changePassword, NEW_PASSWORD_CHECK)} />
          <PasswordField
            label="Confirm Password"
            name="confirm-password"
            autoComplete="new-password"
            {...field("confirm", confirm, setConfirm)}
            required
          />
          <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
            Reset Password
          </Button>
        </form>
      ) : null}
    </AuthPage>
  );
}
