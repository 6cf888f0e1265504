import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { ACCOUNT_LIMITS } from "@workbay/domain/account-limits";
import { createTestUser, solveHumanCheck } from "./account-helpers";
import { buildTestApp } from "./helper";

describe("request limits on account calls", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp("pglite", { seed: false });
    await createTestUser(app, { email: "limited@example.com", phone: "9812346000", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("limits password logins per identifier and address together: another address still gets in", async () => {
    const { max } = ACCOUNT_LIMITS.loginPerIdentifierAndIp;
    const attempt = (ip: string) =>
      app.inject({
        method: "POST",
        url: "/passy/v1/login",
        remoteAddress: ip,
        payload: { input: "Limited@Example.com", password: "Wrong999", human_check: "x" },
      });
    for (let i = 0; i < max; i++) expect((await attempt("10.0.0.1")).statusCode).toBe(400);
    const blocked = await attempt("10.0.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ meta: { status_code: 429, message: "Too many attempts. Please try again later." }, data: null });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt("10.0.0.2")).statusCode).toBe(400);
    // The same identifier written as a phone number is the same account only if it is that phone.
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/passy/v1/login",
          remoteAddress: "10.0.1.2",
          payload: { input: "other@example.com", password: "Wrong999", human_check: "x" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("scales every limit by ACCOUNT_LIMITS_SCALE", async () => {
    const scaled = await buildTestApp("pglite", { seed: false, config: { accountLimitsScale: 2 } });
    try {
      const { max } = ACCOUNT_LIMITS.loginPerIdentifierAndIp;
      const attempt = () =>
        scaled.inject({
          method: "POST",
          url: "/passy/v1/login",
          remoteAddress: "10.7.0.1",
          payload: { input: "scaled@example.com", password: "Wrong999", human_check: "x" },
        });
      for (let i = 0; i < max * 2; i++) expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it("limits OTP sends per IP address", async () => {
    const { max } = ACCOUNT_LIMITS.otpSendPerIp;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/passy/v1/send_otp",
        remoteAddress: "10.9.9.9",
        payload: { kind: "email", email: `person${i}@example.com`, purpose: "login" },
      });
      last = response.statusCode;
      if (i < max) expect(last).toBe(200);
    }
    expect(last).toBe(429);
  });

  it("limits reset requests per e-mail", async () => {
    const { max } = ACCOUNT_LIMITS.resetPerIdentifier;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push(
        (
          await app.inject({
            method: "POST",
            url: "/passy/v1/forgot_password",
            remoteAddress: `10.2.0.${i + 1}`,
            payload: { email: "limited@example.com" },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it.runIf(Boolean(process.env.REDIS_URL))("shares the counts between instances through Redis", async () => {
    const redisUrl = process.env.REDIS_URL!;
    const [one, two] = [
      await buildTestApp("pglite", { seed: false, config: { redisUrl } }),
      await buildTestApp("pglite", { seed: false, config: { redisUrl } }),
    ];
    try {
      const email = `shared-${Date.now()}@example.com`;
      // Counts live in the real Redis between runs: a client address of this run's own keeps
      // earlier runs' per-IP counts out of it.
      const remoteAddress = `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
      const post = (target: FastifyInstance) =>
        target.inject({ method: "POST", url: "/passy/v1/forgot_password", remoteAddress, payload: { email } });
      const { max } = ACCOUNT_LIMITS.resetPerIdentifier;
      for (let i = 0; i < max; i++) {
        expect((await post(i % 2 === 0 ? one : two)).statusCode).toBe(200);
      }
      expect((await post(one)).statusCode).toBe(429);
      expect((await post(two)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe("reCAPTCHA when configured", () => {
  let app: FastifyInstance;
  let google: FastifyInstance;
  const seen: Record<string, string>[] = [];

  beforeAll(async () => {
    google = Fastify();
    google.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    google.post("/siteverify", async (request) => {
      const form = request.body as Record<string, string>;
      seen.push(form);
      return { success: form.secret === "recaptcha-secret" && form.response === "good-token" };
    });
    const url = await google.listen({ port: 0, host: "127.0.0.1" });
    app = await buildTestApp("pglite", {
      seed: false,
      config: { recaptcha: { secret: "recaptcha-secret", siteKey: "site-key-1", verifyUrl: `${url}/siteverify` } },
    });
    await createTestUser(app, { email: "robot-check@example.com", phone: "9812346001", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
    await google?.close();
  });

  it("hands out the site key instead of a proof-of-work challenge", async () => {
    expect((await app.inject("/passy/v1/human_check/challenge")).json().data).toEqual({
      provider: "recaptcha",
      challenge: null,
      site_key: "site-key-1",
      level: "normal",
    });
  });

  it("verifies the token with Google's verify URL", async () => {
    const good = await app.inject({
      method: "POST",
      url: "/passy/v1/login",
      payload: { input: "robot-check@example.com", password: "Secret123", human_check: "good-token" },
    });
    expect(good.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ secret: "recaptcha-secret", response: "good-token" });
    const bad = await app.inject({
      method: "POST",
      url: "/passy/v1/login",
      payload: { input: "robot-check@example.com", password: "Secret123", human_check: "bad-token" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.message).toBe("reCaptcha Failed, Refresh the page and try again.");
    const verify = await app.inject("/passy/v1/human_check/verify?g-recaptcha-response=bad-token");
    expect(verify.statusCode).toBe(400);
    // An ALTCHA solution means nothing when reCAPTCHA is the check.
    const altchaApp = await buildTestApp("pglite", { seed: false });
    try {
      const solved = await solveHumanCheck(altchaApp);
      expect((await app.inject(`/passy/v1/human_check/verify?g-recaptcha-response=${encodeURIComponent(solved)}`)).statusCode).toBe(400);
    } finally {
      await altchaApp.close();
    }
  });
});
