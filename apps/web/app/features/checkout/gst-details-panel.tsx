import type { FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import type { FormConstraint } from "../../shared/forms/contract-form.server";
import { BILLING_INTENT, GST_FORM_ID, GST_INVOICE_FIELD } from "./billing-form";
import { BillingTextField } from "./billing-text-field";
import type { useBilling } from "./use-billing";

type GstDetailsPanelProps = {
  billing: ReturnType<typeof useBilling>;
  states: string[];
  centreState: string;
  /** The fields' native attributes, from the contract's schema (the loader's). */
  constraint: FormConstraint;
  disabled: boolean;
};

/**
 * The GST invoice choice and, when wanted, the business's details (000 spec section 5): a form
 * posted to the /checkout action, which checks it with the booking body's schema. With
 * JavaScript the post is a fetcher's (Pay makes it too); without, the page shows the answer.
 * The fields are hidden by CSS while the box is not ticked, so they work without JavaScript.
 */
export function GstDetailsPanel({ billing: form, states, centreState, constraint, disabled }: GstDetailsPanelProps) {
  const { gst, billing, shownError, touch, setField } = form;
  const stateError = shownError("state");
  const field = (name: keyof typeof billing) => ({
    name,
    required: constraint[name]?.required,
    maxLength: constraint[name]?.maxLength,
    error: shownError(name),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.touchAll();
    void form.checkOnServer();
  }

  return (
    <section id="gst-details" className="checkout-panel" aria-labelledby="gst-title">
      <h2 id="gst-title" className="checkout-panel__title">
        <Icon name="receipt" size={20} /> GST details
      </h2>
      <form id={GST_FORM_ID} method="post" className="gst-form" noValidate onSubmit={onSubmit} aria-labelledby="gst-title">
        <input type="hidden" name="intent" value={BILLING_INTENT} />
        <label className="check">
          <input
            type="checkbox"
            name={GST_INVOICE_FIELD}
            className="gst-form__wanted"
            checked={gst}
            disabled={disabled}
            onChange={(e) => form.wantGstInvoice(e.target.checked)}
          />
          <span>I want a GST invoice for my business</span>
        </label>
        <div className="billing-fields">
          <BillingTextField
            id="billing-company"
            label="Company name"
            value={billing.company_name}
            onChange={(v) => setField("company_name", v)}
            onBlur={() => touch("company_name")}
            autoComplete="organization"
            {...field("company_name")}
          />
          <BillingTextField
            id="billing-gstin"
            label="GSTIN"
            value={billing.gstin}
            onChange={(v) => setField("gstin", v.toUpperCase())}
            onBlur={() => touch("gstin")}
            placeholder="e.g. 29ABCDE1234F1Z5"
            {...field("gstin")}
          />
          <BillingTextField
            id="billing-address"
            label="Billing address"
            value={billing.address}
            onChange={(v) => setField("address", v)}
            autoComplete="street-address"
            wide
            {...field("address")}
          />
          <label className="field" htmlFor="billing-state">
            <span className="field__label">
              State{" "}
              <span className="required-star" aria-hidden="true">
                *
              </span>
            </span>
            <select
              id="billing-state"
              name="state"
              className="field__select"
              value={billing.state}
              required={constraint.state?.required}
              aria-invalid={stateError ? true : undefined}
              aria-describedby={stateError ? "billing-state-error" : undefined}
              onChange={(e) => form.chooseState(e.target.value)}
            >
              <option value="">Select state</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {stateError ? (
              <span id="billing-state-error" className="field__error">
                {stateError}
              </span>
            ) : null}
          </label>
          <BillingTextField
            id="billing-pincode"
            label="Pincode"
            value={billing.pincode}
            onChange={(v) => setField("pincode", v.replace(/\D/g, "").slice(0, 6))}
            onBlur={() => touch("pincode")}
            inputMode="numeric"
            autoComplete="postal-code"
            {...field("pincode")}
          />
          <p className="billing-fields__hint">
            GST is CGST + SGST when the billing state is {centreState || "the centre's state"}, and IGST otherwise.
          </p>
          <div className="billing-fields__check">
            <Button type="submit" variant="secondary" size="sm" disabled={disabled || form.checking}>
              Check GST details
            </Button>
            <p className="billing-fields__answer" role="status">
              {form.formMessage ?? (form.checked ? "Your GST details are correct." : "")}
            </p>
          </div>
        </div>
        {/* Without JavaScript, unticking the box is posted by this button: the one above hides
            with the details. The action then answers without a billing state (CGST + SGST). */}
        <noscript>
          <p className="gst-form__update">
            <Button type="submit" variant="secondary" size="sm">
              Update GST choice
            </Button>
          </p>
        </noscript>
      </form>
    </section>
  );
}
