import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** What an id taken from a proxy may look like: no spaces, quotes or control characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Whether the socket's peer is a proxy TRUST_PROXY names (true: any). */
export function trustedPeer(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits !== undefined) list.addSubnet(address, Number(bits), family);
    else list.addAddress(address, family);
  }
  return (address) => {
    if (!address) return false;
    const bare = address.replace(/^::ffff:(?=\d+\.)/i, "");
    return list.check(bare, isIP(bare) === 6 ? "ipv6" : "ipv4");
  };
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
