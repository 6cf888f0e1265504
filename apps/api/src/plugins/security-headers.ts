// Helmet's security headers on every answer, worked out once at start.
//
// @fastify/helmet builds helmet's whole middleware chain again on every request (its
// `helmet(configuration)(request.raw, reply.raw, done)`), parsing the content security policy
// each time: 5% of the server's CPU under load on the cached room list (a CPU profile,
// 2026-11-27, decision 0035). Our options have no per-request part (no nonce: server-rendered
// pages replace the policy with their own, web/page-csp.ts), so the headers are the same for
// every answer. Helmet itself (the library) still decides them.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** The headers helmet's middleware sets for `options`, by lower-case name. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === "object" ? (policy.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((each) => typeof each === "function"))
      throw new Error(`The ${name} directive depends on the request: these headers are worked out once, at start.`);
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  let failure: unknown;
  // No directive is a function (checked above), so nothing reads the request.
  helmet(options)({} as never, response as never, (error?: unknown) => {
    finished = true;
    failure = error;
  });
  if (!finished) throw new Error("helmet's middleware did not finish at once: an option depends on the request");
  if (failure) throw failure;
  return headers;
}

export const securityHeaders = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = helmetHeaders(options);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "workbay-security-headers" },
);
