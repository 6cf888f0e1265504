import { isIsoDate } from "./ist-date";

/** The minimum age of a user (the terms of use). */
export const MINIMUM_AGE = 18;

export const DATE_OF_BIRTH_MESSAGE = "Please enter a valid date of birth (you must be at least 18).";

/** A real YYYY-MM-DD date on which someone is at least 18 on `today` (YYYY-MM-DD) and at most 120. */
export function isValidDateOfBirth(dateOfBirth: string, today: string): boolean {
  if (!isIsoDate(dateOfBirth)) return false;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age >= MINIMUM_AGE && age <= 120;
}
