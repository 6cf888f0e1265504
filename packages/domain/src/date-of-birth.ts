import { addDaysIso, addYearsIso, isIsoDate } from "./ist-date";

/** The minimum age of a user (the terms of use). */
export const MINIMUM_AGE = 18;
/** Older than this is taken for a typing mistake. */
export const MAXIMUM_AGE = 120;

export const DATE_OF_BIRTH_MESSAGE = "Please enter a valid date of birth (you must be at least 18).";

/** A real YYYY-MM-DD date on which someone is at least 18 on `today` (YYYY-MM-DD) and at most 120. */
export function isValidDateOfBirth(dateOfBirth: string, today: string): boolean {
  if (!isIsoDate(dateOfBirth)) return false;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age >= MINIMUM_AGE && age <= MAXIMUM_AGE;
}

/** The latest date of birth allowed on `today` (YYYY-MM-DD): the day someone turns 18 today. */
export function latestDateOfBirth(today: string): string {
  return addYearsIso(today, -MINIMUM_AGE);
}

/** The earliest date of birth allowed on `today`: someone who is 120 and turns 121 tomorrow. */
export function earliestDateOfBirth(today: string): string {
  return addDaysIso(addYearsIso(today, -(MAXIMUM_AGE + 1)), 1);
}
