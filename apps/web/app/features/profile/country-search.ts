import type { Country } from "@workbay/contracts/profile";

/**
 * Countries matching what was typed in the country-code search: by name (those starting with it
 * first), by two-letter code, or by dial code with or without the plus. Empty text matches all.
 */
export function searchCountries(countries: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, "");
  const byDialCode = /^\d+$/.test(digits);
  const matches = countries.filter(
    (c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q || (byDialCode && c.dial_code.slice(1).startsWith(digits)),
  );
  const starts = (c: Country) => (c.name.toLowerCase().startsWith(q) || c.code.toLowerCase() === q ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b));
}

/** The country a dial code stands for: the first in the list's order (India for +91, India first). */
export function countryOfDialCode(countries: readonly Country[], dialCode: string): Country | undefined {
  return countries.find((c) => c.dial_code === dialCode);
}
