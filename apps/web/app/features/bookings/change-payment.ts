/**
 * Where Razorpay's checkout sends the browser after paying a change's difference: back to the
 * booking page with Razorpay's signed answer (its loader posts it to the change-payment call,
 * like the test gateway's return), or with the failure (the page says the booking is unchanged).
 */
import type { RazorpayFailure, RazorpaySuccess } from "../../shared/payment/razorpay-checkout";

export function changePaidHref(bookingId: string, response: RazorpaySuccess): string {
  const query = new URLSearchParams({
    razorpay_order_id: response.razorpay_order_id,
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_signature: response.razorpay_signature,
  });
  return `/view-booking/${bookingId}?${query.toString()}`;
}

export function changeFailedHref(bookingId: string, response: RazorpayFailure): string {
  const query = new URLSearchParams({
    error_code: (response.error?.code ?? "PAYMENT_FAILED").slice(0, 100),
    error_description: (response.error?.description ?? "Payment failed").slice(0, 300),
  });
  return `/view-booking/${bookingId}?${query.toString()}`;
}
