// The console's F&B categories and item pictures (issue 15, decision 0033):
// /backoffice-service/api/v1/catalogue/menu-categories and .../menu-items/{id}/picture.
import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { MAX_CATEGORY_NOTICE_MINUTES, ROOM_PHOTO_MESSAGES } from "@workbay/domain/catalogue-rules";
import { envelope } from "./envelope";

const ServingSlot = z.number().int().min(0).max(47);

export const MenuCategoryBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: "The category name must have at least 2 characters." })
    .max(40, { message: "The category name must be at most 40 characters." }),
  available_from: ServingSlot,
  available_to: ServingSlot,
  notice_minutes: z
    .number({ message: "The notice must be a number of minutes." })
    .int({ message: "The notice must be a whole number of minutes." })
    .min(0, { message: "The notice cannot be negative." })
    .max(MAX_CATEGORY_NOTICE_MINUTES, { message: "The notice must be at most a week (10080 minutes)." }),
  /** Where the category comes in the F&B step: lower first. */
  sort_order: z
    .number({ message: "The position must be a number." })
    .int({ message: "The position must be a whole number." })
    .min(0, { message: "The position must be 0 or more." })
    .max(999, { message: "The position must be at most 999." }),
});
export type MenuCategoryBody = z.infer<typeof MenuCategoryBody>;

export const MenuCategoryParams = z.object({ categoryId: z.coerce.number().int().positive().max(MAX_ROW_ID) });

export const AdminMenuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  available_from: z.number().int(),
  available_to: z.number().int(),
  notice_minutes: z.number().int(),
  sort_order: z.number().int(),
  item_count: z.number().int(),
});
export type AdminMenuCategory = z.infer<typeof AdminMenuCategory>;
export const MenuCategoryResponse = envelope(AdminMenuCategory);
export const MenuCategoryListResponse = envelope(z.array(AdminMenuCategory));
export type MenuCategoryListResponse = z.infer<typeof MenuCategoryListResponse>;

export const MenuPictureBody = z.object({
  /** Base64 of a JPEG, PNG or WebP image (a data: URL prefix is allowed), at most 5 MB. */
  attachment: z.string().min(16).max(7_200_000, { message: ROOM_PHOTO_MESSAGES.size }),
  alt: z
    .string()
    .trim()
    .min(3, { message: "Please describe the picture in at least 3 characters." })
    .max(200, { message: "The picture's description must be at most 200 characters." }),
});
export type MenuPictureBody = z.infer<typeof MenuPictureBody>;
export const MenuPictureAltBody = MenuPictureBody.pick({ alt: true });
export type MenuPictureAltBody = z.infer<typeof MenuPictureAltBody>;
