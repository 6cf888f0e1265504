import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isApiPath } from "../app";
import { notFoundBody } from "../plugins/error-handler";
import { COOKIE, clearSessionCookies, sessionOfToken, sessionTokenIsLive } from "../services/sessions";
import { keyedDigest } from "../services/signed-tokens";
import { memoised, SessionMemo } from "../services/session-memo";
import { createPageApiClient } from "./direct-api-client";
import { createInjectApiClient } from "./inject-api-client";
import { pageContentSecurityPolicy } from "./page-csp";
import { BODY_PROBLEMS, bodyIsReadable, createPageRouteLookup, mediaTypeOf, type BodyProblem } from "./page-requests";
import { statusPage } from "../status-page";
import { landingUtmCookie } from "./utm-cookie";
import { canonicalPageAddress } from "./page-address";
import { onAvailabilityChange } from "@workbay/db/availability-changes";
import { createPageCache, keptPage, matchesEtag, pageCacheKey, type KeptPage, type PageCacheKey } from "./page-cache";
import { sendStored } from "../content-encoding";

export const webBuildDir = path.resolve(import.meta.dirname, "../../../web/build");

/** Headers a page request passes on to the API it calls (sessions, language). */
const FORWARDED = ["cookie", "authorization", "accept-language", "user-agent"];

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * The page request as the browser made it: its URL uses the request's own scheme and host
 * (behind a proxy, X-Forwarded-Proto/Host through trustProxy), so React Router's same-origin
 * check of form posts holds whatever PUBLIC_URL says. A body was read and checked beforehand.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, body: Buffer | undefined): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  // The request target is a path: joined to the origin, never resolved against it, since a target
  // starting with "//" would otherwise be read as another host ("//evil.example/x") or no URL at all.
  return new Request(new URL(`${origin}${request.url}`), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** Reads a request body up to `limit` bytes; undefined when it is larger (the rest is drained unread). */
async function readBody(request: FastifyRequest, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    if (tooLarge) continue;
    size += chunk.length;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk);
  }
  return tooLarge ? undefined : Buffer.concat(chunks);
}

/**
 * Serves the React Router build in this Fastify process: hashed assets from build/client
 * with long-lived caching, and every other non-API path rendered by the server build.
 * Bodies are checked before React Router sees them (docs/decisions/0017): a route without an
 * action answers 405, a body it does not read 415, an unreadable one 400, a too large one 413.
 */
