// The checkout's GST block: whether a GST invoice is wanted, the billing details, and which of
// their messages show (a field's once it was left, all of them on Pay). A changed billing
// state moves the GST split, so the page prices the booking again (`onStateChange`).
import { useState } from "react";
import { billingProblems, stateOfGstin, type BillingField, type BillingInput } from "./billing-problems";

type BillingContext = {
  initial: BillingInput;
  /** The states of the list, to know a GSTIN's state by. */
  states: string[];
  onStateChange: (wantsGstInvoice: boolean, state: string) => void;
};

export function useBilling({ initial, states, onStateChange }: BillingContext) {
  const [gst, setGst] = useState(false);
  const [billing, setBilling] = useState<BillingInput>(initial);
  const [touched, setTouched] = useState<Partial<Record<BillingField, boolean>>>({});

  const problems = gst ? billingProblems(billing) : {};
  const billingState = gst ? billing.state : "";
  const shownError = (field: BillingField) => (touched[field] ? problems[field] : undefined);
  const touch = (field: BillingField) => setTouched((t) => ({ ...t, [field]: true }));
  const touchAll = () => setTouched({ companyName: true, gstin: true, state: true, pincode: true });

  function setField(field: BillingField, value: string) {
    const next = { ...billing, [field]: value };
    // A valid GSTIN names its state: fill the state in when none is chosen.
    if (field === "gstin" && !billing.state) {
      const state = stateOfGstin(value, states);
      if (state) {
        next.state = state;
        onStateChange(gst, state);
      }
    }
    setBilling(next);
  }

  function wantGstInvoice(wanted: boolean) {
    setGst(wanted);
    if (billing.state) onStateChange(wanted, billing.state);
  }

  function chooseState(state: string) {
    setField("state", state);
    touch("state");
    onStateChange(true, state);
  }

  return { gst, billing, problems, billingState, shownError, touch, touchAll, setField, wantGstInvoice, chooseState };
}
