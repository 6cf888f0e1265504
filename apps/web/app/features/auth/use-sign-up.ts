// The sign-up form's state and steps (001 spec sections 2, 4, 5), in the server's order
// (decision 0010): e-mail OTP (interim token), details, phone OTP (updated interim token),
// sign_up. Each step posts to the /signup route's action (docs/decisions/0037), through a
// fetcher with JavaScript; the interim token stays in the action's HttpOnly cookie, never here.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { DEFAULT_COUNTRY_CODE, isValidPhone, parsePhone } from "@workbay/domain/phone-number";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import { VALIDATION_MESSAGES as M, isValidEmail, isValidName, isValidOtp, isValidPassword } from "@workbay/domain/validators";
import { useAuthDialogs, type SignedInOptions, type SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import { apiCall } from "../../shared/session/browser-api";
import { csrfTokenFromCookies } from "../../shared/session/session-cookies";
import { useFieldErrors, type FieldErrors } from "./form-fields";
import { canVerifySignUpOtp } from "./login-steps";
import { nextOtpSent, type OtpSent } from "./otp-resend";
import type { SignUpAnswer, SignUpField, SignUpStep } from "./signup-answer";
import type { SocialResult } from "./social-sign-in";
import { useActionAnswer } from "./use-action-answer";

export type { SignUpStep } from "./signup-answer";
type Field = "email" | "name" | "phone" | "password";
export type DialCode = { name: string; dial_code: string };

const INDIA: DialCode = { name: "India", dial_code: DEFAULT_COUNTRY_CODE };
/** Where the form posts: the /signup route's action, from the dialog over any page too. */
const SIGNUP_ACTION = "/signup";

type Shown = Extract<SignUpAnswer, { email: string }>;

const messageOf = (answer: Shown | null, field: SignUpField | "") => answer?.result?.error?.[field]?.[0] ?? undefined;

function fieldMessages(answer: Shown | null): FieldErrors<Field> {
  return {
    email: messageOf(answer, "email"),
    name: messageOf(answer, "name"),
    phone: messageOf(answer, "phone") ?? messageOf(answer, "country_code"),
    password: messageOf(answer, "new-password"),
  };
}

/** The form's own message: the API's refusal, or a code the action would not take. */
const formMessage = (answer: Shown | null) => messageOf(answer, "") ?? messageOf(answer, "otp") ?? null;

export type SignUpOptions = {
  social: SocialHandoff | null;
  signedInOptions?: SignedInOptions;
  variant?: "dialog" | "page";
  /** The /signup page's action answer to a post made without JavaScript: the step to show. */
  answer?: SignUpAnswer | null;
};

export function useSignUp({ social, signedInOptions, variant = "dialog", answer: pageAnswer }: SignUpOptions) {
  const dialogs = useAuthDialogs();
  const fetcher = useFetcher<SignUpAnswer>();
  const initial = pageAnswer && pageAnswer.step !== "signed-in" ? pageAnswer : null;
  const sentIf = (shown: SignUpStep) => (initial?.step === shown && initial.awaitingCode ? nextOtpSent(null, false) : null);
  const [step, setStep] = useState<SignUpStep>(initial?.step ?? social?.step ?? "start");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [emailOtp, setEmailOtp] = useState("");
  const [emailSent, setEmailSent] = useState<OtpSent | null>(() => sentIf("email"));
  const [name, setName] = useState(initial?.name ?? "");
  const [countryCode, setCountryCode] = useState(initial?.countryCode ?? DEFAULT_COUNTRY_CODE);
  const [countries, setCountries] = useState<DialCode[]>([INDIA]);
  const [phone, setPhone] = useState(initial?.phone ?? "");
  const [password, setPassword] = useState("");
  const [phoneOtp, setPhoneOtp] = useState("");
  const [phoneSent, setPhoneSent] = useState<OtpSent | null>(() => sentIf("phone"));
  const { setErrors, field } = useFieldErrors<Field>(fieldMessages(initial));
  const [serverError, setServerError] = useState<string | null>(() => formMessage(initial));
  const busy = fetcher.state !== "idle";
  // The /signup page keeps its ?redirect= on a post made without JavaScript.
  const action =
    variant === "page" && signedInOptions?.redirect
      ? `${SIGNUP_ACTION}?redirect=${encodeURIComponent(signedInOptions.redirect)}`
      : SIGNUP_ACTION;

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

  function post(fields: Record<string, string>) {
    setServerError(null);
    void fetcher.submit({ ...fields, enhanced: "1" }, { method: "post", action, defaultShouldRevalidate: false });
  }

  /** The action's answer: the step it names, its messages, a code sent. */
  const show = (answer: SignUpAnswer) => {
    if (answer.step === "signed-in") {
      return dialogs.signedIn(answer.signedUp ? { ...signedInOptions, message: SESSION_MESSAGES.signedUp } : signedInOptions);
    }
    if (answer.step !== step) go(answer.step);
    setErrors(fieldMessages(answer));
    setServerError(formMessage(answer));
    // Sent back to the e-mail (the verification ran out): start again with 'Get OTP'.
    if (answer.step === "email" && !answer.awaitingCode) setEmailSent(null);
    const sent = answer.otpSent;
    if (!sent) return;
    if (answer.step === "email") setEmailSent((last) => nextOtpSent(last, sent.resend));
    else setPhoneSent((last) => nextOtpSent(last, sent.resend));
  };
  useActionAnswer(fetcher.data, show);

  // A social sign-in's interim token goes to the action at once, which keeps it in its cookie.
  const handedOver = useRef(false);
  const handOver = useEffectEvent((token: string) => post({ intent: "social", token }));
  useEffect(() => {
    if (social?.step !== "phone" || handedOver.current) return;
    handedOver.current = true;
    handOver(social.updatedToken);
  }, [social]);

  function onSocial(result: SocialResult) {
    if (!result.ok) return setServerError(result.message);
    const { data } = result;
    if (data.updated_token) {
      go("phone");
      return post({ intent: "social", token: data.updated_token });
    }
    if (!data.name) return go("name");
    dialogs.signedIn(signedInOptions);
  }

  /** 'CONTINUE WITH EMAIL' moves on in the page; without JavaScript the action answers the step. */
  function startWithEmail(event: FormEvent) {
    event.preventDefault();
    go("email");
  }

  function sendEmailOtp(resend: boolean) {
    if (!isValidEmail(email)) return setErrors({ email: M.email });
    post({ intent: resend ? "email-resend" : "email-send", email: email.trim() });
  }

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (!emailSent) return sendEmailOtp(false);
    if (!isValidOtp(emailOtp)) return setServerError(M.otp);
    post({ intent: "email", email: email.trim(), otp: emailOtp });
  }

  const phoneFields = () => ({ phone: parsePhone(phone, countryCode)?.national ?? phone.trim(), country_code: countryCode });

  function sendPhoneOtp(resend: boolean) {
    if (!isValidPhone(phone, countryCode)) return setErrors({ phone: M.phone });
    post({ intent: resend ? "phone-resend" : "phone-send", ...phoneFields() });
  }

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!isValidName(name)) found.name = M.name;
    if (!isValidPhone(phone, countryCode)) found.phone = M.phone;
    if (!isValidPassword(password)) found.password = M.password;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    post({ intent: "details", name: name.trim(), ...phoneFields(), "new-password": password });
  }

  function submitPhone(event: FormEvent) {
    event.preventDefault();
    if (!phoneSent) return sendPhoneOtp(false);
    if (!canVerifySignUpOtp(phoneOtp)) return;
    post({ intent: "phone", ...phoneFields(), otp: phoneOtp });
  }

  function submitName(event: FormEvent) {
    event.preventDefault();
    if (!isValidName(name)) return setErrors({ name: M.name });
    post({ intent: "name", name: name.trim(), csrf: csrfTokenFromCookies(document.cookie) ?? "" });
  }

  function changePhone(value: string) {
    setPhone(value);
    // Another number needs its own code: 'Get OTP' again.
    if (step === "phone") setPhoneSent(null);
  }

  return {
    action,
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
    startWithEmail,
  };
}
