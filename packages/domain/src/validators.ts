// The shared validators of the 001 spec section 5, with its exact messages. Pure functions:
// the same checks run in the browser (on blur) and on the server (in the contracts).

/** Every message a user can see from a validator, in the spec's wording. */
export const VALIDATION_MESSAGES = {
  identifier: "Please enter a valid input",
  loginPassword: "Please enter the correct password",
  name: "Please enter a valid name",
  phone: "Please enter a valid phone number",
  email: "Please provide a valid email ID",
  password: "Please enter a valid password",
  resetEmail: "Enter valid Email ID",
  humanCheck: "reCaptcha Failed, Refresh the page and try again.",
  required: "This field is required",
  otp: "Please enter a valid OTP",
  pan: "Please enter a valid PAN",
  gstin: "Please enter a valid GSTIN",
  pincode: "Please enter a valid pincode",
  /** A new password and its confirmation differ (reset, sign-up). */
  passwordsDiffer: "Passwords do not match.",
} as const;

/** The tooltip of the sign-up password field. */
export const PASSWORD_TOOLTIP = "Please enter an alphanumeric password of at least 8 characters long.";

export const PASSWORD_MIN_LENGTH = 8;

/** Required text: fails when empty or only whitespace. */
export function isRequiredText(value: string): boolean {
  return value.trim().length > 0;
}

// Local part and domain as browsers check `type=email` (WHATWG), plus a dot in the domain:
// an address users can actually receive mail at.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Email: the standard pattern on the trimmed value (at most 254 characters). */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > 254) return false;
  const at = trimmed.lastIndexOf("@");
  if (at < 1 || at > 64) return false;
  const local = trimmed.slice(0, at);
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  return EMAIL.test(trimmed);
}

/** The form an e-mail address is stored and compared in. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A name's word: letters of any script with their combining marks (as Indian scripts need),
 * joined inside by an apostrophe (straight, or the curly one phones type) or a hyphen: D'Souza,
 * D’Souza, Mary-Jane.
 */
const NAME_WORD = String.raw`\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*`;
/** Words apart by one space, or by an initial's full stop with or without a space: "R. K. Rao", "R.K. Rao". */
const NAME_PATTERN = new RegExp(String.raw`^${NAME_WORD}(?:(?: |\. ?)${NAME_WORD})*\.?$`, "u");

/**
 * Name (001 spec "alphabetic only", decision 0051): letters, with the marks names are written
 * with (an inner apostrophe or hyphen, an initial's full stop) and single spaces between words;
 * no digits or other symbols, nothing that starts or ends a name but letters (or an initial's
 * full stop); at most 100 characters.
 */
export function isValidName(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 100 && NAME_PATTERN.test(trimmed);
}

/**
 * Password (DECISIONS.md section 6): at least 8 characters, at least one letter and one
 * digit, no whitespace; other characters are allowed. At most 128, so hashing stays cheap.
 */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= 128 && /\p{L}/u.test(value) && /\d/.test(value) && !/\s/.test(value);
}

/** Login password: only non-empty (the stored hash decides the rest). */
export function isValidLoginPassword(value: string): boolean {
  return value.length > 0;
}

/** Number: digits only and greater than 0. */
export function isValidPositiveNumber(value: string): boolean {
  return /^\d+$/.test(value) && /[1-9]/.test(value);
}

/** OTP: exactly `length` digits (the server's OTPs have 6). */
export function isValidOtp(value: string, length = 6): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** Keeps only the digits of what was typed into an OTP field. */
export function otpDigitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** Business tax id (PAN): 5 letters, 4 digits, 1 letter. */
export function isValidPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value.trim().toUpperCase());
}

/**
 * GST-style id (GSTIN): 2 digits, 5 letters, 4 digits, 1 letter, a letter or digit, the
 * letter Z, then a letter or digit. Letters are compared in upper case.
 */
export function isValidGstin(value: string): boolean {
  return /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z0-9]Z[A-Z0-9]$/.test(value.trim().toUpperCase());
}

/** Indian PIN code: 6 digits, not starting with 0; elsewhere 3-10 letters, digits, spaces or dashes. */
export function isValidPincode(value: string, countryCode = "IN"): boolean {
  const trimmed = value.trim();
  if (countryCode === "IN") return /^[1-9]\d{5}$/.test(trimmed);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(trimmed);
}
