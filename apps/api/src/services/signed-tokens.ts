import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";

// Every token the server signs is an HS256 JWT with the app's secret and an audience naming
// its use, so a token of one kind is never accepted as another.
export type TokenAudience =
  "session" | "interim" | "human-pass" | "activate-account" | "lead-form" | "operator-session" | "operator-code" | "operator-password";

function keyOf(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signToken(secret: string, audience: TokenAudience, claims: JWTPayload, expiresAt: Date, now: Date): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(audience)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** The claims of a valid token of that audience; undefined when forged, tampered, expired or of another kind. */
export async function readToken(secret: string, audience: TokenAudience, token: string, now: Date): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { audience, algorithms: ["HS256"], currentDate: now });
    return payload;
  } catch {
    return undefined;
  }
}

/** A keyed digest for values that must be derived from the secret (CSRF tokens, stored code hashes). */
export function keyedDigest(secret: string, label: string, value: string): string {
  return createHmac("sha256", secret).update(`${label}\u0000${value}`).digest("base64url");
}
