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

/**
 * The stored draft of this kind over `base`: typed fields come back, but what the page knows
 * better (the room's city, centre and product) stays as `base` has it when it is set.
 */
export function readLeadDraft(base: LeadValues): LeadValues | null {
  const raw = storage()?.getItem(`${KEY}:${base.kind}`);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const values: Record<string, unknown> = { ...base.values };
    for (const [field, current] of Object.entries(base.values)) {
      const saved = stored[field];
      if (typeof saved !== typeof current) continue;
      const roomDecided = ["city", "preferred_centre", "solution_needed"].includes(field) && current !== "";
      if (!roomDecided) values[field] = saved;
    }
    return { kind: base.kind, values } as LeadValues;
  } catch {
    return null;
  }
}

export function saveLeadDraft(lead: LeadValues): void {
  try {
    storage()?.setItem(`${KEY}:${lead.kind}`, JSON.stringify(lead.values));
  } catch {
    // Full or blocked storage: the form still works, only without the draft.
  }
}

export function clearLeadDraft(kind: LeadValues["kind"]): void {
  storage()?.removeItem(`${KEY}:${kind}`);
}
