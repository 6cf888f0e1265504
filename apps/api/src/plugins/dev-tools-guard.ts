import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFoundBody } from "./error-handler";

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/^::ffff:/i, "");
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** Every client address a proxy named in X-Forwarded-For or Forwarded (for=...). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const out: string[] = [];
  const xff = request.headers["x-forwarded-for"];
  for (const value of Array.isArray(xff) ? xff : xff ? [xff] : []) out.push(...value.split(","));
  const forwarded = request.headers.forwarded;
  if (forwarded) {
    for (const match of forwarded.matchAll(/for=("?)([^;,"]+)\1/gi)) out.push((match[2] ?? "").replace(/:\d+$/, ""));
  }
  return out.map((a) => a.trim()).filter(Boolean);
}

/**
 * Whether a request comes from this machine: the socket's peer is loopback AND, when a proxy on
 * this machine relayed it, every address the proxy names is loopback too. So a reverse proxy on
 * the same host relaying a remote visitor is refused whatever TRUST_PROXY says (its socket is
 * loopback, its X-Forwarded-For is not); a forged header can only refuse more (decision 0017).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardedAddresses(request).every(isLoopbackAddress);
}

export function isDevToolsPath(url: string): boolean {
  return url === "/dev" || url.startsWith("/dev/") || url.startsWith("/dev?");
}

/**
 * The development tools (/dev/*: mailbox, test gateway) answer only clients on this machine,
 * unless DEV_TOOLS_PUBLIC=true; anyone else gets the plain 404 of a path that does not exist.
 */
export const devToolsGuard = fp(async function devToolsGuard(app: FastifyInstance) {
  if (app.config.devToolsPublic) return;
  // The callback form: it runs on every request (app.ts).
  app.addHook("onRequest", (request, reply, done) => {
    // The matched route too: the router decodes %-escapes, so /d%65v/mailbox reaches /dev/mailbox.
    const devTool = isDevToolsPath(request.url) || isDevToolsPath(request.routeOptions.url ?? "");
    if (!devTool || isLocalRequest(request)) return done();
    // Answered here: the request goes no further (done is not called).
    reply.status(404).send(notFoundBody(request.url.split("?")[0] ?? ""));
  });
});
