/**
 * Sends the browser to pay a payment order: the local test gateway page (demo and development),
 * or Razorpay's checkout opened over the page. Both end on /checkout/payment with the outcome
 * in the query, which posts the success or the failure once.
 */
import type { PaymentOrder } from "@workbay/contracts/checkout";
import { paymentReturnHref, testGatewayHref } from "./payment-return";

const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };
type RazorpayInstance = { open(): void; on(event: "payment.failed", handler: (response: RazorpayFailure) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let scriptLoading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  scriptLoading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Razorpay did not load"));
    };
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error("Razorpay did not load"));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

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
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.key_id,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    name: "Workbay",
    description: order.description,
    prefill: order.prefill,
    theme: { color: "#0f766e" },
    handler: (response: RazorpaySuccess) =>
      callbacks.go(
        paymentReturnHref({
          b_id: order.b_id,
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        }),
      ),
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on("payment.failed", (response) =>
    callbacks.go(
      paymentReturnHref({
        b_id: order.b_id,
        error_code: response.error?.code ?? "PAYMENT_FAILED",
        error_description: response.error?.description ?? "Payment failed",
        ...(response.error?.reason ? { error_reason: response.error.reason } : {}),
      }),
    ),
  );
  checkout.open();
}
