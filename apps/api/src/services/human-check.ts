import { randomUUID } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { AppError } from "@workbay/domain/app-error";
import { LOGIN_THROTTLE_MESSAGES, type HumanCheckLevel } from "@workbay/domain/login-throttle";
import { VALIDATION_MESSAGES } from "@workbay/domain/validators";
import type { Database } from "@workbay/db/client";
import { spendToken } from "@workbay/db/repositories/used-tokens-repository";
import { keyedDigest, readToken, signToken } from "./signed-tokens";

// The human check (DECISIONS.md section 6): a self-hosted ALTCHA proof of work by default,
// Google reCAPTCHA when its secret is configured. A solved check is spent once: directly on a
// login, or through human_check/verify, which trades it for a 5-minute single-use pass.

/**
 * About 10,000-50,000 SHA-256 hashes: well under a second in a browser worker. The hard level
 * (an identifier past its ceiling of failed logins, decision 0016) is about 5 times the work.
 */
const ALTCHA = { algorithm: "SHA-256", cost: 1, counterMin: 10_000, counterMax: 50_000, validForMs: 10 * 60_000 } as const;
const HARD_COUNTER = { min: 80_000, max: 200_000 } as const;
const PASS_VALID_FOR_MS = 5 * 60_000;

export type RecaptchaConfig = { secret: string; siteKey: string; verifyUrl: string };

export type HumanCheckChallenge = {
  provider: "altcha" | "recaptcha";
  challenge: Challenge | null;
  site_key: string | null;
  level: HumanCheckLevel;
};

export type HumanCheck = {
  provider: "altcha" | "recaptcha";
  challenge(now: Date, level?: HumanCheckLevel): Promise<HumanCheckChallenge>;
  /** Verifies and spends a solved check (ALTCHA payload or reCAPTCHA token): its level, or null. */
  verifySolved(value: string, remoteIp: string, now: Date): Promise<HumanCheckLevel | null>;
  /** human_check/verify: spends a solved check and returns a pass (of the check's level) for the login call. */
  exchangeForPass(value: string, remoteIp: string, now: Date): Promise<string>;
  /**
   * The login calls' check: a pass or a solved check, else 'reCaptcha Failed...'; when `needed`
   * is hard, a check of the normal level is refused with the hard-check message.
   */
  requireHuman(value: string | undefined, remoteIp: string, now: Date, needed?: HumanCheckLevel): Promise<void>;
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

export function createHumanCheck(options: { db: Database; secret: string; recaptcha?: RecaptchaConfig; fetch?: typeof fetch }): HumanCheck {
  const { db, secret, recaptcha } = options;
  const fetchImpl = options.fetch ?? fetch;
  const hmacSignatureSecret = keyedDigest(secret, "altcha", "challenge");
  const hmacKeySignatureSecret = keyedDigest(secret, "altcha", "key");

  async function verifyAltcha(value: string, now: Date): Promise<HumanCheckLevel | null> {
    const payload = parseAltchaPayload(value);
    if (!payload) return null;
    // Expiry and level are ours (signed into `data`), so expiry follows the app's clock.
    const expires = Number(payload.challenge.parameters.data?.expires);
    if (!Number.isFinite(expires) || expires < now.getTime()) return null;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => undefined);
    if (!result?.verified) return null;
    if (!(await spendToken(db, `altcha:${payload.challenge.parameters.nonce}`, new Date(expires), now))) return null;
    return payload.challenge.parameters.data?.level === "hard" ? "hard" : "normal";
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

  async function verifySolved(value: string, remoteIp: string, now: Date): Promise<HumanCheckLevel | null> {
    // reCAPTCHA has no difficulty to raise: a fresh, verified token is its hardest check.
    if (recaptcha) return (await verifyRecaptcha(recaptcha, value, remoteIp)) ? "hard" : null;
    return verifyAltcha(value, now);
  }

  async function spendPass(value: string, now: Date): Promise<HumanCheckLevel | null> {
    const claims = await readToken(secret, "human-pass", value, now);
    if (!claims?.jti || typeof claims.exp !== "number") return null;
    if (!(await spendToken(db, `pass:${claims.jti}`, new Date(claims.exp * 1000), now))) return null;
    return claims.level === "hard" ? "hard" : "normal";
  }

  return {
    provider: recaptcha ? "recaptcha" : "altcha",
    async challenge(now, level = "normal") {
      if (recaptcha) return { provider: "recaptcha", challenge: null, site_key: recaptcha.siteKey, level };
      const challenge = await createChallenge({
        algorithm: ALTCHA.algorithm,
        cost: ALTCHA.cost,
        counter: level === "hard" ? randomInt(HARD_COUNTER.min, HARD_COUNTER.max) : randomInt(ALTCHA.counterMin, ALTCHA.counterMax),
        deriveKey,
        data: { expires: now.getTime() + ALTCHA.validForMs, level },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: "altcha", challenge, site_key: null, level };
    },
    verifySolved,
    async exchangeForPass(value, remoteIp, now) {
      const level = await verifySolved(value, remoteIp, now);
      if (!level) throw failed();
      return signToken(secret, "human-pass", { jti: randomUUID(), level }, new Date(now.getTime() + PASS_VALID_FOR_MS), now);
    },
    async requireHuman(value, remoteIp, now, needed = "normal") {
      if (!value) throw failed();
      // A pass is a JWT (three dot-separated parts); solved checks have no dots.
      const level = value.split(".").length === 3 ? await spendPass(value, now) : await verifySolved(value, remoteIp, now);
      if (!level) throw failed();
      if (needed === "hard" && level !== "hard") {
        throw new AppError("bad_request", LOGIN_THROTTLE_MESSAGES.hardCheckNeeded, { field: "human_check", humanCheck: "hard" });
      }
    },
  };
}
