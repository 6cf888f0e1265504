// A path with a malformed escape is refused by Fastify's router before any route or hook runs:
// it gets the app's own 400 (the API's envelope, or the plain status page), never Fastify's raw
// JSON or a stack, and the request is logged (decision 0045).
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { frameworkErrorHandler } from "../src/plugins/framework-errors";
import { buildTestApp } from "./helper";

const STACK = /\bat [\w.<>]+ \(|node_modules|\/work\/|apps\/(api|web)\/|FST_ERR|Error: /;

/** A request sent as written, byte for byte (no client normalises the path). */
function rawGet(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(testDatabaseKinds())("malformed escapes in the path on %s", (kind) => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(["/passy/v1/rooms/%E0%A4", "/backoffice-service/%ff", "/operations-service/users/%"])(
    "an API path gets the API's 400 envelope: %s",
    async (url) => {
      for (const answer of [await app.inject({ method: "GET", url }), await rawGet(port, url)]) {
        const status = "statusCode" in answer ? answer.statusCode : answer.status;
        const body = "body" in answer ? answer.body : "";
        expect(status, body).toBe(400);
        expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(JSON.parse(body)).toEqual({
          meta: { status_code: 400, message: "This address is not valid: it has a broken % escape." },
          data: null,
        });
        expect(body).not.toMatch(STACK);
        expect(answer.headers["x-request-id"]).toEqual(expect.any(String));
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
    },
  );

  it.each(["/%ff", "/bengaluru/meeting-rooms-in-%E0%A4"])("a page path gets the plain status page: %s", async (url) => {
    for (const answer of [await app.inject({ method: "GET", url }), await rawGet(port, url)]) {
      const status = "statusCode" in answer ? answer.statusCode : answer.status;
      expect(status).toBe(400);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body).toContain("<h1>Bad request</h1>");
      expect(answer.body).toContain("This address is not valid: it has a broken % escape.");
      expect(answer.body).toContain('<a href="/">Go to the home page</a>');
      expect(answer.body).not.toMatch(STACK);
      expect(answer.body).not.toContain("%E0%A4");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("a well-formed escape still reaches its route", async () => {
    const response = await app.inject({ method: "GET", url: "/passy/v1/room/%31%32345678?search_by=id&date=2026-11-30" });
    expect(response.statusCode).not.toBe(400);
  });
});

describe("frameworkErrorHandler", () => {
  const answer = (logsRequests: boolean, code = "FST_ERR_BAD_URL", url = "/passy/v1/x/%ff?token=secret") => {
    const log = { info: vi.fn(), error: vi.fn() };
    const raw = { writeHead: vi.fn(), end: vi.fn() };
    const handler = frameworkErrorHandler({
      isApiPath: (u) => u.startsWith("/passy/"),
      headers: { "x-frame-options": "DENY" },
      logsRequests,
    });
    handler({ code, message: "internal words" } as never, { raw: { url }, method: "GET", id: "req-1", log } as never, { raw } as never);
    return { log, raw };
  };

  it("logs the request line, with the secret query hidden, as the other requests are", () => {
    const { log, raw } = answer(true);
    expect(log.info).toHaveBeenCalledWith(
      { method: "GET", path: "/passy/v1/x/%ff?token=[hidden]", status: 400, code: "FST_ERR_BAD_URL" },
      "request",
    );
    expect(raw.writeHead).toHaveBeenCalledWith(400, expect.objectContaining({ "x-frame-options": "DENY", "x-request-id": "req-1" }));
    expect(answer(false).log.info).not.toHaveBeenCalled();
  });

  it("a parameter over the length limit is a 414 and a failed constraint a logged 500, without Fastify's words", () => {
    const long = answer(false, "FST_ERR_MAX_PARAM_LENGTH");
    expect(long.raw.writeHead).toHaveBeenCalledWith(414, expect.anything());
    const failed = answer(false, "FST_ERR_ASYNC_CONSTRAINT");
    expect(failed.raw.writeHead).toHaveBeenCalledWith(500, expect.anything());
    expect(failed.log.error).toHaveBeenCalled();
    expect(String(failed.raw.end.mock.calls[0]?.[0])).toBe(
      '{"meta":{"status_code":500,"message":"Something went wrong. Please try again."},"data":null}',
    );
  });
});
