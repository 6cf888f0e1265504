import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { LocationsResponse, SearchQuery, SearchResponse } from "@workbay/contracts/search";
import { ok } from "../../envelope";
import { locations, search } from "../../services/search";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/passy/v1/search",
    {
      schema: {
        tags: ["search"],
        summary: "Cities, localities, centres, rooms and products matching a keyword (typo-tolerant), best first",
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await search(app.db, request.query)),
  );

  app.get(
    "/connect/v1/location/all",
    {
      schema: {
        tags: ["search"],
        summary: "Every centre and place (locality, metro station, tech park, airport) with its city, coordinates and live flag",
        response: { 200: LocationsResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok(await locations(app.db));
    },
  );
};
