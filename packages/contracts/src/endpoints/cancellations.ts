import { defineEndpoint } from "../endpoint";
import {
  CancelBookingBody,
  CancellationQuoteResponse,
  CancellationResultResponse,
  PolicySummaryQuery,
  PolicySummaryResponse,
} from "../cancellation";
import { BookingIdParams } from "../checkout";

/** Customer cancellations (issue 16, decision 0028): the policy, a booking's quote, and the cancellation. */
export const cancellationEndpoints = {
  policy: defineEndpoint({
    method: "GET",
    path: "/passy/v1/cancellation-policy",
    query: PolicySummaryQuery,
    response: PolicySummaryResponse,
    errors: [400, 401, 403, 404, 409],
    auth: "public",
    tags: ["bookings"],
    summary: "A space type's cancellation and change policy in words (room page, checkout)",
  }),
  quote: defineEndpoint({
    method: "GET",
    path: "/passy/v1/booking/:bookingId/cancellation",
    params: BookingIdParams,
    response: CancellationQuoteResponse,
    errors: [400, 401, 403, 404, 409],
    auth: "user",
    tags: ["bookings"],
    summary: "What cancelling one's booking now would do: cancel with the refund shown, transfer only, or nothing, and why",
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/passy/v1/booking/:bookingId/cancel",
    params: BookingIdParams,
    body: CancelBookingBody,
    response: CancellationResultResponse,
    errors: [400, 401, 403, 404, 409],
    auth: "user",
    tags: ["bookings"],
    summary: "Cancel one's confirmed booking where its policy allows: frees its slots or passes at once and starts the refund",
    description:
      "404 for anyone else's booking. 409 with the reason (citing the booking terms) when the policy or the booking's state does not allow it: already cancelled, started or ended, not cancellable, or too little notice, or a refund other than `expected_refund` (the one the customer was shown); nothing changes. Of concurrent cancellations exactly one succeeds.",
  }),
};
