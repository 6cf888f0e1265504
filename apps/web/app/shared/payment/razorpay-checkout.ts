/**
 * Razorpay's checkout opened over the page for a payment order (its script loaded once, on
 * demand): a booking's payment (checkout) and a change's difference (the booking page) alike.
 * What happens after is the caller's: each moves the browser to its own return address.
 */
import type { PaymentOrder } from "@workbay/contracts/checkout";

const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };
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

export type RazorpayHandlers = {
  onPaid: (response: RazorpaySuccess) => void;
  onFailed: (response: RazorpayFailure) => void;
  /** The window was closed without paying: the hold still runs. */
  onDismiss: () => void;
};

/** Opens Razorpay's checkout for the order; rejects only when its script cannot be loaded. */
export async function openRazorpayCheckout(order: PaymentOrder, handlers: RazorpayHandlers): Promise<void> {
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
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on("payment.failed", handlers.onFailed);
  checkout.open();
}
