// The enquiry being typed, kept in session storage until it is sent (001 spec section 7), so a
// reload or a refused send loses nothing. One draft per form kind.
import type { LeadValues } from "./lead-form";

const KEY = "enquiryForm";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Fields a room pre-fills: a draft typed about another room (or none) keeps them as the page has them. */
const ROOM_FIELDS = ["city", "preferred_centre", "solution_needed"];

/**
 * The stored draft of this kind over `base`: what the visitor typed comes back; the room's
 * city, centre and product only when the draft was about the same room (`room`, its id).
 */
export function readLeadDraft(base: LeadValues, room: string | null): LeadValues | null {
  const raw = storage()?.getItem(`${KEY}:${base.kind}`);
  if (!raw) return null;
  try {
    const { room: draftRoom, values: stored } = JSON.parse(raw) as { room: string | null; values: Record<string, unknown> };
    const values: Record<string, unknown> = { ...base.values };
    for (const [field, current] of Object.entries(base.values)) {
      const saved = stored[field];
      if (typeof saved !== typeof current) continue;
      if (ROOM_FIELDS.includes(field) && draftRoom !== room) continue;
      values[field] = saved;
    }
    return { kind: base.kind, values } as LeadValues;
  } catch {
    return null;
  }
}

export function saveLeadDraft(lead: LeadValues, room: string | null): void {
  try {
    storage()?.setItem(`${KEY}:${lead.kind}`, JSON.stringify({ room, values: lead.values }));
  } catch {
    // Full or blocked storage: the form still works, only without the draft.
  }
}

export function clearLeadDraft(kind: LeadValues["kind"]): void {
  storage()?.removeItem(`${KEY}:${kind}`);
}
