import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { ok } from "../../envelope";
import { CANCELLATION_MESSAGES, cancelBooking, cancellationQuote, policySummary } from "../../services/cancellations";
import { cancellationEndpoints } from "@workbay/contracts/endpoints/cancellations";
import { CHANGES_ONLY_AVAILABILITY, READS_NO_AVAILABILITY, registerEndpoint } from "../../register-endpoint";

/** Customer cancellations (issue 16, decision 0028): the policy, a booking's quote, and the cancellation. */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;

  registerEndpoint(
    app,
    cancellationEndpoints.policy,
    async (request) => ok(await policySummary(app.db, request.query.space_type)),
    READS_NO_AVAILABILITY,
  );

  registerEndpoint(app, cancellationEndpoints.quote, async (request, reply) =>
    reply
      .headers({ "cache-control": "private, no-store" })
      .send(ok(await cancellationQuote(app.checkout, me(request), request.params.bookingId, app.clock()))),
  );

  registerEndpoint(
    app,
    cancellationEndpoints.cancel,
    async (request) =>
      ok(
        await cancelBooking(app.checkout, me(request), request.params.bookingId, app.clock(), request.body.expected_refund),
        CANCELLATION_MESSAGES.cancelled,
      ),
    // What a public page shows of it is the freed slots (register-endpoint.ts keepsPages).
    CHANGES_ONLY_AVAILABILITY,
  );
};
