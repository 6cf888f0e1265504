import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../envelope";
import { createHumanCheck } from "../../services/human-check";
import { createLead, issueLeadFormToken, type LeadContext } from "../../services/leads";
import { leadEndpoints } from "@workbay/contracts/endpoints/leads";
import { registerEndpoint } from "../../register-endpoint";

/** The cookie part B's landing pages write with the utm_* parameters (001 spec section 3). */
const UTM_COOKIE = "utm";

/** Enquiries and event enquiries (issue 12, decision 0019). */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: LeadContext = {
    db: app.db,
    secret: app.secretKey,
    humanCheck: createHumanCheck({ db: app.db, secret: app.secretKey, recaptcha: app.config.recaptcha }),
  };

  registerEndpoint(
    app,
    leadEndpoints.createLead,
    async (request, reply) => {
      const created = await createLead(
        ctx,
        request.body,
        { ip: request.ip, utmCookie: request.cookies[UTM_COOKIE], userAgent: request.headers["user-agent"] },
        app.clock(),
      );
      // A repeat of a form sent minutes ago is not a new lead: 200 with the stored one's reference.
      const status = created.duplicate ? 200 : 201;
      reply.code(status);
      return ok(created, "Thank you! We have received your enquiry.", status);
    },
    {
      preHandler: [
        app.accountLimits.leadPerIp,
        // Senders without the proof of work (no JavaScript) get a tighter limit of their own.
        async (request, reply) => {
          if (!request.body.human_check) await app.accountLimits.leadWithoutCheckPerIp(request, reply);
        },
      ],
      keepsPages: true,
    },
  );

  registerEndpoint(app, leadEndpoints.formToken, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return ok({ form_token: await issueLeadFormToken(app.secretKey, app.clock()) });
  });
};
