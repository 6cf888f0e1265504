import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AddOnsQuery, AddOnsResponse, ValidateBody, ValidateResponse } from "@workbay/contracts/booking";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { ok } from "../../envelope";
import { roomMenu, validateBooking } from "../../services/booking-validation";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/passy/v1/validate",
    {
      schema: {
        tags: ["booking"],
        summary: "Check a booking against every rule and price it",
        body: ValidateBody,
        response: { 200: ValidateResponse, ...errors },
      },
    },
    async (request) => {
      // Anonymous visitors may price a booking; a session adds the per-user voucher limit.
      // Validate changes nothing, so it needs no CSRF token.
      const user = await app.peekUser(request);
      return ok(await validateBooking(app.db, request.body, app.clock(), { userId: user?.id ?? null, gstRateBp: app.config.gstRateBp }));
    },
  );

  app.get(
    "/passy/v1/add_ons",
    {
      schema: {
        tags: ["booking"],
        summary: "A room's F&B menu, marked available for the meeting's first slot",
        querystring: AddOnsQuery,
        response: { 200: AddOnsResponse, ...errors },
      },
    },
    async (request) => ok(await roomMenu(app.db, request.query, app.clock())),
  );
};
