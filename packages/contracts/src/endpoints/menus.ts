import { defineEndpoint } from "../endpoint";
import { DoneData } from "../backoffice";
import { MenuItemParams, MenuItemResponse } from "../backoffice-catalogue";
import {
  MenuCategoryBody,
  MenuCategoryListResponse,
  MenuCategoryParams,
  MenuCategoryResponse,
  MenuPictureAltBody,
  MenuPictureBody,
} from "../backoffice-menus";

const PREFIX = "/backoffice-service/api/v1/catalogue";
const errors = [400, 401, 403, 404, 409] as const;

/** The console's F&B categories and item pictures (issue 15, decision 0033). */
export const menuEndpoints = {
  categories: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/menu-categories`,
    response: MenuCategoryListResponse,
    errors,
    auth: "operator",
    tags: ["backoffice"],
    summary: "The F&B categories in their order, with their serving windows, notice and item counts",
  }),
  createCategory: defineEndpoint({
    method: "POST",
    path: `${PREFIX}/menu-categories`,
    body: MenuCategoryBody,
    response: MenuCategoryResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "Add an F&B category (admins; every centre's menu has it; audited)",
  }),
  saveCategory: defineEndpoint({
    method: "PUT",
    path: `${PREFIX}/menu-categories/:categoryId`,
    params: MenuCategoryParams,
    body: MenuCategoryBody,
    response: MenuCategoryResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "Rename, reorder or change an F&B category's window and notice (admins; audited; the F&B step shows it at once)",
  }),
  addPicture: defineEndpoint({
    method: "POST",
    path: `${PREFIX}/menu-items/:itemId/picture`,
    params: MenuItemParams,
    body: MenuPictureBody,
    response: MenuItemResponse,
    errors,
    auth: "operator",
    tags: ["backoffice"],
    summary: "Set a menu item's picture with its alt text (base64 JPEG, PNG or WebP, at most 5 MB; replaces the old one; audited)",
  }),
  savePictureAlt: defineEndpoint({
    method: "PUT",
    path: `${PREFIX}/menu-items/:itemId/picture`,
    params: MenuItemParams,
    body: MenuPictureAltBody,
    response: MenuItemResponse,
    errors,
    auth: "operator",
    tags: ["backoffice"],
    summary: "Change a menu item picture's alt text (audited)",
  }),
  deletePicture: defineEndpoint({
    method: "DELETE",
    path: `${PREFIX}/menu-items/:itemId/picture`,
    params: MenuItemParams,
    response: DoneData,
    errors,
    auth: "operator",
    tags: ["backoffice"],
    summary: "Remove a menu item's picture (audited)",
  }),
};
