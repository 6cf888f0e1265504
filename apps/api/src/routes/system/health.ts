import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthResponse } from "@workbay/contracts/rooms";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { tags: ["system"], response: { 200: HealthResponse } } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { tags: ["system"], response: { 200: HealthResponse, 503: HealthResponse } } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: "ready" };
    } catch (error) {
      app.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ status: "database unreachable" });
    }
  });
};
