import { GUEST_EMAIL_REQUIRED_MESSAGE, GUEST_LIST_FULL_MESSAGE } from "@workbay/domain/fnb-rules";
import { isValidEmail as isEmail } from "@workbay/domain/validators";

/**
 * The guest e-mail list of the F&B cart (000 spec sections 4-5): one entry to start; another
 * is added only when the last is a valid e-mail and the list is under the cap; an entry can be
 * removed only while more than one is left.
 */
export function addGuestEntry(entries: readonly string[], cap: number): { entries: string[]; error: string | null } {
  const last = entries[entries.length - 1] ?? "";
  if (entries.length > 0 && !isEmail(last)) return { entries: [...entries], error: GUEST_EMAIL_REQUIRED_MESSAGE };
  if (entries.length >= cap) return { entries: [...entries], error: guestListMessage(entries, cap) };
  return { entries: [...entries, ""], error: null };
}

export function removeGuestEntry(entries: readonly string[], index: number): string[] {
  if (entries.length <= 1) return [...entries];
  return entries.filter((_, i) => i !== index);
}

/** 'Please select more F&B items to add guest list' once the entries reach a cap above 1. */
export function guestListMessage(entries: readonly string[], cap: number): string | null {
  return entries.length >= cap && entries.length > 1 ? GUEST_LIST_FULL_MESSAGE : null;
}

export function guestPlaceholder(index: number): string {
  return `Guest ${index + 1} Email Address`;
}
