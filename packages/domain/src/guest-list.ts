import { GUEST_EMAIL_REQUIRED_MESSAGE, GUEST_LIST_FULL_MESSAGE } from "./fnb-rules";
import { isValidEmail as isEmail } from "./validators";

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

/** 'Guest {n} Email Address'; `offset` counts guests invited before this list (the modal editor). */
export function guestPlaceholder(index: number, offset = 0): string {
  return `Guest ${offset + index + 1} Email Address`;
}

/**
 * The modal editor's SAVE (000 spec section 5): every entry, the last included, must be a
 * valid e-mail, else 'Email address is required!'. Returns the trimmed addresses.
 */
export function guestEntriesToSave(entries: readonly string[]): { emails: string[]; error: string | null } {
  const emails = entries.map((e) => e.trim());
  if (emails.length === 0 || !emails.every(isEmail)) return { emails, error: GUEST_EMAIL_REQUIRED_MESSAGE };
  return { emails, error: null };
}

/**
 * The F&B step's CONTINUE with guests to invite: blank entries are dropped, and every other one
 * must be a valid e-mail, else 'Email address is required!' (the checkout page does not show the
 * list, so a mistyped one caught only by Pay could not be put right there). Repeats, in any case,
 * count once. Returns the trimmed addresses.
 */
export function guestEntriesToContinue(entries: readonly string[]): { emails: string[]; error: string | null } {
  const filled = entries.map((e) => e.trim()).filter(Boolean);
  if (!filled.every(isEmail)) return { emails: [], error: GUEST_EMAIL_REQUIRED_MESSAGE };
  const seen = new Set<string>();
  const emails = filled.filter((e) => !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
  return { emails, error: null };
}

/** The instant a booking ends (IST date and exclusive end slot), when its guest links expire. */
export function bookingEndsAt(date: string, endSlot: number): Date {
  const midnight = Date.parse(`${date}T00:00:00+05:30`);
  return new Date(midnight + endSlot * 30 * 60_000);
}

/** Guests may be invited to a confirmed, timed booking until it ends (when their links expire). */
export function guestsCanBeInvited(
  booking: { status: string; date: string; startSlot: number | null; endSlot: number | null },
  now: Date,
): boolean {
  if (booking.status !== "confirmed" || booking.startSlot === null || booking.endSlot === null) return false;
  return bookingEndsAt(booking.date, booking.endSlot).getTime() > now.getTime();
}
