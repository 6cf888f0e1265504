import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { signupAction, SIGNUP_EXPIRED_MESSAGE } from "../../../web/app/features/auth/signup-action.server";
import type { SignUpAnswer } from "../../../web/app/features/auth/signup-answer";
import { SIGNUP_COOKIE, sealProgress } from "../../../web/app/features/auth/signup-cookie.server";
import { createInjectApiClient } from "../../src/web/inject-api-client";
import { createTestUser, latestOtpTo, readMailbox } from "../account-helpers";
import { buildTestApp } from "../helper";

// The sign-up form's route action through the app (docs/decisions/0037): every step's post is
// checked with the contract's form schema, the API is called in process, the interim token lives
// only in the sealed HttpOnly cookie between posts, and a refused post changes nothing stored.

const SEAL_KEY = "test-seal-key-of-at-least-32-characters";
type Outcome = { status: number; body: SignUpAnswer | null; cookies: string[]; location: string | null; text: string };

describe.each(testDatabaseKinds())("the sign-up action on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false });
    await createTestUser(app, { email: "taken@example.com", phone: "9812350000", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const userCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
  const mailCount = async () => (await readMailbox(app)).length;

  /** A visitor's browser: keeps the cookies the answers set (by name; a cleared one goes). */
  function visitor(options: { secure?: boolean; now?: () => number } = {}) {
    const jar = new Map<string, string>();
    async function post(fields: Record<string, string>, url = "http://localhost/signup"): Promise<Outcome> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const request = new Request(url, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      });
      const api = createInjectApiClient(app, cookie ? { cookie } : {}, "203.0.113.7");
      const context = { api, sealKey: SEAL_KEY, cookiesSecure: options.secure ?? false };
      let outcome: Outcome;
      try {
        const answer = (await signupAction(request, context, options.now?.())) as unknown as { data: SignUpAnswer; init: ResponseInit };
        const cookies = new Headers(answer.init.headers).getSetCookie();
        outcome = { status: answer.init.status ?? 200, body: answer.data, cookies, location: null, text: JSON.stringify(answer.data) };
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        const cookies = thrown.headers.getSetCookie();
        outcome = { status: thrown.status, body: null, cookies, location: thrown.headers.get("location"), text: "" };
      }
      for (const header of outcome.cookies) {
        const [pair] = header.split(";");
        const name = pair!.slice(0, pair!.indexOf("="));
        const value = pair!.slice(pair!.indexOf("=") + 1);
        if (/Max-Age=0/i.test(header) || value === "") jar.delete(name);
        else jar.set(name, value);
      }
      return outcome;
    }
    return { post, jar };
  }

  /** E-mail verified: the visitor holds the progress cookie. */
  async function verifiedEmail(email: string, v = visitor()) {
    expect((await v.post({ intent: "email-send", email, enhanced: "1" })).status).toBe(200);
    const verified = await v.post({ intent: "email", email, otp: await latestOtpTo(app, email), enhanced: "1" });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ step: "details", email });
    return v;
  }

  const details = (phone: string) => ({ intent: "details", name: "Ravi Kumar", phone, country_code: "+91", "new-password": "Workbay99" });

  it("signs up step by step; the interim token, password and codes never reach an answer", async () => {
    const before = await userCount();
    const v = visitor({ secure: true });
    const sent = await v.post({ intent: "email-send", email: "ravi@example.com", enhanced: "1" });
    expect(sent.body).toMatchObject({ step: "email", otpSent: { resend: false }, awaitingCode: true });
    const emailCode = await latestOtpTo(app, "ravi@example.com");

    const verified = await v.post({ intent: "email", email: "ravi@example.com", otp: emailCode, enhanced: "1" });
    expect(verified.body).toMatchObject({ step: "details", email: "ravi@example.com" });
    // The progress cookie: HttpOnly, Secure on https, SameSite=Lax, 30 minutes, the action's two paths.
    expect(verified.cookies).toHaveLength(2);
    for (const cookie of verified.cookies) {
      expect(cookie).toMatch(
        new RegExp(`^${SIGNUP_COOKIE}=[\\w-]+; Max-Age=1800; Path=/signup(\\.data)?; HttpOnly; SameSite=Lax; Secure$`),
      );
    }
    expect(verified.cookies.map((c) => c.match(/Path=([^;]+)/)?.[1])).toEqual(["/signup", "/signup.data"]);
    expect(verified.text).not.toMatch(/eyJ/); // no JWT (the interim token) in the answer

    const phoneStep = await v.post({ ...details("9812350001"), enhanced: "1" });
    expect(phoneStep.body).toMatchObject({ step: "phone", name: "Ravi Kumar", otpSent: { resend: false } });
    expect(phoneStep.text).not.toContain("Workbay99");
    expect(phoneStep.text).not.toMatch(/eyJ/);
    // The sealed cookie does not show its content either.
    expect(Buffer.from(v.jar.get(SIGNUP_COOKIE)!, "base64url").toString("latin1")).not.toMatch(/Workbay99|ravi@|eyJ/);

    const done = await v.post({
      intent: "phone",
      phone: "9812350001",
      country_code: "+91",
      otp: await latestOtpTo(app, "+919812350001"),
      enhanced: "1",
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ step: "signed-in", signedUp: true, id: expect.any(Number) });
    expect(done.cookies.some((c) => /^accessToken=.+HttpOnly/i.test(c))).toBe(true);
    // The progress cookie is cleared on both paths.
    expect(done.cookies.filter((c) => c.startsWith(`${SIGNUP_COOKIE}=;`))).toHaveLength(2);
    expect(await userCount()).toBe(before + 1);

    // Replaying the last step (with the old cookie) makes no second account.
    const replay = visitor();
    replay.jar.set(SIGNUP_COOKIE, verified.cookies[0]!.split(";")[0]!.split("=")[1]!);
    const replayed = await replay.post({ intent: "phone", phone: "9812350001", country_code: "+91", otp: "123456", enhanced: "1" });
    expect(replayed.status).toBe(401);
    expect(await userCount()).toBe(before + 1);
  });

  it("without JavaScript, starts at the e-mail and redirects (same-site only) with the session", async () => {
    const v = visitor();
    expect((await v.post({ intent: "start" })).body).toMatchObject({ step: "email", awaitingCode: false });
    await verifiedEmail("meera@example.com", v);
    expect((await v.post(details("9812350002"))).body).toMatchObject({ step: "phone", awaitingCode: true });
    const done = await v.post(
      { intent: "phone", phone: "9812350002", country_code: "+91", otp: await latestOtpTo(app, "+919812350002") },
      "http://localhost/signup?redirect=%2Fpune%2Fmeeting-rooms",
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/pune/meeting-rooms");
    expect(done.cookies.some((c) => c.startsWith("accessToken="))).toBe(true);

    const other = await verifiedEmail("nila@example.com");
    await other.post(details("9812350003"));
    const elsewhere = await other.post({
      intent: "phone",
      phone: "9812350003",
      country_code: "+91",
      otp: await latestOtpTo(app, "+919812350003"),
      redirect: "https://evil.example/",
    });
    expect(elsewhere.location).toBe("/");
  });

  it("refuses a bad e-mail, phone or name with the spec's message, without calling the API", async () => {
    const mails = await mailCount();
    const v = visitor();
    const email = await v.post({ intent: "email-send", email: "someone@", enhanced: "1" });
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ step: "email", result: { error: { email: ["Please provide a valid email ID"] } } });

    const withEmail = await verifiedEmail("kiran@example.com");
    const afterCode = await mailCount();
    const bad = await withEmail.post({ intent: "details", name: "R2D2!", phone: "12345", country_code: "+91", "new-password": "short" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      step: "details",
      result: {
        error: {
          name: ["Please enter a valid name"],
          phone: ["Please enter a valid phone number"],
          "new-password": ["Please enter a valid password"],
        },
      },
    });
    expect(bad.text).not.toContain("short");
    expect(await mailCount()).toBe(afterCode);
    expect(afterCode).toBe(mails + 1);
  });

  it("refuses a wrong or malformed OTP with the API's or the rule's message; nothing is made", async () => {
    const before = await userCount();
    const v = visitor();
    await v.post({ intent: "email-send", email: "asha@example.com", enhanced: "1" });
    const code = await latestOtpTo(app, "asha@example.com");
    const wrong = await v.post({ intent: "email", email: "asha@example.com", otp: code === "111111" ? "222222" : "111111", enhanced: "1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ step: "email", awaitingCode: true, result: { error: { "": [expect.stringMatching(/OTP/i)] } } });
    expect(wrong.cookies).toEqual([]);
    const short = await v.post({ intent: "email", email: "asha@example.com", otp: "12", enhanced: "1" });
    expect(short.body).toMatchObject({ result: { error: { otp: ["Please enter a valid OTP"] } } });
    expect(short.text).not.toContain('"12"');

    await v.post({ intent: "email", email: "asha@example.com", otp: code, enhanced: "1" });
    await v.post({ ...details("9812350004"), enhanced: "1" });
    const phoneCode = await latestOtpTo(app, "+919812350004");
    const wrongPhone = await v.post({
      intent: "phone",
      phone: "9812350004",
      country_code: "+91",
      otp: phoneCode === "111111" ? "222222" : "111111",
      enhanced: "1",
    });
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body).toMatchObject({ step: "phone", result: { error: { "": [expect.stringMatching(/OTP/i)] } } });
    expect(await userCount()).toBe(before);
  });

  it("starts again when the progress cookie is missing, forged or past its time", async () => {
    const expectExpired = (outcome: Outcome) => {
      expect(outcome.status).toBe(401);
      expect(outcome.body).toMatchObject({ step: "email", result: { error: { "": [SIGNUP_EXPIRED_MESSAGE] } } });
      expect(outcome.cookies.filter((c) => c.startsWith(`${SIGNUP_COOKIE}=;`))).toHaveLength(2);
    };
    expectExpired(await visitor().post({ ...details("9812350005"), enhanced: "1" }));

    const forged = visitor();
    forged.jar.set(SIGNUP_COOKIE, sealProgress({ kind: "signup", token: "x", email: "x@example.com" }, "another-key", Date.now()));
    expectExpired(await forged.post({ ...details("9812350005"), enhanced: "1" }));

    let now = Date.now();
    const late = await verifiedEmail("late@example.com", visitor({ now: () => now }));
    now += 31 * 60_000;
    expectExpired(await late.post({ ...details("9812350005"), enhanced: "1" }));
    // No SMS went out for any of these.
    expect((await readMailbox(app)).some((m) => m.to === "+919812350005")).toBe(false);
  });
  it("keeps a social sign-in's token in the cookie; a forged one or a name without a session is refused", async () => {
    const v = visitor();
    const handed = await v.post({ intent: "social", token: "forged.token.value", enhanced: "1" });
    expect(handed.body).toMatchObject({ step: "phone", social: true });
    expect(handed.text).not.toContain("forged.token.value");
    expect(v.jar.has(SIGNUP_COOKIE)).toBe(true);
    const refusedSend = await v.post({ intent: "phone-send", phone: "9812350006", country_code: "+91", enhanced: "1" });
    expect(refusedSend.status).toBe(401);
    expect(v.jar.has(SIGNUP_COOKIE)).toBe(false);
    expect((await readMailbox(app)).some((m) => m.to === "+919812350006")).toBe(false);
    expect((await visitor().post({ intent: "social", token: "", enhanced: "1" })).status).toBe(401);

    const badName = await visitor().post({ intent: "name", name: "R2D2!", enhanced: "1" });
    expect(badName.status).toBe(400);
    expect(badName.body).toMatchObject({ step: "name", result: { error: { name: ["Please enter a valid name"] } } });
    const noSession = await visitor().post({ intent: "name", name: "Ravi Kumar", enhanced: "1" });
    expect(noSession.status).toBe(401);
    expect(noSession.body).toMatchObject({ step: "name" });
  });
});
