import { randomUUID } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { AppError } from "@workbay/domain/app-error";
import { VALIDATION_MESSAGES } from "@workbay/domain/validators";
import type { Database } from "@workbay/db/client";
import { spendToken } from "@workbay/db/repositories/used-tokens-repository";
import { keyedDigest, readToken, signToken } from "./signed-tokens";

// The human check (DECISIONS.md section 6): a self-hosted ALTCHA proof of work by default,
// Google reCAPTCHA when its secret is configured. A solved check is spent once: directly on a
// login, or through human_check/verify, which trades it for a 5-minute single-use pass.

/** About 10,000-50,000 SHA-256 hashes: well under a second in a browser worker. */
const ALTCHA = { algorithm: "SHA-256", cost: 1, counterMin: 10_000, counterMax: 50_000, validForMs: 10 * 60_000 } as const;
const PASS_VALID_FOR_MS = 5 * 60_000;

export type RecaptchaConfig = { secret: string; siteKey: string; verifyUrl: string };

export type HumanCheckChallenge = { provider: "altcha" | "recaptcha"; challenge: Challenge | null; site_key: string | null };

export type HumanCheck = {
  provider: "altcha" | "recaptcha";
  challenge(now: Date): Promise<HumanCheckChallenge>;
  /** Verifies and spends a solved check (ALTCHA payload or reCAPTCHA token). */
  verifySolved(value: string, remoteIp: string, now: Date): Promise<boolean>;
  /** human_check/verify: spends a solved check and returns a pass for the login call. */
  exchangeForPass(value: string, remoteIp: string, now: Date): Promise<string>;
  /** The login calls' check: a pass or a solved check, else 'reCaptcha Failed...'. */
  requireHuman(value: string | undefined, remoteIp: string, now: Date): Promise<void>;
};

type AltchaPayload = { challenge: Challenge; solution: Solution };

function parseAltchaPayload(value: string): AltchaPayload | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Partial<AltchaPayload>;
    if (!parsed.challenge?.parameters || !parsed.solution) return undefined;
    return parsed as AltchaPayload;
  } catch {
    return undefined;
  }
}

function failed(): AppError {
  return new AppError("bad_request", VALIDATION_MESSAGES.humanCheck, { field: "human_check" });
}

export function createHumanCheck(options: {
  db: Database;
  secret: string;
  recaptcha?: RecaptchaConfig;
  fetch?: typeof fetch;
}): HumanCheck {
  const { db, secret, recaptcha } = options;
  const fetchImpl = options.fetch ?? fetch;
  const hmacSignatureSecret = keyedDigest(secret, "altcha", "challenge");
  const hmacKeySignatureSecret = keyedDigest(secret, "altcha", "key");

  async function verifyAltcha(value: string, now: Date): Promise<boolean> {
    const payload = parseAltchaPayload(value);
    if (!payload) return false;
    // Expiry is ours (signed into `data`), so it follows the app's clock.
    const expires = Number(payload.challenge.parameters.data?.expires);
    if (!Number.isFinite(expires) || expires < now.getTime()) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => undefined);
    if (!result?.verified) return false;
    return spendToken(db, `altcha:${payload.challenge.parameters.nonce}`, new Date(expires), now);
  }

  async function verifyRecaptcha(config: RecaptchaConfig, value: string, remoteIp: string): Promise<boolean> {
    try {
      const response = await fetchImpl(config.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret: config.secret, response: value, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      return false;
    }
  }

  async function verifySolved(value: string, remoteIp: string, now: Date): Promise<boolean> {
    return recaptcha ? verifyRecaptcha(recaptcha, value, remoteIp) : verifyAltcha(value, now);
  }

  async function spendPass(value: string, now: Date): Promise<boolean> {
    const claims = await readToken(secret, "human-pass", value, now);
    if (!claims?.jti || typeof claims.exp !== "number") return false;
    return spendToken(db, `pass:${claims.jti}`, new Date(claims.exp * 1000), now);
  }

  return {
    provider: recaptcha ? "recaptcha" : "altcha",
    async challenge(now) {
      if (recaptcha) return { provider: "recaptcha", challenge: null, site_key: recaptcha.siteKey };
      const challenge = await createChallenge({
        algorithm: ALTCHA.algorithm,
        cost: ALTCHA.cost,
        counter: randomInt(ALTCHA.counterMin, ALTCHA.counterMax),
        deriveKey,
        data: { expires: now.getTime() + ALTCHA.validForMs },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: "altcha", challenge, site_key: null };
    },
    verifySolved,
    async exchangeForPass(value, remoteIp, now) {
      if (!(await verifySolved(value, remoteIp, now))) throw failed();
      return signToken(secret, "human-pass", { jti: randomUUID() }, new Date(now.getTime() + PASS_VALID_FOR_MS), now);
    },
    async requireHuman(value, remoteIp, now) {
      if (!value) throw failed();
      // A pass is a JWT (three dot-separated parts); solved checks have no dots.
      const ok = value.split(".").length === 3 ? await spendPass(value, now) : await verifySolved(value, remoteIp, now);
      if (!ok) throw failed();
    },
  };
}

