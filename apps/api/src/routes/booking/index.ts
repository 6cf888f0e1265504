import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../envelope";
import { roomMenu, validateBooking } from "../../services/booking-validation";
import { bookingEndpoints } from "@workbay/contracts/endpoints/booking";
import { READS_NO_AVAILABILITY, registerEndpoint } from "../../register-endpoint";

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    bookingEndpoints.validate,
    async (request) => {
      // Anonymous visitors may price a booking; a session adds the per-user voucher limit.
      // Validate changes nothing, so it needs no CSRF token.
      const user = await app.peekUser(request);
      return ok(await validateBooking(app.db, request.body, app.clock(), { userId: user?.id ?? null, gstRateBp: app.config.gstRateBp }));
    },
    { keepsPages: true },
  );

  // A centre's menu: no taken slot or pass (the kept pages, register-endpoint.ts).
  registerEndpoint(
    app,
    bookingEndpoints.addOns,
    async (request) => ok(await roomMenu(app.db, request.query, app.clock())),
    READS_NO_AVAILABILITY,
  );
};
