// Requests and answers of the account calls (001 spec sections 3, 5 and 7; issue 5).
import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { parseLoginIdentifier } from "@workbay/domain/login-identifier";
import { DEFAULT_COUNTRY_CODE, isValidPhone, normalizeCountryCode } from "@workbay/domain/phone-number";
import {
  VALIDATION_MESSAGES,
  isValidEmail,
  isValidLoginPassword,
  isValidName,
  isValidOtp,
  isValidPassword,
  otpDigitsOnly,
} from "@workbay/domain/validators";
import { envelope } from "./envelope";

const M = VALIDATION_MESSAGES;

const email = (message: string = M.email) => z.string().max(254).refine(isValidEmail, { message });
const countryCode = z
  .string()
  .max(6)
  .refine((v) => normalizeCountryCode(v) !== undefined, { message: "must be a dial code such as +91" })
  .default(DEFAULT_COUNTRY_CODE);
/** OTP inputs keep digits only (001 spec section 5). */
const otp = z
  .string()
  .max(20)
  .transform(otpDigitsOnly)
  .refine((v) => isValidOtp(v), { message: M.otp });
const loginInput = z.string().max(254);
/** The solved human check: an ALTCHA payload, a reCAPTCHA token, or a pass from human_check/verify. */
const humanCheck = z.string().max(20_000).optional();

function phoneRefinement(value: { phone_number: string; country_code: string }, ctx: z.RefinementCtx) {
  if (!isValidPhone(value.phone_number, value.country_code)) {
    ctx.addIssue({ code: "custom", path: ["phone_number"], message: M.phone });
  }
}

function loginInputRefinement(value: { input: string; country_code: string }, ctx: z.RefinementCtx) {
  if (!parseLoginIdentifier(value.input, value.country_code)) ctx.addIssue({ code: "custom", path: ["input"], message: M.identifier });
}

/** `name, email, profileImage...`: the readable `userProfile` cookie (001 spec section 3). */
export const SessionProfile = z.object({
  name: z.string(),
  email: z.string(),
  profileImage: z.string(),
  phone: z.string(),
  isAccountActive: z.boolean(),
  isEmailVerified: z.boolean(),
  companyName: z.string(),
  companyBillingAddress: z.string(),
  pan_no: z.string(),
  gst_no: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
});
export type SessionProfile = z.infer<typeof SessionProfile>;

// ---- check profile, profile exists

export const CheckProfileBody = z
  .object({ input: loginInput, req_type: z.literal("login").default("login"), country_code: countryCode })
  .superRefine(loginInputRefinement);
export type CheckProfileBody = z.infer<typeof CheckProfileBody>;
export const CheckProfileResponse = envelope(
  z.object({
    input_type: z.enum(["email", "phone"]),
    /** False only for an existing account without a password (social sign-in); unknown identifiers answer true. */
    password_set: z.boolean(),
  }),
);

export const ProfileExistsQuery = z.object({ input: loginInput, country_code: countryCode }).superRefine(loginInputRefinement);
export const ProfileExistsResponse = envelope(z.object({ exists: z.boolean() }));

// ---- OTPs

export const OtpPurpose = z.enum(["signup", "login", "verify_phone"]);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

const PhoneOtpTarget = z.object({ kind: z.literal("phone_number"), phone_number: z.string().max(20), country_code: countryCode });
const EmailOtpTarget = z.object({ kind: z.literal("email"), email: email() });

export const SendOtpBody = z
  .discriminatedUnion("kind", [
    PhoneOtpTarget.extend({ purpose: OtpPurpose.default("signup") }),
    EmailOtpTarget.extend({ purpose: OtpPurpose.default("signup") }),
  ])
  .superRefine((value, ctx) => {
    if (value.kind === "phone_number") phoneRefinement(value, ctx);
  });
export type SendOtpBody = z.infer<typeof SendOtpBody>;
export const SendOtpResponse = envelope(z.object({ sent: z.boolean(), resend_after: z.number().int(), expires_in: z.number().int() }));
export type SendOtpResponse = z.infer<typeof SendOtpResponse>;

export const VerifyOtpBody = z
  .discriminatedUnion("kind", [
    PhoneOtpTarget.extend({ otp, purpose: OtpPurpose.default("signup") }),
    EmailOtpTarget.extend({ otp, purpose: OtpPurpose.default("signup") }),
  ])
  .superRefine((value, ctx) => {
    if (value.kind === "phone_number") phoneRefinement(value, ctx);
  });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>;

