// Pay: the terms are checked, the booking priced once more (a changed total stops here), held
// (POST booking) and handed to the payment gateway in the browser; a dismissed gateway leaves
// the hold with its countdown, a way back to the gateway and a way to release it.
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { BillingDetails, PaymentOrder } from "@workbay/contracts/checkout";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { apiCall } from "../../shared/session/browser-api";
import type { CheckoutRoom } from "./checkout-room";
import { analyticsBookingFromCheckout, checkoutEvent, pushCheckoutEvent, recordCheckoutBooking } from "./analytics";
import { bookingCreateBodyFor, type CheckoutDraft } from "./checkout-draft";
import { GATEWAY_UNAVAILABLE_MESSAGE, openPaymentGateway } from "./payment-gateway";
import type { usePricing } from "./use-pricing";

export type PayState = { step: "idle" } | { step: "working"; label: string } | { step: "holding"; order: PaymentOrder; dismissed: boolean };

const TOTAL_CHANGED = "The total has changed. Please check the new amount and press Pay again.";
const LOGIN_AGAIN = `/login?redirect=${encodeURIComponent("/checkout")}`;

/** What the booking is created with, read when Pay is pressed. */
export type PayInput = {
  voucherCode: string | undefined;
  billingState: string;
  /** The GST invoice's details as the /checkout action checked them; none without a GST invoice. */
  billing: BillingDetails | undefined;
  notes: string;
  guestEmails: string[];
};

export function usePayment(draft: CheckoutDraft, room: CheckoutRoom, { priced, reprice }: ReturnType<typeof usePricing>) {
  const navigate = useNavigate();
  const [pay, setPay] = useState<PayState>({ step: "idle" });
  const [payMessage, setPayMessage] = useState<string | null>(null);
  // The booker's unpaid bookings when the live-hold limit refused a new one (links to them).
  const [pendingBookings, setPendingBookings] = useState<string[]>([]);
  const paying = useRef(false);

  async function openGateway(order: PaymentOrder) {
    try {
      await openPaymentGateway(order, {
        go: (href) => navigate(href),
        onDismiss: () => setPay({ step: "holding", order, dismissed: true }),
      });
    } catch {
      setPay({ step: "holding", order, dismissed: true });
      setPayMessage(GATEWAY_UNAVAILABLE_MESSAGE);
    }
  }

  async function payNow(input: PayInput) {
    if (paying.current) return;
    paying.current = true;
    try {
      pushCheckoutEvent(checkoutEvent("payment_checkout", analyticsBookingFromCheckout(room, priced)));
      setPay({ step: "working", label: "Checking your booking…" });
      const shownTotal = priced.total_amount;
      const fresh = await reprice({ voucherCode: input.voucherCode, billingState: input.billingState });
      if (!fresh.ok) {
        if (fresh.status === 401) return navigate(LOGIN_AGAIN);
        setPay({ step: "idle" });
        return setPayMessage(fresh.message);
      }
      if (fresh.priced.total_amount !== shownTotal) {
        setPay({ step: "idle" });
        return setPayMessage(TOTAL_CHANGED);
      }
      setPay({ step: "working", label: "Holding your booking…" });
      const body = bookingCreateBodyFor(draft, fresh.priced, {
        shownTotal,
        notes: input.notes,
        guestEmails: input.guestEmails,
        billing: input.billing,
        termsAccepted: true,
      });
      const created = await apiCall(browserEndpoints.checkout.createBooking, { body });
      if (!created.ok || !created.data) {
        setPay({ step: "idle" });
        if (created.status === 401) return navigate(LOGIN_AGAIN);
        setPayMessage(created.message);
        setPendingBookings(created.pendingBookings);
        // A slot taken meanwhile or a changed price: show the server's current numbers.
        if (created.status === 409) void reprice({ voucherCode: input.voucherCode, billingState: input.billingState });
        return;
      }
      const order = created.data;
      recordCheckoutBooking(order.b_id, analyticsBookingFromCheckout(room, fresh.priced));
      setPay({ step: "holding", order, dismissed: false });
      await openGateway(order);
    } finally {
      paying.current = false;
    }
  }

  const holdLapsed = useCallback(() => {
    setPay({ step: "idle" });
    setPayMessage("The hold on your booking has lapsed. Press Pay to book it again.");
  }, []);

  const busy = pay.step !== "idle" && !(pay.step === "holding" && pay.dismissed);
  return { pay, payMessage, setPayMessage, pendingBookings, payNow, openGateway, holdLapsed, busy };
}
