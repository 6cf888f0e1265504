import type { z } from "zod";

/**
 * One operation of the gateway API: its method, path, input and answer schemas, error statuses
 * and who may call it (docs/decisions/0031). The API registers its Fastify route from this, the
 * OpenAPI document is derived from that route, and `callEndpoint` (./endpoint-client) calls it
 * with typed input and a typed answer. Plain data: nothing runs here but schema construction.
 */
export type EndpointMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: `public` anyone; `user` a signed-in visitor (401 otherwise); `optional-user` the
 * visitor is identified when signed in; `operator` a back-office operator; `admin` an admin operator.
 */
export type EndpointAuth = "public" | "user" | "optional-user" | "operator" | "admin";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

export interface EndpointDefinition {
  method: EndpointMethod;
  /** Express-style path: `/passy/v1/room/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /**
   * The schema of the success answer, sent with the statuses in `success` (200 unless given).
   * Absent for the few raw answers (a calendar file, a PDF), which are not JSON.
   */
  response?: z.ZodType;
  success?: readonly (200 | 201)[];
  /** The error statuses the operation answers with the error envelope. */
  errors?: readonly ErrorStatus[];
  auth: EndpointAuth;
  summary: string;
  description?: string;
  tags: readonly string[];
}

/** Declares an endpoint; the object comes back as given, with its literal types kept. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a handler receives (after validation). */
export type EndpointParams<E extends EndpointDefinition> = OutputOf<E["params"]>;
export type EndpointQuery<E extends EndpointDefinition> = OutputOf<E["query"]>;
export type EndpointBody<E extends EndpointDefinition> = OutputOf<E["body"]>;
/** The success answer as sent (JSON). */
export type EndpointResponse<E extends EndpointDefinition> = E["response"] extends z.ZodType ? z.output<E["response"]> : unknown;
/** What a handler returns for the success answer (before serialisation). */
export type EndpointReply<E extends EndpointDefinition> = E["response"] extends z.ZodType ? z.input<E["response"]> : unknown;

/** What a caller passes: only the parts the endpoint has, typed as the schemas accept them. */
export type EndpointInput<E extends EndpointDefinition> = (E["params"] extends z.ZodType
  ? { params: InputOf<E["params"]> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: InputOf<E["query"]> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: InputOf<E["body"]> } : { body?: undefined }) & {
    headers?: Record<string, string>;
  };

/** `/passy/v1/room/:id` with `{ id: "a b" }` -> `/passy/v1/room/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
