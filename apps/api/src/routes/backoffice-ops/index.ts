import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { backofficeOpsEndpoints } from "@workbay/contracts/endpoints/backoffice-ops";
import { OPERATOR_ADMIN_MESSAGES } from "@workbay/domain/operator-admin";
import { BLOCK_MESSAGES } from "@workbay/domain/slot-blocks";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import { CHANGES_ONLY_AVAILABILITY, registerEndpoint } from "../../register-endpoint";
import { auditLogPage, inviteOperator, operatorsForAdmin, updateOperator } from "../../services/operator-admin";
import { blockSlots, blockSlotsRecurring, blocksOfDay, unblockSlots } from "../../services/slot-blocks";
import { RECURRING_BLOCK_MESSAGES } from "@workbay/domain/recurring-blocks";

const privateAnswer = { "cache-control": "private, no-store" };

/**
 * The console's operations calls (issue 15, decision 0034): calendar blocks, operators and the
 * audit log, from the endpoint table. Each endpoint's `auth` runs `requireOperator` or `requireAdmin` first.
 */
export const backofficeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, backofficeOpsEndpoints.blocks, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await blocksOfDay(app.db, operatorOf(request), request.query.centre_id, request.query.date))),
  );

  registerEndpoint(
    app,
    backofficeOpsEndpoints.block,
    async (request) => ok(await blockSlots(app.db, operatorOf(request), request.body, app.clock()), BLOCK_MESSAGES.blocked),
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(
    app,
    backofficeOpsEndpoints.blockRecurring,
    async (request) => {
      const result = await blockSlotsRecurring(app.db, operatorOf(request), request.body, app.clock());
      const message =
        result.skipped.length === 0
          ? RECURRING_BLOCK_MESSAGES.blocked(result.blocks.length)
          : RECURRING_BLOCK_MESSAGES.blockedSkipping(result.blocks.length, result.skipped.length);
      return ok(result, message);
    },
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(
    app,
    backofficeOpsEndpoints.unblock,
    async (request) => {
      await unblockSlots(app.db, operatorOf(request), request.params.id, app.clock());
      return ok({ done: true as const }, BLOCK_MESSAGES.unblocked);
    },
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(app, backofficeOpsEndpoints.operators, async (_request, reply) =>
    reply.headers(privateAnswer).send(ok(await operatorsForAdmin(app.db))),
  );

  registerEndpoint(app, backofficeOpsEndpoints.inviteOperator, async (request) =>
    ok(
      await inviteOperator(
        { db: app.db, secret: app.secretKey, publicUrl: app.config.publicUrl },
        operatorOf(request),
        request.body,
        app.clock(),
      ),
      OPERATOR_ADMIN_MESSAGES.invited,
    ),
  );

  registerEndpoint(app, backofficeOpsEndpoints.updateOperator, async (request) =>
    ok(await updateOperator(app.db, operatorOf(request), request.params.id, request.body, app.clock()), OPERATOR_ADMIN_MESSAGES.saved),
  );

  registerEndpoint(app, backofficeOpsEndpoints.auditLog, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await auditLogPage(app.db, request.query))),
  );
};
