import { isValidEmail, normalizeEmail } from "./validators";
import { DEFAULT_COUNTRY_CODE, parseInternationalPhone, parsePhone, type PhoneNumber } from "./phone-number";

/** What the login field 'Email ID / Phone Number' holds. */
export type LoginIdentifier = { kind: "email"; email: string } | { kind: "phone"; phone: PhoneNumber };

/**
 * Reads the login identifier: an e-mail address, or a phone number (10 Indian digits, or any
 * number written with its `+` country code). Undefined: 'Please enter a valid input'.
 */
export function parseLoginIdentifier(input: string, countryCode: string = DEFAULT_COUNTRY_CODE): LoginIdentifier | undefined {
  const trimmed = input.trim();
  if (trimmed.includes("@")) return isValidEmail(trimmed) ? { kind: "email", email: normalizeEmail(trimmed) } : undefined;
  const phone = trimmed.startsWith("+") ? parseInternationalPhone(trimmed) : parsePhone(trimmed, countryCode);
  return phone ? { kind: "phone", phone } : undefined;
}

/** The key one identifier has in OTP records and rate limits: lower-case e-mail or E.164 phone. */
export function identifierKey(identifier: LoginIdentifier): string {
  return identifier.kind === "email" ? identifier.email : identifier.phone.e164;
}
