import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { DEFAULT_COUNTRY_CODE, isValidPhone, parsePhone } from "@workbay/domain/phone-number";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import { VALIDATION_MESSAGES as M, isValidEmail, isValidName, isValidOtp, isValidPassword } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { apiCall } from "../../shared/session/browser-api";
import { answerMessage, authApi } from "./auth-api";
import { useAuthDialogs, type SignedInOptions, type SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import {
  FormError,
  NEW_PASSWORD_CHECK,
  NewPasswordField,
  OtpField,
  OtpResend,
  TextField,
  useFieldErrors,
  type FieldErrors,
} from "./form-fields";
import { canVerifySignUpOtp } from "./login-steps";
import { nextOtpSent, type OtpSent } from "./otp-resend";
import { SocialButtons } from "./social-buttons";
import type { SocialResult } from "./social-sign-in";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

type SignUpStep = "start" | "email" | "details" | "phone" | "name";
type Field = "email" | "name" | "phone" | "password";
type DialCode = { name: string; dial_code: string };

const INDIA: DialCode = { name: "India", dial_code: DEFAULT_COUNTRY_CODE };

type SignUpFormProps = {
  /** A social sign-in that needs the phone step or a name. */
  social: SocialHandoff | null;
  onLogin?: () => void;
  loginLink?: ReactNode;
  signedInOptions?: SignedInOptions;
};

/**
 * The sign-up form (001 spec sections 2, 4, 5), in the server's order (decision 0010): e-mail
 * OTP (interim token), details, phone OTP (updated interim token), sign_up. A social sign-in
 * without a verified phone starts at the phone step with the server's updated_token.
 */
export function SignUpForm({ social, onLogin, loginLink, signedInOptions }: SignUpFormProps) {
  const dialogs = useAuthDialogs();
  const [step, setStep] = useState<SignUpStep>(social?.step ?? "start");
  const [token, setToken] = useState<string | null>(social?.step === "phone" ? social.updatedToken : null);
  const phonePurpose = social?.step === "phone" ? "verify_phone" : "signup";
  const [email, setEmail] = useState("");
  const [emailOtp, setEmailOtp] = useState("");
  const [emailSent, setEmailSent] = useState<OtpSent | null>(null);
  const [name, setName] = useState("");
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [countries, setCountries] = useState<DialCode[]>([INDIA]);
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [phoneOtp, setPhoneOtp] = useState("");
  const [phoneSent, setPhoneSent] = useState<OtpSent | null>(null);
  const { setErrors, field } = useFieldErrors<Field>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const needsCountries = step === "details" || step === "phone";
  useEffect(() => {
    if (!needsCountries) return;
    let cancelled = false;
    void apiCall(browserEndpoints.profile.countries).then((answer) => {
      if (!cancelled && answer.ok && answer.data?.length) setCountries(answer.data);
    });
    return () => {
      cancelled = true;
    };
  }, [needsCountries]);

  function go(next: SignUpStep) {
    setStep(next);
    setServerError(null);
    setErrors({});
  }

  async function run<T>(call: () => Promise<T>): Promise<T> {
    setBusy(true);
    setServerError(null);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  }

  function onSocial(result: SocialResult) {
    if (!result.ok) return setServerError(result.message);
    const { data } = result;
    if (data.updated_token) {
      setToken(data.updated_token);
      return go("phone");
    }
    if (!data.name) return go("name");
    dialogs.signedIn(signedInOptions);
  }

  async function sendEmailOtp(resend: boolean) {
    if (!isValidEmail(email)) return setErrors({ email: M.email });
    const answer = await run(() => authApi.sendOtp({ kind: "email", email: email.trim() }, "signup"));
    if (!answer.ok) return setServerError(answerMessage(answer));
    setEmailSent((sent) => nextOtpSent(sent, resend));
  }

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (!emailSent) return sendEmailOtp(false);
    if (!isValidOtp(emailOtp)) return setServerError(M.otp);
    const answer = await run(() => authApi.verifyOtp({ kind: "email", email: email.trim() }, emailOtp, "signup"));
    if (!answer.ok || !answer.data?.interim_token) return setServerError(answerMessage(answer));
    setToken(answer.data.interim_token);
    go("details");
  }

  const phoneTarget = () => ({
    kind: "phone_number" as const,
    phone_number: parsePhone(phone, countryCode)?.national ?? phone.trim(),
    country_code: countryCode,
  });

  async function sendPhoneOtp(resend: boolean): Promise<boolean> {
    if (!isValidPhone(phone, countryCode)) {
      setErrors({ phone: M.phone });
      return false;
    }
    const answer = await run(() => authApi.sendOtp(phoneTarget(), phonePurpose, token));
    if (!answer.ok) {
      setServerError(answerMessage(answer));
      return false;
    }
    setPhoneSent((sent) => nextOtpSent(sent, resend));
    return true;
  }

  async function submitDetails(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!isValidName(name)) found.name = M.name;
    if (!isValidPhone(phone, countryCode)) found.phone = M.phone;
    if (!isValidPassword(password)) found.password = M.password;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await sendPhoneOtp(false)) go("phone");
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    if (!phoneSent) {
      await sendPhoneOtp(false);
      return;
    }
    if (!canVerifySignUpOtp(phoneOtp)) return;
    const verified = await run(() => authApi.verifyOtp(phoneTarget(), phoneOtp, phonePurpose, token));
    if (!verified.ok || !verified.data) return setServerError(answerMessage(verified));
    if (phonePurpose === "verify_phone") {
      // The social account is signed in now; a name may still be missing.
      if (!verified.data.session?.name) return go("name");
      return dialogs.signedIn(signedInOptions);
    }
    const interim = verified.data.interim_token;
    if (!interim) return setServerError(answerMessage(verified));
    const created = await run(() => authApi.signUp(interim, name.trim(), password));
    if (!created.ok) return setServerError(answerMessage(created));
    dialogs.signedIn({ ...signedInOptions, message: SESSION_MESSAGES.signedUp });
  }

  async function submitName(event: FormEvent) {
    event.preventDefault();
    if (!isValidName(name)) return setErrors({ name: M.name });
    const answer = await run(() => authApi.setName(name.trim()));
    if (!answer.ok) return setServerError(answerMessage(answer));
    dialogs.signedIn(signedInOptions);
  }

  function changePhone(value: string) {
    setPhone(value);
    // Another number needs its own code: 'Get OTP' again.
    if (step === "phone") setPhoneSent(null);
  }

  const countrySelect = (
    <select
      className="form-field__prefix"
      aria-label="Country code"
      value={countryCode}
      onChange={(event) => setCountryCode(event.target.value)}
    >
      {countries.map((country) => (
        <option key={`${country.name}${country.dial_code}`} value={country.dial_code}>
          {country.dial_code} {country.name}
        </option>
      ))}
    </select>
  );
  const phoneField = (
    <TextField
      label="Mobile Number"
      name="phone"
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      {...field("phone", phone, changePhone, { isValid: (value) => isValidPhone(value, countryCode), message: M.phone })}
      leading={countrySelect}
      required
    />
  );

  return (
    <div className="auth-form signup-form">
      {step === "start" ? (
        <div className="auth-form__body">
          <FormError message={serverError} />
          <SocialButtons verb="CONTINUE WITH" from="signup" onResult={onSocial} />
          <Button size="lg" className="auth-form__submit" onClick={() => go("email")}>
            CONTINUE WITH EMAIL
          </Button>
        </div>
      ) : step === "email" ? (
        <form className="auth-form__body" onSubmit={submitEmail} noValidate>
          <FormError message={serverError} />
          <TextField
            label="Email ID"
            name="email"
            type="email"
            autoComplete="email"
            {...field("email", email, setEmail, { isValid: isValidEmail, message: M.email })}
            readOnly={emailSent !== null}
            required
          />
          <OtpEntry
            name="email-otp"
            code={emailOtp}
            onCode={setEmailOtp}
            sent={emailSent}
            onResend={() => void sendEmailOtp(true)}
            busy={busy}
            canVerify={emailOtp.length > 0}
          />
        </form>
      ) : step === "details" ? (
        <form className="auth-form__body" onSubmit={submitDetails} noValidate>
          <FormError message={serverError} />
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            {...field("name", name, setName, { isValid: isValidName, message: M.name })}
            required
          />
          {phoneField}
          <TextField label="Email ID" name="email" type="email" value={email.trim()} onChange={() => undefined} readOnly />
          <NewPasswordField label="Create Password" {...field("password", password, setPassword, NEW_PASSWORD_CHECK)} />
          <p className="auth-form__terms">
            By signing up, you agree to our{" "}
            <a href="/terms&conditions#terms_of_use" target="_blank" rel="noopener">
              Terms &amp; Conditions
            </a>{" "}
            and{" "}
            <a href="/app-privacy-policy" target="_blank" rel="noopener">
              Privacy Policy
            </a>
            .
          </p>
          <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
            Sign up
          </Button>
        </form>
      ) : step === "phone" ? (
        <form className="auth-form__body" onSubmit={submitPhone} noValidate>
          <FormError message={serverError} />
          {phoneField}
          <OtpEntry
            name="phone-otp"
            code={phoneOtp}
            onCode={setPhoneOtp}
            sent={phoneSent}
            onResend={() => void sendPhoneOtp(true)}
            busy={busy}
            canVerify={canVerifySignUpOtp(phoneOtp)}
          />
        </form>
      ) : (
        <form className="auth-form__body" onSubmit={submitName} noValidate>
          <p className="auth-form__text">Please tell us your name.</p>
          <FormError message={serverError} />
          <TextField label="Full Name" name="name" autoComplete="name" {...field("name", name, setName)} required />
          <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
            Save
          </Button>
        </form>
      )}
      {step === "start" || step === "email" ? (
        <p className="auth-form__switch">
          Already have an account?{" "}
          {loginLink ?? (
            <button type="button" className="link-button" onClick={onLogin}>
              LOGIN
            </button>
          )}
        </p>
      ) : null}
    </div>
  );
}

type OtpEntryProps = {
  name: string;
  code: string;
  onCode: (code: string) => void;
  sent: OtpSent | null;
  onResend: () => void;
  busy: boolean;
  canVerify: boolean;
};

/** 'Get OTP' until a code is sent; then the code, the resend offer and 'Verify OTP'. */
function OtpEntry({ name, code, onCode, sent, onResend, busy, canVerify }: OtpEntryProps) {
  if (!sent) {
    return (
      <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
        Get OTP
      </Button>
    );
  }
  return (
    <>
      <OtpField label="OTP" name={name} value={code} onChange={onCode} required />
      <OtpResend sentAt={sent.at} resendCount={sent.resends} onResend={onResend} disabled={busy} />
      <Button type="submit" size="lg" className="auth-form__submit" disabled={busy || !canVerify}>
        Verify OTP
      </Button>
    </>
  );
}
