import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DoneData } from "@workbay/contracts/backoffice";
import {
  CatalogueCentreListResponse,
  CatalogueCentreResponse,
  CatalogueOptionsResponse,
  CatalogueRoomListResponse,
  CatalogueRoomQuery,
  CatalogueRoomResponse,
  CentreBody,
  CentreParams,
  CityLiveBody,
  CityParams,
  CityResponse,
  CentreMenuResponse,
  MenuItemBody,
  MenuItemParams,
  MenuItemResponse,
  PhotoBody,
  PhotoParams,
  PhotoResponse,
  PhotoUploadBody,
  RoomBody,
  RoomParams,
} from "@workbay/contracts/backoffice-catalogue";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { CATALOGUE_MESSAGES, MENU_MESSAGES, ROOM_PHOTO_MESSAGES } from "@workbay/domain/catalogue-rules";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import {
  addRoomPhoto,
  catalogueOptions,
  centreForOperator,
  createCentre,
  createRoom,
  listCentresForOperator,
  listRoomsForOperator,
  removeRoomPhoto,
  roomForOperator,
  saveCentre,
  saveCityLive,
  saveRoom,
  saveRoomPhoto,
} from "../../services/catalogue-admin";
import { centreMenuForOperator, createMenuItem, menuItemForOperator, saveMenuItemAsOperator } from "../../services/catalogue-menus";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
const PREFIX = "/backoffice-service/api/v1/catalogue";
const privateAnswer = { "cache-control": "private, no-store" };

/**
 * The console's catalogue (issue 15, decision 0033): rooms, centres, cities and photos. Every
 * call runs `requireOperator` (or `requireAdmin`); a manager reaches only their centres' rooms
 * and photos, and a centre's hours and contact details, never its legal fields.
 */
