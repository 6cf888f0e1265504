// The sign-up form's state and steps (001 spec sections 2, 4, 5), in the server's order
// (decision 0010): e-mail OTP (interim token), details, phone OTP (updated interim token),
// sign_up. It stays in the browser (docs/decisions/0037): the interim token lives in memory
// between the steps and the form is also a dialog over any page.
import { useEffect, useState, type FormEvent } from "react";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { DEFAULT_COUNTRY_CODE, isValidPhone, parsePhone } from "@workbay/domain/phone-number";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import { VALIDATION_MESSAGES as M, isValidEmail, isValidName, isValidOtp, isValidPassword } from "@workbay/domain/validators";
import { useAuthDialogs, type SignedInOptions, type SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import { apiCall } from "../../shared/session/browser-api";
import { answerMessage, authApi } from "./auth-api";
import { useFieldErrors, type FieldErrors } from "./form-fields";
import { canVerifySignUpOtp } from "./login-steps";
import { nextOtpSent, type OtpSent } from "./otp-resend";
import type { SocialResult } from "./social-sign-in";

export type SignUpStep = "start" | "email" | "details" | "phone" | "name";
type Field = "email" | "name" | "phone" | "password";
export type DialCode = { name: string; dial_code: string };

const INDIA: DialCode = { name: "India", dial_code: DEFAULT_COUNTRY_CODE };

export function useSignUp(social: SocialHandoff | null, signedInOptions: SignedInOptions | undefined) {
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

  return {
    step,
    go,
    busy,
    serverError,
    field,
    email,
    setEmail,
    emailOtp,
    setEmailOtp,
    emailSent,
    sendEmailOtp,
    submitEmail,
    name,
    setName,
    countryCode,
    setCountryCode,
    countries,
    phone,
    changePhone,
    password,
    setPassword,
    phoneOtp,
    setPhoneOtp,
    phoneSent,
    sendPhoneOtp,
    submitDetails,
    submitPhone,
    submitName,
    onSocial,
  };
}
