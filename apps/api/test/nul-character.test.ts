import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { count } from "drizzle-orm";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { leads } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createPageApiClient } from "../src/web/direct-api-client";
import { SessionMemo } from "../src/services/session-memo";
import { createTestUser, passwordLogin, solveHumanCheck } from "./account-helpers";
import { buildTestApp } from "./helper";

const COMPANY = {
  company: "Menon Designs",
  address_1: "12 MG Road",
  address_2: "",
  address_3: "",
  country: "India",
  state: "Karnataka",
  city: "Bengaluru",
  pincode: "560001",
  pan: "",
  gst: "",
};

// PostgreSQL cannot store U+0000 in text or jsonb: such input used to reach the database and
// answer 500 'Something went wrong'. It is a validation 400 naming the field, stored data unchanged.
describe.each(testDatabaseKinds())("text with a NUL character on %s", (kind) => {
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false });
    await createTestUser(app, { email: "nul@example.com", phone: "9812343100", password: "Secret123", name: "Nila" });
    const login = await passwordLogin(app, "nul@example.com", "Secret123");
    auth = { authorization: `Bearer ${login.json().data.token}` };
    const saved = await app.inject({ method: "POST", url: "/passy/v1/company_info", payload: COMPANY, headers: auth });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses company details holding NUL with a 400 naming the field", async () => {
    for (const field of ["company", "address_2", "city"] as const) {
      const response = await app.inject({
        method: "POST",
        url: "/passy/v1/company_info",
        payload: { ...COMPANY, [field]: `Acme\u0000Ltd` },
        headers: auth,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
      expect(response.json().meta.message).toMatch(/contains a character that is not allowed \(NUL\)\.$/);
    }
    const stored = (await app.inject({ url: "/passy/v1/company_info", headers: auth })).json().data;
    expect(stored).toMatchObject({ company: "Menon Designs", address_2: "", city: "Bengaluru" });
  });

  it("refuses it in the pages' in-process calls too", async () => {
    const request = {
      ip: "203.0.113.9",
      ips: ["203.0.113.9"],
      id: "page-1",
      log: app.log,
      protocol: "http",
      host: "localhost",
      hostname: "localhost",
    };
    const api = createPageApiClient(app, {
      request: request as unknown as FastifyRequest,
      forwardHeaders: auth,
      sessionMemo: new SessionMemo(),
    });
    const answer = await callEndpoint(api, endpoints.profile.saveCompanyInfo, { body: { ...COMPANY, company: "Acme\u0000" } });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: { field: string }[] }).errors[0]!.field).toBe("company");
  });

  it("refuses an enquiry holding NUL and stores no lead", async () => {
    const before = (await app.db.select({ n: count() }).from(leads))[0]!.n;
    const response = await app.inject({
      method: "POST",
      url: "/passy/v1/leads",
      remoteAddress: "10.9.9.9",
      payload: {
        human_check: await solveHumanCheck(app),
        kind: "enquiry",
        first_name: "Asha",
        last_name: "Rao",
        email: "asha.nul@example.com",
        country_code: "+91",
        phone: "9876543210",
        company: "Rao\u0000Textiles",
        city: "bengaluru",
        solution_needed: "Meeting Room",
        preferable_time_slot: "Anytime",
        message: "Hello",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("company");
    expect((await app.db.select({ n: count() }).from(leads))[0]!.n).toBe(before);
  });

  it("refuses NUL in a query", async () => {
    const response = await app.inject({ url: "/passy/v1/states?country_name=In%00dia" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("country_name");
  });
});
