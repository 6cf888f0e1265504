// What `packages/domain/src/phone-number.ts` gets for `libphonenumber-js/min` in the browser
// (vite.config.ts): the library with its numbering plans is 28 KB compressed, and an Indian
// number, the one nearly everyone types, never needs it (the spec's own rule decides). So the
// pages do not wait for it: it is fetched as soon as this module runs, after the page's own
// JavaScript, and answers from then on. Until it has arrived (a fraction of a second after the
// page starts), a number with another country code reads as not valid yet; the server, which
// always has the library, decides in the end (issue 18, docs/decisions/0035).
import type { CountryCode, PhoneNumber } from "libphonenumber-js/min";
import type * as PhoneLibrary from "./phone-library";

type Library = typeof PhoneLibrary;

let library: Library | undefined;
const loading: Promise<Library> | undefined =
  typeof document === "undefined" ? undefined : import("./phone-library").then((loaded) => (library = loaded));
// A failed fetch leaves foreign numbers unchecked here; the server still checks them.
loading?.catch(() => undefined);

export type { CountryCode, PhoneNumber };

export function parsePhoneNumberFromString(text: string): PhoneNumber | undefined {
  return library?.parsePhoneNumberFromString(text);
}

export function getCountryCallingCode(country: CountryCode): string {
  if (!library) throw new Error("The phone number library has not loaded yet");
  return library.getCountryCallingCode(country);
}
