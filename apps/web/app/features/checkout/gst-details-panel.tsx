import { Icon } from "../../components/ui/icon";
import { BillingTextField } from "./billing-text-field";
import type { useBilling } from "./use-billing";

type GstDetailsPanelProps = {
  billing: ReturnType<typeof useBilling>;
  states: string[];
  centreState: string;
  disabled: boolean;
};

/** The GST invoice choice and, when wanted, the business's details (000 spec section 5). */
export function GstDetailsPanel({ billing: form, states, centreState, disabled }: GstDetailsPanelProps) {
  const { gst, billing, shownError, touch, setField } = form;
  const stateError = shownError("state");
  return (
    <section id="gst-details" className="checkout-panel" aria-labelledby="gst-title">
      <h2 id="gst-title" className="checkout-panel__title">
        <Icon name="receipt" size={20} /> GST details
      </h2>
      <label className="check">
        <input type="checkbox" checked={gst} disabled={disabled} onChange={(e) => form.wantGstInvoice(e.target.checked)} />
        <span>I want a GST invoice for my business</span>
      </label>
      {gst ? (
        <div className="billing-fields">
          <BillingTextField
            id="billing-company"
            label="Company name"
            required
            value={billing.companyName}
            error={shownError("companyName")}
            onChange={(v) => setField("companyName", v)}
            onBlur={() => touch("companyName")}
            autoComplete="organization"
          />
          <BillingTextField
            id="billing-gstin"
            label="GSTIN"
            required
            value={billing.gstin}
            error={shownError("gstin")}
            onChange={(v) => setField("gstin", v.toUpperCase())}
            onBlur={() => touch("gstin")}
            maxLength={15}
            placeholder="e.g. 29ABCDE1234F1Z5"
          />
          <BillingTextField
            id="billing-address"
            label="Billing address"
            value={billing.address}
            onChange={(v) => setField("address", v)}
            autoComplete="street-address"
            wide
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
              className="field__select"
              value={billing.state}
              required
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
            error={shownError("pincode")}
            onChange={(v) => setField("pincode", v.replace(/\D/g, "").slice(0, 6))}
            onBlur={() => touch("pincode")}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <p className="billing-fields__hint">
            GST is CGST + SGST when the billing state is {centreState || "the centre's state"}, and IGST otherwise.
          </p>
        </div>
      ) : null}
    </section>
  );
}
