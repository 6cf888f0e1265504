// What the operator console accepts for the catalogue (issue 15, decision 0033): the rules
// that tie a room's fields together and a centre's GSTIN to its state. The contracts check
// each field alone; these check the fields against each other, the same on server and page.
import { GST_STATE_CODES, gstinInfo } from "./gst-state";
import { PRODUCT_TYPE, productType, type ProductTypeId } from "./product-types";

/** An SEO id is the room's address: lower-case letters and digits in words joined by single hyphens. */
export const SEO_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CATALOGUE_MESSAGES = {
  seoIdFormat: "Use lower-case letters, digits and single hyphens (for example board-room-koramangala).",
  seoIdTaken: "This SEO id is already used by another room.",
  hoursOrder: "Closing time must be after opening time.",
  durationTooLong: "The minimum duration must fit within the opening hours.",
  durationStep: "The minimum duration must be a whole number of half-hours.",
  passCapacityRequired: "Passes need a number of passes on sale per day.",
  passCapacityNotForType: "Only passes have a daily pass capacity.",
  originalPriceLower: "The original price must be more than the price.",
  monthFactorNotForType: "Only virtual offices have a monthly price factor.",
  gstinFormat: "Please enter a valid GSTIN (15 characters, such as 29ABCDE1234F1Z5).",
  gstinState: "The GSTIN's first two digits name another state than the centre's.",
  unknownState: "Please choose a state of India.",
  roomSaved: "Room saved.",
  roomCreated: "Room created.",
  centreSaved: "Centre saved.",
  centreCreated: "Centre created.",
  cityLiveSaved: "City saved.",
  unknownCentre: "There is no such centre.",
  unknownRoom: "There is no such room.",
  unknownCity: "There is no such city.",
  unknownAmenity: "One of the amenities is not in the list.",
  unknownCategory: "One of the best-suited-for categories is not in the list.",
} as const;

export type RoomFields = {
  productTypeId: ProductTypeId;
  costPaise: number;
  originalCostPaise: number | null;
  startTime: number;
  endTime: number;
  slotDuration: number;
  passCapacity: number | null;
  monthFactorBp: number;
};

export type FieldProblem = { field: string; message: string };

/** The first problem among a room's fields taken together, named by its API field; undefined when none. */
export function roomProblem(room: RoomFields): FieldProblem | undefined {
  if (room.endTime <= room.startTime) return { field: "end_time", message: CATALOGUE_MESSAGES.hoursOrder };
  if (room.slotDuration % 30 !== 0) return { field: "min_duration_minutes", message: CATALOGUE_MESSAGES.durationStep };
  const kind = productType(room.productTypeId).kind;
  if (kind === "timed" && room.slotDuration > (room.endTime - room.startTime) * 30)
    return { field: "min_duration_minutes", message: CATALOGUE_MESSAGES.durationTooLong };
  if (kind === "pass" && (room.passCapacity === null || room.passCapacity < 1))
    return { field: "pass_capacity", message: CATALOGUE_MESSAGES.passCapacityRequired };
  if (kind !== "pass" && room.passCapacity !== null) return { field: "pass_capacity", message: CATALOGUE_MESSAGES.passCapacityNotForType };
  if (room.originalCostPaise !== null && room.originalCostPaise <= room.costPaise)
    return { field: "original_price_paise", message: CATALOGUE_MESSAGES.originalPriceLower };
  if (room.productTypeId !== PRODUCT_TYPE.virtualOffice && room.monthFactorBp !== 10000)
    return { field: "month_factor_bp", message: CATALOGUE_MESSAGES.monthFactorNotForType };
  return undefined;
}

/** The states a centre may be in: the GST state names, each once. */
export const CENTRE_STATES: readonly string[] = [...new Set(Object.values(GST_STATE_CODES))]
  .filter((s) => s !== "Other Territory" && s !== "Centre Jurisdiction")
  .sort();

/** A centre's GSTIN must be well formed and registered in the centre's state (its first two digits). */
export function centreGstinProblem(gstin: string | null, state: string): FieldProblem | undefined {
  if (!CENTRE_STATES.includes(state)) return { field: "state", message: CATALOGUE_MESSAGES.unknownState };
  if (gstin === null || gstin.trim() === "") return undefined;
  const info = gstinInfo(gstin);
  if (!info) return { field: "gstin", message: CATALOGUE_MESSAGES.gstinFormat };
  if (info.state !== state) return { field: "gstin", message: CATALOGUE_MESSAGES.gstinState };
  return undefined;
}

/** Room photos: JPEG, PNG or WebP up to 5 MB, known by their first bytes (not their names). */
/**
 * A room's photos in their new order when one moves to `position` (0 = the cover): it is taken
 * out and put back at that place (or last), the others keep their order. The positions are then
 * 0, 1, 2 ... so "Order 0" always makes the cover, never a tie the photo's id decides.
 */
export function photosReordered<T>(photos: readonly T[], moved: T, position: number): T[] {
  const others = photos.filter((p) => p !== moved);
  const at = Math.max(0, Math.min(Math.trunc(position), others.length));
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

export const MAX_ROOM_PHOTO_BYTES = 5 * 1024 * 1024;

export const ROOM_PHOTO_MESSAGES = {
  type: "Please upload a JPEG, PNG or WebP image.",
  size: "The photo must be at most 5 MB.",
  saved: "Photo saved.",
  added: "Photo added.",
  deleted: "Photo deleted.",
  unknown: "There is no such photo of this room.",
} as const;

/** The image format its first bytes say, or undefined when they are not JPEG, PNG or WebP. */
export function imageFormatOfBytes(bytes: Uint8Array): "jpeg" | "png" | "webp" | undefined {
  const starts = (offset: number, values: readonly number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (starts(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return undefined;
}

export const MENU_MESSAGES = {
  windowOrder: "The serving window must end at or after its start.",
  itemCreated: "Menu item added.",
  itemSaved: "Menu item saved.",
  unknownItem: "There is no such menu item.",
  unknownCategory: "Please choose a menu category.",
  sharedItem: "This item is on every centre's menu: only an admin can change it.",
  subOptionInUse: "A choice that bookings already hold cannot be removed; rename it or hide the item instead.",
  unknownSubOption: "One of the choices is not this item's.",
} as const;

/** A serving window in half-hour slots, both ends included (the menu's convention: 0-47 is all day). */
export function servingWindowProblem(from: number, to: number): string | undefined {
  return to < from ? MENU_MESSAGES.windowOrder : undefined;
}

// ---- F&B categories and item pictures (issue 15, decision 0033)

export const MENU_CATEGORY_MESSAGES = {
  nameTaken: "Another category already has this name.",
  guestCategoryName: "High Tea and Meals are the categories guests choose from; their names cannot change.",
  unknownCategory: "There is no such menu category.",
  created: "Category added.",
  saved: "Category saved.",
  pictureAdded: "Picture saved.",
  pictureAltSaved: "Picture description saved.",
  pictureRemoved: "Picture removed.",
  noPicture: "This item has no picture.",
} as const;

/** The most notice a category may ask for: a week. */
export const MAX_CATEGORY_NOTICE_MINUTES = 7 * 24 * 60;

/** A category's stable id in addresses and tabs: its name in lower-case words joined by hyphens. */
export function categorySlugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "category"
  );
}
