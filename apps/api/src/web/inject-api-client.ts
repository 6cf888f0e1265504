import type { FastifyInstance } from "fastify";
import type { ApiClient } from "@workbay/contracts/api-client";

function setCookiesOf(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/**
 * The gateway client the pages' loaders use inside the one process: requests go through
 * Fastify's in-memory `inject`, so they meet the same validation and serialisation as
 * requests from outside, without a network hop. `clientAddress` is the page request's client
 * (request.ip), so the API's per-IP limits count the visitor, not the server's in-memory calls.
 */
export function createInjectApiClient(app: FastifyInstance, forwardHeaders: Record<string, string>, clientAddress?: string): ApiClient {
  return {
    async request({ method, path, query, body, headers }) {
      const response = await app.inject({
        method,
        url: path,
        query: query ?? {},
        payload: body === undefined ? undefined : JSON.stringify(body),
        // No content type without a body: Fastify refuses an empty application/json body (DELETE).
        headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...forwardHeaders, ...headers },
        remoteAddress: clientAddress,
      });
      return { status: response.statusCode, body: response.json(), setCookies: setCookiesOf(response.headers["set-cookie"]) };
    },
  };
}
