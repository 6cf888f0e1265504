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
  /**
   * The endpoint called and its path parameters as given: a transport inside the server process
   * uses them to run the endpoint's handler directly (apps/api/src/web/direct-api-client.ts);
   * the others go by method and path.
   */
  endpoint?: Pick<EndpointDefinition, "method" | "path">;
  params?: Record<string, unknown>;
};

export type TransportAnswer = {
  status: number;
  /** The parsed JSON answer; null when the answer was not JSON (or, over fetch, no answer came). */
  body: unknown;
  /** The answer's Set-Cookie headers, for a page action to pass on to the browser (session, profile). */
  setCookies: string[];
};

/**
 * How calls reach the API: in the server process by running the endpoint's handler directly
 * (apps/api/src/web/direct-api-client.ts, Fastify's `inject` for the few calls it leaves to
 * HTTP), in the browser over fetch (apps/web).
 */
export interface Transport {
  request(request: TransportRequest): Promise<TransportAnswer>;
}

/**
 * An answer whose body is the success type S (any 2xx status, `ok` true) or the error
 * envelope (`ok` false): checking `ok` narrows the body either way.
 */
export type TypedAnswer<S> =
  { ok: true; status: number; body: S; setCookies: string[] } | { ok: false; status: number; body: ErrorEnvelope; setCookies: string[] };

/** A typed answer of an endpoint: the success schema's type, or the error envelope. */
export type EndpointResult<E extends EndpointDefinition> = TypedAnswer<EndpointResponse<E>>;

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
  endpoint: Pick<E, "method" | "path">,
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
    endpoint,
    params: input.params as Record<string, unknown> | undefined,
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
  // The body is what the endpoint's schemas serialised (the API checks its answers against them
  // outside production), so its type is the table's.
  return { ...answer, ok: answer.status >= 200 && answer.status < 300 } as EndpointResult<E>;
}

/** Narrows an answer to its success body (any 2xx status). */
export function isSuccess<S>(answer: TypedAnswer<S>): answer is Extract<TypedAnswer<S>, { ok: true }> {
  return answer.ok;
}

/** Narrows an answer to the error envelope (any status but 2xx). */
export function isError<S>(answer: TypedAnswer<S>): answer is Extract<TypedAnswer<S>, { ok: false }> {
  return !answer.ok;
}
