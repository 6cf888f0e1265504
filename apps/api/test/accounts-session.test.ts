import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq, isNotNull } from "drizzle-orm";
import { SignJWT } from "jose";
import { bookings, sessions, users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { cookieHeader, cookieMap, createTestUser, passwordLogin } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";
import { sessionOfToken, sessionTokenIsLive } from "../src/services/sessions";

describe.each(testDatabaseKinds())("sessions on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now });
    await createTestUser(app, { email: "kiran@example.com", phone: "9812342000", password: "Secret123" });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function login(email = "kiran@example.com") {
    const response = await passwordLogin(app, email, "Secret123");
    expect(response.statusCode).toBe(200);
    return { cookie: cookieHeader(response), csrf: cookieMap(response).csrfToken!.value, token: response.json().data.token as string };
  }

  it("answers who is signed in, and sets the CSRF cookie", async () => {
    const out = await app.inject("/passy/v1/session");
    expect(out.json().data).toEqual({ logged_in: false, profile: null, expires_at: null, csrf_token: null });
    const { cookie, csrf } = await login();
    const me = await app.inject({ url: "/passy/v1/session", headers: { cookie } });
    expect(me.json().data).toMatchObject({ logged_in: true, csrf_token: csrf, profile: { email: "kiran@example.com" } });
    expect(me.json().data.expires_at).toBe(new Date(now.getTime() + 24 * 3600_000).toISOString());
    expect(cookieMap(me).csrfToken).toMatchObject({ value: csrf, sameSite: "Lax", path: "/" });
    expect(cookieMap(me).csrfToken?.httpOnly).toBeFalsy();
  });

  it("requires a session on profile calls: 401 'Please log in to continue.' when missing or tampered", async () => {
    const missing = await app.inject("/passy/v1/profile");
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ meta: { status_code: 401, message: "Please log in to continue." }, data: null });
    const { token } = await login();
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: "mallory@example.com" })).toString("base64url")}.${signature}`;
    const forged = await new SignJWT({ sid: claims.sid, email: claims.email })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("session")
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-000"));
    for (const bad of [altered, forged, `${token}x`, "garbage"]) {
      expect((await app.inject({ url: "/passy/v1/profile", headers: { authorization: `Bearer ${bad}` } })).statusCode).toBe(401);
      expect((await app.inject({ url: "/passy/v1/profile", headers: { cookie: `accessToken=${bad}` } })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: "/passy/v1/profile", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it("ends a session after 24 hours", async () => {
    const { token, cookie } = await login();
    now = new Date(now.getTime() + 24 * 3600_000 + 1000);
    try {
      expect((await app.inject({ url: "/passy/v1/profile", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      const me = await app.inject({ url: "/passy/v1/session", headers: { cookie } });
      expect(me.json().data.logged_in).toBe(false);
      // The dead session's cookies are cleared.
      expect(cookieMap(me).accessToken?.value).toBe("");
    } finally {
      now = TEST_NOW;
    }
  });

  // The page's check for a kept page (web/mount-web.ts), and the verified-token memo behind both.
  it("tells whether a token's session lives: not once expired (even a token seen before), signed out, forged or of a deleted account", async () => {
    const { token, csrf, cookie } = await login();
    expect(await sessionTokenIsLive(app.db, app.secretKey, token, now)).toBe(true);
    expect(await sessionOfToken(app.db, app.secretKey, token, now)).toBeDefined();
    const later = new Date(now.getTime() + 24 * 3600_000 + 1000);
    expect(await sessionTokenIsLive(app.db, app.secretKey, token, later)).toBe(false);
    expect(await sessionOfToken(app.db, app.secretKey, token, later)).toBeUndefined();
    expect(await sessionTokenIsLive(app.db, app.secretKey, `${token.slice(0, -2)}xx`, now)).toBe(false);
    expect(await sessionTokenIsLive(app.db, "another-secret-of-another-server-0123456789", token, now)).toBe(false);
    const out = await app.inject({ method: "POST", url: "/passy/v1/signout", headers: { cookie, "x-csrf-token": csrf } });
    expect(out.statusCode).toBe(200);
    expect(await sessionTokenIsLive(app.db, app.secretKey, token, now)).toBe(false);

    const user = await createTestUser(app, { email: "gone@example.com", phone: "9812342099", password: "Secret123" });
    const gone = await login("gone@example.com");
    expect(await sessionTokenIsLive(app.db, app.secretKey, gone.token, now)).toBe(true);
    await app.db.update(users).set({ deletedAt: now }).where(eq(users.id, user.id));
    expect(await sessionTokenIsLive(app.db, app.secretKey, gone.token, now)).toBe(false);
  });

  it("needs the CSRF header for cookie-authenticated changes, not for bearer ones", async () => {
    const { cookie, csrf, token } = await login();
    const change = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/passy/v1/set_name", payload: { name: "Kiran Rao" }, headers });
    const [before] = await app.db.select().from(users).where(eq(users.email, "kiran@example.com"));
    const noHeader = await change({ cookie });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().meta.message).toBe("Invalid CSRF token");
    expect((await change({ cookie, "x-csrf-token": "not-the-token" })).statusCode).toBe(403);
    // A CSRF token of another session does not fit.
    const other = await login();
    expect((await change({ cookie, "x-csrf-token": other.csrf })).statusCode).toBe(403);
    const [unchanged] = await app.db.select().from(users).where(eq(users.email, "kiran@example.com"));
    expect(unchanged).toEqual(before);

    const withHeader = await change({ cookie, "x-csrf-token": csrf });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.json().data[0].name).toBe("Kiran Rao");
    // The readable profile cookie follows the change.
    expect(JSON.parse(decodeURIComponent(cookieMap(withHeader).userProfile!.value)).name).toBe("Kiran Rao");
    expect((await change({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // Reads need no CSRF token.
    expect((await app.inject({ url: "/passy/v1/profile", headers: { cookie } })).statusCode).toBe(200);
  });

  it("signs out: revokes the session and clears the cookies", async () => {
    const { cookie, csrf, token } = await login();
    const withoutCsrf = await app.inject({ method: "POST", url: "/passy/v1/signout", headers: { cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
    const out = await app.inject({ method: "POST", url: "/passy/v1/signout", headers: { cookie, "x-csrf-token": csrf } });
    expect(out.statusCode).toBe(200);
    expect(out.json().meta.message).toBe("Signed out successfully.");
    const cleared = cookieMap(out);
    for (const name of ["accessToken", "_lgn", "userProfile", "csrfToken"]) expect(cleared[name]?.value).toBe("");
    expect((await app.inject({ url: "/passy/v1/profile", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    expect(row!.revokedAt).not.toBeNull();
    // Signing out again (or without a session) is harmless.
    expect((await app.inject({ method: "POST", url: "/passy/v1/signout" })).statusCode).toBe(200);
  });

  it("deletes an account: personal data erased, bookings kept, sessions ended", async () => {
    const user = await createTestUser(app, {
      email: "leaving@example.com",
      phone: "9812342001",
      password: "Secret123",
      company: "Acme",
      pan: "ABCDE1234F",
    });
    const [booking] = await app.db.select().from(bookings).where(isNotNull(bookings.id)).limit(1);
    await app.db.update(bookings).set({ userId: user.id }).where(eq(bookings.id, booking!.id));
    const { token, cookie, csrf } = await login("leaving@example.com");
    const unconfirmed = await app.inject({
      method: "POST",
      url: "/passy/v1/delete_account",
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors[0].field).toBe("confirm");
    const done = await app.inject({
      method: "POST",
      url: "/passy/v1/delete_account",
      payload: { confirm: true },
      headers: { cookie, "x-csrf-token": csrf },
    });
    expect(done.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: null,
      phone: null,
      name: "Deleted user",
      passwordHash: null,
      company: null,
      pan: null,
      isActive: false,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(
      await app.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, booking!.id), eq(bookings.userId, user.id))),
    ).toHaveLength(1);
    expect((await app.inject({ url: "/passy/v1/profile", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await passwordLogin(app, "leaving@example.com", "Secret123")).statusCode).toBe(401);
    // The address is free for a new account.
    expect((await app.inject({ url: "/passy/v1/profile_exists?input=leaving@example.com" })).json().data.exists).toBe(false);
  });
});
