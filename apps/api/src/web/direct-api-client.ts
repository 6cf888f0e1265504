import { performance } from "node:perf_hooks";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiClient } from "@workbay/contracts/api-client";
import type { EndpointDefinition } from "@workbay/contracts/endpoint";
import type { TransportAnswer, TransportRequest } from "@workbay/contracts/endpoint-client";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { errorAnswer } from "../plugins/error-handler";
import { requestValidatorCompiler } from "../plugins/request-validator-compiler";
import { responseSerializerCompiler } from "../plugins/response-serializer";
import { registeredRoute, type RegisteredRoute } from "../register-endpoint";
import { metrics } from "../services/metrics";
import { memoised, noteSessionAsked, type SessionMemo } from "../services/session-memo";
import { createInjectApiClient } from "./inject-api-client";
import { loggedPath } from "../log-path";

/**
 * The gateway client of one page request (decision 0038): a call to an endpoint of the table runs
 * that endpoint's route in process, without an HTTP round trip: the same zod schemas validate
 * params, body, query and headers (in Fastify's order, after the console's session check, which runs
 * before validation as in its route), the same auth and extra preHandlers and
 * handler run on a request object carrying the page request's cookies, headers, address, id
 * and logger, and the answer goes through the same serialiser (fast-json-stringify from the
 * response schema, checked against it outside production) or the same error mapping
 * (`errorAnswer`). Cookies a handler sets come back in `setCookies`, for the page to send.
 *
 * Left to Fastify's `inject`: endpoints without a JSON answer (files), with a body limit of their
 * own (uploads), or with preHandlers beyond auth (the rate limits, which key on the route), calls
 * that do not name their endpoint, and inputs only the HTTP router would judge (an empty or
 * over-long path parameter, a body JSON would refuse).
 */
export function createPageApiClient(
  app: FastifyInstance,
  page: { request: FastifyRequest; forwardHeaders: Record<string, string>; sessionMemo: SessionMemo },
): ApiClient {
  const inject = createInjectApiClient(app, page.forwardHeaders, page.request.ip);
  const cookies = page.forwardHeaders.cookie ? app.parseCookie(page.forwardHeaders.cookie) : {};
  return {
    async request(call) {
      try {
        const route = call.endpoint ? directRoute(app, call.endpoint) : undefined;
        if (!route || !directInput(call)) {
          // Over HTTP the call's auth step and what it read are out of sight: count it as asking
          // who is signed in, and as reading every room's availability.
          noteSessionAsked(page.sessionMemo);
          page.sessionMemo.availability.all = true;
          return await inject.request(call);
        }
        // A scoped route's handler notes the rooms and dates it read; one that does not say read them all.
        if (route.extra.availability === undefined) page.sessionMemo.availability.all = true;
        if (call.method !== "GET") return answerOf(await runDirect(app, route, call, page, cookies));
        // The same read twice in one page request (the site layout and the page both ask for the
        // cities) runs once; a change the page makes forgets it (below), as it forgets the session.
        const key = `call:${call.path} ${JSON.stringify([call.params, call.query, call.headers])}`;
        const answer = await memoised(page.sessionMemo.reads, key, async () => {
          const ran = await runDirect(app, route, call, page, cookies);
          // An answer that sets cookies is not remembered for later calls (a call already waiting
          // on it gets it too, cookies copied, as it would have asked for the same).
          if (ran.setCookies.length > 0) page.sessionMemo.reads.delete(key);
          return ran;
        });
        return answerOf(answer);
      } finally {
        // A change may end or alter the session (sign-out, a deleted account): read it again;
        // and pages kept for visitors (web/page-cache.ts) may show what it changed, unless its
        // route says no page can (register-endpoint.ts keepsPages). Over inject, the app's hooks say it too.
        if (call.method !== "GET") {
          page.sessionMemo.clear();
          if (!(call.endpoint && registeredRoute(app, call.endpoint)?.extra.keepsPages)) app.changed();
        }
      }
    },
  };
}

type Serializer = (data: unknown) => string;
/** A direct call's answer as serialised: its status, JSON text and the cookies it set. */
type DirectAnswer = { status: number; text: string | undefined; setCookies: string[] };
type DirectRoute = RegisteredRoute & { serializers: Map<number, Serializer> };

const routes = new WeakMap<object, Map<string, DirectRoute | null>>();

