import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Shutdown state: while draining, /readyz answers 503 so the load balancer stops sending. */
    lifecycle: { draining: boolean; startDraining: () => void };
  }
}

/**
 * Draining (SIGTERM, server.ts): /readyz answers 503 `{status: "draining"}` while requests are
 * still served, and each answer closes its connection, so a balancer's kept-alive connections
 * move to the other instances before this one stops listening.
 */
export const lifecycle = fp(async function lifecycle(app: FastifyInstance) {
  const state = {
    draining: false,
    startDraining() {
      state.draining = true;
    },
  };
  app.decorate("lifecycle", state);
  // The callback form: it runs on every request (app.ts).
  app.addHook("onRequest", (request, reply, done) => {
    if (!state.draining) return done();
    reply.header("connection", "close");
    if (request.url === "/readyz" || request.url.startsWith("/readyz?")) {
      // Answered here: the request goes no further (done is not called).
      reply.status(503).header("cache-control", "no-store").send({ status: "draining" });
      return;
    }
    done();
  });
});
