// Cached room-list and room answers sent again before Fastify (issue 18, decision 0035,
// thirteenth session). Fastify's lifecycle (routing, the query's schema, eight hooks, the reply's
// headers) costs more per request than sending a cached list; this front answers a request the
// app has already answered from its whole-answer cache (services/listing-cache.ts) with exactly
// what Fastify sent for it, and passes every other request to Fastify untouched.
//
// What is sent again is what Fastify sent: recorded in an onResponse hook (status, the headers
// as written, the body's bytes) when a list or room route answered 200 from a cached answer, per
// address (the raw URL) and preferred encoding. Only the per-request parts are made anew: the
// request id (the same generator Fastify uses), and what Node adds itself (Date, Connection,
// Keep-Alive). What Fastify does per request besides the answer is done here too: the request
// metrics (the route's count and duration) and the request log line. A recorded answer is sent
// only while its cache entry is the live one (`isCurrentListing`): an availability change, a
// catalogue change, the half-hour or the cache's 15 s end it exactly when they end the cache's
// answer, on this instance and, through the cluster messages, on every other.
//
// Answers are kept per scheme too, judged as Fastify judges `request.protocol` (a TLS socket, or
// the last X-Forwarded-Proto entry from a peer TRUST_PROXY names, through the same proxy-addr
// rules): the https answer carries HSTS (app.ts), the http one does not. So behind a balancer that
// ends TLS the front answers as well.
//
// Fastify answers instead whenever the answer could differ: any method but GET (HEAD included),
// a request with cookies, credentials, conditions, a range or a body, while draining or closing
// (Connection: close, 503), and for any address, encoding or scheme not recorded.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { preferredEncoding, storedEncoding, type ContentEncoding } from "./content-encoding";
import { loggedPath } from "./log-path";
import { trustedPeer } from "./plugins/request-id";
import { isCurrentListing, type ListingAnswer } from "./services/listing-cache";

declare module "fastify" {
  interface FastifyInstance {
    hotAnswers: HotAnswers;
  }
  interface FastifyRequest {
    /** The cached answer a route sent (`HotAnswers.offer`), recorded when the answer is complete. */
    hotAnswer: ListingAnswer | null;
  }
}

/** Addresses kept at most: they come from visitors, so a flood of query strings must not grow memory. */
export const MAX_HOT_ADDRESSES = 1000;
/** Bytes of bodies (and an allowance for headers) kept at most, counting shared copies each time. */
const MAX_HOT_BYTES = 16 * 1024 * 1024;
const HEAD_ALLOWANCE = 2048;

export type HotAnswers = {
  /** A route sent this cached answer (a no-op when the front is off): kept if it qualifies once sent. */
  offer(request: FastifyRequest, answer: ListingAnswer): void;
  /** Addresses kept, bytes counted, and requests answered here so far (tests and diagnosis). */
  stats(): { addresses: number; bytes: number; served: number };
};

type Variant = { head: string[]; idAt: number; body: Buffer };
type Scheme = "http" | "https";
/** An encoding and a scheme: `br|https`. */
type VariantKey = `${ContentEncoding}|${Scheme}`;
type Kept = {
  answer: ListingAnswer;
  variants: Partial<Record<VariantKey, Variant>>;
  bytes: number;
  path: string;
  count: (seconds: number) => void;
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Whether nothing in the request could make Fastify's answer differ from a recorded one. */
function servable(request: IncomingMessage): boolean {
  const headers = request.headers;
  return (
    headers.cookie === undefined &&
    headers.authorization === undefined &&
    headers["if-none-match"] === undefined &&
    headers["if-modified-since"] === undefined &&
    headers["if-match"] === undefined &&
    headers["if-unmodified-since"] === undefined &&
    headers["if-range"] === undefined &&
    headers.range === undefined &&
    headers["content-length"] === undefined &&
    headers["transfer-encoding"] === undefined
  );
}

/**
 * `request.protocol` as Fastify works it out (fastify/lib/request.js), https or not: the last
 * X-Forwarded-Proto entry when the peer is a trusted proxy (`trustedPeer`: TRUST_PROXY compiled
 * by the same proxy-addr), else the socket's TLS. app.ts sends HSTS exactly when it is "https".
 */
export function schemeJudge(trustProxy: boolean | string[]): (request: IncomingMessage) => Scheme {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const socket = request.socket as { encrypted?: boolean; remoteAddress?: string } | undefined;
    // Node joins a repeated header of this kind with ", " into one string.
    const header = request.headers["x-forwarded-proto"];
    const forwarded = Array.isArray(header) ? header.join(", ") : header;
    if (forwarded && trusted(socket?.remoteAddress)) {
      return forwarded.slice(forwarded.lastIndexOf(",") + 1).trim() === "https" ? "https" : "http";
    }
    return socket?.encrypted === true ? "https" : "http";
  };
}

export type HotAnswersOptions = {
  /** HOT_ANSWERS (config.hotAnswers): off, every request goes to Fastify and nothing is recorded. */
  enabled: boolean;
  /** Fastify's own genReqId (plugins/request-id.ts). */
  requestId: (request: IncomingMessage) => string;
  /** Whether the app writes a log line per request (LOG_LEVEL info, debug or trace; app.ts). */
  logsRequests: boolean;
  /** TRUST_PROXY (config.trustProxy), as Fastify was given it: which peers' X-Forwarded-Proto counts. */
  trustProxy: boolean | string[];
};

/**
 * Registered after the metrics and lifecycle plugins and before the routes: puts the front
 * before Fastify's request listener on `app.server`, and records qualifying answers.
 */
