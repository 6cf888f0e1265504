import type { ErrorEnvelope } from "./envelope";
import { fillPath, type EndpointDefinition, type EndpointInput, type EndpointMethod, type EndpointResponse } from "./endpoint";

/** One request as a transport sends it: the path already filled in, the query as strings. */
export type TransportRequest = {
  method: EndpointMethod;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type TransportAnswer = {
  status: number;
  /** The parsed JSON answer; null when the answer was not JSON (or, over fetch, no answer came). */
  body: unknown;
  /** The answer's Set-Cookie headers, for a page action to pass on to the browser (session, profile). */
  setCookies: string[];
};

/**
 * How calls reach the API: in the server process through Fastify's `inject`
 * (apps/api/src/web/inject-api-client.ts), in the browser over fetch (apps/web).
 */
export interface Transport {
  request(request: TransportRequest): Promise<TransportAnswer>;
}

/** A typed answer: the success schema's type, or the error envelope. */
export type EndpointResult<E extends EndpointDefinition> = {
  status: number;
  body: EndpointResponse<E> | ErrorEnvelope;
  setCookies: string[];
};

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Empty values are left out, as the pages always did; arrays are comma-joined (add_ons). */
function queryStrings(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    result[key] = Array.isArray(value) ? value.join(",") : String(value);
  }
  return result;
}

/** The request of an endpoint call, as a transport sends it. */
export function endpointRequest<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): TransportRequest {
  return {
    method: endpoint.method,
    path: fillPath(endpoint.path, input.params as Record<string, unknown> | undefined),
    query: queryStrings(input.query as Record<string, QueryValue> | undefined),
    body: input.body,
    headers: input.headers,
    signal,
  };
}

/**
 * Calls an endpoint of the table: fills the path's parameters (encoded), passes query and
 * body, and answers `{ status, body, setCookies }` with the body typed from the endpoint.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  transport: Transport,
  endpoint: E,
  ...[input, options]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, options?: { signal?: AbortSignal }]
): Promise<EndpointResult<E>> {
  const answer = await transport.request(endpointRequest(endpoint, (input ?? {}) as EndpointInput<E>, options?.signal));
  return answer as EndpointResult<E>;
}

/** Narrows a result to its success answer (any 2xx status). */
export function isSuccess<E extends EndpointDefinition>(
  result: EndpointResult<E>,
): result is { status: number; body: EndpointResponse<E>; setCookies: string[] } {
  return result.status >= 200 && result.status < 300;
}
