// The two functions of the phone library that the domain's phone rules use, in a module of their
// own so that loading them later (deferred-phone-library.ts) loads only them, not the library's
// every export.
export { getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
