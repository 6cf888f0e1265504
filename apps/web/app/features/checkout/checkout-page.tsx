import { useEffect, useState, type FormEvent } from "react";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { AppliedVoucher } from "@workbay/contracts/checkout";
import type { FormConstraint } from "../../shared/forms/contract-form.server";
import { readBookingDraft } from "../../shared/booking/booking-draft";
import { roomAmountLabel } from "../../shared/booking/booking-when";
import { analyticsBookingFromCheckout, checkoutEvent, pushCheckoutEvent } from "./analytics";
import type { BillingDetailsInput } from "@workbay/domain/billing-details";
import type { BillingAnswer } from "./billing-form";
import { checkoutDraftFromStored, sameBooking, type CheckoutDraft } from "./checkout-draft";
import type { CheckoutRoom } from "./checkout-room";
import { CheckoutSummary } from "./checkout-summary";
import { GstDetailsPanel } from "./gst-details-panel";
import { OffersPanel } from "./offers-panel";
import { TotalPanel } from "./total-panel";
import { useBilling } from "./use-billing";
import { usePayment } from "./use-payment";
import { usePricing } from "./use-pricing";
import { useVoucher } from "./use-voucher";

type CheckoutPageProps = {
  draft: CheckoutDraft;
  room: CheckoutRoom;
  priced: ValidatedBooking;
  coupons: AppliedVoucher[];
  states: string[];
  billing: BillingDetailsInput;
  /** The GST details form's native attributes, from the contract's schema. */
  billingConstraint: FormConstraint;
  /** The action's answer to a post of the GST details form without JavaScript. */
  billingAnswer: BillingAnswer | null;
  editTo: string;
  csrfToken: string;
  /** The product type's cancellation policy in words (issue 16), shown before Pay. */
  cancellationPolicy: string | null;
};

/**
 * The billing and payment page (000 spec sections 2, 3, 5): summary, offers, GST block, grand
 * total, Pay. It lives in the browser (docs/decisions/0037): the total is priced again as the
 * offers and the billing state change, and Pay ends in the payment gateway's window.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { draft, room } = props;
  const pricing = usePricing(draft, props.priced);
  const payment = usePayment(draft, room, pricing);
  const { setPayMessage } = payment;
  const billing = useBilling({
    initial: props.billing,
    states: props.states,
    answer: props.billingAnswer,
    onStateChange: (wantsGstInvoice, state) => {
      void pricing.reprice({ voucherCode: offers.voucher?.code, billingState: wantsGstInvoice ? state : "" }).then((result) => {
        if (!result.ok) setPayMessage(result.message);
      });
    },
  });
  const offers = useVoucher({
    draft,
    priced: pricing.priced,
    reprice: pricing.reprice,
    billingState: billing.billingState,
    onPriceProblem: setPayMessage,
  });
  const [terms, setTerms] = useState(false);
  const [termsRefused, setTermsRefused] = useState(false);
  const [notes, setNotes] = useState(draft.notes);
  const [guests, setGuests] = useState(draft.guestEmails);

  // The cookie may have lost the note and guest e-mails to its size limit: session storage
  // has the whole draft of the same booking.
  useEffect(() => {
    const stored = checkoutDraftFromStored(readBookingDraft());
    if (!stored || !sameBooking(stored, draft)) return;
    // Session storage exists only after hydration: an effect is the place to read it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNotes(stored.notes);
    setGuests(stored.guestEmails);
  }, [draft]);

  useEffect(() => {
    pushCheckoutEvent(checkoutEvent("begin_checkout", analyticsBookingFromCheckout(room, props.priced)));
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onPay(event: FormEvent) {
    event.preventDefault();
    setPayMessage(null);
    if (billing.checking) return;
    if (billing.gst && Object.keys(billing.problems).length > 0) return refuseBilling();
    if (!terms) {
      setTermsRefused(true);
      document.getElementById("checkout-terms")?.focus();
      return;
    }
    void checkedBilling().then((checked) => {
      if (checked === "refused") return refuseBilling();
      void payment.payNow({
        voucherCode: offers.voucher?.code,
        billingState: billing.billingState,
        billing: checked ?? undefined,
        notes,
        guestEmails: guests,
      });
    });
  }

  /** The GST details as the /checkout action checked them (the contract's schema), if wanted. */
  async function checkedBilling() {
    if (!billing.gst) return null;
    const answer = await billing.checkOnServer();
    return answer.details ?? "refused";
  }

  function refuseBilling() {
    billing.touchAll();
    document.getElementById("gst-details")?.scrollIntoView({ block: "center" });
    setPayMessage("Please check your GST details.");
  }

  const disabled = pricing.pricing || payment.busy;
  return (
    <div className="checkout container">
      <h1 className="checkout__title">Billing and payment</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <CheckoutSummary draft={draft} room={room} priced={pricing.priced} editTo={props.editTo} notes={notes} guests={guests} />
          <OffersPanel offers={offers} coupons={props.coupons} discount={pricing.priced.discount} disabled={disabled} />
          <GstDetailsPanel
            billing={billing}
            states={props.states}
            centreState={room.centreState}
            constraint={props.billingConstraint}
            disabled={payment.busy}
          />
        </div>
        <aside className="checkout__aside" aria-labelledby="total-title">
          <TotalPanel
            priced={pricing.priced}
            pricing={pricing.pricing}
            roomLabel={roomAmountLabel({
              spaceTypeName: room.space_type_name,
              quantity: pricing.priced.quantity,
              passOptionName: pricing.priced.pass_option_name,
            })}
            cancellationPolicy={props.cancellationPolicy}
            terms={{ accepted: terms, refused: termsRefused, onChange: setTerms }}
            payment={payment}
            csrfToken={props.csrfToken}
            onPay={onPay}
          />
        </aside>
      </div>
    </div>
  );
}
