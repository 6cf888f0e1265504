import type { MenuCategory, MenuOption } from "@workbay/contracts/booking";
import { GUEST_CATEGORY_MESSAGE, isGuestCategory } from "@workbay/domain/fnb-rules";
import type { BookingDraft, DraftAddOn } from "../../shared/booking/booking-draft";

/** One line of the F&B cart: an item, or one sub-option (cuisine) of a package. */
export type CartLine = DraftAddOn;

/** Serves: the package's own number for a main item, 1 per sub-option (000 spec section 9). */
const SUB_OPTION_SERVES = 1;

function lineKey(line: { id: number; sub_option_id?: number }): string {
  return line.sub_option_id === undefined ? String(line.id) : `${line.id}:${line.sub_option_id}`;
}

export function lineFor(option: MenuOption, subOptionId?: number): CartLine {
  const sub = subOptionId === undefined ? undefined : option.options.find((o) => o.id === subOptionId);
  return {
    id: option.id,
    ...(sub ? { sub_option_id: sub.id } : {}),
    name: sub ? `${option.name} - ${sub.name}` : option.name,
    qty: 1,
    type: option.type,
    price: option.price,
    serves: sub ? SUB_OPTION_SERVES : option.serves,
    category: option.category,
  };
}

/**
 * The cart after setting one line's quantity. In the normal mode quantities accumulate and
 * a line at 0 leaves the cart; in the read-only (guest) mode only one line may be chosen, so
 * choosing one replaces the others, and choosing the chosen one again clears it.
 */
export function setLineQty(cart: readonly CartLine[], line: CartLine, qty: number, readOnly = false): CartLine[] {
  const key = lineKey(line);
  if (readOnly) {
    const chosen = cart.some((l) => lineKey(l) === key);
    return chosen || qty <= 0 ? [] : [{ ...line, qty: 1 }];
  }
  const rest = cart.filter((l) => lineKey(l) !== key);
  if (qty <= 0) return rest;
  const index = cart.findIndex((l) => lineKey(l) === key);
  const next = { ...line, qty: Math.min(qty, 99) };
  if (index === -1) return [...cart, next];
  return cart.map((l, i) => (i === index ? next : l));
}

export function qtyOf(cart: readonly CartLine[], id: number, subOptionId?: number): number {
  const key = lineKey({ id, sub_option_id: subOptionId });
  return cart.find((l) => lineKey(l) === key)?.qty ?? 0;
}

/** Applies the MENU panel's draft (the sub-options chosen) to one package's lines. */
export function applySubOptionDraft(
  cart: readonly CartLine[],
  option: MenuOption,
  chosen: ReadonlySet<number>,
  readOnly = false,
): CartLine[] {
  const others = cart.filter((l) => l.id !== option.id || l.sub_option_id === undefined);
  const kept = option.options
    .filter((sub) => chosen.has(sub.id))
    .map((sub) => cart.find((l) => l.id === option.id && l.sub_option_id === sub.id) ?? lineFor(option, sub.id));
  if (readOnly) return kept.slice(0, 1).map((l) => ({ ...l, qty: 1 }));
  return [...others, ...kept];
}

export type CartGroup = { category: string; lines: CartLine[]; totalRupees: number };

/** The cart grouped by category, in the menu's category order; categories not on the menu last. */
export function groupCart(cart: readonly CartLine[], categoryOrder: readonly string[]): CartGroup[] {
  const groups = new Map<string, CartLine[]>();
  for (const line of cart) groups.set(line.category, [...(groups.get(line.category) ?? []), line]);
  const rank = (name: string) => {
    const i = categoryOrder.indexOf(name);
    return i === -1 ? categoryOrder.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, lines]) => ({ category, lines, totalRupees: cartTotalRupees(lines) }));
}

export function cartTotalRupees(cart: readonly CartLine[]): number {
  return cart.reduce((sum, l) => sum + l.price * l.qty, 0);
}

export function cartCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, l) => sum + l.qty, 0);
}

/**
 * Why an item cannot be chosen, or null: the server's serving-window and notice reason, and in
 * the read-only (guest) mode also the High Tea / Meals rule the server applies to guests.
 */
export function unavailableReason(option: MenuOption, readOnly: boolean): string | null {
  if (readOnly && !isGuestCategory(option.category)) return GUEST_CATEGORY_MESSAGE;
  if (option.available) return null;
  return option.unavailable_reason ?? "Not available for your selected slot";
}

/**
 * The lines of a stored cart the step can take up again: those whose item is still on the menu
 * and served at the booking's start. A draft edited to other times (decision 0045) may hold
 * an item not served at the new ones: it is dropped rather than refused at checkout.
 */
export function servedLines(lines: readonly CartLine[], menu: readonly MenuCategory[]): CartLine[] {
  const served = new Set(menu.filter((c) => c.available).flatMap((c) => c.options.filter((o) => o.available).map((o) => o.id)));
  return lines.filter((l) => served.has(l.id));
}

/** Categories the step shows: all in the read-only mode, else those offered for the slot start. */
export function visibleCategories(menu: readonly MenuCategory[], readOnly: boolean): MenuCategory[] {
  return readOnly ? [...menu] : menu.filter((c) => c.available);
}

/** The 'Sorry ... not available' message of the banner (000 spec section 8), or null. */
export function menuUnavailableMessage(menu: readonly MenuCategory[], messages: { food: string; meal: string }): string | null {
  const available = menu.filter((c) => c.available).length;
  if (available === 0) return messages.food;
  if (menu.length > 1 && available === 1) return messages.meal;
  return null;
}

/**
 * The draft after the F&B step (000 spec section 4): the add-ons, note and guest e-mails, and
 * the end time stored as the chosen end (the last slot in the step's query) plus 1.
 */
export function draftWithAddOns(
  draft: BookingDraft,
  input: { cart: readonly CartLine[]; notes: string; guestEmails: readonly string[]; startTime: number; lastSlot: number },
): BookingDraft {
  const endTime = input.lastSlot + 1;
  return {
    ...draft,
    addOn: input.cart.map((l) => ({ ...l })),
    notes: input.notes.trim(),
    guestEmailIds: input.guestEmails.map((e) => e.trim()).filter(Boolean),
    startTime: input.startTime,
    endTime,
    roomInfo: { ...draft.roomInfo, startTime: input.startTime, endTime },
  };
}
