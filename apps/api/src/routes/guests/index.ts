import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { GuestAddOnResponse, GuestTokenQuery, RecordGuestPreferenceBody, RecordGuestPreferenceResponse } from "@workbay/contracts/guest";
import { ok } from "../../envelope";
import { guestAddOn, recordGuestChoice } from "../../services/guest-links";

const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope };

/** Guest add-on links: read-only GET, and the POST that records the guest's choice (DECISIONS.md section 7). */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/passy/v1/get_guest_add_on",
    {
      schema: {
        tags: ["guests"],
        summary: "The booking an invited guest may choose food for (signed link token)",
        querystring: GuestTokenQuery,
        response: { 200: GuestAddOnResponse, ...errors },
      },
    },
    async (request) => ok(await guestAddOn(app.db, app.secretKey, request.query.token, app.clock())),
  );

  app.post(
    "/passy/v1/record_guest_preference",
    {
      schema: {
        tags: ["guests"],
        summary:
          "Record an invited guest's comment and one chosen add-on from High Tea or Meals, served for the meeting's start (422 otherwise)",
        body: RecordGuestPreferenceBody,
        response: { 200: RecordGuestPreferenceResponse, ...errors },
      },
    },
    async (request) => {
      await recordGuestChoice(app.db, app.secretKey, request.body, app.clock());
      return ok({ recorded: true }, "Your dietary preferences have been noted.");
    },
  );
};
