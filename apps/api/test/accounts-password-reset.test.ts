import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { outbox, passwordResets, users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { cookieHeader, createTestUser, passwordLogin, readMailbox } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

describe.each(testDatabaseKinds())("password reset on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false, clock: () => now });
    await createTestUser(app, { email: "anita@example.com", phone: "9812341000", password: "OldPass123" });
    await createTestUser(app, { email: "other@example.com", phone: "9812341001", password: "OldPass123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const forgot = (email: string) => app.inject({ method: "POST", url: "/passy/v1/forgot_password", payload: { src: "mrb_web", email } });
  const reset = (body: Record<string, unknown>) => app.inject({ method: "POST", url: "/passy/v1/reset_password", payload: body });

  async function resetLinkFor(email: string): Promise<string> {
    const mail = (await readMailbox(app)).find((m) => m.to === email && m.subject === "Reset your Workbay password");
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error("no reset link");
    expect(mail!.text).toContain(`${app.config.publicUrl}/reset-password?token=${token}`);
    return token;
  }

  it("answers every address the same, and e-mails a link only to an account", async () => {
    const known = await forgot("Anita@Example.com");
    const unknown = await forgot("nobody@example.com");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().meta.message).toBe("Password link sent");
    const mailbox = await readMailbox(app);
    expect(mailbox.filter((m) => m.to === "nobody@example.com")).toHaveLength(0);
    expect(mailbox.filter((m) => m.to === "anita@example.com")).toHaveLength(1);
    const invalid = await forgot("not-an-email");
    expect(invalid.json().errors).toEqual([{ field: "email", message: "Enter valid Email ID" }]);
  });

  it("checks the link, sets the new password, ends sessions, and refuses the link a second time", async () => {
    const session = await passwordLogin(app, "anita@example.com", "OldPass123");
    expect(session.statusCode).toBe(200);
    const token = await resetLinkFor("anita@example.com");
    const check = await app.inject(`/passy/v1/check_reset_token?token=${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ valid: true, email: "anita@example.com" });

    const mismatch = await reset({ token, email: "other@example.com", new_password: "NewPass456", confirm_password: "NewPass456" });
    expect(mismatch.statusCode).toBe(400);
    const weak = await reset({ token, email: "anita@example.com", new_password: "weak", confirm_password: "weak" });
    expect(weak.json().errors).toEqual([{ field: "new_password", message: "Please enter a valid password" }]);
    const [unchanged] = await app.db.select().from(users).where(eq(users.email, "anita@example.com"));

    const done = await reset({ token, email: "anita@example.com", new_password: "NewPass456", confirm_password: "NewPass456" });
    expect(done.statusCode).toBe(200);
    expect(done.json().meta.message).toBe("Your password has been reset. Please log in with the new password.");
    const [changed] = await app.db.select().from(users).where(eq(users.email, "anita@example.com"));
    expect(changed!.passwordHash).not.toBe(unchanged!.passwordHash);

    expect((await passwordLogin(app, "anita@example.com", "OldPass123")).statusCode).toBe(401);
    expect((await passwordLogin(app, "anita@example.com", "NewPass456")).statusCode).toBe(200);
    // The session from before the reset is over.
    expect((await app.inject({ url: "/passy/v1/profile", headers: { cookie: cookieHeader(session) } })).statusCode).toBe(401);

    const reused = await reset({ token, email: "anita@example.com", new_password: "Another789", confirm_password: "Another789" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().meta.message).toBe("This password reset link is invalid or has expired.");
    expect((await app.inject(`/passy/v1/check_reset_token?token=${token}`)).statusCode).toBe(400);
  });

  it("expires a link after an hour and stores only its hash", async () => {
    await forgot("other@example.com");
    const token = await resetLinkFor("other@example.com");
    const rows = await app.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    now = new Date(now.getTime() + 60 * 60_000 + 1000);
    const late = await reset({ token, email: "other@example.com", new_password: "NewPass456", confirm_password: "NewPass456" });
    expect(late.statusCode).toBe(400);
    expect((await passwordLogin(app, "other@example.com", "OldPass123")).statusCode).toBe(200);
  });

  it("leaves no message queued for an unknown address", async () => {
    const rows = await app.db.select().from(outbox).where(eq(outbox.to, "nobody@example.com"));
    expect(rows).toHaveLength(0);
  });
});
