import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchEndpoints } from "@workbay/contracts/endpoints/search";
import { ok } from "../../envelope";
import { READS_NO_AVAILABILITY, registerEndpoint } from "../../register-endpoint";
import { placeAutocomplete, placeDetail } from "../../services/place-lookup";
import { locations, search } from "../../services/search";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue only: no taken slot or pass (the kept pages, register-endpoint.ts).
  registerEndpoint(app, searchEndpoints.search, async (request) => ok(await search(app.db, request.query)), READS_NO_AVAILABILITY);

  registerEndpoint(app, searchEndpoints.locations, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return ok(await locations(app.db));
  });

  registerEndpoint(app, searchEndpoints.placeAutocomplete, async (request) =>
    ok(
      await placeAutocomplete(app.db, request.query.input, {
        geocoderUrl: app.config.placesGeocoderUrl,
        log: (error) => request.log.warn({ err: error }, "place geocoder failed; answering with our places only"),
      }),
    ),
  );

  registerEndpoint(app, searchEndpoints.placeDetail, async (request) => ok(await placeDetail(app.db, request.query.place_id)));
};
