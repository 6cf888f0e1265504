// The company form's contract schema on the server (docs/decisions/0037): its native constraints
// for the page, and the action's check of a post with it.
import { companyDetailsForm, type Country } from "@workbay/contracts/profile";
import { formConstraint, parseForm } from "../../shared/forms/contract-form.server";
import { COMPANY_FIELDS, countryCodeOf } from "./company-form";

/** Required fields and lengths do not depend on the country. */
export const COMPANY_FORM_CONSTRAINT = formConstraint(companyDetailsForm(() => ""));

export function parseCompanyForm(form: FormData, countries: readonly Pick<Country, "name" | "code">[]) {
  return parseForm(
    form,
    companyDetailsForm((country) => countryCodeOf(countries, country)),
    COMPANY_FIELDS,
  );
}