export const hotAnswersPlugin = fp(async function hotAnswersPlugin(app: FastifyInstance, options: HotAnswersOptions) {
  const kept = new Map<string, Kept>();
  let bytes = 0;
  let served = 0;
  let closing = false;
  const schemeOf = schemeJudge(options.trustProxy);

  const forget = (url: string, entry: Kept) => {
    if (kept.get(url) !== entry) return;
    kept.delete(url);
    bytes -= entry.bytes;
  };

  app.decorate("hotAnswers", {
    offer(request: FastifyRequest, answer: ListingAnswer) {
      if (options.enabled) request.hotAnswer = answer;
    },
    stats: () => ({ addresses: kept.size, bytes, served }),
  } satisfies HotAnswers);
  if (!options.enabled) return;

  app.decorateRequest("hotAnswer", null);
  // Fastify answers 503 with Connection: close from here on (return503OnClosing).
  app.addHook("preClose", async () => {
    closing = true;
  });

  const record = (request: FastifyRequest, reply: FastifyReply, answer: ListingAnswer) => {
    const raw = request.raw;
    const url = raw.url;
    const route = request.routeOptions.url;
    if (closing || app.lifecycle.draining || raw.method !== "GET" || reply.statusCode !== 200) return;
    if (url === undefined || route === undefined || !servable(raw)) return;
    const headers = reply.getHeaders();
    // Nothing per visitor, per connection or per scheme (these are not recorded, so not sent).
    if (headers["set-cookie"] !== undefined || headers.connection !== undefined || headers["transfer-encoding"] !== undefined) return;
    if (headers["x-request-id"] !== request.id) return;
    // The scheme as Fastify judged it must be the one this front will judge (HSTS goes with https).
    const scheme = schemeOf(raw);
    if ((request.protocol === "https") !== (scheme === "https")) return;
    if ((headers["strict-transport-security"] !== undefined) !== (scheme === "https")) return;
    // The bytes sendStored sent (content-encoding.ts), checked against what the headers say.
    const preferred = preferredEncoding(raw.headers["accept-encoding"]);
    const encoding = storedEncoding(preferred, answer.body);
    if (headers["content-encoding"] !== encoding) return;
    const body = encoding === undefined ? answer.bytes() : answer.copy(encoding);
    if (headers["content-length"] !== String(body.length)) return;
    if (!isCurrentListing(app.db, answer, app.clock().getTime())) return;

    let entry = kept.get(url);
    const key: VariantKey = `${preferred}|${scheme}`;
    if (entry?.answer === answer && entry.variants[key]) return;
    if (entry === undefined || entry.answer !== answer) {
      if (entry) forget(url, entry);
      entry = { answer, variants: {}, bytes: 0, path: loggedPath(url), count: app.requestCounter("GET", route, 200) };
      kept.set(url, entry);
    }
    const head: string[] = [];
    let idAt = -1;
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      if (name === "x-request-id") idAt = head.length + 1;
      if (Array.isArray(value)) for (const each of value) head.push(name, String(each));
      else head.push(name, String(value));
    }
    entry.variants[key] = { head, idAt, body };
    entry.bytes += body.length + HEAD_ALLOWANCE;
    bytes += body.length + HEAD_ALLOWANCE;
    // The oldest addresses go first; the one just recorded stays.
    for (const [oldUrl, old] of kept) {
      if (kept.size <= MAX_HOT_ADDRESSES && bytes <= MAX_HOT_BYTES) break;
      if (old === entry) continue;
      forget(oldUrl, old);
    }
  };

  app.addHook("onResponse", (request, reply, done) => {
    const answer = request.hotAnswer;
    if (answer !== null) record(request, reply, answer);
    done();
  });

  const serve = (fastify: Handler): Handler =>
    function hotAnswer(request, response) {
      if (request.method !== "GET" || kept.size === 0) return fastify(request, response);
      const url = request.url as string;
      const entry = kept.get(url);
      if (entry === undefined || closing || app.lifecycle.draining || !servable(request)) return fastify(request, response);
      const variant = entry.variants[`${preferredEncoding(request.headers["accept-encoding"])}|${schemeOf(request)}`];
      if (variant === undefined) return fastify(request, response);
      if (!isCurrentListing(app.db, entry.answer, app.clock().getTime())) {
        forget(url, entry);
        return fastify(request, response);
      }
      const started = performance.now();
      const id = options.requestId(request);
      const head = variant.head.slice();
      head[variant.idAt] = id;
      try {
        response.writeHead(200, head);
        response.end(variant.body);
      } catch (error) {
        app.log.error({ err: error, reqId: id }, "hot answer failed");
        if (!response.headersSent) return fastify(request, response);
        response.destroy();
        return;
      }
      served++;
      const elapsed = performance.now() - started;
      entry.count(elapsed / 1000);
      // The line app.ts's onResponse hook writes (request.log is app.log with the request id bound).
      if (options.logsRequests) {
        app.log.info({ reqId: id, method: "GET", path: entry.path, status: 200, durationMs: Math.round(elapsed * 10) / 10 }, "request");
      }
    };

  // Fastify listens with one request listener on its server: the front goes before it.
  const server: Server = app.server;
  const listeners = server.listeners("request") as Handler[];
  if (listeners.length !== 1) throw new Error(`hot answers: expected Fastify's one request listener, found ${listeners.length}`);
  const fastify = listeners[0]!;
  server.removeListener("request", fastify);
  server.on("request", serve(fastify));
});
