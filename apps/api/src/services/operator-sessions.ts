// Operator sign-in (issue 15, decision 0029): e-mail and password, then a one-time code to the
// operator's e-mail (the accounts' code policy), then a 12-hour session of its own cookie.
import type { FastifyReply } from "fastify";
import type { OperatorProfile } from "@workbay/contracts/backoffice";
import { AppError } from "@workbay/domain/app-error";
import { OPERATOR_MESSAGES, OPERATOR_SESSION_MS, operatorSessionExpiresAt } from "@workbay/domain/operator-access";
import { OTP_POLICY } from "@workbay/domain/otp-policy";
import type { Database } from "@workbay/db/client";
import {
  findLiveOperatorSession,
  findOperatorByEmail,
  findOperatorById,
  insertOperatorSession,
  revokeOperatorSession,
  setOperatorPassword,
  type OperatorRecord,
} from "@workbay/db/repositories/operators-repository";
import { checkOtp, issueOtp, type OtpTarget } from "./otp-codes";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";
import { keyedDigest, readToken, signToken } from "./signed-tokens";
import { timingSafeEqual } from "node:crypto";

/** The console's own cookies: never the customer's `accessToken`, so neither session opens the other's side. */
export const OPERATOR_COOKIE = { session: "opToken" } as const;

const CODE_PURPOSE = "operator_login";
/** How long a password-checked sign-in waits for its code. */
const CHALLENGE_MS = OTP_POLICY.validForMs;
/** The set-password link of `npm run operator:create`. */
const PASSWORD_LINK_MS = 72 * 60 * 60_000;

function codeTarget(operator: OperatorRecord): OtpTarget {
  return { channel: "email", identifier: operator.email.toLowerCase(), purpose: CODE_PURPOSE };
}

export function operatorProfileOf(operator: OperatorRecord): OperatorProfile {
  return { email: operator.email, name: operator.name, role: operator.role, centre_ids: operator.centreIds };
}

/** Step 1: the password. A right one sends a code and answers a challenge to send back with it. */
export async function startOperatorSignIn(
  db: Database,
  secret: string,
  body: { email: string; password: string },
  now: Date,
): Promise<{ challenge: string; code_sent_to: string }> {
  const operator = await findOperatorByEmail(db, body.email);
  if (!operator?.passwordHash || !operator.isActive) {
    await verifyAgainstDummy(body.password);
    throw new AppError("unauthorized", OPERATOR_MESSAGES.badCredentials);
  }
  const check = await verifyPassword(operator.passwordHash, body.password);
  if (!check.ok) throw new AppError("unauthorized", OPERATOR_MESSAGES.badCredentials);
  if (check.needsRehash) await setOperatorPassword(db, operator.id, await hashPassword(body.password), now);
  await issueOtp(db, secret, codeTarget(operator), now);
  const challenge = await signToken(secret, "operator-code", { oid: operator.id }, new Date(now.getTime() + CHALLENGE_MS), now);
  return { challenge, code_sent_to: operator.email };
}

export type IssuedOperatorSession = { sessionId: string; token: string; expiresAt: Date; operator: OperatorRecord };

/** Step 2: the code. A right one starts the session. */
export async function finishOperatorSignIn(
  db: Database,
  secret: string,
  body: { challenge: string; code: string },
  now: Date,
): Promise<IssuedOperatorSession> {
  const claims = await readToken(secret, "operator-code", body.challenge, now);
  const operator = typeof claims?.oid === "string" ? await findOperatorById(db, claims.oid) : undefined;
  if (!operator?.isActive) throw new AppError("unauthorized", OPERATOR_MESSAGES.codeExpired, { field: "challenge" });
  await checkOtp(db, secret, codeTarget(operator), body.code, now);
  const session = await insertOperatorSession(db, operator.id, operatorSessionExpiresAt(now), now);
  const token = await signToken(secret, "operator-session", { sid: session.id }, session.expiresAt, now);
  return { sessionId: session.id, token, expiresAt: session.expiresAt, operator };
}

export async function operatorSessionOfToken(db: Database, secret: string, token: string, now: Date) {
  const claims = await readToken(secret, "operator-session", token, now);
  if (!claims || typeof claims.sid !== "string") return undefined;
  return findLiveOperatorSession(db, claims.sid, now);
}

export async function endOperatorSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await revokeOperatorSession(db, sessionId, now);
}

export function operatorCsrfToken(secret: string, sessionId: string): string {
  return keyedDigest(secret, "operator-csrf", sessionId);
}

export function operatorCsrfMatches(secret: string, sessionId: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(operatorCsrfToken(secret, sessionId));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function setOperatorCookie(reply: FastifyReply, session: IssuedOperatorSession, secure: boolean): void {
  reply.setCookie(OPERATOR_COOKIE.session, session.token, {
    path: "/",
    sameSite: "lax",
    secure,
    httpOnly: true,
    maxAge: OPERATOR_SESSION_MS / 1000,
  });
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(OPERATOR_COOKIE.session, { path: "/", sameSite: "lax", secure, httpOnly: true });
}

/** The link `npm run operator:create` prints: sets the operator's password, once within 72 hours. */
export async function operatorPasswordLink(secret: string, publicUrl: string, operator: OperatorRecord, now: Date): Promise<string> {
  // The current hash is bound into the token, so the link dies once a password is set with it.
  const token = await signToken(
    secret,
    "operator-password",
    { oid: operator.id, ph: keyedDigest(secret, "operator-password", operator.passwordHash ?? "") },
    new Date(now.getTime() + PASSWORD_LINK_MS),
    now,
  );
  return `${publicUrl}/backoffice/set-password?token=${encodeURIComponent(token)}`;
}

export async function setOperatorPasswordWithLink(db: Database, secret: string, token: string, password: string, now: Date): Promise<void> {
  const claims = await readToken(secret, "operator-password", token, now);
  const operator = typeof claims?.oid === "string" ? await findOperatorById(db, claims.oid) : undefined;
  if (!operator?.isActive || claims?.ph !== keyedDigest(secret, "operator-password", operator.passwordHash ?? ""))
    throw new AppError("bad_request", OPERATOR_MESSAGES.linkInvalid, { field: "token" });
  await setOperatorPassword(db, operator.id, await hashPassword(password), now);
}
