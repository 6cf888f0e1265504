import { randomUUID } from "node:crypto";
import { AppError } from "@workbay/domain/app-error";
import type { PhoneNumber } from "@workbay/domain/phone-number";
import { readToken, signToken } from "./signed-tokens";

// Interim tokens carry what a sign-up or a social sign-in has proven so far, between steps,
// without creating anything: `signup` (a verified e-mail, then a verified phone) and
// `phone` (a social account that must verify a phone before it gets a session).
const VALID_FOR_MS = 30 * 60_000;

export type SignUpProgress = { kind: "signup"; email: string; phone?: PhoneNumber };
export type PhoneStep = { kind: "phone"; userId: string };
export type InterimClaims = SignUpProgress | PhoneStep;

export const INTERIM_EXPIRED_MESSAGE = "Your verification has expired. Please start again.";

export function signInterimToken(secret: string, claims: InterimClaims, now: Date): Promise<string> {
  return signToken(secret, "interim", { ...claims, jti: randomUUID() }, new Date(now.getTime() + VALID_FOR_MS), now);
}

export async function readInterimToken(secret: string, token: string, now: Date): Promise<InterimClaims | undefined> {
  const payload = await readToken(secret, "interim", token, now);
  if (!payload) return undefined;
  if (payload.kind === "signup" && typeof payload.email === "string") {
    const phone = payload.phone as PhoneNumber | undefined;
    return { kind: "signup", email: payload.email, ...(phone && typeof phone.e164 === "string" ? { phone } : {}) };
  }
  if (payload.kind === "phone" && typeof payload.userId === "string") return { kind: "phone", userId: payload.userId };
  return undefined;
}

/** The interim token of an `Authorization: Bearer` header, or a 401. */
export async function requireInterimToken(secret: string, authorization: string | undefined, now: Date): Promise<InterimClaims> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const claims = token ? await readInterimToken(secret, token, now) : undefined;
  if (!claims) throw new AppError("unauthorized", INTERIM_EXPIRED_MESSAGE);
  return claims;
}
