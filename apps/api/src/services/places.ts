import { City, Country, State } from "country-state-city";
import { AppError } from "@workbay/domain/app-error";
import { phoneFormatPattern } from "@workbay/domain/phone-format-pattern";
import { dialCodeOf } from "@workbay/domain/phone-number";

// Countries, states and cities from the maintained `country-state-city` data (DECISIONS.md
// section 8), looked up by the names the forms show.

type CountryEntry = { name: string; code: string; dial_code: string; format: string | null; priority: number | null };

let countries: CountryEntry[] | undefined;

/** Every country, India first, with its dial code and mobile number format. */
export function listCountries(): CountryEntry[] {
  countries ??= Country.getAllCountries()
    .map((c) => ({
      name: c.name,
      code: c.isoCode,
      // The phone library's calling code; the data's own (`+1-684`, `1-809 and 1-829`) mixes in area codes.
      dial_code: dialCodeOf(c.isoCode) ?? `+${c.phonecode.replace(/^\+/, "").split(/[^\d]/)[0]}`,
      format: phoneFormatPattern(c.isoCode) ?? null,
      priority: c.isoCode === "IN" ? 0 : null,
    }))
    .sort((a, b) => (a.priority ?? 1) - (b.priority ?? 1) || a.name.localeCompare(b.name));
  return countries;
}

/** The ISO code of a country name (case-insensitive); undefined when unknown. */
export function countryCodeOf(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return Country.getAllCountries().find((c) => c.name.toLowerCase() === wanted || c.isoCode.toLowerCase() === wanted)?.isoCode;
}

function requireCountry(name: string): string {
  const code = countryCodeOf(name);
  if (!code) throw new AppError("not_found", `No such country: ${name}`);
  return code;
}

export function listStates(countryName: string): { name: string; code: string }[] {
  return State.getStatesOfCountry(requireCountry(countryName)).map((s) => ({ name: s.name, code: s.isoCode }));
}

/** The state of a country by name, as the data spells it; undefined when unknown. */
export function stateOf(countryCode: string, stateName: string): { name: string; code: string } | undefined {
  const wanted = stateName.trim().toLowerCase();
  const state = State.getStatesOfCountry(countryCode).find((s) => s.name.toLowerCase() === wanted || s.isoCode.toLowerCase() === wanted);
  return state ? { name: state.name, code: state.isoCode } : undefined;
}

export function listCities(stateName: string, countryName: string): { name: string }[] {
  const countryCode = requireCountry(countryName);
  const state = stateOf(countryCode, stateName);
  if (!state) throw new AppError("not_found", `No such state: ${stateName}`);
  return City.getCitiesOfState(countryCode, state.code).map((c) => ({ name: c.name }));
}

/** Whether the country has state data at all (then a billing state must be one of them). */
export function hasStates(countryCode: string): boolean {
  return State.getStatesOfCountry(countryCode).length > 0;
}
