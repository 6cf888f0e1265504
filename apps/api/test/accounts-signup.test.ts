import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { cookieMap, createTestUser, latestOtpTo, passwordLogin, readMailbox } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

describe.each(testDatabaseKinds())("sign-up on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false, clock: () => now });
    await createTestUser(app, { email: "taken@example.com", phone: "9812340000", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    app.inject({ method: "POST", url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const userCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  async function verifiedEmail(email: string): Promise<string> {
    expect((await post("/passy/v1/send_otp", { kind: "email", email })).statusCode).toBe(200);
    const verify = await post("/passy/v1/verify_otp", { kind: "email", email, otp: await latestOtpTo(app, email) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toMatchObject({ email_verified: true, phone_verified: false, session: null });
    return verify.json().data.interim_token;
  }

  async function verifiedPhone(interim: string, phone: string): Promise<string> {
    expect((await post("/passy/v1/send_otp", { kind: "phone_number", phone_number: phone, country_code: "+91" }, interim)).statusCode).toBe(
      200,
    );
    const verify = await post(
      "/passy/v1/verify_otp",
      { kind: "phone_number", phone_number: phone, country_code: "+91", otp: await latestOtpTo(app, `+91${phone}`) },
      interim,
    );
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toMatchObject({ email_verified: true, phone_verified: true });
    return verify.json().data.interim_token;
  }

  const details = { name: "Ravi Kumar", password: "Workbay99", confirm_password: "Workbay99", center_id: 1, referral_code: null };

  it("signs up: e-mail OTP, details, phone OTP, then a session and 'Signed up Succesfully.'", async () => {
    const afterEmail = await verifiedEmail("ravi@example.com");
    // Without a verified phone the account is not made.
    const early = await post("/passy/v1/sign_up", details, afterEmail);
    expect(early.statusCode).toBe(400);
    expect(early.json().meta.message).toBe("Please verify your phone number first.");
    const afterPhone = await verifiedPhone(afterEmail, "9812340001");
    const response = await post("/passy/v1/sign_up", details, afterPhone);
    expect(response.statusCode).toBe(201);
    expect(response.json().meta).toEqual({ status_code: 201, message: "Signed up Succesfully." });
    expect(response.json().data).toMatchObject({ name: "Ravi Kumar", email_verified: true, phone_verified: true, is_active: true });
    expect(cookieMap(response).accessToken?.httpOnly).toBe(true);
    const [user] = await app.db.select().from(users).where(eq(users.email, "ravi@example.com"));
    expect(user).toMatchObject({ phone: "9812340001", countryCode: "+91", signupCentreId: 1, referralCode: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await passwordLogin(app, "ravi@example.com", "Workbay99")).statusCode).toBe(200);
    // The same interim token cannot make a second account.
    const again = await post("/passy/v1/sign_up", details, afterPhone);
    expect(again.statusCode).toBe(409);
  });

  it("answers sign-up for a registered e-mail like any other, and tells only the owner", async () => {
    const before = await userCount();
    const send = await post("/passy/v1/send_otp", { kind: "email", email: "taken@example.com" });
    expect(send.statusCode).toBe(200);
    expect(send.json().meta.message).toBe("OTP sent successfully.");
    const mail = (await readMailbox(app)).find((m) => m.to === "taken@example.com");
    expect(mail?.subject).toBe("You already have a Workbay account");
    expect(mail?.text).not.toMatch(/\d{6} is your/);
    const verify = await post("/passy/v1/verify_otp", { kind: "email", email: "taken@example.com", otp: "123456" });
    expect(verify.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it("refuses a phone that belongs to another account, only to the phone's owner", async () => {
    now = new Date(now.getTime() + 120_000);
    const interim = await verifiedEmail("second@example.com");
    expect(
      (await post("/passy/v1/send_otp", { kind: "phone_number", phone_number: "9812340000", country_code: "+91" }, interim)).statusCode,
    ).toBe(200);
    const code = await latestOtpTo(app, "+919812340000");
    // A wrong code says nothing about the number.
    const guess = await post(
      "/passy/v1/verify_otp",
      { kind: "phone_number", phone_number: "9812340000", country_code: "+91", otp: code === "000000" ? "111111" : "000000" },
      interim,
    );
    expect(guess.statusCode).toBe(400);
    const verify = await post(
      "/passy/v1/verify_otp",
      { kind: "phone_number", phone_number: "9812340000", country_code: "+91", otp: code },
      interim,
    );
    expect(verify.statusCode).toBe(409);
    expect(verify.json().meta.message).toBe("This phone number is already registered with another account.");
  });

  it("checks the details form with the spec's messages and creates nothing", async () => {
    now = new Date(now.getTime() + 120_000);
    const interim = await verifiedPhone(await verifiedEmail("third@example.com"), "9812340003");
    const before = await userCount();
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { ...details, name: "R2-D2" },
        { field: "name", message: "Please enter a valid name" },
      ],
      [
        { ...details, password: "short1", confirm_password: "short1" },
        { field: "password", message: "Please enter a valid password" },
      ],
      [
        { ...details, password: "onlyletters", confirm_password: "onlyletters" },
        { field: "password", message: "Please enter a valid password" },
      ],
      [
        { ...details, password: "with space 1", confirm_password: "with space 1" },
        { field: "password", message: "Please enter a valid password" },
      ],
      [
        { ...details, confirm_password: "Different9" },
        { field: "confirm_password", message: "Passwords do not match." },
      ],
    ];
    for (const [body, error] of cases) {
      const response = await post("/passy/v1/sign_up", body, interim);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([error]);
    }
    expect((await post("/passy/v1/sign_up", details)).statusCode).toBe(401);
    expect((await post("/passy/v1/sign_up", details, "forged.token.value")).statusCode).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it("expires the interim token after 30 minutes", async () => {
    now = new Date(now.getTime() + 120_000);
    const interim = await verifiedPhone(await verifiedEmail("late@example.com"), "9812340004");
    now = new Date(now.getTime() + 31 * 60_000);
    const response = await post("/passy/v1/sign_up", details, interim);
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.message).toBe("Your verification has expired. Please start again.");
  });
});
