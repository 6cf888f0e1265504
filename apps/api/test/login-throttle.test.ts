import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { ACCOUNT_LIMITS } from "@workbay/domain/account-limits";
import { LOGIN_THROTTLE } from "@workbay/domain/login-throttle";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createTestUser } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

const ATTACKER = "198.51.100.7";
const OWNER = "203.0.113.20";
const HARD_CHECK_MESSAGE = "There have been many failed logins to this account. Please complete the security check again to continue.";

/**
 * Wrong passwords from one address never lock the owner out (issue 11): they are limited per
 * identifier and address together, and past the identifier's ceiling every attempt needs the
 * harder check, which the owner's right password then passes. Behind a trusted proxy the
 * client address is the X-Forwarded-For one.
 */
describe.each(testDatabaseKinds())("login throttling on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false, clock: () => now, config: { trustProxy: ["127.0.0.1"] } });
    await createTestUser(app, { email: "owner@example.com", password: "Secret123" });
    await createTestUser(app, { email: "window@example.com", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Fetches the login page's challenge for an identifier (as the page does) and solves it. */
  async function solvedCheck(input: string, from: string) {
    const response = await app.inject({
      url: `/passy/v1/human_check/challenge?${new URLSearchParams({ input })}`,
      headers: { "x-forwarded-for": from },
    });
    const { challenge, level } = response.json().data as { challenge: Challenge; level: "normal" | "hard" };
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("could not solve the challenge");
    return { level, value: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
  }

  const login = (input: string, password: string, from: string, humanCheck: string) =>
    app.inject({
      method: "POST",
      url: "/passy/v1/login",
      headers: { "x-forwarded-for": from },
      payload: { input, password, human_check: humanCheck },
    });

  it("throttles 50 wrong passwords from one address, and the owner still logs in from another", async () => {
    const perAddress = ACCOUNT_LIMITS.loginPerIdentifierAndIp.max;
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      // Solving costs the attacker work only while the server still lets attempts through.
      const check = i < perAddress ? (await solvedCheck("owner@example.com", ATTACKER)).value : "unsolved";
      const answer = await login("owner@example.com", `Wrong${i}99`, ATTACKER, check);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json().meta.message).toBe("Too many attempts. Please try again later.");
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, perAddress)).toEqual(Array(perAddress).fill(401));
    expect(statuses.slice(perAddress)).toEqual(Array(50 - perAddress).fill(429));

    // From the attacker's address even the right password waits, with a clear message and Retry-After.
    const fromAttacker = await login("owner@example.com", "Secret123", ATTACKER, (await solvedCheck("owner@example.com", ATTACKER)).value);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().meta.message).toBe("Too many attempts. Please try again later.");
    expect(Number(fromAttacker.headers["retry-after"])).toBeGreaterThan(0);

    // The identifier is past its ceiling: the page's challenge for it is the hard one, and the
    // owner's right password from their own address logs in with it.
    const hard = await solvedCheck("owner@example.com", OWNER);
    expect(hard.level).toBe("hard");
    const owner = await login("owner@example.com", "Secret123", OWNER, hard.value);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.profile.email).toBe("owner@example.com");
  });

  it("refuses a normal check past the ceiling with a message saying what to do, never the account", async () => {
    // A check solved before the identifier crossed its ceiling (or for another identifier).
    const normal = await solvedCheck("someone.else@example.com", OWNER);
    expect(normal.level).toBe("normal");
    const refused = await login("owner@example.com", "Secret123", OWNER, normal.value);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ meta: { status_code: 400, message: HARD_CHECK_MESSAGE }, errors: [{ field: "human_check" }] });
    // Through the verify call's pass the level carries over too.
    const hard = await solvedCheck("owner@example.com", OWNER);
    const pass = await app.inject({
      url: `/passy/v1/human_check/verify?${new URLSearchParams({ "g-recaptcha-response": hard.value })}`,
      headers: { "x-forwarded-for": OWNER },
    });
    expect(pass.statusCode).toBe(200);
    const withPass = await login("owner@example.com", "Secret123", OWNER, pass.json().data.human_token);
    expect(withPass.statusCode, withPass.body).toBe(200);
  });

  it("asks for the normal check again once the window of failures has passed", async () => {
    const ceiling = LOGIN_THROTTLE.hardCheckAfterFailures;
    // Failures spread over addresses: no per-address limit is reached, the ceiling is.
    for (let i = 0; i < ceiling; i++) {
      const from = `192.0.2.${i + 1}`;
      expect((await login("window@example.com", "Wrong999", from, (await solvedCheck("window@example.com", from)).value)).statusCode).toBe(
        401,
      );
    }
    expect((await solvedCheck("window@example.com", OWNER)).level).toBe("hard");
    now = new Date(now.getTime() + LOGIN_THROTTLE.windowMs);
    try {
      const check = await solvedCheck("window@example.com", OWNER);
      expect(check.level).toBe("normal");
      expect((await login("window@example.com", "Secret123", OWNER, check.value)).statusCode).toBe(200);
    } finally {
      now = TEST_NOW;
    }
  });
});
