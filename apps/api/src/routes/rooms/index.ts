import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { roomEndpoints } from "@workbay/contracts/endpoints/rooms";
import { AppError } from "@workbay/domain/app-error";
import { listProductTypes } from "@workbay/db/repositories/rooms-repository";
import { sendStored } from "../../content-encoding";
import { ok } from "../../envelope";
import { READS_NO_AVAILABILITY, READS_SCOPED_AVAILABILITY, registerEndpoint } from "../../register-endpoint";
import {
  allRooms,
  amenitiesCached,
  typeCountsCached,
  citySpaces,
  getRoomCached,
  type AvailabilityReader,
  listRoomsCached,
  showcaseRooms,
} from "../../services/room-catalogue";
import { cityFlagsCached } from "../../services/live-cities";
import { noteAvailabilityRead } from "../../services/session-memo";
import type { ListingAnswer } from "../../services/listing-cache";

/** Tells the page this request serves (if any) which rooms' availability on which date its answer shows. */
const readerOf =
  (request: FastifyRequest): AvailabilityReader =>
  (roomIds, date) =>
    noteAvailabilityRead(request.sessionMemo, roomIds, date);

/**
 * A whole answer kept as JSON text (listing-cache.ts): Fastify sends a string as it is (no
 * serializer), and its brotli or gzip copy, made once per answer, as the request asks.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ListingAnswer): FastifyReply {
  // Sent again before Fastify while the answer is the cached one (hot-answers.ts).
  request.server.hotAnswers.offer(request, answer);
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  return sendStored(request, reply, answer.body, (encoding) => answer.copy(encoding));
}

export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  // What each read shows of the taken slots and passes, for the kept pages (register-endpoint.ts):
  // the catalogue's reads none; the lists and the room report the rooms and date they read.
  registerEndpoint(
    app,
    roomEndpoints.roomCategories,
    async (request) => {
      const types = await listProductTypes(app.db);
      const city = request.query.city;
      if (!city) return ok(types.map(({ id, name, slug }) => ({ id, name, slug })));
      const counts = await typeCountsCached(app.db, city);
      return ok(types.map(({ id, name, slug }) => ({ id, name, slug, count: counts.get(id) ?? 0 })));
    },
    READS_NO_AVAILABILITY,
  );

  registerEndpoint(
    app,
    roomEndpoints.amenities,
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok(await amenitiesCached(app.db));
    },
    READS_NO_AVAILABILITY,
  );

  registerEndpoint(
    app,
    roomEndpoints.rooms,
    async (request, reply) => {
      // Whole answers are cached (docs/decisions/0035).
      const answer = await listRoomsCached(app.db, request.query, app.clock(), (value) => String(reply.serialize(ok(value))));
      noteAvailabilityRead(request.sessionMemo, answer.roomIds, answer.date);
      return sendAnswer(request, reply, answer);
    },
    { ...READS_SCOPED_AVAILABILITY, encodesItself: true },
  );

  registerEndpoint(
    app,
    roomEndpoints.room,
    async (request, reply) => {
      const { id } = request.params;
      let key: { id: number } | { seoId: string };
      if (request.query.search_by === "seo_id") key = { seoId: id };
      else if (/^\d{1,9}$/.test(id)) key = { id: Number(id) };
      else throw new AppError("not_found", "Room not found");
      // Kept whole, as a list's answer is (docs/decisions/0035).
      const serialize = (value: unknown) => String(reply.serialize(ok(value)));
      return sendAnswer(request, reply, await getRoomCached(app.db, key, request.query, app.clock(), serialize, readerOf(request)));
    },
    { ...READS_SCOPED_AVAILABILITY, encodesItself: true },
  );

  registerEndpoint(
    app,
    roomEndpoints.showcaseRooms,
    async (request) => {
      return ok(await showcaseRooms(app.db, request.query, app.clock(), readerOf(request)));
    },
    READS_SCOPED_AVAILABILITY,
  );

  registerEndpoint(app, roomEndpoints.allRooms, async (request) => ok(await allRooms(app.db, request.query)));

  registerEndpoint(app, roomEndpoints.cityStatus, async () => ok(await cityFlagsCached(app.db)), READS_NO_AVAILABILITY);
  registerEndpoint(
    app,
    roomEndpoints.citySpaces,
    async (request) => ok(await citySpaces(app.db, request.params.city)),
    READS_NO_AVAILABILITY,
  );
};
