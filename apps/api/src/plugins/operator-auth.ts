import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "@workbay/domain/app-error";
import { OPERATOR_MESSAGES, canAccessCentre, type OperatorScope } from "@workbay/domain/operator-access";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import type { OperatorRecord } from "@workbay/db/repositories/operators-repository";
import { OPERATOR_COOKIE, operatorCsrfMatches, operatorSessionOfToken } from "../services/operator-sessions";
import { memoised, noteSessionAsked } from "../services/session-memo";

export type OperatorAuth = { sessionId: string; expiresAt: Date };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator, set by `requireOperator` / `requireAdmin`. */
    operator: OperatorRecord | null;
    operatorAuth: OperatorAuth | null;
  }
  interface FastifyInstance {
    /** preHandler of every console call: 401 without a live operator session (a customer's session is none); 403 for a change without the CSRF header. */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: requireOperator, then 403 unless the operator is an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The operator of a request that passed requireOperator. */
export function operatorOf(request: FastifyRequest): OperatorRecord {
  if (!request.operator) throw new AppError("unauthorized", OPERATOR_MESSAGES.signInRequired);
  return request.operator;
}

export function scopeOf(operator: OperatorRecord): OperatorScope {
  return { role: operator.role, centreIds: operator.centreIds };
}

/** 403 unless the operator may act on this centre. */
export function assertCentre(operator: OperatorRecord, centreId: number): void {
  if (!canAccessCentre(scopeOf(operator), centreId)) throw new AppError("forbidden", OPERATOR_MESSAGES.notYourCentre);
}

/**
 * Operator sessions (decision 0029): only the HttpOnly `opToken` cookie, signed for the
 * `operator-session` audience, so a customer's token (another audience, another cookie) never
 * passes. Changes echo the session's CSRF token in `X-CSRF-Token`.
 */
export const operatorAuth = fp(async function operatorAuth(app: FastifyInstance) {
  app.decorateRequest("operator", null);
  app.decorateRequest("operatorAuth", null);

  const requireOperator = async (request: FastifyRequest) => {
    noteSessionAsked(request.sessionMemo);
    const token = request.cookies[OPERATOR_COOKIE.session];
    const found = token
      ? await memoised(request.sessionMemo, `operator:${token}`, () => operatorSessionOfToken(app.db, app.secretKey, token, app.clock()))
      : undefined;
    if (!found) throw new AppError("unauthorized", OPERATOR_MESSAGES.signInRequired);
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers["x-csrf-token"];
      if (!operatorCsrfMatches(app.secretKey, found.session.id, typeof header === "string" ? header : undefined))
        throw new AppError("forbidden", SESSION_MESSAGES.invalidCsrf);
    }
    request.operator = found.operator;
    request.operatorAuth = { sessionId: found.session.id, expiresAt: found.session.expiresAt };
  };
  app.decorate("requireOperator", requireOperator);
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    await requireOperator(request);
    if (request.operator?.role !== "admin") throw new AppError("forbidden", OPERATOR_MESSAGES.adminOnly);
  });
});
