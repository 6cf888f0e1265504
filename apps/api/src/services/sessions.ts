import { timingSafeEqual } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { LoginData, SessionProfile } from "@workbay/contracts/accounts";
import { imageUrl } from "@workbay/domain/image-sizes";
import { SESSION_DURATION_MS, loginMarker, sessionExpiresAt } from "@workbay/domain/session-rules";
import type { Database } from "@workbay/db/client";
import { findLiveSession, insertSession, isSessionLive, revokeSession } from "@workbay/db/repositories/sessions-repository";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { keyedDigest, readToken, signToken } from "./signed-tokens";

export const COOKIE = { access: "accessToken", marker: "_lgn", profile: "userProfile", csrf: "csrfToken" } as const;

export type IssuedSession = { sessionId: string; token: string; expiresAt: Date; csrfToken: string };

/** The double-submit CSRF value of a session: derived from its id, so it cannot be planted. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return keyedDigest(secret, "csrf", sessionId);
}

export function csrfTokenMatches(secret: string, sessionId: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Stores a 24-hour session and signs its access token (session id and e-mail). */
export async function startSession(db: Database, secret: string, user: UserRecord, now: Date): Promise<IssuedSession> {
  const session = await insertSession(db, user.id, sessionExpiresAt(now), now);
  const token = await signToken(secret, "session", { sid: session.id, email: user.email ?? "", sub: user.id }, session.expiresAt, now);
  return { sessionId: session.id, token, expiresAt: session.expiresAt, csrfToken: csrfTokenFor(secret, session.id) };
}

/** The live session and user of an access token; undefined when forged, expired or revoked. */
export async function sessionOfToken(db: Database, secret: string, token: string, now: Date) {
  const sessionId = await sessionIdOf(secret, token, now);
  return sessionId === undefined ? undefined : findLiveSession(db, sessionId, now);
}

/** Whether an access token names a live session (as `sessionOfToken`, without reading the user). */
export async function sessionTokenIsLive(db: Database, secret: string, token: string, now: Date): Promise<boolean> {
  const sessionId = await sessionIdOf(secret, token, now);
  return sessionId !== undefined && isSessionLive(db, sessionId, now);
}

/**
 * Session tokens whose signature was checked, by secret: the HMAC check through WebCrypto costs
 * about 0.2 ms, and a token's signature cannot change. Its expiry is compared on every use, as
 * jose does (valid while `now` is before `exp`, in whole seconds). At most MAX_VERIFIED per secret.
 */
const verified = new Map<string, Map<string, { sid: string; exp: number }>>();
const MAX_VERIFIED = 10_000;

async function sessionIdOf(secret: string, token: string, now: Date): Promise<string | undefined> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const seen = known.get(token);
  if (seen) return Math.floor(now.getTime() / 1000) < seen.exp ? seen.sid : undefined;
  const claims = await readToken(secret, "session", token, now);
  if (!claims || typeof claims.sid !== "string" || typeof claims.exp !== "number") return undefined;
  if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
  known.set(token, { sid: claims.sid, exp: claims.exp });
  return claims.sid;
}

export async function endSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}

/** What the readable `userProfile` cookie carries (001 spec section 3). */
export function sessionProfileOf(user: UserRecord): SessionProfile {
  return {
    name: user.name,
    email: user.email ?? "",
    profileImage: user.photoFile ? imageUrl(user.photoFile, "96x96") : "",
    phone: user.phone ?? "",
    isAccountActive: user.isActive,
    isEmailVerified: user.emailVerified,
    companyName: user.company ?? "",
    companyBillingAddress: user.address1 ?? "",
    pan_no: user.pan ?? "",
    gst_no: user.gstin ?? "",
    country: user.country ?? "",
    state: user.state ?? "",
    city: user.city ?? "",
    pincode: user.pincode ?? "",
  };
}

export function loginDataOf(user: UserRecord, session: IssuedSession): LoginData {
  return {
    token: session.token,
    email_verified: user.emailVerified,
    is_active: user.isActive,
    phone_verified: user.phoneVerified,
    name: user.name,
    profile: sessionProfileOf(user),
  };
}

function baseCookie(secure: boolean): CookieSerializeOptions {
  return { path: "/", sameSite: "lax", secure };
}

/** Sets `accessToken` (HttpOnly), `_lgn`, `userProfile` and `csrfToken` for one day. */
export function setSessionCookies(reply: FastifyReply, session: IssuedSession, user: UserRecord, secure: boolean): void {
  const maxAge = SESSION_DURATION_MS / 1000;
  const readable = { ...baseCookie(secure), maxAge, httpOnly: false };
  reply.setCookie(COOKIE.access, session.token, { ...baseCookie(secure), maxAge, httpOnly: true });
  reply.setCookie(COOKIE.marker, loginMarker(session.expiresAt), readable);
  reply.setCookie(COOKIE.profile, JSON.stringify(sessionProfileOf(user)), readable);
  reply.setCookie(COOKIE.csrf, session.csrfToken, readable);
}

/** Refreshes the readable profile cookie after a profile change. */
export function setProfileCookie(reply: FastifyReply, user: UserRecord, expiresAt: Date, now: Date, secure: boolean): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(COOKIE.profile, JSON.stringify(sessionProfileOf(user)), { ...baseCookie(secure), maxAge, httpOnly: false });
}

export function setCsrfCookie(reply: FastifyReply, csrfToken: string, expiresAt: Date, now: Date, secure: boolean): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(COOKIE.csrf, csrfToken, { ...baseCookie(secure), maxAge, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean, which: (name: string) => boolean = () => true): void {
  for (const name of Object.values(COOKIE).filter(which)) {
    reply.clearCookie(name, { ...baseCookie(secure), httpOnly: name === COOKIE.access });
  }
}
