/**
 * The least a booking is paid: the payment gateways take no order below ₹1 (Razorpay's minimum).
 * A room is priced at least this much (the console's room form), and a promo code leaves at least
 * this much to pay (`voucherDiscountPaise`; decisions 0040 and 0042).
 */
export const MIN_PAYABLE_PAISE = 100;
