// The console's F&B menus (issue 15, decision 0033): a centre's items with their prices, veg
// flags, serving windows and choices (sub-options). Items on every centre's menu are an admin's;
// a centre's own items are its manager's too. Audited; the caches are told (the F&B categories
// are cached with the catalogue).
import type { CentreMenu, MenuItem, MenuItemBody } from "@workbay/contracts/backoffice-catalogue";
import { randomBytes } from "node:crypto";
import type { AdminMenuCategory, MenuCategoryBody, MenuPictureBody } from "@workbay/contracts/backoffice-menus";
import { AppError } from "@workbay/domain/app-error";
import {
  CATALOGUE_MESSAGES,
  MENU_CATEGORY_MESSAGES,
  MENU_MESSAGES,
  categorySlugOf,
  servingWindowProblem,
} from "@workbay/domain/catalogue-rules";
import { isGuestCategory } from "@workbay/domain/fnb-rules";
import { imageUrl } from "@workbay/domain/image-sizes";
import type { Database } from "@workbay/db/client";
import {
  catalogueCentreById,
  menuCategories,
  menuItemById,
  menuItemsOfCentre,
  saveMenuItem,
  subOptionsInBookings,
  type MenuItemRecord,
} from "@workbay/db/repositories/catalogue-admin-repository";
import { insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import {
  adminMenuCategories,
  insertMenuCategory,
  menuCategoryById,
  menuCategoryClash,
  pictureInUse,
  setMenuItemPicture,
  updateMenuCategory,
  type MenuCategoryRecord,
} from "@workbay/db/repositories/menu-admin-repository";
import { assertCentre } from "../plugins/operator-auth";
import { decodeAttachment, storedPhoto, type PhotoStorage } from "./catalogue-admin";
import { changeCatalogue } from "./catalogue-changes";

function bad(field: string, message: string): AppError {
  return new AppError("bad_request", message, { field });
}

function itemView(item: MenuItemRecord): MenuItem {
  return {
    id: item.id,
    category_id: item.categoryId,
    category: item.category,
    centre_id: item.centreId,
    name: item.name,
    short_description: item.shortDescription,
    description: item.description,
    price_paise: item.pricePaise,
    type: item.type,
    serves: item.serves,
    available_from: item.availableFrom,
    available_to: item.availableTo,
    is_active: item.isActive,
    image_url: item.imageFile ? imageUrl(item.imageFile, "340x200") : null,
    image_alt: item.imageFile ? item.imageAlt : null,
    sub_options: item.subOptions.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      available_from: s.availableFrom,
      available_to: s.availableTo,
    })),
  };
}

export async function centreMenuForOperator(db: Database, operator: OperatorRecord, centreId: number): Promise<CentreMenu> {
  const centre = await catalogueCentreById(db, centreId);
  if (!centre) throw new AppError("not_found", CATALOGUE_MESSAGES.unknownCentre);
  assertCentre(operator, centreId);
  const [categories, items] = await Promise.all([menuCategories(db), menuItemsOfCentre(db, centreId)]);
  return {
    centre_id: centreId,
    centre_name: centre.centre.name,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      available_from: c.availableFrom,
      available_to: c.availableTo,
      notice_minutes: c.noticeMinutes,
    })),
    items: items.map(itemView),
  };
}

/** 404 for no item; an item on every centre's menu is an admin's, a centre's item its manager's too. */
async function operatorItem(db: Database, operator: OperatorRecord, itemId: number): Promise<MenuItemRecord> {
  const item = await menuItemById(db, itemId);
  if (!item) throw new AppError("not_found", MENU_MESSAGES.unknownItem);
  if (item.centreId === null) {
    if (operator.role !== "admin") throw new AppError("forbidden", MENU_MESSAGES.sharedItem);
  } else assertCentre(operator, item.centreId);
  return item;
}

export async function menuItemForOperator(db: Database, operator: OperatorRecord, itemId: number): Promise<MenuItem> {
  return itemView(await operatorItem(db, operator, itemId));
}

