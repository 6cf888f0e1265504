// The company (billing) section's form: reading it and checking it with the domain's rule, the
// same one the server applies, so a message shows on blur and again from the action without JS.
import type { CompanyInfo } from "@workbay/contracts/profile";
import { companyDetailsProblems } from "@workbay/domain/company-details";
import type { FieldErrors } from "./profile-form";

export type CompanyField = keyof CompanyInfo;
/** An entry of the state or city list. */
export type Place = { name: string };
export type PlaceLists = { states: Place[]; cities: Place[] };

export const COMPANY_FIELDS: readonly CompanyField[] = [
  "company",
  "address_1",
  "address_2",
  "address_3",
  "country",
  "state",
  "city",
  "pincode",
  "pan",
  "gst",
];

/** Marked with a red star; the others may stay empty. */
export const MANDATORY_COMPANY_FIELDS: readonly CompanyField[] = ["company", "address_1", "country", "state", "city", "pincode"];

export const EMPTY_COMPANY: CompanyInfo = {
  company: "",
  address_1: "",
  address_2: "",
  address_3: "",
  country: "",
  state: "",
  city: "",
  pincode: "",
  pan: "",
  gst: "",
};

export function readCompanyForm(form: FormData): CompanyInfo {
  const values = { ...EMPTY_COMPANY };
  for (const field of COMPANY_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  // PAN and GSTIN are written in capitals; people type them either way.
  values.pan = values.pan.trim().toUpperCase();
  values.gst = values.gst.trim().toUpperCase();
  return values;
}

/** The first problem of each field. `countryCode` is the ISO code of the chosen country ("" when none). */
export function companyProblems(values: CompanyInfo, countryCode: string): FieldErrors<CompanyField> {
  const problems: FieldErrors<CompanyField> = {};
  // Pincodes are checked as Indian ones until a country is chosen (the form starts on India).
  for (const problem of companyDetailsProblems(values, countryCode || "IN")) {
    problems[problem.field] ??= problem.message;
  }
  return problems;
}

/** The ISO code of a country name from the countries list, "" when it is not in the list. */
export function countryCodeOf(countries: readonly { name: string; code: string }[], name: string): string {
  const wanted = name.trim().toLowerCase();
  return countries.find((c) => c.name.toLowerCase() === wanted)?.code ?? "";
}
