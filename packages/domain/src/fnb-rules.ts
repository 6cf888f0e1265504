import { slotLabel } from "./slots";

/** An F&B item, sub-option or category is offered when the meeting's first slot is in its window. */
export function isOfferedAt(window: { availableFrom: number; availableTo: number }, slotStart: number): boolean {
  return window.availableFrom <= slotStart && slotStart <= window.availableTo;
}

/**
 * Whether there is enough notice to prepare a category's items: the meeting must start at
 * least `noticeMinutes` after now (High Tea 60, Work Lunch 1440; DECISIONS.md section 4).
 */
export function hasEnoughNotice(noticeMinutes: number, meetingStart: Date, now: Date): boolean {
  return meetingStart.getTime() - now.getTime() >= noticeMinutes * 60_000;
}

/** The meeting's start as an instant: an IST date and a slot index. */
export function meetingStartInstant(date: string, slot: number): Date {
  const minutes = slot * 30;
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return new Date(`${date}T${hh}:${mm}:00+05:30`);
}

export const FOOD_UNAVAILABLE_MESSAGE = "Sorry food options are not available for your selected slot";
export const MEAL_UNAVAILABLE_MESSAGE = "Sorry meal options are not available for your selected slot";
export const GUEST_LIST_FULL_MESSAGE = "Please select more F&B items to add guest list";
export const GUEST_EMAIL_REQUIRED_MESSAGE = "Email address is required!";
export const HIGH_TEA_DISCLAIMER = "High Tea needs at least 1 hour notice.";
export const WORK_LUNCH_DISCLAIMER = "Work Lunch needs at least 24 hours notice.";

/**
 * The most guests who may be invited to choose their food: the larger of the room's capacity
 * and the highest serves x qty total within one category (000 spec section 5).
 */
export function maxGuests(capacity: number, lines: readonly { category: string; serves: number; qty: number }[]): number {
  const perCategory = new Map<string, number>();
  for (const line of lines) perCategory.set(line.category, (perCategory.get(line.category) ?? 0) + line.serves * line.qty);
  return Math.max(capacity, ...perCategory.values());
}

/** Quantities below 10 show with a leading zero. */
export function formatQuantity(qty: number): string {
  return qty < 10 ? `0${qty}` : String(qty);
}

/** Tab id of a category: its name in lower case with spaces as hyphens. */
export function categoryTabId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The categories an invited guest may choose from (000 spec section 5: "one option from High tea and Meals"). */
export const GUEST_CATEGORIES = ["High Tea", "Meals"] as const;
export const GUEST_CATEGORY_MESSAGE = "Guests can choose one option from High Tea or Meals.";
export const GUEST_ONE_OPTION_MESSAGE = "Please choose one option only.";

export function isGuestCategory(category: string): boolean {
  return (GUEST_CATEGORIES as readonly string[]).includes(category);
}

/** What the serving and notice rules need to know about one menu item (or one of its sub-options). */
export type MenuItemFacts = {
  name: string;
  category: string;
  /** The item's own window of meeting start slots. */
  availableFrom: number;
  availableTo: number;
  categoryAvailableFrom: number;
  categoryAvailableTo: number;
  /** The category's notice (High Tea 60, Work Lunch 1440). */
  noticeMinutes: number;
};

/**
 * Why an item cannot be served for a meeting that starts at `slot` on `date`, or null when it
 * can: the category's and the item's serving windows, then the category's notice. One rule for
 * the booker's step, the guest's page and the server (000 spec sections 5, 9).
 */
export function menuItemProblem(item: MenuItemFacts, date: string, slot: number, now: Date): string | null {
  const from = Math.max(item.availableFrom, item.categoryAvailableFrom);
  const to = Math.min(item.availableTo, item.categoryAvailableTo);
  if (slot < from || slot > to) {
    if (from > to) return `${item.name} is not available for your selected slot.`;
    return `${item.name} is served for meetings starting ${slotLabel(from)} to ${slotLabel(to)}; not available for your selected slot.`;
  }
  if (!hasEnoughNotice(item.noticeMinutes, meetingStartInstant(date, slot), now)) {
    return `${item.category} needs at least ${noticeText(item.noticeMinutes)} notice.`;
  }
  return null;
}

/**
 * Why an invited guest may not choose this item, or null: guests choose one option, from High
 * Tea or Meals, under the same serving and notice rules as the booker.
 */
export function guestChoiceProblem(item: MenuItemFacts, date: string, slot: number, now: Date): string | null {
  if (!isGuestCategory(item.category)) return GUEST_CATEGORY_MESSAGE;
  return menuItemProblem(item, date, slot, now);
}

function noticeText(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return `${minutes / 60} hours`;
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

type Window = { availableFrom: number; availableTo: number };

/** The facts of an item (or a sub-option, inside its package's window) on a category of the menu. */
export function menuItemFacts(
  category: Window & { name: string; noticeMinutes: number },
  item: Window & { name: string },
  parent?: Window,
): MenuItemFacts {
  return {
    name: item.name,
    category: category.name,
    availableFrom: parent ? Math.max(parent.availableFrom, item.availableFrom) : item.availableFrom,
    availableTo: parent ? Math.min(parent.availableTo, item.availableTo) : item.availableTo,
    categoryAvailableFrom: category.availableFrom,
    categoryAvailableTo: category.availableTo,
    noticeMinutes: category.noticeMinutes,
  };
}
