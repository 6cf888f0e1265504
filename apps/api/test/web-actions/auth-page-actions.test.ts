// The password reset, account activation and sign-out pages' loaders and actions (issue 14,
// docs/decisions/0037) against the real API in process (decision 0038), on a real database:
// each bad post gets the spec's message and a 4xx, and changes nothing that is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { passwordResets, sessions, users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { loadResetLink, resetPasswordAction } from "../../../web/app/features/auth/reset-password-action.server";
import { loadSignOut, signOutAction } from "../../../web/app/features/auth/sign-out-action.server";
import type { NewPasswordAnswer, ResetRequestAnswer } from "../../../web/app/features/auth/reset-answer";
import type { SignOutAnswer } from "../../../web/app/shared/session/sign-out";
import { loadActivation } from "../../../web/app/features/auth/activation.server";
import { createPageApiClient } from "../../src/web/direct-api-client";
import { SessionMemo } from "../../src/services/session-memo";
import { loggedPath } from "../../src/log-path";
import { signToken } from "../../src/services/signed-tokens";
import { cookieHeader, createTestUser, passwordLogin, readMailbox } from "../account-helpers";
import { TEST_NOW, buildTestApp } from "../helper";

type DataAnswer<T> = { data: T; init: ResponseInit | null };

let addressCount = 0;

/** A page request from its own address (the reset calls are limited per address). */
function pageRequest(app: FastifyInstance): FastifyRequest {
  addressCount += 1;
  const ip = `198.51.100.${addressCount}`;
  return {
    ip,
    ips: [ip],
    id: "page",
    log: app.log,
    protocol: "http",
    host: "localhost",
    hostname: "localhost",
  } as unknown as FastifyRequest;
}

function pageApi(app: FastifyInstance, cookie = "") {
  return createPageApiClient(app, { request: pageRequest(app), forwardHeaders: cookie ? { cookie } : {}, sessionMemo: new SessionMemo() });
}

