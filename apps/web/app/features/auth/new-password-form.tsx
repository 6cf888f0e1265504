import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { VALIDATION_MESSAGES as M, isValidPassword } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { forgetSessionHere } from "../../shared/session/sign-out";
import { FormError, NEW_PASSWORD_CHECK, NewPasswordField, PasswordField, useFieldErrors, type FieldErrors } from "./form-fields";
import { firstMessage } from "./form-result";
import { LoginLink } from "./login-link";
import type { NewPasswordAnswer } from "./reset-answer";

type Field = "password" | "confirm";

function fieldMessages(answer: NewPasswordAnswer | null): FieldErrors<Field> {
  return { password: firstMessage(answer?.result, "new-password"), confirm: firstMessage(answer?.result, "confirm-password") };
}

/**
 * The e-mailed link's form (001 spec section 2): a new password and its confirmation, posted to
 * the /reset-password route's action at the page's own address (the link's token is in it). With
 * JavaScript a fetcher posts it; without, the page answers the plain post.
 */
export function NewPasswordForm({ email, answer: pageAnswer }: { email: string; answer: NewPasswordAnswer | null }) {
  const fetcher = useFetcher<NewPasswordAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { setErrors, field } = useFieldErrors<Field>(fieldMessages(pageAnswer));
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const shown = fetcher.data;
    if (!shown) return;
    setErrors(fieldMessages(shown));
    // The reset ended this browser's session: the header and the booking draft learn of it.
    if (shown.signedOut) forgetSessionHere();
  }, [fetcher.data, setErrors]);

  function changePassword(value: string) {
    setPassword(value);
    // A new password also drops 'Passwords do not match.'
    setErrors({});
  }

  /** Checked in the page first, with the same domain rules as the action's schema. */
  function submit(event: FormEvent) {
    const found: FieldErrors<Field> = {};
    if (!isValidPassword(password)) found.password = M.password;
    else if (password !== confirm) found.confirm = M.passwordsDiffer;
    setErrors(found);
    if (found.password || found.confirm || busy) event.preventDefault();
  }

  if (answer?.done) {
    return (
      <div className="auth-form__body" role="status">
        <p className="reset-sent__title">{answer.done}</p>
        <LoginLink>Login</LoginLink>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" defaultShouldRevalidate={false} className="auth-form auth-form__body" onSubmit={submit} noValidate>
      <p className="auth-form__text">
        Set a new password for <strong>{email}</strong>.
      </p>
      <FormError message={busy ? null : (firstMessage(answer?.result, "") ?? null)} />
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
    </fetcher.Form>
  );
}
