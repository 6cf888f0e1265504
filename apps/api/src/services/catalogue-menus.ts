// The console's F&B menus (issue 15, decision 0033): a centre's items with their prices, veg
// flags, serving windows and choices (sub-options). Items on every centre's menu are an admin's;
// a centre's own items are its manager's too. Audited; the caches are told (the F&B categories
// are cached with the catalogue).
import type { CentreMenu, MenuItem, MenuItemBody } from "@workbay/contracts/backoffice-catalogue";
import { AppError } from "@workbay/domain/app-error";
import { CATALOGUE_MESSAGES, MENU_MESSAGES, servingWindowProblem } from "@workbay/domain/catalogue-rules";
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
import { assertCentre } from "../plugins/operator-auth";
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
