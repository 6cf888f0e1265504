/**
 * Sends the browser to pay a payment order: the local test gateway page (demo and development),
 * or Razorpay's checkout opened over the page. Both end on /checkout/payment with the outcome
 * in the query, which posts the success or the failure once.
 */
import type { PaymentOrder } from "@workbay/contracts/checkout";
import { openRazorpayCheckout } from "../../shared/payment/razorpay-checkout";
import { paymentReturnHref, testGatewayHref } from "./payment-return";

export type GatewayCallbacks = {
  /** Moves the page on (React Router's navigate, or a full load). */
  go: (href: string) => void;
  /** Razorpay's window was closed without paying: the hold still runs. */
  onDismiss: () => void;
};

export const GATEWAY_UNAVAILABLE_MESSAGE = "We could not open the payment window. Please check your connection and try again.";

/** Opens the order's gateway; rejects only when it cannot be opened at all. */
export async function openPaymentGateway(order: PaymentOrder, callbacks: GatewayCallbacks): Promise<void> {
  if (order.gateway === "test") {
    if (!order.checkout_url) throw new Error("test gateway without a checkout page");
    // The gateway page is served by the API, not a route of this app: a full page load.
    window.location.assign(testGatewayHref(order.checkout_url));
    return;
  }
  await openRazorpayCheckout(order, {
    onPaid: (response) =>
      callbacks.go(
        paymentReturnHref({
          b_id: order.b_id,
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        }),
      ),
    onFailed: (response) =>
      callbacks.go(
        paymentReturnHref({
          b_id: order.b_id,
          error_code: response.error?.code ?? "PAYMENT_FAILED",
          error_description: response.error?.description ?? "Payment failed",
          ...(response.error?.reason ? { error_reason: response.error.reason } : {}),
        }),
      ),
    onDismiss: callbacks.onDismiss,
  });
}
