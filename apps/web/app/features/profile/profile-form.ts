// The profile section's form: reading it, checking it with the domain's validators (the same
// checks on blur in the browser and in the page action), and the calls it turns into.
import type { UpdateProfileBody } from "@workbay/contracts/profile";
import { DATE_OF_BIRTH_MESSAGE, isValidDateOfBirth } from "@workbay/domain/date-of-birth";
import { DEFAULT_COUNTRY_CODE, normalizeCountryCode, parsePhone } from "@workbay/domain/phone-number";
import { VALIDATION_MESSAGES, isValidName } from "@workbay/domain/validators";

/** Field names are the API's, so its field errors land on the right input. */
export type ProfileField = "name" | "phone_number" | "date_of_birth";
export type ProfileValues = { name: string; country_code: string; phone_number: string; date_of_birth: string };
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function readProfileForm(form: FormData): ProfileValues {
  return {
    name: text(form, "name"),
    country_code: normalizeCountryCode(text(form, "country_code")) ?? DEFAULT_COUNTRY_CODE,
    phone_number: text(form, "phone_number").trim(),
    date_of_birth: text(form, "date_of_birth").trim(),
  };
}

/** The message of one field, or undefined when it is fine. `today` is IST's YYYY-MM-DD. */
export function profileFieldProblem(field: ProfileField, values: ProfileValues, today: string): string | undefined {
  switch (field) {
    case "name":
      return isValidName(values.name) ? undefined : VALIDATION_MESSAGES.name;
    case "phone_number":
      return parsePhone(values.phone_number, values.country_code) ? undefined : VALIDATION_MESSAGES.phone;
    case "date_of_birth":
      // Optional: only a given date is checked.
      return values.date_of_birth === "" || isValidDateOfBirth(values.date_of_birth, today) ? undefined : DATE_OF_BIRTH_MESSAGE;
  }
}

export const PROFILE_FIELDS: readonly ProfileField[] = ["name", "phone_number", "date_of_birth"];

export function profileProblems(values: ProfileValues, today: string): FieldErrors<ProfileField> {
  const problems: FieldErrors<ProfileField> = {};
  for (const field of PROFILE_FIELDS) {
    const message = profileFieldProblem(field, values, today);
    if (message) problems[field] = message;
  }
  return problems;
}

export type VerifiedPhone = { phone_number: string; country_code: string };

/**
 * The new number typed, when it differs from the account's verified one (then it is verified by
 * an OTP before it is stored); null when it is the same number, however it was spaced.
 */
export function newPhoneOf(values: ProfileValues, current: VerifiedPhone): VerifiedPhone | null {
  const typed = parsePhone(values.phone_number, values.country_code);
  if (!typed) return null;
  if (typed.national === current.phone_number && typed.countryCode === current.country_code) return null;
  return { phone_number: typed.national, country_code: typed.countryCode };
}

/**
 * The update_profile body: name and date of birth. The phone is sent only when it is the verified
 * one (the server refuses any other; a new number goes through the OTP instead).
 */
export function updateProfileBody(values: ProfileValues, current: VerifiedPhone): UpdateProfileBody {
  const body: UpdateProfileBody = { name: values.name.trim(), country_code: current.country_code, date_of_birth: values.date_of_birth };
  if (current.phone_number && newPhoneOf(values, current) === null) body.phone_number = current.phone_number;
  return body;
}
