// The /checkout action (docs/decisions/0037): the GST details form is checked by the booking
// body's own schema (`BillingDetails`), so a field's rule and message hold alike in the page,
// here and in the API. Nothing is stored: the checked details go with Pay, in the browser.
import { data } from "react-router";
import { BillingDetails } from "@workbay/contracts/checkout";
import { BILLING_FIELDS, billingDetailsProblems } from "@workbay/domain/billing-details";
import { formConstraint, parseForm, refusal } from "../../shared/forms/contract-form.server";
import { BILLING_INTENT, GST_INVOICE_FIELD, type BillingAnswer } from "./billing-form";

const EMPTY = { company_name: "", gstin: "", address: "", state: "", pincode: "" };

/**
 * The fields' native attributes, from the schema: the lengths from its JSON Schema, and
 * `required` for the fields the rule refuses when left empty (the schema defaults every field
 * to "", so the body's fields may be left out, and the rule says which must be filled).
 */
export const BILLING_FORM_CONSTRAINT = (() => {
  const constraint = formConstraint(BillingDetails);
  const needed = billingDetailsProblems(EMPTY);
  for (const field of BILLING_FIELDS) constraint[field] = { ...constraint[field], required: field in needed };
  return constraint;
})();

export const UNKNOWN_FORM = "This form is not known on the checkout page.";

export async function checkoutAction(request: Request) {
  const form = await request.formData();
  if (form.get("intent") !== BILLING_INTENT) {
    const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice: false, result: refusal({}, UNKNOWN_FORM), details: null };
    return data(answer, { status: 400 });
  }
  const wantsGstInvoice = form.get(GST_INVOICE_FIELD) === "on";
  // No GST invoice: nothing to check, and no business billing goes with the booking.
  if (!wantsGstInvoice) {
    const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice, result: { status: "success" }, details: null };
    return data(answer);
  }
  const submission = parseForm(form, BillingDetails, BILLING_FIELDS);
  if (submission.status !== "success") {
    const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice, result: submission.reply(), details: null };
    return data(answer, { status: 400 });
  }
  const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice, result: submission.reply(), details: submission.value };
  return data(answer);
}
