import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { otps, outbox } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createTestUser, readMailbox } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

/**
 * The OTP send limits hold in the database, whatever the concurrency: parallel requests over
 * several connections (PostgreSQL pool of 10) queue exactly one message.
 */
describe.each(testDatabaseKinds())("atomic account limits on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    // The per-request limits (a separate, coarser layer) are scaled out of the way.
    app = await buildTestApp(kind, { seed: false, clock: () => now, poolSize: 10, config: { accountLimitsScale: 10 } });
    await createTestUser(app, { email: "parallel@example.com", phone: "9812347000", password: "Secret123" });
    await createTestUser(app, { email: "reset.twice@example.com", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (payload: Record<string, unknown>, i = 0) =>
    app.inject({ method: "POST", url: "/passy/v1/send_otp", remoteAddress: `10.40.0.${i + 1}`, payload });
  const messagesTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to));
  const codesOf = (identifier: string) => app.db.select().from(otps).where(eq(otps.identifier, identifier));

  it("lets 1 of 10 parallel sign-up OTP sends through; the rest get 429 with Retry-After and store nothing", async () => {
    const payload = { kind: "email", email: "race.signup@example.com", purpose: "signup" };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(payload, i)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json().meta.message).toBe("Please wait 60 seconds before requesting a new OTP.");
      expect(refused.headers["retry-after"]).toBe("60");
    }
    expect(await messagesTo("race.signup@example.com")).toHaveLength(1);
    expect(await codesOf("race.signup@example.com")).toHaveLength(1);
  });

  it("lets 1 of 10 parallel login OTP sends to a phone through", async () => {
    const payload = { kind: "phone_number", phone_number: "9812347000", country_code: "+91", purpose: "login" };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(payload, i)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(9);
    expect(await messagesTo("+919812347000")).toHaveLength(1);
  });

  it("says how long to wait before a resend, in the message and in Retry-After", async () => {
    const payload = { kind: "email", email: "wait@example.com", purpose: "signup" };
    expect((await send(payload)).statusCode).toBe(200);
    advance(25_000);
    const early = await send(payload);
    expect(early.statusCode).toBe(429);
    expect(early.json().meta.message).toBe("Please wait 35 seconds before requesting a new OTP.");
    expect(early.headers["retry-after"]).toBe("35");
    advance(35_000);
    expect((await send(payload)).statusCode).toBe(200);
    expect(await messagesTo("wait@example.com")).toHaveLength(2);
  });

  it("holds the hourly cap of 5 sends against parallel sends at the edge, with Retry-After until a place frees", async () => {
    const payload = { kind: "email", email: "cap@example.com", purpose: "signup" };
    const first = now;
    for (let i = 0; i < 4; i++) {
      expect((await send(payload, i)).statusCode).toBe(200);
      advance(61_000);
    }
    // Ten at once for the fifth and last place of the hour.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(payload, i)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    advance(61_000);
    const sixth = await send(payload);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().meta.message).toBe("Too many OTP requests. Please try again in an hour.");
    expect(Number(sixth.headers["retry-after"])).toBe(Math.ceil((first.getTime() + 60 * 60_000 - now.getTime()) / 1000));
    expect(await messagesTo("cap@example.com")).toHaveLength(5);
    now = new Date(first.getTime() + 60 * 60_000 + 1000);
    expect((await send(payload)).statusCode).toBe(200);
    expect(await messagesTo("cap@example.com")).toHaveLength(6);
  });

  it("voids older password reset links when a new one is requested", async () => {
    const request = () => app.inject({ method: "POST", url: "/passy/v1/forgot_password", payload: { email: "reset.twice@example.com" } });
    expect((await request()).statusCode).toBe(200);
    advance(1000);
    expect((await request()).statusCode).toBe(200);
    const links = (await readMailbox(app))
      .filter((m) => m.to === "reset.twice@example.com")
      .map((m) => new URL(m.text.match(/https?:\/\/\S+reset-password\?token=\S+/)![0]).searchParams.get("token")!);
    expect(links).toHaveLength(2);
    const [newer, older] = links; // the mailbox lists the newest first
    const olderCheck = await app.inject(`/passy/v1/check_reset_token?token=${older}`);
    expect(olderCheck.statusCode).toBe(400);
    expect(olderCheck.json().meta.message).toBe("This password reset link is invalid or has expired.");
    const olderUse = await app.inject({
      method: "POST",
      url: "/passy/v1/reset_password",
      payload: { token: older, email: "reset.twice@example.com", new_password: "Changed123", confirm_password: "Changed123" },
    });
    expect(olderUse.statusCode).toBe(400);
    expect((await app.inject(`/passy/v1/check_reset_token?token=${newer}`)).statusCode).toBe(200);
    const newerUse = await app.inject({
      method: "POST",
      url: "/passy/v1/reset_password",
      payload: { token: newer, email: "reset.twice@example.com", new_password: "Changed123", confirm_password: "Changed123" },
    });
    expect(newerUse.statusCode, newerUse.body).toBe(200);
  });
});
