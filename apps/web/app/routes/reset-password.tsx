import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { PASSWORD_TOOLTIP, VALIDATION_MESSAGES as M, isValidPassword } from "@workbay/domain/validators";
import { Button } from "../components/ui/button";
import { InfoTip } from "../components/ui/info-tip";
import { answerMessage, authApi } from "../features/auth/auth-api";
import { useAuthDialogs } from "../features/auth/auth-dialogs";
import { AuthPage } from "../features/auth/auth-page";
import { FormError, PasswordField } from "../features/auth/form-fields";
import { sessionProfileFromCookies } from "../features/session/session-cookies";
import { signOut } from "../features/session/sign-out";
import type { Route } from "./+types/reset-password";

const INVALID_LINK = "This password reset link is invalid or has expired.";
const MISMATCH = "Passwords do not match.";

export function meta() {
  return [{ title: "Reset Password | Workbay" }, { name: "robots", content: "noindex" }];
}

type LinkState = { kind: "checking" } | { kind: "invalid"; message: string } | { kind: "valid"; email: string } | { kind: "done"; message: string };

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
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void authApi.checkResetToken(token).then((answer) => {
      if (cancelled) return;
      setLink(answer.ok && answer.data?.valid ? { kind: "valid", email: answer.data.email } : { kind: "invalid", message: answer.status === 400 ? answerMessage(answer) : INVALID_LINK });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (link.kind !== "valid") return;
    const found: typeof errors = {};
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
          <PasswordField
            label="New Password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setErrors({});
            }}
            onBlur={() => password && !isValidPassword(password) && setErrors({ password: M.password })}
            error={errors.password}
            extra={<InfoTip text={PASSWORD_TOOLTIP} />}
            required
          />
          <PasswordField
            label="Confirm Password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(value) => {
              setConfirm(value);
              setErrors((e) => ({ ...e, confirm: undefined }));
            }}
            error={errors.confirm}
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