/** A session answer: the login response of the spec plus the profile the cookie carries. */
export const LoginData = z.object({
  token: z.string(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  phone_verified: z.boolean(),
  name: z.string(),
  profile: SessionProfile,
});
export type LoginData = z.infer<typeof LoginData>;
export const LoginResponse = envelope(LoginData);

export const VerifyOtpData = z.object({
  /** Sign-up: the interim token for the next step (Authorization of sign_up / verify_otp). */
  interim_token: z.string().nullable(),
  /** Set when the verification completed a sign-in (phone step after social sign-in). */
  session: LoginData.nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type VerifyOtpData = z.infer<typeof VerifyOtpData>;
export const VerifyOtpResponse = envelope(VerifyOtpData);
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

// ---- logins

export const PasswordLoginBody = z
  .object({
    email: loginInput.optional(),
    input: loginInput.optional(),
    country_code: countryCode,
    password: z.string().max(128).refine(isValidLoginPassword, { message: M.loginPassword }),
    src: z.string().max(40).optional(),
    human_check: humanCheck,
  })
  .superRefine((value, ctx) => {
    const identifier = value.input ?? value.email ?? "";
    if (!parseLoginIdentifier(identifier, value.country_code)) {
      ctx.addIssue({ code: "custom", path: [value.input !== undefined ? "input" : "email"], message: M.identifier });
    }
  });
export type PasswordLoginBody = z.infer<typeof PasswordLoginBody>;

export const OtpLoginBody = z
  .object({
    input: loginInput,
    country_code: countryCode,
    otp,
    src: z.string().max(40).default("mrb_web"),
    req_type: z.literal("login").default("login"),
    human_check: humanCheck,
  })
  .superRefine(loginInputRefinement);
export type OtpLoginBody = z.infer<typeof OtpLoginBody>;

// ---- the login form's posts (the page's route action checks them; docs/decisions/0037)

const loginPassword = z.string().max(128).refine(isValidLoginPassword, { message: M.loginPassword });
/** The pass the page's human check got from human_check/verify (or a solved check); none: the check's message. */
const humanCheckPass = z
  .string()
  .max(20_000)
  .refine((v) => v.length > 0, { message: M.humanCheck });

function identifierRefinement(value: { input: string }, ctx: z.RefinementCtx) {
  if (!parseLoginIdentifier(value.input)) ctx.addIssue({ code: "custom", path: ["input"], message: M.identifier });
}

/** The login form's first step: the e-mail or phone number (a national number is India's). */
export const LoginIdentifierForm = z.object({ input: loginInput }).superRefine(identifierRefinement);
export type LoginIdentifierForm = z.infer<typeof LoginIdentifierForm>;

/** The password step: the identifier (kept from the first step), the password and the human check's pass. */
export const PasswordLoginForm = z
  .object({ input: loginInput, password: loginPassword, human_check: humanCheckPass })
  .superRefine(identifierRefinement);
export type PasswordLoginForm = z.infer<typeof PasswordLoginForm>;

/** The OTP step: the identifier, the code it was sent and the human check's pass. */
export const OtpLoginForm = z.object({ input: loginInput, otp, human_check: humanCheckPass }).superRefine(identifierRefinement);
export type OtpLoginForm = z.infer<typeof OtpLoginForm>;

// ---- sign-up

export const SignUpBody = z
  .object({
    name: z.string().max(100).refine(isValidName, { message: M.name }),
    password: z.string().max(128).refine(isValidPassword, { message: M.password }),
    confirm_password: z.string().max(128),
    center_id: z.coerce.number().int().min(1).max(MAX_ROW_ID).nullable().default(1),
    referral_code: z.string().trim().max(40).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm_password)
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "Passwords do not match." });
  });
export type SignUpBody = z.infer<typeof SignUpBody>;

// ---- the sign-up form's posts (the /signup route's action checks them; docs/decisions/0037)

const signUpName = z.string().max(100).refine(isValidName, { message: M.name });
const signUpPhone = { phone: z.string().max(20), country_code: countryCode };

function signUpPhoneRefinement(value: { phone: string; country_code: string }, ctx: z.RefinementCtx) {
  if (!isValidPhone(value.phone, value.country_code)) ctx.addIssue({ code: "custom", path: ["phone"], message: M.phone });
}

/** 'Get OTP' (or 'Resend OTP') for the sign-up e-mail. */
export const SignUpEmailForm = z.object({ email: email() });
/** The e-mail's code: verified, it gives the interim token the action keeps in its cookie. */
export const SignUpEmailOtpForm = z.object({ email: email(), otp });
/** The details (the password's field is the browser's `new-password`); a phone code goes out with them. */
export const SignUpDetailsForm = z
  .object({
    name: signUpName,
    ...signUpPhone,
    "new-password": z.string().max(128).refine(isValidPassword, { message: M.password }),
  })
  .superRefine(signUpPhoneRefinement);
/** 'Get OTP' (or 'Resend OTP') for the phone, at the phone step. */
export const SignUpPhoneForm = z.object(signUpPhone).superRefine(signUpPhoneRefinement);
/** The phone's code: verified, the account is made (or, after a social sign-in, the session starts). */
export const SignUpPhoneOtpForm = z.object({ ...signUpPhone, otp }).superRefine(signUpPhoneRefinement);
/** The name a social account still lacks. */
export const SignUpNameForm = z.object({ name: signUpName });

// ---- passwords and activation

