import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import argon2 from "argon2";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { sessions, users } from "@workbay/db/schema";
import { DEMO_USER } from "@workbay/demo-seed/demo-user";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { cookieMap, createTestUser, latestOtpTo, passwordLogin, readMailbox, solveHumanCheck } from "./account-helpers";
import { buildTestApp } from "./helper";

describe.each(testDatabaseKinds())("login on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    await createTestUser(app, { email: "meera@example.com", phone: "9812345670", password: "Secret123" });
    await createTestUser(app, { email: "social@example.com", phone: "9812345671" });
    await createTestUser(app, { email: "blocked@example.com", phone: "9812345672", password: "Secret123", isActive: false });
    // Separate accounts per test keep each under the per-identifier login limit.
    await createTestUser(app, { email: "timing@example.com", phone: "9812345673", password: "Secret123" });
    await createTestUser(app, { email: "checker@example.com", phone: "9812345674", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload, headers });

  it("tells an e-mail from a phone and whether a password is set, without revealing unknown accounts", async () => {
    const email = await post("/passy/v1/check_profile", { input: "Meera@Example.com", req_type: "login" });
    expect(email.statusCode).toBe(200);
    expect(email.json().data).toEqual({ input_type: "email", password_set: true });
    expect((await post("/passy/v1/check_profile", { input: "98123 45670", req_type: "login" })).json().data).toEqual({
      input_type: "phone",
      password_set: true,
    });
    // Unknown answers like an account with a password.
    expect((await post("/passy/v1/check_profile", { input: "nobody@example.com", req_type: "login" })).json().data).toEqual({
      input_type: "email",
      password_set: true,
    });
    expect((await post("/passy/v1/check_profile", { input: "social@example.com", req_type: "login" })).json().data.password_set).toBe(
      false,
    );
    const bad = await post("/passy/v1/check_profile", { input: "not an email", req_type: "login" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "input", message: "Please enter a valid input" }]);
  });

  it("logs in by e-mail and password and sets the session cookies", async () => {
    const response = await passwordLogin(app, "meera@example.com", "Secret123");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.message).toBe("Logged in successfully.");
    expect(body.data).toMatchObject({ email_verified: true, is_active: true, phone_verified: true, name: "Test User" });
    expect(body.data.token.split(".")).toHaveLength(3);
    const cookies = cookieMap(response);
    expect(cookies.accessToken).toMatchObject({ value: body.data.token, httpOnly: true, sameSite: "Lax", path: "/", maxAge: 86400 });
    // Demo mode on plain http: not Secure, or the browser would drop it.
    expect(cookies.accessToken?.secure).toBeFalsy();
    // Expiry is 24 h after the test clock (23 Nov 10:00 IST): the 24th.
    expect(cookies._lgn?.value).toBe("24");
    expect(cookies._lgn?.httpOnly).toBeFalsy();
    const profile = JSON.parse(decodeURIComponent(cookies.userProfile!.value));
    expect(profile).toMatchObject({
      name: "Test User",
      email: "meera@example.com",
      phone: "9812345670",
      isAccountActive: true,
      isEmailVerified: true,
    });
    expect(Object.keys(profile).sort()).toEqual(
      [
        "name",
        "email",
        "profileImage",
        "phone",
        "isAccountActive",
        "isEmailVerified",
        "companyName",
        "companyBillingAddress",
        "pan_no",
        "gst_no",
        "country",
        "state",
        "city",
        "pincode",
      ].sort(),
    );
    expect(cookies.csrfToken?.value.length).toBeGreaterThan(20);
    // The token's middle segment carries the e-mail (the page decodes it).
    const claims = JSON.parse(Buffer.from(body.data.token.split(".")[1], "base64url").toString());
    expect(claims.email).toBe("meera@example.com");
    expect(claims.aud).toBe("session");
  });

  it("logs in by phone number and with the `email` field", async () => {
    expect((await passwordLogin(app, "9812345670", "Secret123")).statusCode).toBe(200);
    const response = await app.inject({
      method: "POST",
      url: "/passy/v1/login",
      payload: { email: "meera@example.com", password: "Secret123", src: "mrb_web", human_check: await solveHumanCheck(app) },
    });
    expect(response.statusCode).toBe(200);
  });

  it("gives an unknown account and a wrong password the same answer and the same work", async () => {
    const before = await app.db.select().from(sessions);
    const verify = vi.spyOn(argon2, "verify");
    try {
      const attempt = async (input: string) => {
        const human_check = await solveHumanCheck(app);
        verify.mockClear();
        const response = await post("/passy/v1/login", { input, password: "Wrong1234", human_check });
        return { response, argon2Verifications: verify.mock.calls.length };
      };
      const unknown = await attempt("nobody@example.com");
      const wrong = await attempt("timing@example.com");
      const noPassword = await attempt("social@example.com");
      for (const refused of [unknown, wrong, noPassword]) {
        expect(refused.response.statusCode).toBe(401);
        expect(refused.response.json()).toEqual({
          meta: { status_code: 401, message: "Invalid email/phone number or password." },
          data: null,
        });
        expect(refused.response.cookies).toHaveLength(0);
        // One argon2id verification each (a dummy hash when there is no password to check),
        // so the time taken does not tell them apart either.
        expect(refused.argon2Verifications).toBe(1);
      }
    } finally {
      verify.mockRestore();
    }
    // A refused login creates nothing.
    expect(await app.db.select().from(sessions)).toHaveLength(before.length);
  });

  it("needs the human check, and a solved check works once", async () => {
    const missing = await post("/passy/v1/login", { input: "checker@example.com", password: "Secret123" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().meta.message).toBe("reCaptcha Failed, Refresh the page and try again.");
    expect(missing.json().errors).toEqual([{ field: "human_check", message: "reCaptcha Failed, Refresh the page and try again." }]);
    const solved = await solveHumanCheck(app);
    expect((await post("/passy/v1/login", { input: "checker@example.com", password: "Secret123", human_check: solved })).statusCode).toBe(
      200,
    );
    const replay = await post("/passy/v1/login", { input: "checker@example.com", password: "Secret123", human_check: solved });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().meta.message).toBe("reCaptcha Failed, Refresh the page and try again.");
    expect(
      (await post("/passy/v1/login", { input: "checker@example.com", password: "Secret123", human_check: "bm90IGEgcGF5bG9hZA==" }))
        .statusCode,
    ).toBe(400);
  });

  it("trades a solved check for a single-use pass (the widget's verify call)", async () => {
    const solved = await solveHumanCheck(app);
    const verify = await app.inject(`/passy/v1/human_check/verify?g-recaptcha-response=${encodeURIComponent(solved)}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.status).toBe(200);
    const pass = verify.json().data.human_token as string;
    expect((await post("/passy/v1/login", { input: "checker@example.com", password: "Secret123", human_check: pass })).statusCode).toBe(
      200,
    );
    expect((await post("/passy/v1/login", { input: "checker@example.com", password: "Secret123", human_check: pass })).statusCode).toBe(
      400,
    );
    // The solved check itself was spent by the exchange.
    expect((await app.inject(`/passy/v1/human_check/verify?g-recaptcha-response=${encodeURIComponent(solved)}`)).statusCode).toBe(400);
  });

  it("validates the login fields with the spec's messages", async () => {
    const human_check = await solveHumanCheck(app);
    const empty = await post("/passy/v1/login", { input: "meera@example.com", password: "", human_check });
    expect(empty.json().errors).toEqual([{ field: "password", message: "Please enter the correct password" }]);
    const badInput = await post("/passy/v1/login", { input: "12345", password: "x", human_check });
    expect(badInput.json().errors).toEqual([{ field: "input", message: "Please enter a valid input" }]);
  });

  it("refuses an inactive account after the password check", async () => {
    const response = await passwordLogin(app, "blocked@example.com", "Secret123");
    expect(response.statusCode).toBe(403);
    expect(response.json().meta.message).toBe("Your account is not active. Please contact support.");
  });

  it("verifies the seeded scrypt hash and upgrades it to argon2id", async () => {
    const [before] = await app.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(before!.passwordHash).toMatch(/^scrypt\$/);
    expect((await passwordLogin(app, DEMO_USER.email, "Workbay2025")).statusCode).toBe(401);
    const [unchanged] = await app.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(unchanged!.passwordHash).toBe(before!.passwordHash);
    expect((await passwordLogin(app, DEMO_USER.email, DEMO_USER.password)).statusCode).toBe(200);
    const [after] = await app.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(after!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await passwordLogin(app, DEMO_USER.email, DEMO_USER.password)).statusCode).toBe(200);
  });

  it("logs in with an OTP sent to the phone", async () => {
    const send = await post("/passy/v1/send_otp", {
      kind: "phone_number",
      phone_number: "9812345670",
      country_code: "+91",
      purpose: "login",
    });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toMatchObject({
      meta: { message: "OTP sent successfully." },
      data: { sent: true, resend_after: 60, expires_in: 600 },
    });
    const otp = await latestOtpTo(app, "+919812345670");
    const login = await post("/passy/v1/verify_otp_login", {
      input: "9812345670",
      otp,
      src: "mrb_web",
      req_type: "login",
      human_check: await solveHumanCheck(app),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ email_verified: true, is_active: true });
    expect(cookieMap(login).accessToken?.httpOnly).toBe(true);
    // The code works once.
    const again = await post("/passy/v1/verify_otp_login", {
      input: "9812345670",
      otp,
      src: "mrb_web",
      req_type: "login",
      human_check: await solveHumanCheck(app),
    });
    expect(again.statusCode).toBe(400);
  });

  it("answers an OTP request for an unknown phone like a known one, and sends nothing", async () => {
    const sentBefore = (await readMailbox(app)).length;
    const send = await post("/passy/v1/send_otp", {
      kind: "phone_number",
      phone_number: "9000000001",
      country_code: "+91",
      purpose: "login",
    });
    expect(send.statusCode).toBe(200);
    expect(send.json().meta.message).toBe("OTP sent successfully.");
    expect((await readMailbox(app)).length).toBe(sentBefore);
    const login = await post("/passy/v1/verify_otp_login", {
      input: "9000000001",
      otp: "123456",
      src: "mrb_web",
      req_type: "login",
      human_check: await solveHumanCheck(app),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().meta.message).toBe("Invalid OTP. 4 attempts left.");
  });
});
