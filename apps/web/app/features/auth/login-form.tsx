import { useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { parseLoginIdentifier } from "@workbay/domain/login-identifier";
import { VALIDATION_MESSAGES as M, isValidLoginPassword } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { useAuthDialogs, type SignedInOptions } from "../../shared/auth-dialogs/use-auth-dialogs";
import { FormError, OrDivider, OtpField, OtpResend, PasswordField, TextField, useFieldErrors } from "./form-fields";
import { HumanCheck } from "./human-check";
import { resultMessage, type LoginAnswer } from "./login-answer";
import { useActionAnswer } from "./use-action-answer";
import { canVerifyLoginOtp, firstLoginStep, goToLoginStep, loginStepBack, type LoginSteps } from "./login-steps";
import { OTP_RESEND_WAIT_SECONDS, nextOtpSent, otpSentAfterRefusal, type OtpSent } from "./otp-resend";
import { SocialButtons } from "./social-buttons";
import type { SocialResult } from "./social-sign-in";

// Leaving the field with only spaces in it shows no message; Continue does.
const IDENTIFIER_CHECK = { isValid: (value: string) => !value.trim() || parseLoginIdentifier(value) !== null, message: M.identifier };

type LoginFormProps = {
  /** 'SIGN UP' at the bottom: another dialog, or the /signup page. */
  onSignUp?: () => void;
  signUpLink?: ReactNode;
  /** The standalone /login page passes its ?redirect= and a fallback of its own. */
  signedInOptions?: SignedInOptions;
  variant?: "dialog" | "page";
  /** The /login page's action answer to a post made without JavaScript: the step to show. */
  answer?: LoginAnswer | null;
};

/**
 * Where the form posts: the /login route's action, from the dialog over any page too. A step's
 * answer reloads no page data; signing in does (`dialogs.signedIn`), as it always did.
 */
const LOGIN_ACTION = "/login";

type ShownAnswer = Exclude<LoginAnswer, { step: "signed-in" }>;

function stepsOf(answer: ShownAnswer | null): LoginSteps {
  return answer && answer.step !== "identifier" ? { step: answer.step, cameFrom: "identifier" } : firstLoginStep;
}

function fieldMessages(answer: ShownAnswer | null) {
  const result = answer?.result;
  return { identifier: resultMessage(result, "input"), password: resultMessage(result, "password"), otp: resultMessage(result, "otp") };
}

function formMessage(answer: ShownAnswer | null): string | null {
  return resultMessage(answer?.result, "") ?? resultMessage(answer?.result, "human_check") ?? null;
}

/**
 * The login form (001 spec sections 2, 4, 5): identifier, then password with the human check,
 * or an OTP. Used by the Login dialog and the /login page. Each step posts to the /login route's
 * action (docs/decisions/0037): with JavaScript through a fetcher (no page load), without it as
 * a plain form post that the /login page answers.
 */
export function LoginForm({ onSignUp, signUpLink, signedInOptions, variant = "dialog", answer: pageAnswer }: LoginFormProps) {
  const dialogs = useAuthDialogs();
  const fetcher = useFetcher<LoginAnswer>();
  const hydrated = useHydrated();
  const initial = pageAnswer && pageAnswer.step !== "signed-in" ? pageAnswer : null;
  const [steps, setSteps] = useState(() => stepsOf(initial));
  const [identifier, setIdentifier] = useState(initial?.identifier ?? "");
  const [password, setPassword] = useState("");
  const { setError, setErrors, field } = useFieldErrors<"identifier" | "password" | "otp">(fieldMessages(initial));
  const [otp, setOtp] = useState("");
  const [serverError, setServerError] = useState<string | null>(() => formMessage(initial));
  const [notice, setNotice] = useState<string | null>(initial && initial.step !== "identifier" ? initial.notice : null);
  const [pass, setPass] = useState<string | null>(null);
  // A pass is spent by every login call: a new key mounts a fresh check.
  const [checkRound, setCheckRound] = useState(0);
  const [otpSent, setOtpSent] = useState<OtpSent | null>(() =>
    initial?.step === "otp" && initial.otpSent ? nextOtpSent(null, false) : null,
  );
  const busy = fetcher.state !== "idle";
  // The /login page keeps its ?redirect= on a post made without JavaScript.
  const action =
    variant === "page" && signedInOptions?.redirect
      ? `${LOGIN_ACTION}?redirect=${encodeURIComponent(signedInOptions.redirect)}`
      : LOGIN_ACTION;

  const parsed = parseLoginIdentifier(identifier);
  const step = steps.step;

  function moveTo(next: LoginSteps) {
    setSteps(next);
    setServerError(null);
    setPass(null);
  }

  /** The action's answer: the step it names, its messages, a fresh check once a login spent the pass. */
  const show = (answer: LoginAnswer) => {
    if (answer.step === "signed-in") return dialogs.signedIn(signedInOptions);
    if (answer.step !== step) moveTo(goToLoginStep(steps, answer.step));
    if (answer.step === "password" && step === "identifier") setNotice(answer.notice);
    setErrors(fieldMessages(answer));
    setServerError(formMessage(answer));
    if (answer.step === "identifier") return;
    if (answer.checkSpent) {
      setPass(null);
      setCheckRound((n) => n + 1);
    }
    const sent = answer.otpSent;
    if (sent) setOtpSent((last) => nextOtpSent(last, sent.resend));
    else if (answer.otpSendRefused) setOtpSent(otpSentAfterRefusal);
  };
  useActionAnswer(fetcher.data, show);

  function onSocial(result: SocialResult) {
    if (!result.ok) return setServerError(result.message);
    const { data } = result;
    const social = data.updated_token
      ? ({ step: "phone", updatedToken: data.updated_token } as const)
      : data.name
        ? null
        : ({ step: "name" } as const);
    if (!social) return dialogs.signedIn(signedInOptions);
    if (variant === "dialog") dialogs.switchTo("signup", social);
    else dialogs.open("signup", { social, redirect: signedInOptions?.redirect ?? null });
  }

  /** Checked in the page first (the same domain rules as the action's schema); a phone number needs no call. */
  function submitIdentifier(event: FormEvent) {
    setServerError(null);
    setNotice(null);
    if (!parsed) {
      event.preventDefault();
      return setError("identifier", M.identifier);
    }
    setError("identifier");
    if (parsed.kind === "phone") {
      event.preventDefault();
      moveTo(goToLoginStep(steps, "password"));
    }
  }

  function submitPassword(event: FormEvent) {
    setServerError(null);
    if (!isValidLoginPassword(password)) {
      event.preventDefault();
      return setError("password", M.loginPassword);
    }
    setError("password");
    if (!pass || busy) event.preventDefault();
  }

  function sendOtp(resend: boolean) {
    if (!parsed) return;
    setServerError(null);
    void fetcher.submit(
      { intent: resend ? "otp-resend" : "otp-send", input: identifier.trim(), enhanced: "1" },
      { method: "post", action, defaultShouldRevalidate: false },
    );
  }

  function openOtpStep(event: MouseEvent) {
    event.preventDefault();
    moveTo(goToLoginStep(steps, "otp"));
    setOtp("");
    // A code sent a moment ago is still good; the server would refuse another within 60 s.
    if (!otpSent || Date.now() - otpSent.at >= OTP_RESEND_WAIT_SECONDS * 1000) sendOtp(false);
  }

  function submitOtp(event: FormEvent) {
    if (!pass || !canVerifyLoginOtp(otp, true, busy)) return event.preventDefault();
    setServerError(null);
  }

  /** What every post carries: the identifier, whether the page runs its script, where to go after. */
  const common = (
    <>
      <input type="hidden" name="input" value={identifier.trim()} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      {signedInOptions?.redirect ? <input type="hidden" name="redirect" value={signedInOptions.redirect} /> : null}
    </>
  );
  // Before the page runs its script the buttons are left enabled: the action checks the post.
  const blocked = (waiting: boolean) => hydrated && waiting;

  const otpByEmail = parsed?.kind === "email";
  const backButton = (
    <button type="button" className="login-form__back" onClick={() => moveTo(loginStepBack(steps))} aria-label="Back">
      <Icon name="arrow-left" size={20} />
    </button>
  );
  const identity = (
    <div className="login-form__identity">
      {backButton}
      <span className="login-form__identifier">{identifier.trim()}</span>
    </div>
  );

  return (
    <div className="auth-form login-form">
      {step === "identifier" ? (
        <>
          <SocialButtons verb="LOGIN WITH" from="login" onResult={onSocial} />
          <fetcher.Form
            method="post"
            action={action}
            defaultShouldRevalidate={false}
            className="auth-form__body"
            onSubmit={submitIdentifier}
            noValidate
          >
            <input type="hidden" name="intent" value="identifier" />
            {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
            {signedInOptions?.redirect ? <input type="hidden" name="redirect" value={signedInOptions.redirect} /> : null}
            <FormError message={serverError} />
            <TextField
              label="Email ID / Phone Number"
              name="input"
              autoComplete="username"
              {...field("identifier", identifier, setIdentifier, IDENTIFIER_CHECK)}
              required
            />
            <Button type="submit" size="lg" className="auth-form__submit" disabled={blocked(busy)}>
              Continue
            </Button>
          </fetcher.Form>
        </>
      ) : step === "password" ? (
        <fetcher.Form
          method="post"
          action={action}
          defaultShouldRevalidate={false}
          className="auth-form__body"
          onSubmit={submitPassword}
          noValidate
        >
          {identity}
          {common}
          <input type="hidden" name="human_check" value={pass ?? ""} />
          <FormError message={serverError} />
          {notice ? <p className="form-notice">{notice}</p> : null}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            {...field("password", password, setPassword)}
            required
          />
          {/* Without JavaScript the /reset-password page asks for the link. */}
          <Link
            to="/reset-password"
            className="link-button auth-form__forgot"
            onClick={(event) => {
              event.preventDefault();
              if (variant === "dialog") dialogs.switchTo("reset");
              else dialogs.open("reset");
            }}
          >
            Forgot Password?
          </Link>
          <HumanCheck key={`password-${checkRound}`} onPass={setPass} input={identifier.trim()} />
          <Button type="submit" name="intent" value="password" size="lg" className="auth-form__submit" disabled={blocked(!pass || busy)}>
            Login
          </Button>
          <OrDivider />
          <Button type="submit" name="intent" value="otp-send" variant="secondary" size="lg" onClick={openOtpStep} disabled={blocked(busy)}>
            {otpByEmail ? "Get OTP on your email" : "Get OTP on your phone"}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form
          method="post"
          action={action}
          defaultShouldRevalidate={false}
          className="auth-form__body"
          onSubmit={submitOtp}
          noValidate
        >
          {identity}
          {common}
          <input type="hidden" name="human_check" value={pass ?? ""} />
          <p className="auth-form__text">
            {otpByEmail
              ? "We have sent an OTP to your email ID. Please enter it to complete the verification"
              : "We have sent an OTP to the mobile number. Please enter it to complete the verification"}
          </p>
          <FormError message={serverError} />
          <OtpField
            label={otpByEmail ? "OTP Sent to your Email ID" : "OTP Sent to your Phone no."}
            name="otp"
            {...field("otp", otp, setOtp)}
            required
          />
          {otpSent ? <OtpResend sentAt={otpSent.at} resendCount={otpSent.resends} onResend={() => sendOtp(true)} disabled={busy} /> : null}
          <HumanCheck key={`otp-${checkRound}`} onPass={setPass} />
          <Button
            type="submit"
            name="intent"
            value="otp"
            size="lg"
            className="auth-form__submit"
            disabled={blocked(!canVerifyLoginOtp(otp, pass !== null, busy))}
          >
            Verify OTP
          </Button>
          <button type="button" className="link-button" onClick={() => moveTo(goToLoginStep(steps, "password"))}>
            Login with password
          </button>
        </fetcher.Form>
      )}
      <p className="auth-form__switch">
        Don&apos;t have an account?{" "}
        {signUpLink ?? (
          <button type="button" className="link-button" onClick={onSignUp}>
            SIGN UP
          </button>
        )}
      </p>
    </div>
  );
}
