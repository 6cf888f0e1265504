// The checkout's offers: a coupon from the list or a typed promo code is checked by the server
// (GET voucher) and the booking priced again with it; removing it prices it again without.
import { useState } from "react";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { AppliedVoucher } from "@workbay/contracts/checkout";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { apiCall } from "../../shared/session/browser-api";
import type { CheckoutDraft } from "./checkout-draft";
import type { Reprice } from "./use-pricing";

export type Voucher = { code: string; description: string };

type VoucherContext = {
  draft: CheckoutDraft;
  priced: ValidatedBooking;
  reprice: Reprice;
  billingState: string;
  /** Where a failure to price the booking again is said. */
  onPriceProblem: (message: string) => void;
};

export function useVoucher({ draft, priced, reprice, billingState, onPriceProblem }: VoucherContext) {
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [promo, setPromo] = useState("");
  const [promoMessage, setPromoMessage] = useState<string | null>(null);

  async function applyVoucher(rawCode: string, known?: AppliedVoucher) {
    const code = rawCode.trim().toUpperCase();
    setPromoMessage(null);
    if (!code) return setPromoMessage("Please enter a promo code");
    let description = known?.description;
    if (!known) {
      const times = draft.startTime !== null && draft.endTime !== null ? { start_time: draft.startTime, end_time: draft.endTime } : {};
      const query = {
        voucher_code: code,
        amount: priced.room_amount,
        date_of_booking: draft.date,
        recurrent_flag: "false",
        room_id: draft.roomId,
        ...times,
        quantity: priced.quantity,
        ...(draft.passOptionId !== null ? { pass_option_id: draft.passOptionId } : {}),
      } as const;
      const check = await apiCall(browserEndpoints.checkout.voucher, { query });
      if (!check.ok || !check.data) return setPromoMessage(check.message);
      description = check.data.description;
    }
    const result = await reprice({ voucherCode: code, billingState });
    if (!result.ok) return setPromoMessage(result.message);
    setVoucher({ code, description: description ?? "" });
    setPromo("");
  }

  async function removeVoucher() {
    setVoucher(null);
    setPromoMessage(null);
    const result = await reprice({ billingState });
    if (!result.ok) onPriceProblem(result.message);
  }

  return { voucher, promo, setPromo, promoMessage, applyVoucher, removeVoucher };
}
