import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Handlers still running; a handler outlives its connection when the client goes away. */
    inFlight: { count: () => number; drained: (timeoutMs: number) => Promise<boolean> };
  }
}

/**
 * Counts running route handlers, so shutdown can close the database only after the last one
 * finished: `server.close()` completes once the sockets are gone, which happens before the
 * handler of a request whose client disconnected has finished its queries.
 */
export const inFlight = fp(async function inFlight(app: FastifyInstance) {
  let running = 0;
  let waiters: (() => void)[] = [];

  app.addHook("onRoute", (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function countedHandler(this: FastifyInstance, request, reply) {
      running++;
      try {
        return await handler.call(this, request, reply);
      } finally {
        running--;
        if (running === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    };
  });

  app.decorate("inFlight", {
    count: () => running,
    drained: (timeoutMs: number) =>
      running === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
  });
});
