import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** Default country code of every phone field (001 spec section 5). */
export const DEFAULT_COUNTRY_CODE = "+91";

/** Indian numbers the spec refuses although they have the right shape. */
export const EXCLUDED_INDIAN_NUMBERS = ["6666666666", "7777777777", "8888888888", "9999999999", "1234567890"] as const;

export type PhoneNumber = {
  /** `+91` form. */
  countryCode: string;
  /** Digits without the country code, as stored in `users.phone`. */
  national: string;
  /** `+919876543210`: the identifier OTPs and rate limits use. */
  e164: string;
};

/** `91`, `+91` or ` +91 ` to `+91`; undefined when it is not a dial code. */
export function normalizeCountryCode(value: string): string | undefined {
  const digits = value.trim().replace(/^\+/, "");
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : undefined;
}

/** Indian mobile rule of the spec: 10 digits starting 6-9, not one of the excluded numbers. */
export function isValidIndianPhone(digits: string): boolean {
  return /^[6-9]\d{9}$/.test(digits) && !(EXCLUDED_INDIAN_NUMBERS as readonly string[]).includes(digits);
}

/**
 * The number without the chosen dial code typed or pasted before it (`+91 98765 43210`,
 * `0091...`, and for India `91` + 10 digits or the trunk `0` + 10 digits, as people write
 * Indian mobiles): the same number as the 10 digits alone. Another dial code is left in place,
 * so it is refused rather than read as this country's.
 */
function withoutDialCode(compact: string, code: string): string {
  const dial = code.slice(1);
  if (compact.startsWith(`+${dial}`)) return compact.slice(dial.length + 1);
  if (compact.startsWith(`00${dial}`)) return compact.slice(dial.length + 2);
  if (code === "+91" && /^(91|0)[6-9]\d{9}$/.test(compact)) return compact.slice(compact.length - 10);
  return compact;
}

/**
 * Parses a phone number typed with its country code: with +91 the spec's Indian rule,
 * elsewhere the phone number library's validation. Spaces, dashes and brackets are ignored, and
 * so is the same dial code written before the number.
 */
export function parsePhone(phone: string, countryCode: string = DEFAULT_COUNTRY_CODE): PhoneNumber | undefined {
  const code = normalizeCountryCode(countryCode);
  if (!code) return undefined;
  const digits = withoutDialCode(phone.trim().replace(/[\s\-().]/g, ""), code);
  if (!/^\d{4,15}$/.test(digits)) return undefined;
  if (code === "+91") {
    return isValidIndianPhone(digits) ? { countryCode: code, national: digits, e164: `${code}${digits}` } : undefined;
  }
  const parsed = parsePhoneNumberFromString(`${code}${digits}`);
  if (!parsed || !parsed.isValid() || `+${parsed.countryCallingCode}` !== code) return undefined;
  return { countryCode: code, national: parsed.nationalNumber, e164: parsed.number };
}

/** Validator of the spec: a valid phone number for the country code (default +91). */
export function isValidPhone(phone: string, countryCode: string = DEFAULT_COUNTRY_CODE): boolean {
  return parsePhone(phone, countryCode) !== undefined;
}

/** Parses `+919876543210`-style input (a login identifier with its country code). */
export function parseInternationalPhone(value: string): PhoneNumber | undefined {
  const compact = value.trim().replace(/[\s\-().]/g, "");
  if (!compact.startsWith("+")) return undefined;
  if (compact.startsWith("+91")) return parsePhone(compact.slice(3), "+91");
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed || !parsed.isValid()) return undefined;
  return { countryCode: `+${parsed.countryCallingCode}`, national: parsed.nationalNumber, e164: parsed.number };
}

/**
 * The dial code of a country (`+1` for American Samoa, not the `+1-684` some country data
 * gives, whose second part is an area code); undefined for a country the library has no
 * numbering plan for.
 */
export function dialCodeOf(isoCode: string): string | undefined {
  try {
    return `+${getCountryCallingCode(isoCode.toUpperCase() as CountryCode)}`;
  } catch {
    return undefined;
  }
}
