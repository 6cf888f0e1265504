// The sign-up form's steps after 'CONTINUE WITH EMAIL': each a form of its own over the state of
// useSignUp, with the domain's messages on blur and on submit. Each posts to the /signup action:
// with JavaScript through useSignUp's fetcher, without it as a plain post the page answers.
import { isValidPhone } from "@workbay/domain/phone-number";
import { VALIDATION_MESSAGES as M, isValidEmail, isValidName } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { FormError, NEW_PASSWORD_CHECK, NewPasswordField, TextField } from "./form-fields";
import { canVerifySignUpOtp } from "./login-steps";
import { OtpEntry } from "./otp-entry";
import type { useSignUp } from "./use-sign-up";

type StepProps = { signUp: ReturnType<typeof useSignUp> };

/** The mobile number with its country code, checked for that country. */
function PhoneField({ signUp: s }: StepProps) {
  const countrySelect = (
    <select
      className="form-field__prefix"
      aria-label="Country code"
      name="country_code"
      value={s.countryCode}
      onChange={(event) => s.setCountryCode(event.target.value)}
    >
      {s.countries.map((country) => (
        <option key={`${country.name}${country.dial_code}`} value={country.dial_code}>
          {country.dial_code} {country.name}
        </option>
      ))}
    </select>
  );
  return (
    <TextField
      label="Mobile Number"
      name="phone"
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      {...s.field("phone", s.phone, s.changePhone, { isValid: (value) => isValidPhone(value, s.countryCode), message: M.phone })}
      leading={countrySelect}
      required
    />
  );
}

export function EmailStep({ signUp: s }: StepProps) {
  return (
    <form method="post" action={s.action} className="auth-form__body" onSubmit={s.submitEmail} noValidate>
      <FormError message={s.serverError} />
      <TextField
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        {...s.field("email", s.email, s.setEmail, { isValid: isValidEmail, message: M.email })}
        readOnly={s.emailSent !== null}
        required
      />
      <OtpEntry
        name="otp"
        intents={{ send: "email-send", verify: "email" }}
        code={s.emailOtp}
        onCode={s.setEmailOtp}
        sent={s.emailSent}
        onResend={() => void s.sendEmailOtp(true)}
        busy={s.busy}
        canVerify={s.emailOtp.length > 0}
      />
    </form>
  );
}

export function DetailsStep({ signUp: s }: StepProps) {
  return (
    <form method="post" action={s.action} className="auth-form__body" onSubmit={s.submitDetails} noValidate>
      <FormError message={s.serverError} />
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        {...s.field("name", s.name, s.setName, { isValid: isValidName, message: M.name })}
        required
      />
      <PhoneField signUp={s} />
      <TextField label="Email ID" name="email" type="email" value={s.email.trim()} onChange={() => undefined} readOnly />
      <NewPasswordField label="Create Password" {...s.field("password", s.password, s.setPassword, NEW_PASSWORD_CHECK)} />
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
      <Button type="submit" name="intent" value="details" size="lg" className="auth-form__submit" disabled={s.busy}>
        Sign up
      </Button>
    </form>
  );
}

export function PhoneStep({ signUp: s }: StepProps) {
  return (
    <form method="post" action={s.action} className="auth-form__body" onSubmit={s.submitPhone} noValidate>
      <FormError message={s.serverError} />
      <PhoneField signUp={s} />
      <OtpEntry
        name="otp"
        intents={{ send: "phone-send", verify: "phone" }}
        code={s.phoneOtp}
        onCode={s.setPhoneOtp}
        sent={s.phoneSent}
        onResend={() => void s.sendPhoneOtp(true)}
        busy={s.busy}
        canVerify={canVerifySignUpOtp(s.phoneOtp)}
      />
    </form>
  );
}

export function NameStep({ signUp: s }: StepProps) {
  return (
    <form method="post" action={s.action} className="auth-form__body" onSubmit={s.submitName} noValidate>
      <p className="auth-form__text">Please tell us your name.</p>
      <FormError message={s.serverError} />
      <TextField label="Full Name" name="name" autoComplete="name" {...s.field("name", s.name, s.setName)} required />
      <Button type="submit" name="intent" value="name" size="lg" className="auth-form__submit" disabled={s.busy}>
        Save
      </Button>
    </form>
  );
}
