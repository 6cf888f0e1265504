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
