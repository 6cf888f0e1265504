import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from "fastify";
import type { z } from "zod";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
} from "@workbay/contracts/endpoint";

declare module "fastify" {
  interface FastifyContextConfig {
    /** An API route whose changes no kept page can show, or only as availability (EndpointExtra.keepsPages). */
    keepsPages?: true | "availability";
    /** The pages' route (web/mount-web.ts): its posts change nothing but through the API. */
    page?: boolean;
  }
}

/** The request a handler of endpoint E gets: params, query and body as the endpoint's schemas give them. */
export type EndpointRequest<E extends EndpointDefinition> = Omit<FastifyRequest, "params" | "query" | "body"> & {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
};

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/**
 * What a route needs beyond its endpoint: more preHandlers (rate limits) after the auth one,
 * a larger body limit (an image upload), and what the kept pages (web/page-cache.ts) depend on:
 *
 * - `keepsPages` on a change: `true` when no kept page can show it (a session, a code, an
 *   enquiry); `"availability"` when what a page can show of it is only taken or freed slots and
 *   passes (a hold, a payment, a cancellation), which every such write reports per room and date
 *   (packages/db/src/availability-changes.ts): then only the pages that read those drop. Any
 *   other change drops every kept page; a route says it only when nothing else it writes is on
 *   a public page.
 * - `availability` on a read a page calls: `"none"` when its answer shows no taken slot or pass
 *   (the catalogue), `"scoped"` when its handler reports the rooms and dates it read
 *   (`noteAvailabilityRead`). Undeclared, the page counts as having read all of it, and any
 *   availability change drops it.
 */
export type EndpointExtra<E extends EndpointDefinition> = {
  preHandler?: ((request: EndpointRequest<E>, reply: FastifyReply) => Promise<void>)[];
  bodyLimit?: number;
  keepsPages?: true | "availability";
  availability?: "none" | "scoped";
  /** Sends its answers' stored copies itself (content-encoding.ts `sendStored`): @fastify/compress does not run. */
  encodesItself?: true;
};

/** A change a public page shows only as taken or freed slots and passes (EndpointExtra.keepsPages). */
export const CHANGES_ONLY_AVAILABILITY = { keepsPages: "availability" } as const;
/** A read whose answer shows no taken slot or pass: the catalogue (EndpointExtra.availability). */
export const READS_NO_AVAILABILITY = { availability: "none" } as const;
/** A read whose handler reports the rooms and dates it read (`noteAvailabilityRead`). */
export const READS_SCOPED_AVAILABILITY = { availability: "scoped" } as const;

/** The answer schemas by status: the success schema, and the error envelope for each error status. */
function responseSchemas(endpoint: EndpointDefinition): Record<number, z.ZodType> | undefined {
  if (!endpoint.response) return undefined;
  const schemas: Record<number, z.ZodType> = {};
  for (const status of endpoint.success ?? [200]) schemas[status] = endpoint.response;
  for (const status of endpoint.errors ?? []) schemas[status] = ErrorEnvelope;
  return schemas;
}

/** Every endpoint registered so far, per app: the table test checks them against the routes. */
const registered = new WeakMap<object, EndpointDefinition[]>();

/** An endpoint's route as registered: what the pages' in-process calls run (web/direct-api-client.ts). */
export type RegisteredRoute = {
  endpoint: EndpointDefinition;
  /** The console's session check, run before validation (`preValidation`; see `registerEndpoint`). */
  preValidation: preHandlerAsyncHookHandler[];
  /** The auth preHandler (other than the console's), then the extra ones. */
  preHandler: preHandlerAsyncHookHandler[];
  extra: EndpointExtra<EndpointDefinition>;
  handler: EndpointHandler<EndpointDefinition>;
};
/** By method and path: the web build bundles its own copy of the table, so identity would not match. */
const routesOf = new WeakMap<object, Map<string, RegisteredRoute>>();

function authHandler(app: FastifyInstance, auth: EndpointDefinition["auth"]): preHandlerAsyncHookHandler[] {
  switch (auth) {
    case "public":
      return [];
    case "user":
      return [app.requireUser];
    case "optional-user":
      return [app.identifyUser];
    case "operator":
      return [app.requireOperator];
    case "admin":
      return [app.requireAdmin];
  }
}

/**
 * Registers the Fastify route of an endpoint of the table (packages/contracts/src/endpoints):
 * method, path, the schemas (validation, serialisation and the OpenAPI document) with the
 * error envelope for each error status, and the preHandler its `auth` asks for.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extra: EndpointExtra<E> = {},
): void {
  // The console's calls check the operator's session before the request's shape: a stranger or a
  // customer gets the 401 (or 403) whatever they send, never a 400 listing the fields a call takes.
  const consoleCall = endpoint.auth === "operator" || endpoint.auth === "admin";
  const preValidation = consoleCall ? authHandler(app, endpoint.auth) : [];
  const preHandler = [
    ...(consoleCall ? [] : authHandler(app, endpoint.auth)),
    ...((extra.preHandler ?? []) as unknown as preHandlerAsyncHookHandler[]),
  ];
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.headers === undefined ? {} : { headers: endpoint.headers }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      ...(endpoint.response === undefined ? {} : { response: responseSchemas(endpoint) }),
    },
    ...(preValidation.length === 0 ? {} : { preValidation }),
    ...(preHandler.length === 0 ? {} : { preHandler }),
    ...(extra.bodyLimit === undefined ? {} : { bodyLimit: extra.bodyLimit }),
    ...(extra.keepsPages ? { config: { keepsPages: extra.keepsPages } } : {}),
    // A GET has no body to decompress; an answer the route encodes itself needs no compressor.
    ...(endpoint.method === "GET" ? { decompress: false } : {}),
    ...(extra.encodesItself ? { compress: false } : {}),
    handler: handler as unknown as RouteOptions["handler"],
  };
  app.route(route);
  const root = rootOf(app);
  registered.set(root, [...(registered.get(root) ?? []), endpoint]);
  const routes = routesOf.get(root) ?? new Map();
  routes.set(`${endpoint.method} ${endpoint.path}`, {
    endpoint,
    preValidation,
    preHandler,
    extra: extra as EndpointExtra<EndpointDefinition>,
    handler: handler as unknown as EndpointHandler<EndpointDefinition>,
  });
  routesOf.set(root, routes);
}

/** The route registered for an endpoint's method and path, if any. */
export function registeredRoute(app: FastifyInstance, endpoint: Pick<EndpointDefinition, "method" | "path">): RegisteredRoute | undefined {
  return routesOf.get(rootOf(app))?.get(`${endpoint.method} ${endpoint.path}`);
}

function rootOf(app: FastifyInstance): object {
  // Encapsulated plugin instances share the root's decorations; `server` is the one http server.
  return app.server;
}

/** The endpoints registered on an app (tests). */
export function registeredEndpoints(app: FastifyInstance): readonly EndpointDefinition[] {
  return registered.get(rootOf(app)) ?? [];
}
