// Every console call of the endpoint table (auth "operator" or "admin") checks the operator's
// session before the request's shape: a stranger or a customer sending nothing, garbage or a
// malformed id gets the 401, never a 400 that lists the fields the call takes (it used to be a
// 400 "Centre id is required. Product type id is required. ..." for POST .../catalogue/rooms). A
// signed-in operator still gets the 400 with the fields, and a change without the CSRF token 403.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EndpointDefinition } from "@workbay/contracts/endpoint";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { startSession } from "../src/services/sessions";
import { signedInUser } from "./checkout-helpers";
import { CONSOLE_API, signInOperator, type Signed } from "./console-fixtures";
import { TEST_NOW, buildTestApp } from "./helper";

const consoleEndpoints = Object.values(endpoints)
  .flatMap((group) => Object.values(group) as EndpointDefinition[])
  .filter((e) => e.auth === "operator" || e.auth === "admin");

/** The path with each parameter malformed ("x"), so validation would refuse it if it ran first. */
const malformedPath = (e: EndpointDefinition) => e.path.replace(/:\w+/g, "x");

describe("the console's calls check the session before the request", () => {
  let app: FastifyInstance;
  let customerHeaders: Record<string, string>[];
  // Signed in once: an operator's code may be sent once a minute.
  let admin: Signed;

  beforeAll(async () => {
    app = await buildTestApp("pglite");
    const customer = await signedInUser(app, TEST_NOW);
    const session = await startSession(app.db, app.secretKey, customer.user, TEST_NOW);
    customerHeaders = [customer.headers, { cookie: `accessToken=${session.token}` }, { cookie: `opToken=${session.token}` }];
    admin = await signInOperator(app, "ops@workbay.in");
  });
  afterAll(async () => app?.close());

  it("covers the console's calls", () => {
    expect(consoleEndpoints.length).toBeGreaterThan(40);
  });

  it("answers 401 to a stranger and to a customer, whatever they send, and never names a field", async () => {
    const failures: string[] = [];
    for (const endpoint of consoleEndpoints) {
      const hasBody = endpoint.method !== "GET" && endpoint.method !== "DELETE";
      for (const headers of [{}, ...customerHeaders]) {
        const response = await app.inject({
          method: endpoint.method,
          url: `${malformedPath(endpoint)}?page=-1&centre_id=abc`,
          headers,
          ...(hasBody ? { payload: { garbage: true } } : {}),
        });
        const label = `${endpoint.method} ${endpoint.path} (${Object.keys(headers).join(",") || "none"}) -> ${response.statusCode}`;
        if (response.statusCode !== 401) failures.push(label);
        else if (response.json().errors?.length) failures.push(`${label} lists fields`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses an impossible date in a console filter with a 400 naming it (it reached the database as a 500)", async () => {
    const failures: string[] = [];
    for (const [url, field] of [
      [`${CONSOLE_API}/bookings?from=2026-02-30`, "from"],
      [`${CONSOLE_API}/bookings?to=2026-13-45`, "to"],
      [`${CONSOLE_API}/bookings.csv?from=2026-02-30`, "from"],
      [`${CONSOLE_API}/calendar?centre_id=1&date=2026-02-30`, "date"],
      [`${CONSOLE_API}/blocks?centre_id=1&date=2026-02-30`, "date"],
      [`${CONSOLE_API}/audit-log?from=2026-02-30`, "from"],
      [`${CONSOLE_API}/audit-log?to=2026-04-31`, "to"],
    ] as const) {
      const response = await app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
      const fields = response.statusCode === 400 ? response.json().errors.map((e: { field: string }) => e.field) : [];
      if (response.statusCode !== 400 || !fields.includes(field)) failures.push(`${url} -> ${response.statusCode} ${fields.join(",")}`);
    }
    const block = await app.inject({
      method: "POST",
      url: `${CONSOLE_API}/blocks`,
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrf },
      payload: { room_id: 1, date: "2026-02-30", start_slot: 20, end_slot: 22, reason: "maintenance", note: "" },
    });
    if (block.statusCode !== 400) failures.push(`POST blocks 2026-02-30 -> ${block.statusCode}`);
    expect(failures).toEqual([]);
  });

  it("still tells a signed-in operator which fields are wrong, and wants the CSRF token first", async () => {
    const bad = await app.inject({
      method: "POST",
      url: `${CONSOLE_API}/catalogue/rooms`,
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrf },
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain("price_paise");
    const noCsrf = await app.inject({
      method: "POST",
      url: `${CONSOLE_API}/catalogue/rooms`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(noCsrf.statusCode).toBe(403);
    const manager = await signInOperator(app, "manager.blr@workbay.in");
    const notAdmin = await app.inject({
      method: "POST",
      url: `${CONSOLE_API}/catalogue/vouchers`,
      headers: { cookie: manager.cookie, "x-csrf-token": manager.csrf },
      payload: {},
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().meta.message).toBe("Only an admin can do this.");
  });
});
