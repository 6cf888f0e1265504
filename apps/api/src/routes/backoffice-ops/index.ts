import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DoneData } from "@workbay/contracts/backoffice";
import {
  AuditLogQuery,
  AuditLogResponse,
  BlockParams,
  BlocksQuery,
  BlocksResponse,
  CreateBlockBody,
  InviteOperatorBody,
  OperatorListResponse,
  OperatorListedResponse,
  OperatorParams,
  SlotBlockResponse,
  UpdateOperatorBody,
} from "@workbay/contracts/backoffice-ops";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { OPERATOR_ADMIN_MESSAGES } from "@workbay/domain/operator-admin";
import { BLOCK_MESSAGES } from "@workbay/domain/slot-blocks";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import { auditLogPage, inviteOperator, operatorsForAdmin, updateOperator } from "../../services/operator-admin";
import { blockSlots, blocksOfDay, unblockSlots } from "../../services/slot-blocks";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
const PREFIX = "/backoffice-service/api/v1";
const privateAnswer = { "cache-control": "private, no-store" };

/**
 * The console's operations calls (issue 15, decision 0034): calendar blocks, operators, the
 * audit log and charts. Every call runs `requireOperator` or `requireAdmin` first.
 */
export const backofficeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = { preHandler: [app.requireOperator] };
  const admin = { preHandler: [app.requireAdmin] };
  const tags = ["backoffice"];

  app.get(
    `${PREFIX}/blocks`,
    {
      schema: {
        tags,
        summary: "A centre's blocked slots on a date (maintenance, private use)",
        querystring: BlocksQuery,
        response: { 200: BlocksResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await blocksOfDay(app.db, operatorOf(request), request.query.centre_id, request.query.date))),
  );

  app.post(
    `${PREFIX}/blocks`,
    {
      schema: {
        tags,
        summary: "Block a room's slots through the rule that prevents double booking (a taken slot is a 409; audited)",
        body: CreateBlockBody,
        response: { 200: SlotBlockResponse, ...errors },
      },
      ...operator,
    },
    async (request) => ok(await blockSlots(app.db, operatorOf(request), request.body, app.clock()), BLOCK_MESSAGES.blocked),
  );

  app.delete(
    `${PREFIX}/blocks/:id`,
    {
      schema: {
        tags,
        summary: "Remove a block: its slots are free at once (audited)",
        params: BlockParams,
        response: { 200: DoneData, ...errors },
      },
      ...operator,
    },
    async (request) => {
      await unblockSlots(app.db, operatorOf(request), request.params.id, app.clock());
      return ok({ done: true as const }, BLOCK_MESSAGES.unblocked);
    },
  );

  app.get(
    `${PREFIX}/operators`,
    {
      schema: {
        tags,
        summary: "Every operator with role, centres and state, and the centres to assign (admins)",
        response: { 200: OperatorListResponse, ...errors },
      },
      ...admin,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await operatorsForAdmin(app.db))),
  );

  app.post(
    `${PREFIX}/operators`,
    {
      schema: {
        tags,
        summary: "Invite an operator: e-mails a link that sets their password (72 hours, once; admins; audited)",
        body: InviteOperatorBody,
        response: { 200: OperatorListedResponse, ...errors },
      },
      ...admin,
    },
    async (request) =>
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

  app.put(
    `${PREFIX}/operators/:id`,
    {
      schema: {
        tags,
        summary: "Change an operator's role, centres and active flag; deactivation ends their sessions at once (admins; audited)",
        params: OperatorParams,
        body: UpdateOperatorBody,
        response: { 200: OperatorListedResponse, ...errors },
      },
      ...admin,
    },
    async (request) =>
      ok(await updateOperator(app.db, operatorOf(request), request.params.id, request.body, app.clock()), OPERATOR_ADMIN_MESSAGES.saved),
  );

  app.get(
    `${PREFIX}/audit-log`,
    {
      schema: {
        tags,
        summary: "Every operator change, newest first, by operator, action, entity and dates (50 a page; admins)",
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse, ...errors },
      },
      ...admin,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await auditLogPage(app.db, request.query))),
  );
};