async function checkedItem(db: Database, body: MenuItemBody, existing?: MenuItemRecord) {
  const categories = await menuCategories(db);
  if (!categories.some((c) => c.id === body.category_id)) throw bad("category_id", MENU_MESSAGES.unknownCategory);
  const window = servingWindowProblem(body.available_from, body.available_to);
  if (window) throw bad("available_to", window);
  for (const [i, s] of body.sub_options.entries()) {
    const problem = servingWindowProblem(s.available_from, s.available_to);
    if (problem) throw bad(`sub_options.${i}.available_to`, problem);
    if (s.id && !existing?.subOptions.some((o) => o.id === s.id)) throw bad(`sub_options.${i}.id`, MENU_MESSAGES.unknownSubOption);
  }
  const kept = new Set(body.sub_options.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = (existing?.subOptions ?? []).filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (await subOptionsInBookings(db, removed)) throw bad("sub_options", MENU_MESSAGES.subOptionInUse);
  return {
    item: {
      categoryId: body.category_id,
      name: body.name,
      shortDescription: body.short_description,
      description: body.description,
      pricePaise: body.price_paise,
      type: body.type,
      serves: body.serves,
      availableFrom: body.available_from,
      availableTo: body.available_to,
      isActive: body.is_active,
    },
    subOptions: body.sub_options.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      availableFrom: s.available_from,
      availableTo: s.available_to,
    })),
  };
}

export async function createMenuItem(
  db: Database,
  operator: OperatorRecord,
  centreId: number,
  body: MenuItemBody,
  now: Date,
): Promise<MenuItem> {
  const centre = await catalogueCentreById(db, centreId);
  if (!centre) throw new AppError("not_found", CATALOGUE_MESSAGES.unknownCentre);
  assertCentre(operator, centreId);
  const { item, subOptions } = await checkedItem(db, body);
  const id = await changeCatalogue(db, { centreIds: [centreId] }, async (tx) => {
    const newId = await saveMenuItem(tx, undefined, { ...item, centreId }, subOptions);
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "menu_item.create",
        entityType: "menu_item",
        entityId: String(newId),
        before: null,
        after: { centre_id: centreId, ...body },
      },
      now,
    );
    return newId;
  });
  return menuItemForOperator(db, operator, id);
}

export async function saveMenuItemAsOperator(
  db: Database,
  operator: OperatorRecord,
  itemId: number,
  body: MenuItemBody,
  now: Date,
): Promise<MenuItem> {
  const existing = await operatorItem(db, operator, itemId);
  const { item, subOptions } = await checkedItem(db, body, existing);
  await changeCatalogue(db, existing.centreId === null ? {} : { centreIds: [existing.centreId] }, async (tx) => {
    await saveMenuItem(tx, itemId, { ...item, centreId: existing.centreId }, subOptions);
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "menu_item.update",
        entityType: "menu_item",
        entityId: String(itemId),
        before: { ...itemView(existing) },
        after: { ...body },
      },
      now,
    );
  });
  return menuItemForOperator(db, operator, itemId);
}

// ---- categories (admins: every centre's menu has them)

function categoryView(c: MenuCategoryRecord): AdminMenuCategory {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    available_from: c.availableFrom,
    available_to: c.availableTo,
    notice_minutes: c.noticeMinutes,
    sort_order: c.sortOrder,
    item_count: c.itemCount,
  };
}

export async function listMenuCategories(db: Database): Promise<AdminMenuCategory[]> {
  return (await adminMenuCategories(db)).map(categoryView);
}

async function categoryAfterWrite(db: Database, id: number): Promise<AdminMenuCategory> {
  const found = (await adminMenuCategories(db)).find((c) => c.id === id);
  if (!found) throw new AppError("not_found", MENU_CATEGORY_MESSAGES.unknownCategory);
  return categoryView(found);
}

function categoryWrite(body: MenuCategoryBody) {
  const window = servingWindowProblem(body.available_from, body.available_to);
  if (window) throw bad("available_to", window);
  return {
    name: body.name,
    availableFrom: body.available_from,
    availableTo: body.available_to,
    noticeMinutes: body.notice_minutes,
    sortOrder: body.sort_order,
  };
}

export async function createMenuCategory(db: Database, operator: OperatorRecord, body: MenuCategoryBody, now: Date) {
  const values = categoryWrite(body);
  const base = categorySlugOf(body.name);
  const clash = await menuCategoryClash(db, body.name, base);
  if (clash.name) throw new AppError("conflict", MENU_CATEGORY_MESSAGES.nameTaken, { field: "name" });
  // A slug another category had (renamed since) gets a number: slugs never change once given.
  let slug = base;
  for (let n = 2; (await menuCategoryClash(db, body.name, slug)).slug; n += 1) slug = `${base}-${n}`;
  const id = await changeCatalogue(db, {}, async (tx) => {
    const newId = await insertMenuCategory(tx, { ...values, slug });
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "menu_category.create",
        entityType: "menu_category",
        entityId: String(newId),
        before: null,
        after: { ...body, slug },
      },
      now,
    );
    return newId;
  });
  return categoryAfterWrite(db, id);
}