/** The route of an endpoint when it can run in process, with its answer serialisers; else undefined. */
function directRoute(app: FastifyInstance, endpoint: Pick<EndpointDefinition, "method" | "path">): DirectRoute | undefined {
  let known = routes.get(app.server);
  if (!known) routes.set(app.server, (known = new Map()));
  // By method and path: the web build carries its own copy of the endpoint table.
  const key = `${endpoint.method} ${endpoint.path}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const registered = registeredRoute(app, endpoint);
  const direct =
    registered &&
    registered.endpoint.response !== undefined &&
    (registered.extra.preHandler ?? []).length === 0 &&
    registered.extra.bodyLimit === undefined
      ? { ...registered, serializers: serializersOf(app, registered.endpoint) }
      : null;
  known.set(key, direct);
  return direct ?? undefined;
}

function serializersOf(app: FastifyInstance, endpoint: EndpointDefinition): Map<number, Serializer> {
  const compile = responseSerializerCompiler({ validate: app.config.mode !== "production" });
  const serializers = new Map<number, Serializer>();
  const of = (schema: z.ZodType, httpStatus: number) =>
    compile({ schema, method: endpoint.method, url: endpoint.path, httpStatus: String(httpStatus) }) as Serializer;
  for (const status of endpoint.success ?? [200]) serializers.set(status, of(endpoint.response!, status));
  for (const status of endpoint.errors ?? []) serializers.set(status, of(ErrorEnvelope, status));
  return serializers;
}

/** The router's limit on a path parameter (buildApp's maxParamLength). */
const MAX_PARAM_LENGTH = 300;

/** Whether the input is one the HTTP path would route and parse as given (else it goes there). */
function directInput(call: TransportRequest): boolean {
  for (const value of Object.values(call.params ?? {})) {
    const encoded = encodeURIComponent(String(value));
    if (encoded === "" || encoded.length > MAX_PARAM_LENGTH) return false;
  }
  // Fastify's JSON parser refuses prototype keys; leave such a body to it.
  if (call.body !== undefined && /"(__proto__|constructor)"\s*:/.test(JSON.stringify(call.body))) return false;
  return true;
}

/** What Fastify's validation does with one part of the request; the error it raises, as Fastify shapes it. */
function validationError(schema: z.ZodType | undefined, holder: Record<string, unknown>, part: string, context: string): Error | undefined {
  if (!schema) return undefined;
  const value = holder[part];
  const result = requestValidatorCompiler({ schema } as never)(value === undefined ? null : value) as {
    error?: unknown[];
    value?: unknown;
  };
  if (result.error) {
    return Object.assign(new Error(`${context} is not valid`), {
      statusCode: 400,
      code: "FST_ERR_VALIDATION",
      validation: result.error,
      validationContext: context,
    });
  }
  holder[part] = result.value;
  return undefined;
}

type CookieOptions = Record<string, unknown> & { path?: string; domain?: string; expires?: Date | number; secure?: boolean | "auto" };

/** The reply a handler gets in process: it collects the status, headers, cookies and payload. */
function collectingReply(app: FastifyInstance, request: FastifyRequest, route: DirectRoute) {
  const headers = new Map<string, string | string[]>();
  const cookies = new Map<string, { name: string; value: string; options: CookieOptions }>();
  const state = { statusCode: 200, sent: false, payload: undefined as unknown };
  const reply = {
    request,
    server: app,
    log: request.log,
    get statusCode() {
      return state.statusCode;
    },
    set statusCode(code: number) {
      state.statusCode = code;
    },
    get sent() {
      return state.sent;
    },
    code(code: number) {
      state.statusCode = code;
      return reply;
    },
    status(code: number) {
      state.statusCode = code;
      return reply;
    },
    header(name: string, value: string | string[]) {
      headers.set(name.toLowerCase(), value);
      return reply;
    },
    headers(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) headers.set(name.toLowerCase(), value);
      return reply;
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
    hasHeader(name: string) {
      return headers.has(name.toLowerCase());
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
      return reply;
    },
    type(contentType: string) {
      headers.set("content-type", contentType);
      return reply;
    },
    serialize(payload: unknown) {
      return (route.serializers.get(state.statusCode) ?? JSON.stringify)(payload);
    },
    send(payload?: unknown) {
      state.sent = true;
      state.payload = payload;
      return reply;
    },
    // @fastify/cookie's setCookie and clearCookie, to the letter: SameSite Lax unless given, one
    // cookie per name, domain and path (the last set wins), serialised when the answer is made.
    setCookie(name: string, value: string, options?: CookieOptions) {
      const opts: CookieOptions = { sameSite: "lax", ...options };
      if (typeof opts.expires === "number" && Number.isInteger(opts.expires)) opts.expires = new Date(opts.expires);
      if (opts.signed) throw new Error("Signed cookies are not supported in process");
      if (opts.secure === "auto") opts.secure = request.protocol === "https";
      cookies.set(`${name};${String(opts.domain)};${opts.path ?? "/"}`, { name, value, options: opts });
      return reply;
    },
    clearCookie(name: string, options?: CookieOptions) {
      return reply.setCookie(name, "", { path: "/", ...options, expires: new Date(0), maxAge: 0, signed: false });
    },
  };
  const setCookies = (): string[] => {
    const set = headers.get("set-cookie");
    const given = set === undefined ? [] : Array.isArray(set) ? set : [set];
    return [...given, ...[...cookies.values()].map((c) => app.serializeCookie(c.name, c.value, c.options as never))];
  };
  return { reply, state, setCookies };
}

async function runDirect(
  app: FastifyInstance,
  route: DirectRoute,
  call: TransportRequest,
  page: { request: FastifyRequest; forwardHeaders: Record<string, string>; sessionMemo: SessionMemo },
  pageCookies: Record<string, string | undefined>,
): Promise<DirectAnswer> {
  const started = performance.now();
  const { endpoint } = route;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.params ?? {})) params[name] = String(value);
  const query = call.query ?? {};
  const search = new URLSearchParams(query).toString();
  // As `inject` sends it: the page's forwarded headers, the call's own, a JSON body's content type.
  const headers: Record<string, string> = { host: "localhost:80", ...page.forwardHeaders };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  for (const [name, value] of Object.entries(call.headers ?? {})) headers[name.toLowerCase()] = value;
  headers["user-agent"] ??= "lightMyRequest";
  const parts: Record<string, unknown> = {
    params,
    body: call.body === undefined ? undefined : JSON.parse(JSON.stringify(call.body)),
    query,
    headers,
  };
  const pageRequest = page.request;
  const request = {
    id: pageRequest.id,
    log: pageRequest.log,
    ip: pageRequest.ip,
    ips: pageRequest.ips,
    socket: pageRequest.socket,
    protocol: pageRequest.protocol,
    host: pageRequest.host,
    hostname: pageRequest.hostname,
    server: app,
    method: endpoint.method,
    url: search ? `${call.path}?${search}` : call.path,
    originalUrl: search ? `${call.path}?${search}` : call.path,
    routeOptions: { method: endpoint.method, url: endpoint.path, config: {} },
    raw: { headers },
    headers,
    cookies: { ...pageCookies },
    params,
    query,
    body: parts.body,
    user: null,
    auth: null,
    operator: null,
    operatorAuth: null,
    sessionMemo: page.sessionMemo,
  } as unknown as FastifyRequest & Record<string, unknown>;
  const { reply, state, setCookies } = collectingReply(app, request, route);

  let status: number;
  let text: string | undefined;
  try {
    for (const check of route.preValidation) await check.call(app, request, reply as unknown as FastifyReply);
    const invalid =
      validationError(endpoint.params, parts, "params", "params") ??
      validationError(endpoint.body, parts, "body", "body") ??
      validationError(endpoint.query, parts, "query", "querystring") ??
      validationError(endpoint.headers, parts, "headers", "headers");
    if (invalid) throw invalid;
    request.params = parts.params;
    request.body = parts.body;
    request.query = parts.query;
    for (const preHandler of route.preHandler) await preHandler.call(app, request, reply as unknown as FastifyReply);
    const returned = await route.handler(request as never, reply as unknown as FastifyReply);
    const payload = state.sent ? state.payload : returned;
    status = state.statusCode;
    text = typeof payload === "string" ? payload : (route.serializers.get(status) ?? JSON.stringify)(payload);
  } catch (error) {
    const answer = errorAnswer(error as FastifyError, request.log);
    status = answer.status;
    text = (route.serializers.get(status) ?? JSON.stringify)(answer.body);
  }
  // The line and the counters an HTTP call gets (buildApp's onResponse hook, the metrics plugin).
  const elapsedMs = performance.now() - started;
  request.log.info(
    { method: endpoint.method, path: loggedPath(request.url), status, durationMs: Math.round(elapsedMs * 10) / 10, inProcess: true },
    "request",
  );
  const labels = { method: endpoint.method, route: endpoint.path, status: String(status) };
  const counters = metrics();
  counters.httpRequests.inc(labels);
  counters.httpDuration.observe(labels, elapsedMs / 1000);
  return { status, text, setCookies: setCookies() };
}

/** What one call gets: its own parse of the answer's text (callers may change what they get). */
function answerOf(ran: DirectAnswer): TransportAnswer {
  const { status, text, setCookies } = ran;
  return { status, body: text === undefined || text === "" ? null : (JSON.parse(text) as unknown), setCookies: [...setCookies] };
}
