import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createInjectApiClient } from "../src/web/inject-api-client";
import { cookieHeader, cookieMap, createTestUser, latestOtpTo, passwordLogin } from "./account-helpers";
import { buildTestApp } from "./helper";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

/** The named cookie of a list of Set-Cookie headers: its value, or undefined when absent. */
function cookieValue(setCookies: string[], name: string): string | undefined {
  const header = setCookies.find((c) => c.startsWith(`${name}=`));
  return header === undefined ? undefined : decodeURIComponent(header.slice(name.length + 1).split(";")[0]!);
}

// The client page loaders and actions use (mount-web.ts): an action that changes the profile or
// ends the session must be able to hand the API's cookies on to the browser.
describe.each(testDatabaseKinds())("the pages' API client on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(kind, {
      seed: false,
      extraRoutes: (instance) => {
        instance.get("/test/client-address", async (request) => ({ ip: request.ip }));
        instance.post("/test/client-address", async (request) => ({ ip: request.ip }));
      },
    });
    await createTestUser(app, { email: "asha@example.com", phone: "9812344000", password: "Secret123", name: "Asha" });
    await createTestUser(app, { email: "leela@example.com", phone: "9812344100", password: "Secret123", name: "Leela" });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function browserSession(email: string) {
    const login = await passwordLogin(app, email, "Secret123");
    expect(login.statusCode).toBe(200);
    return { cookie: cookieHeader(login), csrf: cookieMap(login).csrfToken!.value };
  }

  it("returns no cookies when the API sets none", async () => {
    const api = createInjectApiClient(app, {});
    const countries = await callEndpoint(api, endpoints.profile.countries);
    expect(countries.status).toBe(200);
    expect(countries.setCookies).toEqual([]);
  });

  it("calls the API as the page's client, so per-IP limits count the visitor", async () => {
    const answer = await createInjectApiClient(app, {}, "203.0.113.9").request({ method: "GET", path: "/test/client-address" });
    expect(answer.body).toEqual({ ip: "203.0.113.9" });
    const posted = await createInjectApiClient(app, {}, "203.0.113.10").request({ method: "POST", path: "/test/client-address", body: {} });
    expect(posted.body).toEqual({ ip: "203.0.113.10" });
    // Without an address the call comes from the process itself.
    expect((await createInjectApiClient(app, {}).request({ method: "GET", path: "/test/client-address" })).body).toEqual({
      ip: "127.0.0.1",
    });
  });

  it("returns the refreshed profile cookie of a profile change", async () => {
    const { cookie, csrf } = await browserSession("asha@example.com");
    const api = createInjectApiClient(app, { cookie });
    const answer = await callEndpoint(api, endpoints.profile.updateProfile, {
      body: { name: "Asha Rao", date_of_birth: "1991-02-03" },
      headers: { "x-csrf-token": csrf },
    });
    expect(answer.status).toBe(200);
    const profile = JSON.parse(cookieValue(answer.setCookies, "userProfile") ?? "null");
    expect(profile).toMatchObject({ name: "Asha Rao", email: "asha@example.com" });
  });

  it("refreshes the profile cookie when a signed-in user verifies a new phone", async () => {
    const { cookie, csrf } = await browserSession("asha@example.com");
    const headers = { cookie, "x-csrf-token": csrf };
    const phone = { kind: "phone_number", phone_number: "9812344009", country_code: "+91", purpose: "verify_phone" };
    expect((await app.inject({ method: "POST", url: "/passy/v1/send_otp", payload: phone, headers })).statusCode).toBe(200);
    const otp = await latestOtpTo(app, "+919812344009");
    const verified = await app.inject({ method: "POST", url: "/passy/v1/verify_otp", payload: { ...phone, otp }, headers });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ interim_token: null, session: null, email_verified: true, phone_verified: true });
    expect(JSON.parse(cookieMap(verified).userProfile!.value)).toMatchObject({ phone: "9812344009" });
    // Bearer callers keep no cookies, so none is set for them.
    const bearer = await passwordLogin(app, "leela@example.com", "Secret123");
    const auth = { authorization: `Bearer ${bearer.json().data.token}` };
    const other = { ...phone, phone_number: "9812344109" };
    await app.inject({ method: "POST", url: "/passy/v1/send_otp", payload: other, headers: auth });
    const code = await latestOtpTo(app, "+919812344109");
    const byBearer = await app.inject({ method: "POST", url: "/passy/v1/verify_otp", payload: { ...other, otp: code }, headers: auth });
    expect(byBearer.statusCode).toBe(200);
    expect(cookieMap(byBearer).userProfile).toBeUndefined();
  });

  it("returns the cleared session cookies of an account deletion", async () => {
    const { cookie, csrf } = await browserSession("leela@example.com");
    const api = createInjectApiClient(app, { cookie });
    const answer = await callEndpoint(api, endpoints.profile.deleteAccount, { body: { confirm: true }, headers: { "x-csrf-token": csrf } });
    expect(answer.status).toBe(200);
    for (const name of ["accessToken", "_lgn", "userProfile", "csrfToken"]) expect(cookieValue(answer.setCookies, name), name).toBe("");
  });
});
