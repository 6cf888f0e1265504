// Requests Fastify refuses before any route or hook runs (Fastify's `frameworkErrors` option): a
// path with a malformed escape ("/%ff", "/passy/v1/rooms/%E0%A4"), a parameter over the
// router's length limit, a failed async constraint. Without the option Fastify wrote its own
// JSON ('{"error":"Bad Request","code":"FST_ERR_BAD_URL",...}') with none of the app's
// headers and no log line. Now they get the app's answers: the API's error envelope on API
// paths, the plain status page on page paths, the usual security headers and request id, and
// the request's log line. No hook runs for these requests (there is no route), so this does
// what the hooks would.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { loggedPath } from "../log-path";
import { statusPage } from "../status-page";
import { failure } from "./error-handler";

type FrameworkErrorAnswer = { status: number; title: string; message: string };

/** What the visitor is told, by Fastify's error code: nothing of the server's own words. */
export function frameworkErrorAnswer(error: Pick<FastifyError, "code">): FrameworkErrorAnswer {
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return { status: 400, title: "Bad request", message: "This address is not valid: it has a broken % escape." };
    case "FST_ERR_MAX_PARAM_LENGTH":
      return { status: 414, title: "Address too long", message: "This address is too long." };
    default:
      return { status: 500, title: "Something went wrong", message: "Something went wrong. Please try again." };
  }
}

export type FrameworkErrorOptions = {
  /** Whether a path belongs to the API (JSON answers) rather than the pages. */
  isApiPath: (url: string) => boolean;
  /** The security headers every answer carries (security-headers.ts). */
  headers: Record<string, string>;
  /** Whether request lines are logged (LOG_LEVEL info or lower), as the onResponse hook does. */
  logsRequests: boolean;
};

export function frameworkErrorHandler(options: FrameworkErrorOptions) {
  return function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const answer = frameworkErrorAnswer(error);
    const url = request.raw.url ?? "/";
    const api = options.isApiPath(url);
    // The request line the onResponse hook writes for every other request, with Fastify's code;
    // an unexpected one (a constraint that failed) is an error whatever the log level.
    const line = { method: request.method, path: loggedPath(url), status: answer.status, code: error.code };
    if (answer.status >= 500) request.log.error({ ...line, err: error }, "request failed before routing");
    else if (options.logsRequests) request.log.info(line, "request");
    const body = api ? JSON.stringify(failure(answer.status, answer.message)) : statusPage(answer.status, answer.title, answer.message);
    // Written on the raw response: the reply of a request without a route has no serializer
    // or hooks to run, and nothing here needs them.
    reply.raw.writeHead(answer.status, {
      ...options.headers,
      "x-request-id": request.id,
      "cache-control": "no-store",
      "content-type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    reply.raw.end(request.method === "HEAD" ? undefined : body);
  };
}
