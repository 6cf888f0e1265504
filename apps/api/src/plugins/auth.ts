import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "@workbay/domain/app-error";
import { SESSION_MESSAGES, sessionCookiesSecure } from "@workbay/domain/session-rules";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { COOKIE, csrfTokenMatches, sessionOfToken } from "../services/sessions";
import { memoised, noteSessionAsked, type SessionMemo } from "../services/session-memo";

export type RequestAuth = { sessionId: string; expiresAt: Date; via: "cookie" | "bearer" };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` (or `identifyUser`). */
    user: UserRecord | null;
    auth: RequestAuth | null;
    /** Set on the in-process calls of one page request: their session lookups, made once (web/direct-api-client.ts). */
    sessionMemo: SessionMemo | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a live session; 403 for a cookie-authenticated change without the CSRF header. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like requireUser, but a missing session leaves `request.user` null. */
    identifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The session's user for a call that changes nothing (a POST that only reads), no CSRF check. */
    peekUser: (request: FastifyRequest) => Promise<UserRecord | null>;
    /** Whether session cookies carry `Secure` (not in development or demo on plain http). */
    cookiesSecure: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * Sessions (DECISIONS.md section 6; docs/decisions/0007): the access token comes from an
 * `Authorization: Bearer` header or the HttpOnly `accessToken` cookie. A state-changing call
 * authenticated by the cookie must echo the `csrfToken` cookie in `X-CSRF-Token` (a page on
 * another site can make the browser send the cookie, but cannot read it); one authenticated
 * by the header needs no CSRF token, since no browser adds that header on its own.
 */
export const auth = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("auth", null);
  app.decorateRequest("sessionMemo", null);
  app.decorate("cookiesSecure", sessionCookiesSecure(app.config.mode, app.config.publicUrl));

  async function authenticate(request: FastifyRequest): Promise<{ user: UserRecord; auth: RequestAuth } | undefined> {
    // Asked, whatever the answer: a page's answer now depends on who is signed in (web/page-cache.ts).
    noteSessionAsked(request.sessionMemo);
    const now = app.clock();
    const sessionOf = (token: string) =>
      memoised(request.sessionMemo, `user:${token}`, () => sessionOfToken(app.db, app.secretKey, token, now));
    const bearer = bearerToken(request);
    if (bearer) {
      const found = await sessionOf(bearer);
      if (found) return { user: found.user, auth: { sessionId: found.session.id, expiresAt: found.session.expiresAt, via: "bearer" } };
    }
    const cookie = request.cookies[COOKIE.access];
    if (cookie) {
      const found = await sessionOf(cookie);
      if (found) return { user: found.user, auth: { sessionId: found.session.id, expiresAt: found.session.expiresAt, via: "cookie" } };
    }
    return undefined;
  }

  function checkCsrf(request: FastifyRequest, found: RequestAuth): void {
    if (found.via !== "cookie" || SAFE_METHODS.has(request.method)) return;
    const header = request.headers["x-csrf-token"];
    if (!csrfTokenMatches(app.secretKey, found.sessionId, typeof header === "string" ? header : undefined)) {
      throw new AppError("forbidden", SESSION_MESSAGES.invalidCsrf);
    }
  }

  app.decorate("requireUser", async (request: FastifyRequest) => {
    const found = await authenticate(request);
    if (!found) throw new AppError("unauthorized", SESSION_MESSAGES.loginRequired);
    checkCsrf(request, found.auth);
    request.user = found.user;
    request.auth = found.auth;
  });

  app.decorate("peekUser", async (request: FastifyRequest) => (await authenticate(request))?.user ?? null);

  app.decorate("identifyUser", async (request: FastifyRequest) => {
    const found = await authenticate(request);
    if (!found) return;
    checkCsrf(request, found.auth);
    request.user = found.user;
    request.auth = found.auth;
  });
});
