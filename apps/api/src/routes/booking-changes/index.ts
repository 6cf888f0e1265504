import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { ok } from "../../envelope";
import { CHANGE_MESSAGES, changeAddOns, changePaymentSucceeded, rescheduleBooking, transferBooking } from "../../services/booking-changes";
import { bookingChangeEndpoints } from "@workbay/contracts/endpoints/booking-changes";
import { CHANGES_ONLY_AVAILABILITY, registerEndpoint } from "../../register-endpoint";

/** Changes after booking (issue 16, decision 0028): a day pass to another date, a timed room to another time. */
// A public page shows of a booking's change only the slots it takes or frees (register-endpoint.ts keepsPages).
export const bookingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;

  registerEndpoint(
    app,
    bookingChangeEndpoints.transfer,
    async (request) =>
      ok(
        await transferBooking(app.checkout, me(request), request.params.bookingId, request.body, app.clock()),
        CHANGE_MESSAGES.transferred,
      ),
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(
    app,
    bookingChangeEndpoints.reschedule,
    async (request) => {
      const result = await rescheduleBooking(app.checkout, me(request), request.params.bookingId, request.body, app.clock());
      const pending = result.change?.status === "pending_payment" ? result.change.payment : null;
      return ok(result, pending ? CHANGE_MESSAGES.payDifference(pending.amount) : CHANGE_MESSAGES.rescheduled);
    },
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(app, bookingChangeEndpoints.changeAddOns, async (request) => {
    const result = await changeAddOns(app.checkout, me(request), request.params.bookingId, request.body, app.clock());
    const pending = result.change?.status === "pending_payment" ? result.change.payment : null;
    return ok(result, pending ? CHANGE_MESSAGES.payDifference(pending.amount) : CHANGE_MESSAGES.addOnsChanged);
  });

  registerEndpoint(
    app,
    bookingChangeEndpoints.changePayment,
    async (request) => {
      const result = await changePaymentSucceeded(app.checkout, me(request), request.params.bookingId, request.body, app.clock());
      return ok(result, result.change?.status === "applied" ? CHANGE_MESSAGES.changePaid : CHANGE_MESSAGES.changeLapsed);
    },
    CHANGES_ONLY_AVAILABILITY,
  );
};
