import { defineEndpoint } from "../endpoint";
import { BookingChangeResultResponse, RescheduleBookingBody, TransferBookingBody } from "../booking-change";
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
    summary: "Move one's confirmed timed booking to another free slot range of the same room and length, up to the policy's notice",
    description: `The new slots are held before the old ones are released, in one transaction. Only a time of the same price: another price is a 409. ${REFUSALS}`,
  }),
};
