// The checkout's live price: the server prices the draft again on every change that moves the
// total (a voucher, the billing state) and only the latest answer is shown.
import { useCallback, useRef, useState } from "react";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { apiCall } from "../../shared/session/browser-api";
import { validateBodyFor, type CheckoutDraft, type PriceOptions } from "./checkout-draft";

export type Repriced = { ok: true; priced: ValidatedBooking } | { ok: false; message: string; status: number };
export type Reprice = (options: PriceOptions) => Promise<Repriced>;

export function usePricing(draft: CheckoutDraft, initial: ValidatedBooking) {
  const [priced, setPriced] = useState(initial);
  const [pricing, setPricing] = useState(false);
  const priceRequest = useRef(0);

  const reprice: Reprice = useCallback(
    async (options) => {
      const id = ++priceRequest.current;
      setPricing(true);
      const answer = await apiCall(browserEndpoints.booking.validate, { body: validateBodyFor(draft, options) });
      const latest = id === priceRequest.current;
      if (latest) setPricing(false);
      if (!answer.ok || !answer.data) return { ok: false, message: answer.message, status: answer.status };
      if (latest) setPriced(answer.data);
      return { ok: true, priced: answer.data };
    },
    [draft],
  );

  return { priced, pricing, reprice };
}
