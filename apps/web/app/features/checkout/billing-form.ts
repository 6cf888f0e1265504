// The GST details form of the checkout (docs/decisions/0037): its field names are the booking
// body's `billing_details`, checked by the domain's rule on blur, by the contract's schema in
// the /checkout action. Browser-safe: no zod.
import type { SubmissionResult } from "@conform-to/react";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { BillingDetails } from "@workbay/contracts/checkout";
import { gstinInfo } from "@workbay/domain/gst-state";
import { BILLING_FIELDS, type BillingDetailsInput } from "@workbay/domain/billing-details";

/** The checkbox of the form: a GST invoice is wanted ("on"). */
export const GST_INVOICE_FIELD = "gst_invoice";
export const BILLING_INTENT = "billing";
export const GST_FORM_ID = "gst-details-form";

/** The /checkout action's answer to the GST details form. */
export type BillingAnswer = {
  intent: typeof BILLING_INTENT;
  wantsGstInvoice: boolean;
  result: SubmissionResult<string[]>;
  /** The checked details (trimmed, GSTIN in capitals) when the form passed and a GST invoice is wanted. */
  details: BillingDetails | null;
  /**
   * The draft priced by the API for the checked billing state (its GST split), when the details
   * passed; null otherwise (refused, no GST invoice, or not priced). The page without JavaScript
   * shows it; with JavaScript the page keeps its own live price.
   */
  priced: ValidatedBooking | null;
};

export const TERMS_MESSAGE = "Please accept the booking terms to continue.";

/** Whether a GST invoice is wanted, and the details as typed. */
export function readBillingForm(form: FormData): { wantsGstInvoice: boolean; details: BillingDetailsInput } {
  const details = Object.fromEntries(
    BILLING_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as BillingDetailsInput;
  return { wantsGstInvoice: form.get(GST_INVOICE_FIELD) === "on", details };
}

/** The state a valid GSTIN is registered in, when it is one of the offered states. */
export function stateOfGstin(gstin: string, states: readonly string[]): string | null {
  const info = gstinInfo(gstin);
  if (!info) return null;
  return states.find((s) => s.toLowerCase() === info.state.toLowerCase()) ?? null;
}