export const ForgotPasswordBody = z.object({ src: z.string().max(40).optional(), email: email(M.resetEmail) });
export const ForgotPasswordResponse = envelope(z.object({ sent: z.boolean() }));

export const TokenQuery = z.object({ token: z.string().min(10).max(2000) });
export const ResetTokenResponse = envelope(z.object({ valid: z.boolean(), email: z.string() }));

/** A new password (001 spec section 5) and its confirmation, as the reset form and the API take them. */
const newPassword = z.string().max(128).refine(isValidPassword, { message: M.password });
const confirmPassword = z.string().max(128);

function passwordsMatch(password: string, confirm: string, path: string, ctx: z.RefinementCtx) {
  if (password !== confirm) ctx.addIssue({ code: "custom", path: [path], message: M.passwordsDiffer });
}

export const ResetPasswordBody = z
  .object({
    new_password: newPassword,
    confirm_password: confirmPassword,
    token: z.string().min(10).max(2000),
    email: email(M.resetEmail),
  })
  .superRefine((value, ctx) => passwordsMatch(value.new_password, value.confirm_password, "confirm_password", ctx));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

// The reset pages' posts (the /reset-password route's action checks them; docs/decisions/0037).

/** The Reset Password dialog: the e-mail a link goes to (the API's own field and message). */
export const ForgotPasswordForm = ForgotPasswordBody.pick({ email: true });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/**
 * The e-mailed link's page: the new password and its confirmation, named as the page's fields
 * are. A weak password is the only message until it is fixed, as the page always showed it.
 */
export const ResetPasswordForm = z
  .object({ "new-password": newPassword, "confirm-password": confirmPassword })
  .superRefine((value, ctx) => {
    if (isValidPassword(value["new-password"])) passwordsMatch(value["new-password"], value["confirm-password"], "confirm-password", ctx);
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
export const DoneResponse = envelope(z.object({ done: z.boolean() }));
export type DoneResponse = z.infer<typeof DoneResponse>;

// ---- session

export const SessionResponse = envelope(
  z.object({
    logged_in: z.boolean(),
    profile: SessionProfile.nullable(),
    expires_at: z.string().nullable(),
    /** Also set as the readable `csrfToken` cookie; send it back as `X-CSRF-Token`. */
    csrf_token: z.string().nullable(),
  }),
);
export type SessionResponse = z.infer<typeof SessionResponse>;

export const DeleteAccountBody = z.object({
  confirm: z.literal(true, { message: "Please confirm that the account should be deleted." }),
  reason: z.string().max(500).optional(),
});

// ---- social sign-in

export const SocialProvider = z.enum(["google", "facebook", "linkedin"]);
export type SocialProvider = z.infer<typeof SocialProvider>;

export const SocialLoginBody = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("google"), id_token: z.string().min(10).max(10_000) }),
  z.object({ provider: z.literal("facebook"), access_token: z.string().min(10).max(2_000) }),
  z.object({
    provider: z.literal("linkedin"),
    auth_code: z.string().min(4).max(2_000),
    redirect_uri: z.url({ message: "must be an absolute URL" }).max(500),
  }),
]);
export type SocialLoginBody = z.infer<typeof SocialLoginBody>;

export const SocialLoginData = z.object({
  /** The session token, when the account has a verified phone; "" otherwise. */
  token: z.string(),
  /** An interim token for the phone step, when the phone is not verified yet. */
  updated_token: z.string().nullable(),
  phone_verified: z.boolean(),
  name: z.string(),
  session: LoginData.nullable(),
});
export type SocialLoginData = z.infer<typeof SocialLoginData>;
export const SocialLoginResponse = envelope(SocialLoginData);

export const AuthProvidersResponse = envelope(
  z.object({
    providers: z.array(
      z.object({
        provider: SocialProvider,
        /** The public client id the browser needs to start the flow. */
        client_id: z.string(),
        /** LinkedIn: where to send the browser for authorisation. */
        authorization_endpoint: z.string().nullable(),
      }),
    ),
  }),
);

// ---- human check

/** `input`: the login identifier the check is for (its challenge is hard past the ceiling of failed logins). */
export const HumanCheckChallengeQuery = z.object({ input: z.string().max(320).optional(), country_code: z.string().max(8).optional() });
export const HumanCheckChallengeResponse = envelope(
  z.object({
    provider: z.enum(["altcha", "recaptcha"]),
    /** How much work the challenge asks: hard for an identifier past its ceiling of failed logins. */
    level: z.enum(["normal", "hard"]),
    /** ALTCHA: the challenge to solve (give it to the widget). */
    challenge: z.unknown().nullable(),
    /** reCAPTCHA: the public site key. */
    site_key: z.string().nullable(),
  }),
);
export const HumanCheckVerifyQuery = z.object({ "g-recaptcha-response": z.string().min(1).max(20_000) });
export const HumanCheckVerifyResponse = envelope(
  z.object({
    status: z.number().int(),
    /** A single-use pass valid 5 minutes; send it as `human_check` with the login. */
    human_token: z.string(),
  }),
);
