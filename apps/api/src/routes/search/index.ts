import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchEndpoints } from "@workbay/contracts/endpoints/search";
import { ok } from "../../envelope";
import { registerEndpoint } from "../../register-endpoint";
import { locations, search } from "../../services/search";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, searchEndpoints.search, async (request) => ok(await search(app.db, request.query)));

  registerEndpoint(app, searchEndpoints.locations, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return ok(await locations(app.db));
  });
};