export const backofficeCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = { preHandler: [app.requireOperator] };
  const admin = { preHandler: [app.requireAdmin] };
  const tags = ["backoffice"];

  app.get(
    `${PREFIX}/options`,
    {
      schema: {
        tags,
        summary: "What the catalogue forms choose from (the operator's centres, types, amenities, categories, cities, states)",
        response: { 200: CatalogueOptionsResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await catalogueOptions(app.db, operatorOf(request)))),
  );

  app.get(
    `${PREFIX}/rooms`,
    {
      schema: {
        tags,
        summary: "Rooms and products of the operator's centres, 25 a page, sorted on the server",
        querystring: CatalogueRoomQuery,
        response: { 200: CatalogueRoomListResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await listRoomsForOperator(app.db, operatorOf(request), request.query))),
  );

  app.post(
    `${PREFIX}/rooms`,
    {
      schema: { tags, summary: "Create a room or product (audited)", body: RoomBody, response: { 200: CatalogueRoomResponse, ...errors } },
      ...operator,
    },
    async (request) => ok(await createRoom(app.db, operatorOf(request), request.body, app.clock()), CATALOGUE_MESSAGES.roomCreated),
  );

  app.get(
    `${PREFIX}/rooms/:id`,
    {
      schema: {
        tags,
        summary: "A room with its amenities, categories and photos",
        params: RoomParams,
        response: { 200: CatalogueRoomResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await roomForOperator(app.db, operatorOf(request), request.params.id))),
  );

  app.put(
    `${PREFIX}/rooms/:id`,
    {
      schema: {
        tags,
        summary: "Change a room or product (audited; public pages see it at once)",
        params: RoomParams,
        body: RoomBody,
        response: { 200: CatalogueRoomResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(await saveRoom(app.db, operatorOf(request), request.params.id, request.body, app.clock()), CATALOGUE_MESSAGES.roomSaved),
  );

  app.post(
    `${PREFIX}/rooms/:id/photos`,
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: "Add a photo to a room (base64 JPEG, PNG or WebP, at most 5 MB, known by its bytes; audited)",
        params: RoomParams,
        body: PhotoUploadBody,
        response: { 200: PhotoResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(await addRoomPhoto(app.db, app, operatorOf(request), request.params.id, request.body, app.clock()), ROOM_PHOTO_MESSAGES.added),
  );

  app.put(
    `${PREFIX}/rooms/:id/photos/:photoId`,
    {
      schema: {
        tags,
        summary: "A photo's alt text and position (audited)",
        params: PhotoParams,
        body: PhotoBody,
        response: { 200: PhotoResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(
        await saveRoomPhoto(app.db, operatorOf(request), request.params.id, request.params.photoId, request.body, app.clock()),
        ROOM_PHOTO_MESSAGES.saved,
      ),
  );

  app.delete(
    `${PREFIX}/rooms/:id/photos/:photoId`,
    { schema: { tags, summary: "Delete a photo (audited)", params: PhotoParams, response: { 200: DoneData, ...errors } }, ...operator },
    async (request) => {
      await removeRoomPhoto(app.db, app, operatorOf(request), request.params.id, request.params.photoId, app.clock());
      return ok({ done: true as const }, ROOM_PHOTO_MESSAGES.deleted);
    },
  );

  app.get(
    `${PREFIX}/centres`,
    { schema: { tags, summary: "The operator's centres", response: { 200: CatalogueCentreListResponse, ...errors } }, ...operator },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await listCentresForOperator(app.db, operatorOf(request)))),
  );

  app.post(
    `${PREFIX}/centres`,
    {
      schema: {
        tags,
        summary: "Create a centre (admins; audited)",
        body: CentreBody,
        response: { 200: CatalogueCentreResponse, ...errors },
      },
      ...admin,
    },
    async (request) => ok(await createCentre(app.db, operatorOf(request), request.body, app.clock()), CATALOGUE_MESSAGES.centreCreated),
  );

  app.get(
    `${PREFIX}/centres/:id`,
    { schema: { tags, summary: "A centre", params: CentreParams, response: { 200: CatalogueCentreResponse, ...errors } }, ...operator },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await centreForOperator(app.db, operatorOf(request), request.params.id))),
  );

  app.put(
    `${PREFIX}/centres/:id`,
    {
      schema: {
        tags,
        summary: "Change a centre (admins; a centre's manager: hours, phone, e-mail and notice only; audited)",
        params: CentreParams,
        body: CentreBody,
        response: { 200: CatalogueCentreResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(await saveCentre(app.db, operatorOf(request), request.params.id, request.body, app.clock()), CATALOGUE_MESSAGES.centreSaved),
  );

  app.put(
    `${PREFIX}/cities/:slug`,
    {
      schema: {
        tags,
        summary: "A city's live flag (admins; audited)",
        params: CityParams,
        body: CityLiveBody,
        response: { 200: CityResponse, ...errors },
      },
      ...admin,
    },
    async (request) =>
      ok(
        await saveCityLive(app.db, operatorOf(request), request.params.slug, request.body.live, app.clock()),
        CATALOGUE_MESSAGES.cityLiveSaved,
      ),
  );

  app.get(
    `${PREFIX}/centres/:id/menu`,
    {
      schema: {
        tags,
        summary: "A centre's F&B menu: the categories and its items (its own and every centre's), with their choices",
        params: CentreParams,
        response: { 200: CentreMenuResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await centreMenuForOperator(app.db, operatorOf(request), request.params.id))),
  );

  app.post(
    `${PREFIX}/centres/:id/menu/items`,
    {
      schema: {
        tags,
        summary: "Add an item to a centre's menu, with its choices (audited)",
        params: CentreParams,
        body: MenuItemBody,
        response: { 200: MenuItemResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(await createMenuItem(app.db, operatorOf(request), request.params.id, request.body, app.clock()), MENU_MESSAGES.itemCreated),
  );

  app.get(
    `${PREFIX}/menu-items/:itemId`,
    {
      schema: { tags, summary: "A menu item with its choices", params: MenuItemParams, response: { 200: MenuItemResponse, ...errors } },
      ...operator,
    },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await menuItemForOperator(app.db, operatorOf(request), request.params.itemId))),
  );

  app.put(
    `${PREFIX}/menu-items/:itemId`,
    {
      schema: {
        tags,
        summary: "Change a menu item and its choices (a centre's item: its manager or an admin; every centre's: admins; audited)",
        params: MenuItemParams,
        body: MenuItemBody,
        response: { 200: MenuItemResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(
        await saveMenuItemAsOperator(app.db, operatorOf(request), request.params.itemId, request.body, app.clock()),
        MENU_MESSAGES.itemSaved,
      ),
  );
};
