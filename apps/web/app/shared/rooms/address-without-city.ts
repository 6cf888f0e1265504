import { cityBySlug } from "@workbay/domain/cities";

/** Other names a city's addresses use, besides its slug, name and breadcrumb label. */
const CITY_ALIASES: Record<string, readonly string[]> = {
  bengaluru: ["Bangalore"],
  delhi: ["New Delhi", "Delhi", "Gurugram", "Gurgaon", "Noida"],
  mumbai: ["Bombay"],
  chennai: ["Madras"],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The pattern of a city at an address's end, made once per city (every card and room page asks). */
const trailingCityPatterns = new Map<string, RegExp>();

function trailingCityPattern(city: string): RegExp {
  let pattern = trailingCityPatterns.get(city);
  if (!pattern) {
    const known = cityBySlug(city.toLowerCase());
    const names = [city, ...(known ? [known.name, known.breadcrumb, known.slug, ...(CITY_ALIASES[known.slug] ?? [])] : [])];
    const alternatives = [...new Set(names)]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|");
    pattern = new RegExp(`,\\s*(?:${alternatives})(?:\\s*[-,]?\\s*\\d{6})?\\s*\\.?\\s*$`, "i");
    // Cities come from the catalogue (a few dozen at most); the bound only guards a mistake.
    if (trailingCityPatterns.size < 200) trailingCityPatterns.set(city, pattern);
  }
  return pattern;
}

/**
 * The address without the city repeated at its end (the page names the city already):
 * "Road No. 12, Banjara Hills, Hyderabad - 500034" becomes "Road No. 12, Banjara Hills".
 * A trailing pincode goes with the city; a city inside the address is left alone.
 */
export function addressWithoutCity(address: string, city: string): string {
  const stripped = address.trim().replace(trailingCityPattern(city), "");
  return stripped || address.trim();
}

/**
 * A card's place line: the centre's name, then its address without the city and without the
 * centre's name again when the address repeats it as one of its parts.
 */
export function centreAddressLine(centreName: string, address: string, city: string): { centre: string; address: string } {
  const parts = addressWithoutCity(address, city)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const rest = parts.filter((part) => part.toLowerCase() !== centreName.trim().toLowerCase());
  return { centre: centreName.trim(), address: (rest.length > 0 ? rest : parts).join(", ") };
}
