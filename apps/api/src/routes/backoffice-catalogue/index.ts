import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueEndpoints } from "@workbay/contracts/endpoints/catalogue";
import { menuEndpoints } from "@workbay/contracts/endpoints/menus";
import { CATALOGUE_MESSAGES, MENU_CATEGORY_MESSAGES, MENU_MESSAGES, ROOM_PHOTO_MESSAGES } from "@workbay/domain/catalogue-rules";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import { registerEndpoint } from "../../register-endpoint";
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
import {
  addMenuItemPicture,
  centreMenuForOperator,
  createMenuCategory,
  createMenuItem,
  listMenuCategories,
  menuItemForOperator,
  removeMenuItemPicture,
  saveMenuCategory,
  saveMenuItemAsOperator,
  saveMenuItemPictureAlt,
} from "../../services/catalogue-menus";

const privateAnswer = { "cache-control": "private, no-store" };

/**
 * The console's catalogue (issue 15, decision 0033): rooms, centres, cities and photos. Every
 * call runs `requireOperator` (or `requireAdmin`); a manager reaches only their centres' rooms
 * and photos, and a centre's hours and contact details, never its legal fields.
 */
export const backofficeCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoints = catalogueEndpoints;

  registerEndpoint(app, endpoints.options, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await catalogueOptions(app.db, operatorOf(request)))),
  );

  registerEndpoint(app, endpoints.rooms, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await listRoomsForOperator(app.db, operatorOf(request), request.query))),
  );

  registerEndpoint(app, endpoints.createRoom, async (request) =>
    ok(await createRoom(app.db, operatorOf(request), request.body, app.clock()), CATALOGUE_MESSAGES.roomCreated),
  );

  registerEndpoint(app, endpoints.room, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await roomForOperator(app.db, operatorOf(request), request.params.id))),
  );

  registerEndpoint(app, endpoints.saveRoom, async (request) =>
    ok(await saveRoom(app.db, operatorOf(request), request.params.id, request.body, app.clock()), CATALOGUE_MESSAGES.roomSaved),
  );

  registerEndpoint(
    app,
    endpoints.addPhoto,
    async (request) =>
      ok(await addRoomPhoto(app.db, app, operatorOf(request), request.params.id, request.body, app.clock()), ROOM_PHOTO_MESSAGES.added),
    { bodyLimit: 8 * 1024 * 1024 },
  );

  registerEndpoint(app, endpoints.savePhoto, async (request) =>
    ok(
      await saveRoomPhoto(app.db, operatorOf(request), request.params.id, request.params.photoId, request.body, app.clock()),
      ROOM_PHOTO_MESSAGES.saved,
    ),
  );

  registerEndpoint(app, endpoints.deletePhoto, async (request) => {
    await removeRoomPhoto(app.db, app, operatorOf(request), request.params.id, request.params.photoId, app.clock());
    return ok({ done: true as const }, ROOM_PHOTO_MESSAGES.deleted);
  });

  registerEndpoint(app, endpoints.centres, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await listCentresForOperator(app.db, operatorOf(request)))),
  );

  registerEndpoint(app, endpoints.createCentre, async (request) =>
    ok(await createCentre(app.db, operatorOf(request), request.body, app.clock()), CATALOGUE_MESSAGES.centreCreated),
  );

  registerEndpoint(app, endpoints.centre, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await centreForOperator(app.db, operatorOf(request), request.params.id))),
  );

  registerEndpoint(app, endpoints.saveCentre, async (request) =>
    ok(await saveCentre(app.db, operatorOf(request), request.params.id, request.body, app.clock()), CATALOGUE_MESSAGES.centreSaved),
  );

  registerEndpoint(app, endpoints.cityLive, async (request) =>
    ok(
      await saveCityLive(app.db, operatorOf(request), request.params.slug, request.body.live, app.clock()),
      CATALOGUE_MESSAGES.cityLiveSaved,
    ),
  );

  registerEndpoint(app, endpoints.centreMenu, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await centreMenuForOperator(app.db, operatorOf(request), request.params.id))),
  );

  registerEndpoint(app, endpoints.createMenuItem, async (request) =>
    ok(await createMenuItem(app.db, operatorOf(request), request.params.id, request.body, app.clock()), MENU_MESSAGES.itemCreated),
  );

  registerEndpoint(app, endpoints.menuItem, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await menuItemForOperator(app.db, operatorOf(request), request.params.itemId))),
  );

  registerEndpoint(app, endpoints.saveMenuItem, async (request) =>
    ok(
      await saveMenuItemAsOperator(app.db, operatorOf(request), request.params.itemId, request.body, app.clock()),
      MENU_MESSAGES.itemSaved,
    ),
  );

  // F&B categories (admins change them) and item pictures (the item's rights).
  registerEndpoint(app, menuEndpoints.categories, async (_request, reply) =>
    reply.headers(privateAnswer).send(ok(await listMenuCategories(app.db))),
  );

  registerEndpoint(app, menuEndpoints.createCategory, async (request) =>
    ok(await createMenuCategory(app.db, operatorOf(request), request.body, app.clock()), MENU_CATEGORY_MESSAGES.created),
  );

  registerEndpoint(app, menuEndpoints.saveCategory, async (request) =>
    ok(
      await saveMenuCategory(app.db, operatorOf(request), request.params.categoryId, request.body, app.clock()),
      MENU_CATEGORY_MESSAGES.saved,
    ),
  );

  registerEndpoint(
    app,
    menuEndpoints.addPicture,
    async (request) =>
      ok(
        await addMenuItemPicture(app.db, app, operatorOf(request), request.params.itemId, request.body, app.clock()),
        MENU_CATEGORY_MESSAGES.pictureAdded,
      ),
    { bodyLimit: 8 * 1024 * 1024 },
  );

  registerEndpoint(app, menuEndpoints.savePictureAlt, async (request) =>
    ok(
      await saveMenuItemPictureAlt(app.db, operatorOf(request), request.params.itemId, request.body.alt, app.clock()),
      MENU_CATEGORY_MESSAGES.pictureAltSaved,
    ),
  );

  registerEndpoint(app, menuEndpoints.deletePicture, async (request) => {
    await removeMenuItemPicture(app.db, app, operatorOf(request), request.params.itemId, app.clock());
    return ok({ done: true as const }, MENU_CATEGORY_MESSAGES.pictureRemoved);
  });
};
