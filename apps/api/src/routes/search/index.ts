import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import {
  LocationsResponse,
  PlaceAutocompleteQuery,
  PlaceAutocompleteResponse,
  PlaceDetailQuery,
  PlaceDetailResponse,
  SearchQuery,
  SearchResponse,
} from "@workbay/contracts/search";
import { ok } from "../../envelope";
import { placeAutocomplete, placeDetail } from "../../services/place-lookup";
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

  app.get(
    "/connect/v1/place/autocomplete",
    {
      schema: {
        tags: ["search"],
        summary: "Place predictions for what is typed: our localities, landmarks and centres, then the optional external geocoder's",
        querystring: PlaceAutocompleteQuery,
        response: { 200: PlaceAutocompleteResponse, 400: ErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await placeAutocomplete(app.db, request.query.input, {
          geocoderUrl: app.config.placesGeocoderUrl,
          log: (error) => request.log.warn({ err: error }, "place geocoder failed; answering with our places only"),
        }),
      ),
  );

  app.get(
    "/connect/v1/place/detail",
    {
      schema: {
        tags: ["search"],
        summary: "A predicted place's name, address, coordinates and the listing sorted from it",
        querystring: PlaceDetailQuery,
        response: { 200: PlaceDetailResponse, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await placeDetail(app.db, request.query.place_id)),
  );
};
