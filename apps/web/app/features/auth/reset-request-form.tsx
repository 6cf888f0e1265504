import { useEffect, useState, type FormEvent, type MouseEvent } from "react";
import { Link, useFetcher } from "react-router";
import { VALIDATION_MESSAGES as M, isValidEmail } from "@workbay/domain/validators";
import { Button, buttonClassName } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { FormError, TextField, useFieldErrors } from "./form-fields";
import { firstMessage } from "./form-result";
import type { ResetRequestAnswer } from "./reset-answer";

/** Where the request posts: the /reset-password route's action, from the dialog over any page too. */
const RESET_ACTION = "/reset-password";

type ResetRequestFormProps = {
  /** 'BACK TO LOGIN': the dialog switches to Login; the page opens the Login dialog. */
  onBackToLogin: () => void;
  /** On a page 'BACK TO LOGIN' is a link to /login, which it follows before the page runs its script. */
  variant?: "dialog" | "page";
  /** The /reset-password page's action answer to a post made without JavaScript. */
  answer?: ResetRequestAnswer | null;
};

/**
 * The reset request (001 spec sections 2 and 8): asks for the e-mail a reset link goes to. It
 * posts to the /reset-password route's action (docs/decisions/0037): with JavaScript through a
 * fetcher (the dialog stays open), without it as a plain post the page answers.
 */
export function ResetRequestForm({ onBackToLogin, variant = "dialog", answer: pageAnswer }: ResetRequestFormProps) {
  const fetcher = useFetcher<ResetRequestAnswer>();
  const answer = fetcher.data ?? pageAnswer ?? null;
  const [email, setEmail] = useState("");
  const { setError, setErrors, field } = useFieldErrors<"email">({ email: firstMessage(pageAnswer?.result, "email") });
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data) setErrors({ email: firstMessage(fetcher.data.result, "email") });
  }, [fetcher.data, setErrors]);

  /** Checked in the page first, with the same domain rule as the action's schema. */
  function submit(event: FormEvent) {
    if (isValidEmail(email)) return;
    event.preventDefault();
    setError("email", M.resetEmail);
  }

  function backToLogin(className: string) {
    if (variant === "dialog") {
      return (
        <button type="button" className={className} onClick={onBackToLogin}>
          BACK TO LOGIN
        </button>
      );
    }
    const follow = (event: MouseEvent) => {
      event.preventDefault();
      onBackToLogin();
    };
    return (
      <Link to="/login" className={className} onClick={follow}>
        BACK TO LOGIN
      </Link>
    );
  }

  if (answer?.sent) {
    return (
      <div className="auth-form auth-form__body reset-sent" role="status">
        <Icon name="mail" size={40} className="reset-sent__icon" />
        <p className="reset-sent__title">Password link sent</p>
        <p className="auth-form__text">Please check you inbox to reset the password.</p>
        {backToLogin(buttonClassName("primary", "lg", "auth-form__submit"))}
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={RESET_ACTION}
      defaultShouldRevalidate={false}
      className="auth-form auth-form__body"
      onSubmit={submit}
      noValidate
    >
      <input type="hidden" name="intent" value="request" />
      <p className="auth-form__text">Please enter your registered email to reset the password.</p>
      <FormError message={busy ? null : (firstMessage(answer?.result, "") ?? null)} />
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
      {backToLogin("link-button auth-form__back-to-login")}
    </fetcher.Form>
  );
}
