import { gstinInfo } from "@workbay/domain/gst-state";
import { VALIDATION_MESSAGES, isRequiredText, isValidGstin, isValidPincode } from "@workbay/domain/validators";

export type BillingInput = { companyName: string; gstin: string; address: string; state: string; pincode: string };
export type BillingField = keyof BillingInput;

export const BILLING_MESSAGES = {
  companyName: "Please enter the company name",
  state: "Please select the billing state",
  terms: "Please accept the booking terms to continue.",
} as const;

/**
 * What is wrong with the business billing of the GST block (only checked when the GST box is
 * ticked): company name, GSTIN and state are mandatory; a GSTIN's state (its first two digits)
 * must be the billing state, as on the profile's company details.
 */
export function billingProblems(input: BillingInput): Partial<Record<BillingField, string>> {
  const problems: Partial<Record<BillingField, string>> = {};
  if (!isRequiredText(input.companyName)) problems.companyName = BILLING_MESSAGES.companyName;
  const gstin = input.gstin.trim();
  if (!isValidGstin(gstin)) problems.gstin = VALIDATION_MESSAGES.gstin;
  if (!isRequiredText(input.state)) problems.state = BILLING_MESSAGES.state;
  if (input.pincode.trim() && !isValidPincode(input.pincode)) problems.pincode = VALIDATION_MESSAGES.pincode;
  const info = problems.gstin ? undefined : gstinInfo(gstin);
  if (info && isRequiredText(input.state) && info.state.toLowerCase() !== input.state.trim().toLowerCase()) {
    problems.gstin = `This GSTIN is registered in ${info.state}; please choose that billing state.`;
  }
  return problems;
}

/** The state a valid GSTIN is registered in, when it is one of the offered states. */
export function stateOfGstin(gstin: string, states: readonly string[]): string | null {
  const info = gstinInfo(gstin);
  if (!info) return null;
  return states.find((s) => s.toLowerCase() === info.state.toLowerCase()) ?? null;
}
