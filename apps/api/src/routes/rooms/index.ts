import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AmenitiesResponse,
  AllRoomsQuery,
  AllRoomsResponse,
  CitySpacesParams,
  CitySpacesResponse,
  RoomCategoriesQuery,
  RoomCategoriesResponse,
  RoomDetailParams,
  RoomDetailQuery,
  RoomDetailResponse,
  RoomListQuery,
  RoomListResponse,
  ShowcaseRoomsQuery,
  ShowcaseRoomsResponse,
} from "@workbay/contracts/rooms";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { AppError } from "@workbay/domain/app-error";
import { listProductTypes } from "@workbay/db/repositories/rooms-repository";
import { ok } from "../../envelope";
import { cachedListing } from "../../services/listing-cache";
import {
  allRooms,
  amenitiesCached,
  typeCountsCached,
  citySpaces,
  getRoom,
  listRoomsWithDependencies,
  resolveDate,
  showcaseRooms,
} from "../../services/room-catalogue";

const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope };

export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/passy/v1/room_categories",
    {
      schema: {
        tags: ["rooms"],
        summary: "Product types; with ?city= also how many items of each that city offers",
        querystring: RoomCategoriesQuery,
        response: { 200: RoomCategoriesResponse, ...errors },
      },
    },
    async (request) => {
      const types = await listProductTypes(app.db);
      const city = request.query.city;
      if (!city) return ok(types.map(({ id, name, slug }) => ({ id, name, slug })));
      const counts = await typeCountsCached(app.db, city);
      return ok(types.map(({ id, name, slug }) => ({ id, name, slug, count: counts.get(id) ?? 0 })));
    },
  );

  app.get(
    "/passy/v1/amenities",
    {
      schema: {
        tags: ["rooms"],
        summary: "The catalogue's amenities (code, name, icon), for listing filters",
        response: { 200: AmenitiesResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok(await amenitiesCached(app.db));
    },
  );

  app.get(
    "/passy/v1/rooms",
    {
      schema: {
        tags: ["rooms"],
        summary: "Rooms and bookable items with their availability on a date",
        querystring: RoomListQuery,
        response: { 200: RoomListResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Whole answers are cached (docs/decisions/0035); the key is the parsed query with its date resolved.
      const now = app.clock();
      const date = resolveDate(request.query.date, now);
      const query = { ...request.query, date };
      const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));
      const body = await cachedListing(app.db, key, now, async () => {
        const { answer, roomIds } = await listRoomsWithDependencies(app.db, query, now);
        return { body: String(reply.serialize(ok(answer))), roomIds, date };
      });
      // Already JSON text: Fastify sends a string as it is (no serializer, no hooks on it).
      return reply.type("application/json; charset=utf-8").send(body as never);
    },
  );

  app.get(
    "/passy/v1/room/:id",
    {
      schema: {
        tags: ["rooms"],
        summary: "One room by id, or by SEO id with search_by=seo_id",
        params: RoomDetailParams,
        querystring: RoomDetailQuery,
        response: { 200: RoomDetailResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      let key: { id: number } | { seoId: string };
      if (request.query.search_by === "seo_id") key = { seoId: id };
      else if (/^\d{1,9}$/.test(id)) key = { id: Number(id) };
      else throw new AppError("not_found", "Room not found");
      return ok(await getRoom(app.db, key, request.query, app.clock()));
    },
  );

  app.get(
    "/passy/v1/show_case_rooms",
    {
      schema: {
        tags: ["rooms"],
        summary: "Featured meeting rooms",
        querystring: ShowcaseRoomsQuery,
        response: { 200: ShowcaseRoomsResponse, ...errors },
      },
    },
    async (request) => ok(await showcaseRooms(app.db, request.query, app.clock())),
  );

  app.get(
    "/backoffice-service/api/v1/rooms/all_rooms",
    {
      schema: {
        tags: ["back-office"],
        summary: "Every room, paged",
        querystring: AllRoomsQuery,
        response: { 200: AllRoomsResponse, ...errors },
      },
    },
    async (request) => ok(await allRooms(app.db, request.query)),
  );

  app.get(
    "/backoffice-service/api/v1/get_all_spaces/city/:city",
    {
      schema: {
        tags: ["back-office"],
        summary: "Every centre of a city with its spaces",
        params: CitySpacesParams,
        response: { 200: CitySpacesResponse, ...errors },
      },
    },
    async (request) => ok(await citySpaces(app.db, request.params.city)),
  );
};
