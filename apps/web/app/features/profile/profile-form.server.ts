// The profile details form's contract schema on the server (docs/decisions/0037): its native
// constraints for the page, and the action's check of a post with it.
import { profileDetailsForm } from "@workbay/contracts/profile";
import { formConstraint, parseForm } from "../../shared/forms/contract-form.server";
import { PROFILE_FIELDS } from "./profile-form";

/** Required fields and lengths do not depend on the day. */
export const PROFILE_FORM_CONSTRAINT = formConstraint(profileDetailsForm("2000-01-01"));

/** `today` is IST's YYYY-MM-DD: the date of birth is checked against it. */
export function parseProfileForm(form: FormData, today: string) {
  return parseForm(form, profileDetailsForm(today), PROFILE_FIELDS);
}
