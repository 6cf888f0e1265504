import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import proxyAddr from "@fastify/proxy-addr";

/** What an id taken from a proxy may look like: no spaces, quotes or control characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Whether the socket's peer is a proxy TRUST_PROXY names (true: any): compiled by the same
 * proxy-addr Fastify uses for `request.ip` and `request.protocol`, so one rule decides them all.
 */
export function trustedPeer(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusts = proxyAddr.compile(trustProxy);
  return (address) => address !== undefined && trusts(address, 0);
}

/**
 * The request id (Fastify's genReqId): a trusted proxy's X-Request-Id, so one id follows a
 * request through the balancer and every instance's log; otherwise a new UUID.
 */
export function requestIdGenerator(trustProxy: boolean | string[]): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const header = request.headers["x-request-id"];
    if (typeof header === "string" && SAFE_REQUEST_ID.test(header) && trusted(request.socket?.remoteAddress)) return header;
    return randomUUID();
  };
}

/** Every answer names its request id (the id on each of the request's log lines). */
export const requestIdHeader = fp(async function requestIdHeader(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
});
