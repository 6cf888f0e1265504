import { useState, type FormEvent, type ReactNode } from "react";
import type { LoginData } from "@workbay/contracts/accounts";
import { parseLoginIdentifier, type LoginIdentifier } from "@workbay/domain/login-identifier";
import { VALIDATION_MESSAGES as M, isValidLoginPassword } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import type { ApiAnswer } from "../../shared/session/browser-api";
import { answerMessage, authApi, type OtpTarget } from "./auth-api";
import { useAuthDialogs, type SignedInOptions } from "../../shared/auth-dialogs/use-auth-dialogs";
import { FormError, OrDivider, OtpField, OtpResend, PasswordField, TextField, useFieldErrors } from "./form-fields";
import { HumanCheck } from "./human-check";
import { canVerifyLoginOtp, firstLoginStep, goToLoginStep, loginStepBack } from "./login-steps";
import { OTP_RESEND_WAIT_SECONDS, nextOtpSent, type OtpSent } from "./otp-resend";
import { SocialButtons } from "./social-buttons";
import type { SocialResult } from "./social-sign-in";

// Leaving the field with only spaces in it shows no message; Continue does.
const IDENTIFIER_CHECK = { isValid: (value: string) => !value.trim() || parseLoginIdentifier(value) !== null, message: M.identifier };
const NO_PASSWORD_NOTICE = "This account has no password yet. Get an OTP, or set a password with 'Forgot Password?'.";

type LoginFormProps = {
  /** 'SIGN UP' at the bottom: another dialog, or the /signup page. */
  onSignUp?: () => void;
  signUpLink?: ReactNode;
  /** The standalone /login page passes its ?redirect= and a fallback of its own. */
  signedInOptions?: SignedInOptions;
  variant?: "dialog" | "page";
};

function otpTarget(identifier: LoginIdentifier): OtpTarget {
  return identifier.kind === "email"
    ? { kind: "email", email: identifier.email }
    : { kind: "phone_number", phone_number: identifier.phone.national, country_code: identifier.phone.countryCode };
}

/**
 * The login form (001 spec sections 2, 4, 5): identifier, then password with the human check,
 * or an OTP. Used by the Login dialog and the /login page.
 */
export function LoginForm({ onSignUp, signUpLink, signedInOptions, variant = "dialog" }: LoginFormProps) {
  const dialogs = useAuthDialogs();
  const [steps, setSteps] = useState(firstLoginStep);
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const { setError, field } = useFieldErrors<"identifier" | "password">();
  const [otp, setOtp] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pass, setPass] = useState<string | null>(null);
  // A pass is spent by every login call: a new key mounts a fresh check.
  const [checkRound, setCheckRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [otpSent, setOtpSent] = useState<OtpSent | null>(null);

  const parsed = parseLoginIdentifier(identifier);
  const step = steps.step;

  function moveTo(next: typeof steps) {
    setSteps(next);
    setServerError(null);
    setPass(null);
  }

  function finish(answer: ApiAnswer<LoginData>) {
    if (answer.ok && answer.data) return dialogs.signedIn(signedInOptions);
    setServerError(answerMessage(answer));
    // The call spent the pass: a fresh check for the next try.
    setCheckRound((n) => n + 1);
  }

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

  async function submitIdentifier(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!parsed) return setError("identifier", M.identifier);
    setError("identifier");
    setNotice(null);
    // An e-mail asks the server first; a phone number goes straight on (001 spec section 4).
    if (parsed.kind === "email") {
      setBusy(true);
      const answer = await authApi.checkProfile(identifier.trim());
      setBusy(false);
      if (!answer.ok || !answer.data) return setServerError(answerMessage(answer));
      if (!answer.data.password_set) setNotice(NO_PASSWORD_NOTICE);
    }
    moveTo(goToLoginStep(steps, "password"));
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!isValidLoginPassword(password)) return setError("password", M.loginPassword);
    setError("password");
    if (!pass || busy) return;
    setBusy(true);
    const answer = await authApi.login(identifier.trim(), password, pass);
    setBusy(false);
    setPass(null);
    finish(answer);
  }

  async function sendOtp(resend: boolean) {
    if (!parsed) return;
    setServerError(null);
    setBusy(true);
    const answer = await authApi.sendOtp(otpTarget(parsed), "login");
    setBusy(false);
    if (!answer.ok) return setServerError(answerMessage(answer));
    setOtpSent((sent) => nextOtpSent(sent, resend));
  }

  function openOtpStep() {
    moveTo(goToLoginStep(steps, "otp"));
    setOtp("");
    // A code sent a moment ago is still good; the server would refuse another within 60 s.
    if (!otpSent || Date.now() - otpSent.at >= OTP_RESEND_WAIT_SECONDS * 1000) void sendOtp(false);
  }

  async function submitOtp(event: FormEvent) {
    event.preventDefault();
    if (!pass || !canVerifyLoginOtp(otp, true, busy)) return;
    setServerError(null);
    setBusy(true);
    const answer = await authApi.verifyOtpLogin(identifier.trim(), otp, pass);
    setBusy(false);
    setPass(null);
    finish(answer);
  }

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
          <form className="auth-form__body" onSubmit={submitIdentifier} noValidate>
            <FormError message={serverError} />
            <TextField
              label="Email ID / Phone Number"
              name="identifier"
              autoComplete="username"
              {...field("identifier", identifier, setIdentifier, IDENTIFIER_CHECK)}
              required
            />
            <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
              Continue
            </Button>
          </form>
        </>
      ) : step === "password" ? (
        <form className="auth-form__body" onSubmit={submitPassword} noValidate>
          {identity}
          <FormError message={serverError} />
          {notice ? <p className="form-notice">{notice}</p> : null}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            {...field("password", password, setPassword)}
            required
          />
          <button
            type="button"
            className="link-button auth-form__forgot"
            onClick={() => (variant === "dialog" ? dialogs.switchTo("reset") : dialogs.open("reset"))}
          >
            Forgot Password?
          </button>
          <HumanCheck key={`password-${checkRound}`} onPass={setPass} input={identifier.trim()} />
          <Button type="submit" size="lg" className="auth-form__submit" disabled={!pass || busy}>
            Login
          </Button>
          <OrDivider />
          <Button variant="secondary" size="lg" onClick={openOtpStep} disabled={busy}>
            {otpByEmail ? "Get OTP on your email" : "Get OTP on your phone"}
          </Button>
        </form>
      ) : (
        <form className="auth-form__body" onSubmit={submitOtp} noValidate>
          {identity}
          <p className="auth-form__text">
            {otpByEmail
              ? "We have sent an OTP to your email ID. Please enter it to complete the verification"
              : "We have sent an OTP to the mobile number. Please enter it to complete the verification"}
          </p>
          <FormError message={serverError} />
          <OtpField
            label={otpByEmail ? "OTP Sent to your Email ID" : "OTP Sent to your Phone no."}
            name="otp"
            value={otp}
            onChange={setOtp}
            required
          />
          {otpSent ? (
            <OtpResend sentAt={otpSent.at} resendCount={otpSent.resends} onResend={() => void sendOtp(true)} disabled={busy} />
          ) : null}
          <HumanCheck key={`otp-${checkRound}`} onPass={setPass} />
          <Button type="submit" size="lg" className="auth-form__submit" disabled={!canVerifyLoginOtp(otp, pass !== null, busy)}>
            Verify OTP
          </Button>
          <button type="button" className="link-button" onClick={() => moveTo(goToLoginStep(steps, "password"))}>
            Login with password
          </button>
        </form>
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