export async function mountWeb(app: FastifyInstance, options: { mode: "development" | "demo" | "production" }) {
  const serverEntry = path.join(webBuildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No web build at ${serverEntry}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // React Router's development mode sends error stacks to the page: development only.
  const handle = createRequestHandler(build, options.mode === "development" ? "development" : "production");
  const routeOf = createPageRouteLookup(build);

  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, "client"),
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text assets (apps/web/scripts/precompress.mjs):
    // sent as they are, @fastify/compress leaves them alone, so no chunk is compressed per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  function refuse(reply: FastifyReply, problem: BodyProblem | { status: number; title: string; message: string }) {
    return reply
      .status(problem.status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(statusPage(problem.status, problem.title, problem.message));
  }

  /**
   * A page request that still carries the cookies of a session the server no longer has
   * (signed out everywhere, password reset, account deleted, expired): the answer expires them,
   * so the header shows the visitor logged out and the readable profile cookies are gone.
   */
  async function carriesDeadSession(request: FastifyRequest, sessionMemo?: SessionMemo): Promise<boolean> {
    const cookies = request.cookies;
    const present = Object.values(COOKIE).some((name) => cookies[name] !== undefined);
    if (!present) return false;
    const token = cookies[COOKIE.access];
    if (!token) return true;
    // A kept page's answer: only whether the session lives (one small read, no user row).
    if (!sessionMemo) return !(await sessionTokenIsLive(app.db, app.secretKey, token, app.clock()));
    // The page's own calls have usually read this session already (the auth plugin's key).
    const found = await memoised(sessionMemo, `user:${token}`, () => sessionOfToken(app.db, app.secretKey, token, app.clock()));
    return found === undefined;
  }

  // Pages for visitors not signed in, kept a few seconds (web/page-cache.ts); PAGE_CACHE=false turns it off.
  // (read per request, so the page bench can compare in one process).
  const pageCache = createPageCache(app.clock);
  // The key of the cookies a page's action seals for itself (the sign-up's interim cookie):
  // derived from the server's secret, never the secret itself.
  const sealKey = keyedDigest(app.secretKey, "page-seal", "v1");
  app.onChange(() => pageCache.clear());
  // Taken or freed slots and passes, here or on another instance: the pages that read them.
  const stopAvailability = onAvailabilityChange(app.db, async (changes) => pageCache.dropAvailability(changes));
  app.addHook("onClose", async () => stopAvailability());
  app.events.on("availability", (event) => {
    if (event.changes) pageCache.dropAvailability(event.changes.map(([roomId, date]) => ({ roomId, date })));
    else pageCache.clear();
  });
  for (const kind of ["catalogue", "resync"] as const) app.events.on(kind, () => pageCache.clear());

  /** The page's own cookies, a landing's UTM cookie, the expiry of a dead session's cookies; the page's CSP. */
  async function pageCookies(request: FastifyRequest, reply: FastifyReply, nonce: string, cookies: string[], sessionMemo: SessionMemo) {
    reply.header("content-security-policy", pageContentSecurityPolicy(app.config, { nonce }));
    const utm = landingUtmCookie(request.method, request.url, app.serializeCookie, app.cookiesSecure);
    if (utm) cookies.push(utm);
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (await carriesDeadSession(request, sessionMemo)) {
      // A cookie the page itself sets wins over the expiry.
      const setByPage = new Set(cookies.map((cookie) => cookie.split("=")[0]?.trim()));
      clearSessionCookies(reply, app.cookiesSecure, (name) => !setByPage.has(name));
    }
  }

  /**
   * A kept page's answer: its stored bytes in the encoding asked for, its stored headers, or 304
   * when the visitor has them (If-None-Match). Nothing is computed per answer but the choice; a
   * landing's UTM cookie is added, and for a signed-in visitor, the expiry of a dead session's
   * cookies (with the whole page, so the browser surely reads it).
   */
  async function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage, key: PageCacheKey, sessionMemo?: SessionMemo) {
    reply.headers(page.headers);
    if (request.url.includes("utm_")) {
      const utm = landingUtmCookie(request.method, request.url, app.serializeCookie, app.cookiesSecure);
      if (utm) reply.header("set-cookie", utm);
    }
    const expired = key.signedIn && (await carriesDeadSession(request, sessionMemo));
    if (expired) clearSessionCookies(reply, app.cookiesSecure);
    else if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.status(304).send();
    return sendStored(request, reply.status(page.status), page.bodies.identity, (encoding) => page.bodies[encoding]);
  }

  await app.register(async (pages) => {
    // Pages read their own bodies (form posts), so leave them unparsed here.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    pages.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      // A page's own post changes nothing: its calls to the API say what they change (app.ts changesPages).
      config: { page: true },
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.status(404).send(notFoundBody(request.url.split("?")[0] ?? ""));
        if (READ_METHODS.has(request.method)) {
          const moved = canonicalPageAddress(request.url, (pathname) => routeOf(pathname)?.pattern);
          if (moved) return reply.redirect(moved, 301);
        }

        let body: Buffer | undefined;
        if (!READ_METHODS.has(request.method)) {
          const route = routeOf(request.url);
          if (!route || route.splat) {
            return refuse(reply, { status: 404, title: "Page not found", message: "There is no page at this address." });
          }
          if (!route.hasAction || request.method !== "POST") {
            reply.header("allow", route.hasAction ? "GET, HEAD, POST" : "GET, HEAD");
            return refuse(reply, {
              status: 405,
              title: "Not allowed",
              message: "This page cannot be changed that way. Please use its own buttons and forms.",
            });
          }
          const declared = Number(request.headers["content-length"] ?? "0");
          if (Number.isFinite(declared) && declared > route.body.limit) return refuse(reply, BODY_PROBLEMS.tooLarge);
          const contentType = request.headers["content-type"] ?? "";
          const mediaType = mediaTypeOf(contentType);
          if (!route.body.types.includes(mediaType)) return refuse(reply, BODY_PROBLEMS.wrongType);
          body = await readBody(request, route.body.limit);
          if (!body) return refuse(reply, BODY_PROBLEMS.tooLarge);
          if (!(await bodyIsReadable(mediaType, contentType, body))) return refuse(reply, BODY_PROBLEMS.malformed);
        }

        let blind: boolean | undefined;
        const sessionBlind = () => (blind ??= routeOf(request.url)?.sessionBlind === true);
        const cacheKey = process.env.PAGE_CACHE === "false" ? undefined : pageCacheKey(request, sessionBlind);
        const cached = cacheKey ? pageCache.get(cacheKey.key) : undefined;
        if (cached && (cached.forSessions || !cacheKey!.signedIn)) return sendKept(request, reply, cached, cacheKey!);
        if (!cacheKey) return renderPage();
        // Concurrent misses of one page share one render: after a drop under load, every visitor
        // asking for the page meanwhile would otherwise render it too, each slowing the others.
        const pending = pageCache.pending(cacheKey.key);
        if (pending) {
          await pending;
          const kept = pageCache.get(cacheKey.key);
          if (kept && (kept.forSessions || !cacheKey.signedIn)) return sendKept(request, reply, kept, cacheKey);
        }
        const rendered = pageCache.begin(cacheKey.key);
        try {
          return await renderPage();
        } finally {
          rendered();
        }

        async function renderPage() {
          const generation = pageCache.generation();
          const nonce = randomBytes(16).toString("base64");

          const forward: Record<string, string> = {};
          for (const name of FORWARDED) {
            const value = request.headers[name];
            if (typeof value === "string") forward[name] = value;
          }
          const sessionMemo = new SessionMemo();
          // PAGE_API_TRANSPORT=inject: every call through Fastify's inject, as before decision 0038
          // (the page bench compares the two; a diagnosis aid). What those calls ask and read is out
          // of sight: counted as asking who is signed in and as reading every room's availability.
          const viaInject = process.env.PAGE_API_TRANSPORT === "inject";
          if (viaInject) {
            sessionMemo.asked = true;
            sessionMemo.availability.all = true;
          }
          const response = await handle(toFetchRequest(request, reply, body), {
            api: viaInject
              ? createInjectApiClient(app, forward, request.ip)
              : createPageApiClient(app, { request, forwardHeaders: forward, sessionMemo }),
            publicUrl: app.config.publicUrl,
            publicConfig: app.config.publicConfig,
            cspNonce: nonce,
            demoMode: app.config.mode !== "production",
            sealKey,
            cookiesSecure: app.cookiesSecure,
            clock: app.clock,
          });
          const headers = [...response.headers].filter(([key]) => key !== "set-cookie");
          const cookies = response.headers.getSetCookie();
          // A page is sent whole (decision 0038): its data is loaded before React renders, so the
          // stream would carry one document in some thirty 2 KB pieces, each through three stream
          // layers and a socket write. Other answers (single-fetch data not to be kept) keep streaming.
          let payload: string | Readable | undefined;
          const contentType = response.headers.get("content-type") ?? "";
          // A navigation's data (single fetch) that may be kept is read whole too, as a page is.
          const keepableData = cacheKey !== undefined && response.status === 200 && contentType === "text/x-script";
          if (response.body && (contentType.startsWith("text/html") || keepableData)) {
            payload = await response.text();
            // A session-blind route whose calls did not ask who is signed in.
            const forSessions = cacheKey !== undefined && !sessionMemo.asked && sessionBlind();
            const shareable =
              response.status === 200 &&
              cookies.length === 0 &&
              !/no-store|private/.test(response.headers.get("cache-control") ?? "") &&
              (forSessions || !cacheKey?.signedIn);
            // A page to keep is sent as it is kept: the same bytes and headers every time.
            const kept =
              cacheKey && shareable
                ? keptPage(app.config, { status: response.status, headers, html: payload, nonce }, pageCache.validUntil(), forSessions)
                : undefined;
            if (cacheKey && kept) {
              pageCache.set(cacheKey.key, generation, kept, sessionMemo.availability);
              return sendKept(request, reply, kept, cacheKey, sessionMemo);
            }
          } else if (response.body) {
            payload = Readable.fromWeb(response.body as WebReadableStream);
          }
          reply.status(response.status);
          for (const [key, value] of headers) reply.header(key, value);
          await pageCookies(request, reply, nonce, cookies, sessionMemo);
          return payload === undefined ? reply.send() : reply.send(payload);
        }
      },
    });
  });
}
