// Input-mask patterns from the library's example numbers: server-only (the country list the API
// serves), kept apart from phone-number.ts so the examples' data never reaches contracts or pages.
import { getExampleNumber, type CountryCode } from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";

/**
 * The format of a country's example mobile number after the dial code, digits as dots
 * (`..... .....` for India), for input masks; undefined when the library has no example.
 */
export function phoneFormatPattern(isoCode: string): string | undefined {
  try {
    const example = getExampleNumber(isoCode.toUpperCase() as CountryCode, examples);
    // The international form without the dial code: no national trunk prefix (India's 0).
    return example?.formatInternational().replace(`+${example.countryCallingCode}`, "").trim().replace(/\d/g, ".");
  } catch {
    return undefined;
  }
}
