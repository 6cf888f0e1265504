import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CancellationQuoteResponse,
  CancellationResultResponse,
  PolicySummaryQuery,
  PolicySummaryResponse,
} from "@workbay/contracts/cancellation";
import { BookingIdParams } from "@workbay/contracts/checkout";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { ok } from "../../envelope";
import { CANCELLATION_MESSAGES, cancelBooking, cancellationQuote, policySummary } from "../../services/cancellations";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** Customer cancellations (issue 16, decision 0028): the policy, a booking's quote, and the cancellation. */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: [app.requireUser] };
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;

  app.get(
    "/passy/v1/cancellation-policy",
    {
      schema: {
        tags: ["bookings"],
        summary: "A space type's cancellation and change policy in words (room page, checkout)",
        querystring: PolicySummaryQuery,
        response: { 200: PolicySummaryResponse, ...errors },
      },
    },
    async (request) => ok(await policySummary(app.db, request.query.space_type)),
  );

  app.get(
    "/passy/v1/booking/:bookingId/cancellation",
    {
      schema: {
        tags: ["bookings"],
        summary: "What cancelling one's booking now would do: cancel with the refund shown, transfer only, or nothing, and why",
        params: BookingIdParams,
        response: { 200: CancellationQuoteResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .headers({ "cache-control": "private, no-store" })
        .send(ok(await cancellationQuote(app.checkout, me(request), request.params.bookingId, app.clock()))),
  );

  app.post(
    "/passy/v1/booking/:bookingId/cancel",
    {
      schema: {
        tags: ["bookings"],
        summary: "Cancel one's confirmed booking where its policy allows: frees its slots or passes at once and starts the refund",
        description:
          "404 for anyone else's booking. 409 with the reason (citing the booking terms) when the policy or the booking's state does not allow it: already cancelled, started or ended, not cancellable, or too little notice; nothing changes. Of concurrent cancellations exactly one succeeds.",
        params: BookingIdParams,
        response: { 200: CancellationResultResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) =>
      ok(await cancelBooking(app.checkout, me(request), request.params.bookingId, app.clock()), CANCELLATION_MESSAGES.cancelled),
  );
};
