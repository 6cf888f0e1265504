import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { callEndpoint, isSuccess, type Transport } from "@workbay/contracts/endpoint-client";
import { defineEndpoint, fillPath, type EndpointDefinition } from "@workbay/contracts/endpoint";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { z } from "zod";
import { registeredEndpoints } from "../src/register-endpoint";
import { createInjectApiClient } from "../src/web/inject-api-client";
import { buildTestApp } from "./helper";

const CONTRACT_PREFIXES = ["/passy/", "/backoffice-service/", "/operations-service/", "/connect/"];
const table: EndpointDefinition[] = Object.values(endpoints).flatMap((area) => Object.values(area));
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

// docs/decisions/0031: one table of endpoints; the API registers its routes from it.
describe("the endpoint table", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { seed: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("has one endpoint per method and path", () => {
    const keys = table.map((endpoint) => key(endpoint.method, endpoint.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("registers every endpoint of the table exactly once", () => {
    const registered = registeredEndpoints(app);
    for (const endpoint of table) {
      expect(registered.filter((r) => r === endpoint).length, key(endpoint.method, endpoint.path)).toBe(1);
    }
    expect(registered.length).toBe(table.length);
  });

  it("has every registered contract route (/passy, /backoffice-service, /operations-service, /connect) in the table", () => {
    const inTable = new Set(table.map((endpoint) => key(endpoint.method, endpoint.path)));
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method, path.replace(/\{(\w+)\}/g, ":$1"))),
    );
    const contractRoutes = routes.filter((route) => CONTRACT_PREFIXES.some((prefix) => route.split(" ")[1]!.startsWith(prefix)));
    expect(contractRoutes.length).toBeGreaterThan(60);
    expect(contractRoutes.filter((route) => !inTable.has(route))).toEqual([]);
  });

  describe("the typed client", () => {
    it("fills and encodes path parameters", () => {
      expect(fillPath("/passy/v1/room/:id", { id: "a b/c?d" })).toBe("/passy/v1/room/a%20b%2Fc%3Fd");
      expect(fillPath("/x/:a/y/:b", { a: 1, b: "two" })).toBe("/x/1/y/two");
      expect(() => fillPath("/x/:a", {})).toThrow(/Missing path parameter a/);
    });

    it("sends the method, the filled path, the query without empty values and the body", async () => {
      const sent: unknown[] = [];
      const transport: Transport = {
        request: async (request) => {
          sent.push(request);
          return { status: 200, body: { meta: { status_code: 200, message: "Success" }, data: { ok: true } }, setCookies: [] };
        },
      };
      const endpoint = defineEndpoint({
        method: "POST",
        path: "/passy/v1/thing/:id",
        params: z.object({ id: z.string() }),
        query: z.object({ a: z.string().optional(), b: z.number().optional(), c: z.string().optional() }),
        body: z.object({ name: z.string() }),
        response: z.object({ data: z.object({ ok: z.boolean() }) }),
        auth: "public",
        tags: [],
        summary: "test",
      });
      const result = await callEndpoint(transport, endpoint, {
        params: { id: "é/1" },
        query: { a: "x", b: 2, c: "" },
        body: { name: "n" },
      });
      expect(sent).toEqual([
        {
          method: "POST",
          path: "/passy/v1/thing/%C3%A9%2F1",
          query: { a: "x", b: "2" },
          body: { name: "n" },
          // For the in-process transport (decision 0038): the endpoint itself and its parameters as given.
          endpoint,
          params: { id: "é/1" },
        },
      ]);
      expect(isSuccess(result) && result.body.data.ok).toBe(true);
    });

    it("answers a typed success body in process", async () => {
      const api = createInjectApiClient(app, {}, "203.0.113.9");
      const result = await callEndpoint(api, endpoints.rooms.roomCategories);
      expect(result.status).toBe(200);
      if (!isSuccess(result)) throw new Error("expected success");
      expect(result.body.data.length).toBeGreaterThan(0);
      expect(typeof result.body.data[0]!.name).toBe("string");
    });

    it("answers the error envelope, typed, for an error status", async () => {
      const api = createInjectApiClient(app, {}, "203.0.113.9");
      const missing = await callEndpoint(api, endpoints.rooms.room, { params: { id: "no such/room" }, query: { search_by: "seo_id" } });
      expect(missing.status).toBe(404);
      expect(isSuccess(missing)).toBe(false);
      expect(missing.body.meta.message).toMatch(/not found/i);
      const refused = await callEndpoint(api, endpoints.bookings.upcoming);
      expect(refused.status).toBe(401);
      expect(refused.body.data).toBeNull();
    });
  });
});
