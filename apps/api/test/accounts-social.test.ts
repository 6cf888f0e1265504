import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { eq } from "drizzle-orm";
import { users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { cookieMap, createTestUser, latestOtpTo } from "./account-helpers";
import { buildTestApp } from "./helper";

// Google and LinkedIn run against a real OpenID Connect server on this machine; Facebook's
// Graph API against a small local stand-in. The app's clock is real time here, because the
// provider signs its tokens with the real time.
describe.each(testDatabaseKinds())("social sign-in on %s", (kind) => {
  let app: FastifyInstance;
  let google: OAuth2Server;
  let linkedin: OAuth2Server;
  let graph: FastifyInstance;
  let linkedinProfile: Record<string, unknown>;

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate("RS256");
    await google.start(0, "127.0.0.1");
    linkedin = new OAuth2Server();
    await linkedin.issuer.keys.generate("RS256");
    await linkedin.start(0, "127.0.0.1");
    linkedinProfile = { sub: "johndoe", email: "lina@example.com", email_verified: true, name: "Lina Li" };
    // The mock names every code flow's user "johndoe"; add LinkedIn's profile claims.
    linkedin.service.on("beforeTokenSigning", (token) => {
      Object.assign(token.payload, {
        email: linkedinProfile.email,
        email_verified: linkedinProfile.email_verified,
        name: linkedinProfile.name,
      });
    });
    linkedin.service.on("beforeUserinfo", (response) => {
      response.body = { ...linkedinProfile };
    });

    graph = Fastify();
    const users: Record<string, { app_id: string; user_id: string; me: Record<string, unknown> }> = {
      "fb-token-farah": {
        app_id: "fb-app",
        user_id: "fb-1",
        me: { id: "fb-1", name: "Farah Khan", email: "farah@example.com", picture: { data: { url: "https://example.com/f.jpg" } } },
      },
      "fb-token-other-app": { app_id: "someone-else", user_id: "fb-2", me: { id: "fb-2", name: "Other" } },
    };
    graph.get("/debug_token", async (request) => {
      const { input_token, access_token } = request.query as Record<string, string>;
      if (access_token !== "fb-app|fb-secret") return { error: { message: "bad app token" } };
      const user = users[input_token ?? ""];
      return { data: user ? { is_valid: true, app_id: user.app_id, user_id: user.user_id } : { is_valid: false } };
    });
    graph.get("/me", async (request, reply) => {
      const { access_token, fields, appsecret_proof } = request.query as Record<string, string>;
      const user = users[access_token ?? ""];
      if (!user || fields !== "name,email,picture" || !appsecret_proof) return reply.code(400).send({ error: { message: "bad request" } });
      return user.me;
    });
    const graphUrl = await graph.listen({ port: 0, host: "127.0.0.1" });

    app = await buildTestApp(kind, {
      seed: false,
      clock: () => new Date(),
      config: {
        social: {
          google: { clientId: "google-client", jwksUrl: `${google.issuer.url}/jwks`, issuer: google.issuer.url! },
          facebook: { appId: "fb-app", appSecret: "fb-secret", graphUrl },
          linkedin: { clientId: "li-client", clientSecret: "li-secret", issuer: linkedin.issuer.url! },
        },
      },
    });
    await createTestUser(app, { email: "gopal@example.com", phone: "9812344000", password: "Secret123", name: "Gopal" });
  });
  afterAll(async () => {
    await app?.close();
    await google?.stop();
    await linkedin?.stop();
    await graph?.close();
  });

  const social = (payload: Record<string, unknown>) => app.inject({ method: "POST", url: "/passy/v1/social_login", payload });
  const googleToken = (claims: Record<string, unknown>, options: { expiresIn?: number } = {}) =>
    google.issuer.buildToken({
      ...options,
      scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: "google-client", email_verified: true, ...claims }),
    });

  it("lists the configured providers", async () => {
    const response = await app.inject("/passy/v1/auth_providers");
    expect(response.json().data.providers).toEqual([
      { provider: "google", client_id: "google-client", authorization_endpoint: null },
      { provider: "facebook", client_id: "fb-app", authorization_endpoint: null },
      { provider: "linkedin", client_id: "li-client", authorization_endpoint: `${linkedin.issuer.url}/authorize` },
    ]);
  });

  it("signs a new Google user in after a phone step", async () => {
    const first = await social({
      provider: "google",
      id_token: await googleToken({ sub: "g-100", email: "gina@example.com", name: "Gina Gill" }),
    });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ token: "", phone_verified: false, name: "Gina Gill", session: null });
    expect(data.updated_token).toEqual(expect.any(String));
    expect(first.cookies).toHaveLength(0);

    const interim = { authorization: `Bearer ${data.updated_token}` };
    const send = await app.inject({
      method: "POST",
      url: "/passy/v1/send_otp",
      headers: interim,
      payload: { kind: "phone_number", phone_number: "9812344001", country_code: "+91", purpose: "verify_phone" },
    });
    expect(send.statusCode).toBe(200);
    const verify = await app.inject({
      method: "POST",
      url: "/passy/v1/verify_otp",
      headers: interim,
      payload: {
        kind: "phone_number",
        phone_number: "9812344001",
        country_code: "+91",
        otp: await latestOtpTo(app, "+919812344001"),
        purpose: "verify_phone",
      },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.session).toMatchObject({ name: "Gina Gill", phone_verified: true, email_verified: true });
    expect(cookieMap(verify).accessToken?.httpOnly).toBe(true);

    // Next time: straight to a session.
    const again = await social({
      provider: "google",
      id_token: await googleToken({ sub: "g-100", email: "gina@example.com", name: "Gina Gill" }),
    });
    expect(again.json().data).toMatchObject({ phone_verified: true, updated_token: null, name: "Gina Gill" });
    expect(again.json().data.token).toBe(again.json().data.session.token);
    expect(cookieMap(again).accessToken?.value).toBe(again.json().data.token);
    const [row] = await app.db.select().from(users).where(eq(users.googleSub, "g-100"));
    expect(row).toMatchObject({
      email: "gina@example.com",
      phone: "9812344001",
      emailVerified: true,
      phoneVerified: true,
      passwordHash: null,
    });
  });

  it("links a verified Google e-mail to the existing account", async () => {
    const response = await social({
      provider: "google",
      id_token: await googleToken({ sub: "g-200", email: "Gopal@Example.com", name: "Gopal G" }),
    });
    expect(response.json().data).toMatchObject({ phone_verified: true, name: "Gopal" });
    const [row] = await app.db.select().from(users).where(eq(users.email, "gopal@example.com"));
    expect(row!.googleSub).toBe("g-200");
  });

  it("never links an unverified e-mail to someone else's account", async () => {
    const response = await social({
      provider: "google",
      id_token: await googleToken({ sub: "g-300", email: "gopal@example.com", email_verified: false, name: "Impostor" }),
    });
    expect(response.json().data).toMatchObject({ phone_verified: false, name: "Impostor" });
    const [gopal] = await app.db.select().from(users).where(eq(users.email, "gopal@example.com"));
    expect(gopal!.googleSub).toBe("g-200");
    const [impostor] = await app.db.select().from(users).where(eq(users.googleSub, "g-300"));
    expect(impostor!.email).toBeNull();
  });

  it("refuses forged, expired and foreign Google tokens", async () => {
    const other = new OAuth2Server();
    await other.issuer.keys.generate("RS256");
    await other.start(0, "127.0.0.1");
    try {
      const tokens = [
        await googleToken({ sub: "g-1", email: "x@example.com", aud: "another-client" }),
        await googleToken({ sub: "g-1", email: "x@example.com" }, { expiresIn: -60 }),
        // Right claims, wrong signer.
        await other.issuer.buildToken({
          scopesOrTransform: (_h, p) => Object.assign(p, { iss: google.issuer.url, aud: "google-client", sub: "g-1" }),
        }),
      ];
      for (const id_token of tokens) {
        const response = await social({ provider: "google", id_token });
        expect(response.statusCode).toBe(401);
        expect(response.json().meta.message).toBe("Login failed. Please try again.");
      }
    } finally {
      await other.stop();
    }
  });

  it("checks Facebook tokens with the Graph API", async () => {
    const response = await social({ provider: "facebook", access_token: "fb-token-farah" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ phone_verified: false, name: "Farah Khan" });
    const [row] = await app.db.select().from(users).where(eq(users.facebookId, "fb-1"));
    expect(row).toMatchObject({ email: "farah@example.com", emailVerified: true });
    for (const access_token of ["fb-token-other-app", "fb-token-unknown"]) {
      const refused = await social({ provider: "facebook", access_token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().meta.message).toBe("Login failed. Please try again.");
    }
  });

  it("completes LinkedIn's OpenID Connect code flow", async () => {
    const redirect = "http://localhost:3000/linkedin";
    const authorize = await fetch(
      `${linkedin.issuer.url}/authorize?${new URLSearchParams({ response_type: "code", client_id: "li-client", redirect_uri: redirect, scope: "openid profile email", state: "s1" })}`,
      { redirect: "manual" },
    );
    const code = new URL(authorize.headers.get("location")!).searchParams.get("code")!;
    const response = await social({ provider: "linkedin", auth_code: code, redirect_uri: redirect });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ phone_verified: false, name: "Lina Li" });
    const [row] = await app.db.select().from(users).where(eq(users.linkedinSub, "johndoe"));
    expect(row).toMatchObject({ email: "lina@example.com", emailVerified: true });

    linkedin.service.once("beforeResponse", (tokenResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: "invalid_grant" };
    });
    const refused = await social({ provider: "linkedin", auth_code: "used-code", redirect_uri: redirect });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().meta.message).toBe("Login failed. Please try again.");
  });

  it("answers 404 for a provider that is not configured", async () => {
    const bare = await buildTestApp(kind, { seed: false });
    try {
      expect((await bare.inject("/passy/v1/auth_providers")).json().data.providers).toEqual([]);
      const response = await bare.inject({
        method: "POST",
        url: "/passy/v1/social_login",
        payload: { provider: "google", id_token: "header.payload.signature" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().meta.message).toBe("Sign-in with Google is not available.");
    } finally {
      await bare.close();
    }
  });
});
