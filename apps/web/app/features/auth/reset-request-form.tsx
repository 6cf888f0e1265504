import { useState, type FormEvent } from "react";
import { VALIDATION_MESSAGES as M, isValidEmail } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { answerMessage, authApi } from "./auth-api";
import { FormError, TextField, useFieldErrors } from "./form-fields";

/** The reset dialog (001 spec sections 2 and 8): asks for the e-mail a reset link goes to. */
export function ResetRequestForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [email, setEmail] = useState("");
  const { setError, field } = useFieldErrors<"email">();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!isValidEmail(email)) return setError("email", M.resetEmail);
    setBusy(true);
    const answer = await authApi.forgotPassword(email.trim());
    setBusy(false);
    if (answer.status === 200) setSent(true);
    else setServerError(answerMessage(answer));
  }

  if (sent) {
    return (
      <div className="auth-form auth-form__body reset-sent" role="status">
        <Icon name="mail" size={40} className="reset-sent__icon" />
        <p className="reset-sent__title">Password link sent</p>
        <p className="auth-form__text">Please check you inbox to reset the password.</p>
        <Button size="lg" className="auth-form__submit" onClick={onBackToLogin}>
          BACK TO LOGIN
        </Button>
      </div>
    );
  }

  return (
    <form className="auth-form auth-form__body" onSubmit={submit} noValidate>
      <p className="auth-form__text">Please enter your registered email to reset the password.</p>
      <FormError message={serverError} />
      <TextField
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        {...field("email", email, setEmail, { isValid: isValidEmail, message: M.resetEmail })}
        required
      />
      <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
        SEND RESET LINK
      </Button>
      <button type="button" className="link-button auth-form__back-to-login" onClick={onBackToLogin}>
        BACK TO LOGIN
      </button>
    </form>
  );
}
