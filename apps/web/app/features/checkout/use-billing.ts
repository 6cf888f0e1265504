// The checkout's GST block: whether a GST invoice is wanted, the billing details and which of
// their messages show: a field's once it was left (the domain rule, in the browser), and the
// /checkout action's answer to the form (the contract's schema, on the server) until the field
// changes again. Pay asks the action to check the details and pays with the checked ones. A
// changed billing state moves the GST split, so the page prices the booking again.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { billingDetailsProblems, type BillingDetailsField, type BillingDetailsInput } from "@workbay/domain/billing-details";
import { GST_FORM_ID, stateOfGstin, type BillingAnswer } from "./billing-form";

type BillingContext = {
  initial: BillingDetailsInput;
  /** The states of the list, to know a GSTIN's state by. */
  states: string[];
  /** The action's answer to a post of the form without JavaScript (the page's action data). */
  answer: BillingAnswer | null;
  onStateChange: (wantsGstInvoice: boolean, state: string) => void;
};

type Touched = Partial<Record<BillingDetailsField, boolean>>;
const ALL_TOUCHED: Touched = { company_name: true, gstin: true, state: true, pincode: true };

/** The details a post of the form was answered for (as checked, else as typed), over the initial ones. */
function postedDetails(answer: BillingAnswer | null, initial: BillingDetailsInput): BillingDetailsInput {
  const posted: Record<string, unknown> = answer?.details ?? answer?.result.initialValue ?? {};
  const details = { ...initial };
  for (const field of Object.keys(initial) as BillingDetailsField[]) {
    const value = posted[field];
    if (typeof value === "string") details[field] = value;
  }
  return details;
}

export function useBilling({ initial, states, answer: pageAnswer, onStateChange }: BillingContext) {
  const fetcher = useFetcher<BillingAnswer>({ key: "gst-details" });
  const [gst, setGst] = useState(pageAnswer?.wantsGstInvoice ?? false);
  const [billing, setBilling] = useState<BillingDetailsInput>(() => postedDetails(pageAnswer, initial));
  const [touched, setTouched] = useState<Touched>({});
  // Fields changed since the action's last answer: their answer's message no longer holds.
  const [changed, setChanged] = useState<Touched>({});

  const answer = fetcher.data ?? pageAnswer;
  const answerErrors = answer?.result.error ?? {};
  const problems = gst ? billingDetailsProblems(billing) : {};
  const billingState = gst ? billing.state : "";
  const shownError = (field: BillingDetailsField): string | undefined =>
    (gst && !changed[field] ? answerErrors[field]?.[0] : undefined) ?? (touched[field] ? problems[field] : undefined);
  const formMessage = answerErrors[""]?.[0] ?? null;
  const checked = gst && answer?.result.status === "success" && answer.details !== null && Object.keys(changed).length === 0;
  const touch = (field: BillingDetailsField) => setTouched((t) => ({ ...t, [field]: true }));
  const touchAll = () => setTouched(ALL_TOUCHED);

  function setField(field: BillingDetailsField, value: string) {
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
    setChanged((c) => ({ ...c, [field]: true, state: c.state || next.state !== billing.state }));
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

  // Pay's check on the server: the form is posted to the action, and the promise settles with
  // its answer once the fetcher has it.
  const waiting = useRef<((answer: BillingAnswer) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !waiting.current) return;
    const settle = waiting.current;
    waiting.current = null;
    settle(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  function checkOnServer(): Promise<BillingAnswer> {
    setChanged({});
    return new Promise((resolve) => {
      waiting.current = resolve;
      const form = document.getElementById(GST_FORM_ID);
      if (form instanceof HTMLFormElement) void fetcher.submit(form, { method: "post", defaultShouldRevalidate: false });
    });
  }

  return {
    gst,
    billing,
    problems,
    billingState,
    shownError,
    formMessage,
    checked,
    checking: fetcher.state !== "idle",
    touch,
    touchAll,
    setField,
    wantGstInvoice,
    chooseState,
    checkOnServer,
  };
}
