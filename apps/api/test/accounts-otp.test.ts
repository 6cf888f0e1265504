import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { otps, outbox } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createTestUser, latestOtpTo, readMailbox, solveHumanCheck } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

describe.each(testDatabaseKinds())("OTP policy on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false, clock: () => now });
    for (let i = 0; i < 6; i++) await createTestUser(app, { email: `otp${i}@example.com`, phone: `981234500${i}`, password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const sendLogin = (phone: string) =>
    app.inject({
      method: "POST",
      url: "/passy/v1/send_otp",
      payload: { kind: "phone_number", phone_number: phone, country_code: "+91", purpose: "login" },
    });
  const otpLogin = async (phone: string, otp: string) =>
    app.inject({
      method: "POST",
      url: "/passy/v1/verify_otp_login",
      payload: { input: phone, otp, src: "mrb_web", req_type: "login", human_check: await solveHumanCheck(app) },
    });

  it("lists sent OTPs in the development mailbox, newest first", async () => {
    expect((await sendLogin("9812345000")).statusCode).toBe(200);
    const mailbox = await readMailbox(app);
    expect(mailbox[0]).toMatchObject({ to: "+919812345000", channel: "sms", subject: "" });
    expect(mailbox[0]!.text).toMatch(/^\d{6} is your Workbay OTP to log in\. It is valid for 10 minutes\./);
    expect(new Date(mailbox[0]!.sentAt).getTime()).toBe(now.getTime());
    const html = await app.inject("/dev/mailbox");
    expect(html.headers["content-type"]).toMatch(/text\/html/);
    expect(html.body).toContain(mailbox[0]!.text.slice(0, 6));
  });

  it("stores codes hashed, never in clear", async () => {
    const code = await latestOtpTo(app, "+919812345000");
    const rows = await app.db.select().from(otps).where(eq(otps.identifier, "+919812345000"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });

  it("refuses a resend within 60 seconds, then allows it", async () => {
    advance(30_000);
    const early = await sendLogin("9812345000");
    expect(early.statusCode).toBe(429);
    expect(early.json().meta.message).toBe("Please wait 30 seconds before requesting a new OTP.");
    advance(30_000);
    expect((await sendLogin("9812345000")).statusCode).toBe(200);
  });

  it("sends at most 5 codes an hour to one identifier", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendLogin("9812345001")).statusCode).toBe(200);
      advance(61_000);
    }
    const sixth = await sendLogin("9812345001");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().meta.message).toBe("Too many OTP requests. Please try again in an hour.");
    // An hour after the first, one send is free again.
    advance(60 * 60_000 - 5 * 61_000 + 1000);
    expect((await sendLogin("9812345001")).statusCode).toBe(200);
  });

  it("expires a code after 10 minutes", async () => {
    expect((await sendLogin("9812345002")).statusCode).toBe(200);
    const code = await latestOtpTo(app, "+919812345002");
    advance(10 * 60_000);
    const late = await otpLogin("9812345002", code);
    expect(late.statusCode).toBe(400);
    expect(late.json().meta.message).toBe("This OTP has expired. Please request a new one.");
    expect(late.cookies).toHaveLength(0);
  });

  it("kills a code after 5 wrong tries, even for the right code afterwards", async () => {
    advance(61_000);
    expect((await sendLogin("9812345003")).statusCode).toBe(200);
    const code = await latestOtpTo(app, "+919812345003");
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await otpLogin("9812345003", wrong)).json().meta.message);
    expect(messages).toEqual([
      "Invalid OTP. 4 attempts left.",
      "Invalid OTP. 3 attempts left.",
      "Invalid OTP. 2 attempts left.",
      "Invalid OTP. 1 attempt left.",
      "Too many wrong attempts. Please request a new OTP.",
    ]);
    const right = await otpLogin("9812345003", code);
    expect(right.statusCode).toBe(429);
    expect(right.json().meta.message).toBe("Too many wrong attempts. Please request a new OTP.");
    // A new code works.
    advance(61_000);
    expect((await sendLogin("9812345003")).statusCode).toBe(200);
    expect((await otpLogin("9812345003", await latestOtpTo(app, "+919812345003"))).statusCode).toBe(200);
  });

  it("makes a resend supersede the earlier code", async () => {
    advance(61_000);
    await sendLogin("9812345004");
    const first = await latestOtpTo(app, "+919812345004");
    advance(61_000);
    await sendLogin("9812345004");
    const second = await latestOtpTo(app, "+919812345004");
    if (first !== second) expect((await otpLogin("9812345004", first)).statusCode).toBe(400);
    expect((await otpLogin("9812345004", second)).statusCode).toBe(200);
  });

  it("refuses bad OTP requests without storing anything", async () => {
    const before = { otps: (await app.db.select().from(otps)).length, outbox: (await app.db.select().from(outbox)).length };
    const badPhone = await app.inject({
      method: "POST",
      url: "/passy/v1/send_otp",
      payload: { kind: "phone_number", phone_number: "9999999999", country_code: "+91", purpose: "login" },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual([{ field: "phone_number", message: "Please enter a valid phone number" }]);
    const badEmail = await app.inject({
      method: "POST",
      url: "/passy/v1/send_otp",
      payload: { kind: "email", email: "a@b", purpose: "signup" },
    });
    expect(badEmail.json().errors).toEqual([{ field: "email", message: "Please provide a valid email ID" }]);
    // A phone sign-up code needs the interim token of a verified e-mail (SMS cost money).
    const anonymous = await app.inject({
      method: "POST",
      url: "/passy/v1/send_otp",
      payload: { kind: "phone_number", phone_number: "9812345099", country_code: "+91", purpose: "signup" },
    });
    expect(anonymous.statusCode).toBe(401);
    const badOtp = await app.inject({
      method: "POST",
      url: "/passy/v1/verify_otp_login",
      payload: { input: "9812345005", otp: "12ab", human_check: "x" },
    });
    expect(badOtp.json().errors).toEqual([{ field: "otp", message: "Please enter a valid OTP" }]);
    expect((await app.db.select().from(otps)).length).toBe(before.otps);
    expect((await app.db.select().from(outbox)).length).toBe(before.outbox);
  });

  it("logs in with an OTP sent by e-mail", async () => {
    const send = await app.inject({
      method: "POST",
      url: "/passy/v1/send_otp",
      payload: { kind: "email", email: "OTP5@example.com", purpose: "login" },
    });
    expect(send.statusCode).toBe(200);
    const code = await latestOtpTo(app, "otp5@example.com");
    const mail = (await readMailbox(app)).find((m) => m.to === "otp5@example.com");
    expect(mail?.subject).toBe(`Your Workbay OTP: ${code}`);
    const login = await app.inject({
      method: "POST",
      url: "/passy/v1/verify_otp_login",
      payload: { input: "otp5@example.com", otp: code, human_check: await solveHumanCheck(app) },
    });
    expect(login.statusCode).toBe(200);
  });
});
