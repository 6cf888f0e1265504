/** Duration tiles of a virtual office (000 spec section 9): months. */
export const VIRTUAL_OFFICE_PRESETS = [
  { label: "3 Months", value: 3 },
  { label: "6 Months", value: 6 },
  { label: "1 Year", value: 12 },
  { label: "2 Years", value: 24 },
] as const;

/** The Custom dropdown offers 1-11 months (DECISIONS.md section 2). */
export const VIRTUAL_OFFICE_CUSTOM_MONTHS = Array.from({ length: 11 }, (_, i) => i + 1);
