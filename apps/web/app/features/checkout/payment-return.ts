/**
 * The payment return address, /checkout/payment: the gateway (or the Razorpay handler on the
 * checkout page) sends the browser there with the outcome in the query. Success carries
 * b_id, razorpay_order_id, razorpay_payment_id and razorpay_signature; failure carries b_id,
 * error_code and error_description; b_id alone shows the booking's payment state.
 */
import type { PaymentFailBody, PaymentOutcome, PaymentSuccessBody } from "@workbay/contracts/checkout";
import { isBookingCode } from "@workbay/domain/booking-code";
import { parseUtmCookie } from "@workbay/domain/utm";

const PAYMENT_RETURN_PATH = "/checkout/payment";

export type PaymentReturn =
  | { kind: "success"; bookingId: string; orderId: string; paymentId: string; signature: string }
  | { kind: "fail"; bookingId: string; code: string; description: string; reason: string }
  | { kind: "show"; bookingId: string };

export function parsePaymentReturn(query: URLSearchParams): PaymentReturn | null {
  const bookingId = query.get("b_id") ?? "";
  if (!isBookingCode(bookingId)) return null;
  const paymentId = query.get("razorpay_payment_id");
  const orderId = query.get("razorpay_order_id");
  const signature = query.get("razorpay_signature");
  if (paymentId && orderId && signature) return { kind: "success", bookingId, orderId, paymentId, signature };
  const code = query.get("error_code");
  const description = query.get("error_description");
  if (code || description) {
    return {
      kind: "fail",
      bookingId,
      code: (code ?? "").slice(0, 100),
      description: (description ?? "").slice(0, 1000),
      reason: (query.get("error_reason") ?? "").slice(0, 200),
    };
  }
  return { kind: "show", bookingId };
}

/** The address the gateway returns to (query appended by the gateway or the handler). */
export function paymentReturnHref(params: Record<string, string>): string {
  return `${PAYMENT_RETURN_PATH}?${new URLSearchParams(params).toString()}`;
}

/** The test gateway's page with our return address appended (it must be a same-site path). */
export function testGatewayHref(checkoutUrl: string): string {
  const separator = checkoutUrl.includes("?") ? "&" : "?";
  return `${checkoutUrl}${separator}return_to=${encodeURIComponent(PAYMENT_RETURN_PATH)}`;
}

/** Reads the `utm` cookie (the utm_* query values, as JSON or as a query string) for the success call. */
export function utmParamsFromCookie(value: string | undefined): Record<string, string> | undefined {
  return parseUtmCookie(value);
}

export function paymentSuccessBody(
  ret: Extract<PaymentReturn, { kind: "success" }>,
  extra: { amount?: number; productInfo?: string; email?: string; billingDetails?: unknown; utm?: Record<string, string> },
): PaymentSuccessBody {
  return {
    razorpay_order_id: ret.orderId,
    paymentId: ret.paymentId,
    razorpay_signature: ret.signature,
    b_id: ret.bookingId,
    ...(extra.amount !== undefined ? { amount: extra.amount } : {}),
    ...(extra.productInfo ? { product_info: extra.productInfo.slice(0, 300) } : {}),
    ...(extra.email ? { email: extra.email } : {}),
    ...(extra.billingDetails ? { billing_details: extra.billingDetails } : {}),
    ...(extra.utm ? { utm_params: extra.utm } : {}),
  };
}

export function paymentFailBody(ret: Extract<PaymentReturn, { kind: "fail" }>): PaymentFailBody {
  return {
    b_id: ret.bookingId,
    error: {
      ...(ret.code ? { code: ret.code } : {}),
      ...(ret.description ? { description: ret.description } : {}),
      ...(ret.reason ? { reason: ret.reason } : {}),
    },
  };
}

export type PaymentViewState = "confirmed" | "refund" | "retry" | "lapsed" | "cancelled";

/**
 * Which view the return page shows, from the server's payment outcome: the confirmation, the
 * refund notice for a late payment, Retry while the hold lasts (the server's can_retry), the
 * lapsed hold, or a booking the operator cancelled.
 */
export function paymentViewState(outcome: Pick<PaymentOutcome, "status" | "refund_required" | "can_retry">): PaymentViewState {
  if (outcome.refund_required) return "refund";
  if (outcome.status === "confirmed") return "confirmed";
  if (outcome.status === "cancelled") return "cancelled";
  return outcome.can_retry ? "retry" : "lapsed";
}

/** What the last attempt did, carried in the address after the outcome was posted. */
export type LastAttempt = "paid" | "failed" | null;

export function lastAttemptFrom(query: URLSearchParams): LastAttempt {
  const value = query.get("outcome");
  return value === "paid" || value === "failed" ? value : null;
}

/** The address the page moves to once it has posted an outcome (post/redirect/get). */
export function afterOutcomeHref(bookingId: string, outcome: "paid" | "failed", attempt: string): string {
  return `${PAYMENT_RETURN_PATH}?${new URLSearchParams({ b_id: bookingId, outcome, attempt }).toString()}`;
}

/** 'mm:ss' left of a hold, or null once it has lapsed. */
export function holdCountdown(holdExpiresAt: string, now: number): string | null {
  const left = Math.ceil((Date.parse(holdExpiresAt) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const minutes = Math.floor(left / 60);
  return `${String(minutes).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
}
