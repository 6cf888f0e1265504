import { gstinInfo } from "./gst-state";
import { VALIDATION_MESSAGES, isRequiredText, isValidPan, isValidPincode } from "./validators";

export type CompanyDetailsInput = {
  company: string;
  address_1: string;
  address_2: string;
  address_3: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
  pan: string;
  gst: string;
};

export type FieldProblem = { field: keyof CompanyDetailsInput; message: string };

/**
 * Checks the billing details of the profile page. PAN and GSTIN are optional; when both are
 * given the GSTIN must contain the PAN, and an Indian GSTIN's state must be the billing state
 * (GST is charged by the state of registration).
 */
export function companyDetailsProblems(input: CompanyDetailsInput, countryIsoCode: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ["company", "address_1", "country", "state", "city"] as const) {
    if (!isRequiredText(input[field])) problems.push({ field, message: VALIDATION_MESSAGES.required });
  }
  if (!isValidPincode(input.pincode, countryIsoCode)) problems.push({ field: "pincode", message: VALIDATION_MESSAGES.pincode });
  const pan = input.pan.trim().toUpperCase();
  if (pan && !isValidPan(pan)) problems.push({ field: "pan", message: VALIDATION_MESSAGES.pan });
  const gst = input.gst.trim();
  if (gst) {
    const info = gstinInfo(gst);
    if (!info) {
      problems.push({ field: "gst", message: VALIDATION_MESSAGES.gstin });
    } else if (pan && isValidPan(pan) && info.pan !== pan) {
      problems.push({ field: "gst", message: "The GSTIN does not match the PAN." });
    } else if (countryIsoCode === "IN" && isRequiredText(input.state) && info.state.toLowerCase() !== input.state.trim().toLowerCase()) {
      problems.push({ field: "gst", message: `This GSTIN is registered in ${info.state}; please choose that state.` });
    }
  }
  return problems;
}