function post(url: string, fields: Record<string, string>, cookie = "") {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** A thrown redirect, or the data an action answered. */
async function settle<T>(action: Promise<unknown>): Promise<DataAnswer<T> | Response> {
  try {
    return (await action) as DataAnswer<T>;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function answerOf<T>(action: Promise<unknown>): Promise<DataAnswer<T>> {
  const answer = await settle<T>(action);
  if (answer instanceof Response) throw new Error(`redirected to ${answer.headers.get("location")}`);
  return answer;
}

const setCookies = (init: ResponseInit | null | undefined) => new Headers(init?.headers).getSetCookie();
const cleared = (cookies: string[], name: string) =>
  cookies.some((c) => c.startsWith(`${name}=;`) || (c.startsWith(`${name}=`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)));

describe.each(testDatabaseKinds())("the reset, activation and sign-out pages on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false });
    await createTestUser(app, { email: "rohan@example.com", phone: "9812342000", password: "OldPass123" });
    await createTestUser(app, { email: "meera@example.com", phone: "9812342001", password: "OldPass123" });
    await createTestUser(app, { email: "ishaan@example.com", phone: "9812342002", password: "OldPass123", emailVerified: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const userOf = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!;
  const resetRows = async () => (await app.db.select().from(passwordResets)).length;

  async function resetTokenFor(email: string): Promise<string> {
    // The newest first.
    const mail = (await readMailbox(app)).find((m) => m.to === email && m.subject === "Reset your Workbay password");
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error("no reset link");
    return token;
  }

  describe("the reset dialog's request", () => {
    const request = (email: string) =>
      answerOf<ResetRequestAnswer>(resetPasswordAction(post("/reset-password", { intent: "request", email }), pageApi(app)));

    it("refuses a bad e-mail with the spec's message, before any call", async () => {
      const before = await resetRows();
      for (const email of ["", "rohan@", "not an email"]) {
        const { data, init } = await request(email);
        expect(init?.status).toBe(400);
        expect(data).toMatchObject({ intent: "request", sent: false, result: { error: { email: ["Enter valid Email ID"] } } });
      }
      expect(await resetRows()).toBe(before);
    });

    it("answers a known and an unknown address alike, and e-mails only the account", async () => {
      const before = (await readMailbox(app)).length;
      const known = await request(" Rohan@Example.com ");
      const unknown = await request("nobody@example.com");
      expect(known.data).toMatchObject({ intent: "request", sent: true, result: null });
      expect({ ...unknown.data, id: 0 }).toEqual({ ...known.data, id: 0 });
      expect(known.init?.status ?? 200).toBe(200);
      const mailbox = await readMailbox(app);
      const mails = mailbox.slice(0, mailbox.length - before); // the newest first
      expect(mails.map((m) => m.to)).toEqual(["rohan@example.com"]);
    });
  });

  describe("the e-mailed link", () => {
    it("is checked by the loader: the account's address, or the spec's message", async () => {
      await request(app, "meera@example.com");
      const token = await resetTokenFor("meera@example.com");
      expect(await loadResetLink(new URL(`http://localhost/reset-password?token=${token}`), pageApi(app))).toEqual({
        kind: "valid",
        email: "meera@example.com",
      });
      const invalid = { kind: "invalid", message: "This password reset link is invalid or has expired." };
      expect(await loadResetLink(new URL("http://localhost/reset-password?token=not-a-real-token-at-all"), pageApi(app))).toEqual(invalid);
      expect(await loadResetLink(new URL("http://localhost/reset-password?token=short"), pageApi(app))).toEqual(invalid);
      expect(await loadResetLink(new URL("http://localhost/reset-password"), pageApi(app))).toEqual(invalid);
    });

    it("refuses a weak or unconfirmed password and a bad link, and changes nothing", async () => {
      await request(app, "meera@example.com");
      const token = await resetTokenFor("meera@example.com");
      const before = await userOf("meera@example.com");
      const reset = (fields: Record<string, string>, url = `/reset-password?token=${token}`) =>
        answerOf<NewPasswordAnswer>(resetPasswordAction(post(url, fields), pageApi(app)));

      const weak = await reset({ "new-password": "weakweak", "confirm-password": "weakweak" });
      expect(weak.init?.status).toBe(400);
      expect(weak.data.result?.error).toEqual({ "new-password": ["Please enter a valid password"] });
      const differ = await reset({ "new-password": "NewPass456", "confirm-password": "NewPass457" });
      expect(differ.data.result?.error).toEqual({ "confirm-password": ["Passwords do not match."] });
      // The passwords never come back in an answer.
      expect(JSON.stringify([weak.data, differ.data])).not.toMatch(/weakweak|NewPass45/);

      const unknown = await reset(
        { "new-password": "NewPass456", "confirm-password": "NewPass456" },
        "/reset-password?token=not-a-real-token-at-all",
      );
      expect(unknown.init?.status).toBe(400);
      expect(unknown.data.result?.error).toEqual({ "": ["This password reset link is invalid or has expired."] });
      const none = await reset({ "new-password": "NewPass456", "confirm-password": "NewPass456" }, "/reset-password");
      expect(none.data.result?.error).toEqual({ "": ["This password reset link is invalid or has expired."] });

      const after = await userOf("meera@example.com");
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.updatedAt).toEqual(before.updatedAt);
      // The link still works after the refusals.
      expect((await loadResetLink(new URL(`http://localhost/reset-password?token=${token}`), pageApi(app))).kind).toBe("valid");
    });

    it("sets the password, signs this browser out of the account, and works once", async () => {
      const login = await passwordLogin(app, "rohan@example.com", "OldPass123");
      const cookie = cookieHeader(login);
      await request(app, "rohan@example.com");
      const token = await resetTokenFor("rohan@example.com");
      const before = await userOf("rohan@example.com");
      const url = `/reset-password?token=${token}`;
      const fields = { "new-password": "NewPass456", "confirm-password": "NewPass456" };

      const done = await answerOf<NewPasswordAnswer>(resetPasswordAction(post(url, fields, cookie), pageApi(app, cookie)));
      expect(done.data).toMatchObject({
        intent: "reset",
        done: "Your password has been reset. Please log in with the new password.",
        signedOut: true,
      });
      expect(done.init?.status ?? 200).toBe(200);
      // The session ended with the reset; the answer clears this browser's cookies.
      const cookies = setCookies(done.init);
      expect(cleared(cookies, "accessToken")).toBe(true);
      expect(cleared(cookies, "userProfile")).toBe(true);
      expect((await userOf("rohan@example.com")).passwordHash).not.toBe(before.passwordHash);
      expect((await passwordLogin(app, "rohan@example.com", "NewPass456")).statusCode).toBe(200);

      const used = await answerOf<NewPasswordAnswer>(
        resetPasswordAction(post(url, { "new-password": "Another789", "confirm-password": "Another789" }), pageApi(app)),
      );
      expect(used.init?.status).toBe(400);
      expect(used.data.result?.error).toEqual({ "": ["This password reset link is invalid or has expired."] });
      expect((await passwordLogin(app, "rohan@example.com", "NewPass456")).statusCode).toBe(200);
    });

    it("leaves another account's session in this browser alone", async () => {
      const other = await passwordLogin(app, "meera@example.com", "OldPass123");
      const cookie = cookieHeader(other);
      await request(app, "ishaan@example.com");
      const token = await resetTokenFor("ishaan@example.com");
      const done = await answerOf<NewPasswordAnswer>(
        resetPasswordAction(
          post(`/reset-password?token=${token}`, { "new-password": "NewPass456", "confirm-password": "NewPass456" }, cookie),
          pageApi(app, cookie),
        ),
      );
      expect(done.data).toMatchObject({ done: expect.any(String), signedOut: false });
      expect(cleared(setCookies(done.init), "accessToken")).toBe(false);
      const session = await app.inject({ url: "/passy/v1/session", headers: { cookie } });
      expect(session.json().data.logged_in).toBe(true);
    });
  });

  describe("account activation", () => {
    const activate = async (query: string) =>
      (await loadActivation(new URL(`http://localhost/activate-account${query}`), pageApi(app))) as unknown as DataAnswer<{
        done: boolean;
        message: string;
      }>;

    it("confirms the address from the link, in the loader", async () => {
      const user = await userOf("ishaan@example.com");
      await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
      const token = await signToken(
        app.secretKey,
        "activate-account",
        { sub: user.id, email: user.email },
        new Date(TEST_NOW.getTime() + 86_400_000),
        TEST_NOW,
      );
      const { data, init } = await activate(`?token=${token}`);
      expect(data).toEqual({ done: true, message: "Your e-mail address is confirmed." });
      expect(init?.status ?? 200).toBe(200);
      expect((await userOf("ishaan@example.com")).emailVerified).toBe(true);
    });

    it("refuses a bad or missing token with the spec's message, a 400 and no change", async () => {
      const user = await userOf("meera@example.com");
      await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
      const expired = await signToken(
        app.secretKey,
        "activate-account",
        { sub: user.id, email: user.email },
        new Date(TEST_NOW.getTime() - 1000),
        new Date(TEST_NOW.getTime() - 86_400_000),
      );
      for (const query of ["", "?token=", "?token=not-a-real-token-at-all", `?token=${expired}`]) {
        const { data, init } = await activate(query);
        expect(data).toEqual({ done: false, message: "This activation link is invalid or has expired." });
        expect(init?.status).toBe(400);
      }
      expect((await userOf("meera@example.com")).emailVerified).toBe(false);
    });
  });

  describe("sign-out", () => {
    const liveSessions = async (email: string) => {
      const user = await userOf(email);
      const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      return rows.filter((row) => !row.revokedAt).length;
    };
    const csrfOf = async (cookie: string) =>
      (await app.inject({ url: "/passy/v1/session", headers: { cookie } })).json().data.csrf_token as string;

    it("a visit to /logout signs nobody out: it shows who is signed in and the form's token", async () => {
      const cookie = cookieHeader(await passwordLogin(app, "meera@example.com", "OldPass123"));
      const live = await liveSessions("meera@example.com");
      const shown = await loadSignOut(pageApi(app, cookie));
      expect(shown).toMatchObject({ email: "meera@example.com", csrfToken: await csrfOf(cookie) });
      expect(await liveSessions("meera@example.com")).toBe(live);
      expect(await loadSignOut(pageApi(app))).toBeNull();
    });

    it("refuses a post without the session's CSRF token, and the session stays", async () => {
      const cookie = cookieHeader(await passwordLogin(app, "meera@example.com", "OldPass123"));
      const live = await liveSessions("meera@example.com");
      for (const csrf of ["", "forged-token"]) {
        const { data, init } = await answerOf<SignOutAnswer>(
          signOutAction(post("/logout", { csrf, enhanced: "1" }, cookie), pageApi(app, cookie)),
        );
        expect(init?.status).toBe(403);
        expect(data).toEqual({ signedOut: false, message: "Invalid CSRF token" });
        expect(setCookies(init)).toEqual([]);
      }
      expect(await liveSessions("meera@example.com")).toBe(live);
      expect((await app.inject({ url: "/passy/v1/session", headers: { cookie } })).json().data.logged_in).toBe(true);
    });

    it("without a session says so with a 401, clearing stale cookies and storing nothing", async () => {
      const before = await app.db.select().from(sessions);
      const { data, init } = await answerOf<SignOutAnswer>(signOutAction(post("/logout", { csrf: "", enhanced: "1" }), pageApi(app)));
      expect(init?.status).toBe(401);
      expect(data).toEqual({ signedOut: false, message: "Please log in to continue." });
      expect(await app.db.select().from(sessions)).toEqual(before);
    });

    it("ends the session: as data to the menus' fetcher, as a redirect to / without JavaScript", async () => {
      const first = cookieHeader(await passwordLogin(app, "meera@example.com", "OldPass123"));
      const enhanced = await answerOf<SignOutAnswer>(
        signOutAction(post("/logout", { csrf: await csrfOf(first), enhanced: "1" }, first), pageApi(app, first)),
      );
      expect(enhanced.data).toEqual({ signedOut: true, message: "Signed out successfully." });
      expect(cleared(setCookies(enhanced.init), "accessToken")).toBe(true);
      expect((await app.inject({ url: "/passy/v1/session", headers: { cookie: first } })).json().data.logged_in).toBe(false);

      const second = cookieHeader(await passwordLogin(app, "meera@example.com", "OldPass123"));
      const plain = await settle(signOutAction(post("/logout", { csrf: await csrfOf(second) }, second), pageApi(app, second)));
      expect(plain).toBeInstanceOf(Response);
      const response = plain as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(cleared(response.headers.getSetCookie(), "accessToken")).toBe(true);
      expect((await app.inject({ url: "/passy/v1/session", headers: { cookie: second } })).json().data.logged_in).toBe(false);
    });
  });

  it("the request log leaves a link's token out", () => {
    expect(loggedPath("/reset-password?token=abc-DEF_123")).toBe("/reset-password?token=[hidden]");
    expect(loggedPath("/passy/v1/activate_account?x=1&token=abc&y=2")).toBe("/passy/v1/activate_account?x=1&token=[hidden]&y=2");
    expect(loggedPath("/reset-password.data?token=abc&_routes=routes%2Freset-password")).toBe(
      "/reset-password.data?token=[hidden]&_routes=routes%2Freset-password",
    );
    expect(loggedPath("/search?q=tokens")).toBe("/search?q=tokens");
  });
});

/** Asks for a reset link as the dialog does (the link goes to the test mailbox). */
async function request(app: FastifyInstance, email: string) {
  const answer = await answerOf<ResetRequestAnswer>(
    resetPasswordAction(post("/reset-password", { intent: "request", email }), pageApi(app)),
  );
  expect(answer.data.sent).toBe(true);
}
