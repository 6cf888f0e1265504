/**
 * Which journeys also run at phone width. Every journey runs at 1440 px; the phone project
 * (390 px) runs those tagged here: the ones whose page differs on a phone (menus, dialogs,
 * filters, the booking card, the date picker, the F&B and guest pages), the main booking and
 * payment journey, one console journey, and the accessibility checks of the pages whose phone
 * layout differs. A journey that only checks server answers, rules or messages, or repeats on
 * the phone pages another phone journey already walks, runs once (docs/decisions/0023, CI time).
 */
export const PHONE = { tag: "@phone" } as const;

/** PHONE for the cases of a table of journeys that should also run on the phone. */
export function phoneIf(also: boolean): { tag: string[] } {
  return { tag: also ? ["@phone"] : [] };
}
