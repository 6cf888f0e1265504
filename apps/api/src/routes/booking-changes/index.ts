import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BookingChangeResultResponse, RescheduleBookingBody, TransferBookingBody } from "@workbay/contracts/booking-change";
import { BookingIdParams } from "@workbay/contracts/checkout";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { ok } from "../../envelope";
import { CHANGE_MESSAGES, rescheduleBooking, transferBooking } from "../../services/booking-changes";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };

const REFUSALS =
  "404 for anyone else's booking. 409 with the reason (citing the booking terms) when the policy or the booking's state does not allow it (cancelled, unpaid, started or ended, not allowed, too little notice), when the new date or time is taken, or when the booking was changed meanwhile; 400 for a date or time that cannot be booked or is not a change. Nothing changes on a refusal. Of concurrent changes of one booking exactly one succeeds.";

/** Changes after booking (issue 16, decision 0028): a day pass to another date, a timed room to another time. */
export const bookingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: [app.requireUser] };
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;

  app.post(
    "/passy/v1/booking/:bookingId/transfer",
    {
      schema: {
        tags: ["bookings"],
        summary: "Transfer one's confirmed day pass to another date where the policy allows (same price: nothing is charged)",
        description: `The new date's passes are taken and the old date's given back in one transaction. ${REFUSALS}`,
        params: BookingIdParams,
        body: TransferBookingBody,
        response: { 200: BookingChangeResultResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) =>
      ok(
        await transferBooking(app.checkout, me(request), request.params.bookingId, request.body, app.clock()),
        CHANGE_MESSAGES.transferred,
      ),
  );

  app.post(
    "/passy/v1/booking/:bookingId/reschedule",
    {
      schema: {
        tags: ["bookings"],
        summary: "Move one's confirmed timed booking to another free slot range of the same room and length, up to the policy's notice",
        description: `The new slots are held before the old ones are released, in one transaction. Only a time of the same price: another price is a 409. ${REFUSALS}`,
        params: BookingIdParams,
        body: RescheduleBookingBody,
        response: { 200: BookingChangeResultResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) =>
      ok(
        await rescheduleBooking(app.checkout, me(request), request.params.bookingId, request.body, app.clock()),
        CHANGE_MESSAGES.rescheduled,
      ),
  );
};
