// The business billing of the checkout's GST block (000 spec section 5): the rule and its
// messages, written once for the page (on blur), the /checkout action and the API's booking
// body (docs/decisions/0037).
import { gstinInfo, isIntraStateSupply } from "./gst-state";
import { VALIDATION_MESSAGES, isRequiredText, isValidGstin, isValidPincode } from "./validators";

/** The details as the booking body and the form name them. */
export type BillingDetailsInput = { company_name: string; gstin: string; address: string; state: string; pincode: string };
export type BillingDetailsField = keyof BillingDetailsInput;

export const BILLING_FIELDS = ["company_name", "gstin", "address", "state", "pincode"] as const satisfies readonly BillingDetailsField[];

export const BILLING_MESSAGES = {
  companyName: "Please enter the company name",
  state: "Please select the billing state",
} as const;

/**
 * What is wrong with a GST invoice's billing details: company name, GSTIN and state are
 * mandatory, the address and pincode optional; a GSTIN's state (its first two digits) must be
 * the billing state, as on the profile's company details. One message per field.
 */
export function billingDetailsProblems(input: BillingDetailsInput): Partial<Record<BillingDetailsField, string>> {
  const problems: Partial<Record<BillingDetailsField, string>> = {};
  if (!isRequiredText(input.company_name)) problems.company_name = BILLING_MESSAGES.companyName;
  const gstin = input.gstin.trim().toUpperCase();
  if (!isValidGstin(gstin)) problems.gstin = VALIDATION_MESSAGES.gstin;
  if (!isRequiredText(input.state)) problems.state = BILLING_MESSAGES.state;
  if (input.pincode.trim() && !isValidPincode(input.pincode.trim())) problems.pincode = VALIDATION_MESSAGES.pincode;
  const registered = problems.gstin ? undefined : gstinInfo(gstin)?.state;
  if (registered && !problems.state && !isIntraStateSupply(registered, input.state)) {
    problems.gstin = `This GSTIN is registered in ${registered}; please choose that billing state.`;
  }
  return problems;
}
