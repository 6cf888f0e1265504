import { defineEndpoint } from "../endpoint";
import {
  BookingChangeResultResponse,
  ChangeAddOnsBody,
  ChangePaymentBody,
  RescheduleBookingBody,
  TransferBookingBody,
} from "../booking-change";
import { BookingIdParams } from "../checkout";

const REFUSALS =
  "404 for anyone else's booking. 409 with the reason (citing the booking terms) when the policy or the booking's state does not allow it (cancelled, unpaid, started or ended, not allowed, too little notice), when the new date or time is taken, or when the booking was changed meanwhile; 400 for a date or time that cannot be booked or is not a change. Nothing changes on a refusal. Of concurrent changes of one booking exactly one succeeds.";

/** Changes after booking (issue 16, decision 0028): a day pass to another date, a timed room to another time. */
export const bookingChangeEndpoints = {
  transfer: defineEndpoint({
    method: "POST",
    path: "/passy/v1/booking/:bookingId/transfer",
    params: BookingIdParams,
    body: TransferBookingBody,
    response: BookingChangeResultResponse,
    errors: [400, 401, 403, 404, 409, 422],
    auth: "user",
    tags: ["bookings"],
    summary: "Transfer one's confirmed day pass to another date where the policy allows (same price: nothing is charged)",
    description: `The new date's passes are taken and the old date's given back in one transaction. ${REFUSALS}`,
  }),
  reschedule: defineEndpoint({
    method: "POST",
    path: "/passy/v1/booking/:bookingId/reschedule",
    params: BookingIdParams,
    body: RescheduleBookingBody,
    response: BookingChangeResultResponse,
    errors: [400, 401, 403, 404, 409, 422],
    auth: "user",
    tags: ["bookings"],
    summary: "Move one's confirmed timed booking to another free slot range of the same room (any length), up to the policy's notice",
    description: `The new slots are held before the old ones are released, in one transaction. A cheaper time is applied at once and the difference refunded (with a GST credit note); a dearer one answers change.status pending_payment with a payment order for the difference, the new slots held beside the old ones until the hold lapses, and is applied only when that payment is captured. ${REFUSALS}`,
  }),
  changeAddOns: defineEndpoint({
    method: "POST",
    path: "/passy/v1/booking/:bookingId/add-ons",
    params: BookingIdParams,
    body: ChangeAddOnsBody,
    response: BookingChangeResultResponse,
    errors: [400, 401, 403, 404, 409, 422],
    auth: "user",
    tags: ["bookings"],
    summary: "Change the F&B add-ons of one's confirmed room booking up to the policy's cut-off; the difference is charged or refunded",
    description: `The items are checked like a new booking's (menu, notice, quantities). Fewer or cheaper items: applied at once, the difference refunded with a credit note; more: a payment order for the difference, applied when paid. ${REFUSALS}`,
  }),
  changePayment: defineEndpoint({
    method: "POST",
    path: "/passy/v1/booking/:bookingId/change-payment",
    params: BookingIdParams,
    body: ChangePaymentBody,
    response: BookingChangeResultResponse,
    errors: [400, 401, 403, 404, 409, 422],
    auth: "user",
    tags: ["bookings"],
    summary: "The page's callback after paying a change's difference: verified by the payment signature, applies the change once",
    description:
      "The provider's webhook applies it too; whichever comes first applies it, the rest answer the same result. A payment that arrives after the change's hold lapsed (or after the booking was cancelled) is refunded in full; change.status is then lapsed. 400 for a bad signature or another booking's order; 404 for anyone else's booking.",
  }),
};
