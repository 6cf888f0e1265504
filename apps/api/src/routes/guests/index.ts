import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../envelope";
import { guestAddOn, recordGuestChoice } from "../../services/guest-links";
import { guestEndpoints } from "@workbay/contracts/endpoints/guests";
import { registerEndpoint } from "../../register-endpoint";

/** Guest add-on links: read-only GET, and the POST that records the guest's choice (DECISIONS.md section 7). */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, guestEndpoints.guestAddOn, async (request) =>
    ok(await guestAddOn(app.db, app.secretKey, request.query.token, app.clock())),
  );

  registerEndpoint(app, guestEndpoints.recordPreference, async (request) => {
    await recordGuestChoice(app.db, app.secretKey, request.body, app.clock());
    return ok({ recorded: true }, "Your dietary preferences have been noted.");
  });
};