export async function saveMenuCategory(db: Database, operator: OperatorRecord, id: number, body: MenuCategoryBody, now: Date) {
  const existing = await menuCategoryById(db, id);
  if (!existing) throw new AppError("not_found", MENU_CATEGORY_MESSAGES.unknownCategory);
  const values = categoryWrite(body);
  // The guest-invitation rule names these two (fnb-rules GUEST_CATEGORIES): renaming them would break it.
  if (isGuestCategory(existing.name) && body.name !== existing.name) throw bad("name", MENU_CATEGORY_MESSAGES.guestCategoryName);
  if ((await menuCategoryClash(db, body.name, undefined, id)).name)
    throw new AppError("conflict", MENU_CATEGORY_MESSAGES.nameTaken, { field: "name" });
  await changeCatalogue(db, {}, async (tx) => {
    await updateMenuCategory(tx, id, values);
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "menu_category.update",
        entityType: "menu_category",
        entityId: String(id),
        before: {
          name: existing.name,
          available_from: existing.availableFrom,
          available_to: existing.availableTo,
          notice_minutes: existing.noticeMinutes,
          sort_order: existing.sortOrder,
        },
        after: { ...body },
      },
      now,
    );
  });
  return categoryAfterWrite(db, id);
}

// ---- item pictures (the item's rights: a centre's item its manager's too)

const scopeOfItem = (item: MenuItemRecord) => (item.centreId === null ? {} : { centreIds: [item.centreId] });

/** Drops a picture file no other item or category shows, and tells every instance's resize cache. */
async function forgetPicture(db: Database, storage: PhotoStorage, fileName: string | null, itemId: number) {
  if (!fileName || (await pictureInUse(db, fileName, itemId))) return;
  await storage.files.delete(fileName).catch(() => undefined);
  await storage.events.publish({ kind: "files_deleted", names: [fileName] });
}

export async function addMenuItemPicture(
  db: Database,
  storage: PhotoStorage,
  operator: OperatorRecord,
  itemId: number,
  body: MenuPictureBody,
  now: Date,
): Promise<MenuItem> {
  const item = await operatorItem(db, operator, itemId);
  const picture = await storedPhoto(decodeAttachment(body.attachment));
  const fileName = `menu-${itemId}-${randomBytes(6).toString("hex")}.${picture.extension}`;
  await storage.files.put(fileName, picture.body, picture.contentType);
  try {
    await changeCatalogue(db, scopeOfItem(item), async (tx) => {
      await setMenuItemPicture(tx, itemId, { imageFile: fileName, imageAlt: body.alt });
      await insertAuditEntry(
        tx,
        {
          operator,
          action: "menu_item.picture",
          entityType: "menu_item",
          entityId: String(itemId),
          before: { image_file: item.imageFile, image_alt: item.imageAlt },
          after: { image_file: fileName, image_alt: body.alt },
        },
        now,
      );
    });
  } catch (error) {
    await storage.files.delete(fileName).catch(() => undefined);
    throw error;
  }
  await forgetPicture(db, storage, item.imageFile, itemId);
  return menuItemForOperator(db, operator, itemId);
}

export async function saveMenuItemPictureAlt(db: Database, operator: OperatorRecord, itemId: number, alt: string, now: Date) {
  const item = await operatorItem(db, operator, itemId);
  if (!item.imageFile) throw new AppError("not_found", MENU_CATEGORY_MESSAGES.noPicture);
  await changeCatalogue(db, scopeOfItem(item), async (tx) => {
    await setMenuItemPicture(tx, itemId, { imageFile: item.imageFile, imageAlt: alt });
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "menu_item.picture",
        entityType: "menu_item",
        entityId: String(itemId),
        before: { image_alt: item.imageAlt },
        after: { image_alt: alt },
      },
      now,
    );
  });
  return menuItemForOperator(db, operator, itemId);
}

export async function removeMenuItemPicture(db: Database, storage: PhotoStorage, operator: OperatorRecord, itemId: number, now: Date) {
  const item = await operatorItem(db, operator, itemId);
  if (!item.imageFile) throw new AppError("not_found", MENU_CATEGORY_MESSAGES.noPicture);
  await changeCatalogue(db, scopeOfItem(item), async (tx) => {
    await setMenuItemPicture(tx, itemId, { imageFile: null, imageAlt: null });
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "menu_item.picture_delete",
        entityType: "menu_item",
        entityId: String(itemId),
        before: { image_file: item.imageFile, image_alt: item.imageAlt },
        after: null,
      },
      now,
    );
  });
  await forgetPicture(db, storage, item.imageFile, itemId);
}
