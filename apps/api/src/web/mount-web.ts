import { existsSync } from "node:fs";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isApiPath } from "../app";
import { notFoundBody } from "../plugins/error-handler";
import { createInjectApiClient } from "./inject-api-client";
import { landingUtmCookie } from "./utm-cookie";

export const webBuildDir = path.resolve(import.meta.dirname, "../../../web/build");

/** Headers a page request passes on to the API it calls (sessions, language). */
const FORWARDED = ["cookie", "authorization", "accept-language", "user-agent"];

/**
 * The page request as the browser made it: its URL uses the request's own scheme and host
 * (behind a proxy, X-Forwarded-Proto/Host through trustProxy), so React Router's same-origin
 * check of form posts holds whatever PUBLIC_URL says.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Serves the React Router build in this Fastify process: hashed assets from build/client
 * with long-lived caching, and every other non-API path rendered by the server build.
 */
export async function mountWeb(app: FastifyInstance, options: { mode: "development" | "demo" | "production" }) {
  const serverEntry = path.join(webBuildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No web build at ${serverEntry}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode === "production" ? "production" : "development");

  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, "client"),
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  await app.register(async (pages) => {
    // Pages read their own bodies (form posts), so leave them unparsed here.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    pages.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.status(404).send(notFoundBody(request.url.split("?")[0] ?? ""));
        const forward: Record<string, string> = {};
        for (const name of FORWARDED) {
          const value = request.headers[name];
          if (typeof value === "string") forward[name] = value;
        }
        const response = await handle(toFetchRequest(request, reply), {
          api: createInjectApiClient(app, forward, request.ip),
          publicUrl: app.config.publicUrl,
          publicConfig: app.config.publicConfig,
        });
        reply.status(response.status);
        for (const [key, value] of response.headers) {
          if (key !== "set-cookie") reply.header(key, value);
        }
        const cookies = response.headers.getSetCookie();
        const utm = landingUtmCookie(request.method, request.url, app.serializeCookie, app.cookiesSecure);
        if (utm) cookies.push(utm);
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        if (!response.body) return reply.send();
        return reply.send(Readable.fromWeb(response.body as WebReadableStream));
      },
    });
  });
}
