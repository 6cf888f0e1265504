// The /checkout action (docs/decisions/0037): the GST details form is checked by the booking
// body's own schema (`BillingDetails`), so a field's rule and message hold alike in the page,
// here and in the API. Nothing is stored: the checked details go with Pay, in the browser.
// Checked details also price the draft for their billing state, so that the page without
// JavaScript shows the GST split (CGST + SGST or IGST) of that state.
import { data } from "react-router";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import { BillingDetails } from "@workbay/contracts/checkout";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { BILLING_FIELDS, billingDetailsProblems } from "@workbay/domain/billing-details";
import { formConstraint, parseForm, refusal } from "../../shared/forms/contract-form.server";
import type { ApiClient } from "../../load-context";
import { BILLING_INTENT, GST_INVOICE_FIELD, type BillingAnswer } from "./billing-form";
import { checkoutDraftFromCookie, validateBodyFor } from "./checkout-draft";

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

/**
 * The booking draft (the request's `bookingData` cookie) priced for a checked billing state:
 * the same validate call the page makes with JavaScript when the state changes. Null when there
 * is no draft or the API refuses it (the loader, run after the action, then shows why).
 */
async function pricedFor(request: Request, api: ApiClient, csrfToken: string, billingState: string): Promise<ValidatedBooking | null> {
  const draft = checkoutDraftFromCookie(request.headers.get("cookie"));
  if (!draft) return null;
  const answer = await callEndpoint(api, endpoints.booking.validate, {
    body: validateBodyFor(draft, { billingState }),
    headers: { "x-csrf-token": csrfToken },
  });
  return isSuccess(answer) ? answer.body.data : null;
}

export async function checkoutAction(request: Request, api: ApiClient, csrfToken: string) {
  const form = await request.formData();
  if (form.get("intent") !== BILLING_INTENT) {
    const answer: BillingAnswer = {
      intent: BILLING_INTENT,
      wantsGstInvoice: false,
      result: refusal({}, UNKNOWN_FORM),
      details: null,
      priced: null,
    };
    return data(answer, { status: 400 });
  }
  const wantsGstInvoice = form.get(GST_INVOICE_FIELD) === "on";
  // No GST invoice: nothing to check, and no business billing goes with the booking. The
  // loader's price (no billing state: CGST + SGST) is the one to show.
  if (!wantsGstInvoice) {
    const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice, result: { status: "success" }, details: null, priced: null };
    return data(answer);
  }
  const submission = parseForm(form, BillingDetails, BILLING_FIELDS);
  // Refused: no price for a state that was not checked.
  if (submission.status !== "success") {
    const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice, result: submission.reply(), details: null, priced: null };
    return data(answer, { status: 400 });
  }
  const details = submission.value;
  const priced = await pricedFor(request, api, csrfToken, details.state);
  const answer: BillingAnswer = { intent: BILLING_INTENT, wantsGstInvoice, result: submission.reply(), details, priced };
  return data(answer);
}
