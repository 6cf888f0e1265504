// Enquiries and leads (issue 12, 000/001 spec section 7): the two forms a visitor types, their
// checks (the same on blur in the browser, in the no-JavaScript action and on the server), and
// the fields the server adds to a stored lead. Pure: no database, HTTP or clock of its own.
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { CITIES, isCitySlug } from "./cities";
import { addDaysIso, isIsoDate } from "./ist-date";
import { parsePhone } from "./phone-number";
import { PRODUCT_TYPES } from "./product-types";
import { VALIDATION_MESSAGES, isValidEmail, isValidName, isValidPositiveNumber } from "./validators";

export type LeadKind = "enquiry" | "event";

/** What a visitor can choose as the solution needed: the product types, plus managed offices. */
export const SOLUTIONS = [...PRODUCT_TYPES.map((type) => type.name), "Managed Office"] as const;

export const TIME_SLOTS = ["Morning (9 AM – 12 PM)", "Afternoon (12 PM – 3 PM)", "Evening (3 PM – 6 PM)", "Anytime"] as const;

export const EVENT_TYPES = [
  "Networking",
  "Conference",
  "Brand Shoot",
  "Hackathon",
  "Workshop",
  "Product Launch",
  "Training",
  "Other",
] as const;

export const LEAD_CATEGORIES = ["Corporate", "Start-up", "Agency / Event planner", "Educational institution", "Individual"] as const;

/** The most guests an event enquiry can name; more is a typing slip, not an event we host. */
export const MAX_EVENT_GUESTS = 5000;
/** Event dates from today up to a year ahead. */
export const EVENT_DATE_WINDOW_DAYS = 365;

export const LEAD_MESSAGES = {
  firstName: "Please enter a valid first name",
  lastName: "Please enter a valid last name",
  email: VALIDATION_MESSAGES.email,
  phone: VALIDATION_MESSAGES.phone,
  countryCode: "Please choose a valid country code",
  company: "Please enter your company name in at most 200 characters",
  organisation: "Please enter your organisation's name (at most 200 characters)",
  jobTitle: "Please enter your job title in at most 100 characters",
  city: "Please choose a city",
  preferredCentre: "Please enter the preferred centre in at most 200 characters",
  solution: "Please choose the solution you need",
  timeSlot: "Please choose a preferable time slot",
  message: "Please keep your message to at most 1000 characters",
  eventType: "Please choose the type of event",
  guests: `Please enter the number of guests (1 to ${MAX_EVENT_GUESTS})`,
  eventDate: "Please choose an event date from today onwards, within a year",
  leadCategory: "Please choose who the event is for",
  consent: "Please answer yes or no to being called",
  kind: "Please choose the enquiry form",
  humanCheck: VALIDATION_MESSAGES.humanCheck,
} as const;

/** The enquiry a visitor types on /contact-us (lead capture, 001 spec section 7). */
export type EnquiryInput = {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  phone: string;
  company: string;
  city: string;
  preferred_centre: string;
  solution_needed: string;
  preferable_time_slot: string;
  message: string;
  consent_call: boolean;
  consent_promotion: boolean;
};

/** The sales enquiry of event spaces (000/001 spec section 7). */
export type EventEnquiryInput = {
  event_type: string;
  number_of_guests: string;
  city: string;
  event_date: string;
  first_name: string;
  last_name: string;
  organisation: string;
  job_title: string;
  email: string;
  country_code: string;
  phone: string;
  lead_category: string;
};

export type LeadFieldProblem<F extends string = string> = { field: F; message: string };

const within = (value: string, max: number) => value.trim().length <= max;
const oneOf = (list: readonly string[], value: string) => list.includes(value);

function contactProblems(input: {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  phone: string;
  city: string;
}) {
  const problems: LeadFieldProblem[] = [];
  if (!isValidName(input.first_name)) problems.push({ field: "first_name", message: LEAD_MESSAGES.firstName });
  if (!isValidName(input.last_name)) problems.push({ field: "last_name", message: LEAD_MESSAGES.lastName });
  if (!isValidEmail(input.email)) problems.push({ field: "email", message: LEAD_MESSAGES.email });
  if (!parsePhone(input.phone, input.country_code)) problems.push({ field: "phone", message: LEAD_MESSAGES.phone });
  if (!isCitySlug(input.city)) problems.push({ field: "city", message: LEAD_MESSAGES.city });
  return problems;
}

/** Every problem of an enquiry, in the form's order; empty when it can be stored. */
export function enquiryProblems(input: EnquiryInput): LeadFieldProblem<keyof EnquiryInput>[] {
  const problems = contactProblems(input);
  if (!within(input.company, 200)) problems.push({ field: "company", message: LEAD_MESSAGES.company });
  if (!within(input.preferred_centre, 200)) problems.push({ field: "preferred_centre", message: LEAD_MESSAGES.preferredCentre });
  if (!oneOf(SOLUTIONS, input.solution_needed)) problems.push({ field: "solution_needed", message: LEAD_MESSAGES.solution });
  if (!oneOf(TIME_SLOTS, input.preferable_time_slot)) problems.push({ field: "preferable_time_slot", message: LEAD_MESSAGES.timeSlot });
  if (!within(input.message, 1000)) problems.push({ field: "message", message: LEAD_MESSAGES.message });
  return problems as LeadFieldProblem<keyof EnquiryInput>[];
}

/**
 * Every problem of an event enquiry. `today` is the IST date (YYYY-MM-DD); without it (the
 * request schema, which has no clock) only the date's form is checked.
 */
export function eventEnquiryProblems(input: EventEnquiryInput, today?: string): LeadFieldProblem<keyof EventEnquiryInput>[] {
  const problems: LeadFieldProblem[] = [];
  if (!oneOf(EVENT_TYPES, input.event_type)) problems.push({ field: "event_type", message: LEAD_MESSAGES.eventType });
  const guests = input.number_of_guests.trim();
  if (!isValidPositiveNumber(guests) || Number(guests) > MAX_EVENT_GUESTS)
    problems.push({ field: "number_of_guests", message: LEAD_MESSAGES.guests });
  const date = input.event_date.trim();
  if (!isIsoDate(date) || (today !== undefined && (date < today || date > addDaysIso(today, EVENT_DATE_WINDOW_DAYS))))
    problems.push({ field: "event_date", message: LEAD_MESSAGES.eventDate });
  problems.push(...contactProblems(input));
  if (!input.organisation.trim() || !within(input.organisation, 200))
    problems.push({ field: "organisation", message: LEAD_MESSAGES.organisation });
  if (!within(input.job_title, 100)) problems.push({ field: "job_title", message: LEAD_MESSAGES.jobTitle });
  if (!oneOf(LEAD_CATEGORIES, input.lead_category)) problems.push({ field: "lead_category", message: LEAD_MESSAGES.leadCategory });
  // The form's order: event fields, then the person.
  const order = [
    "event_type",
    "number_of_guests",
    "city",
    "event_date",
    "first_name",
    "last_name",
    "organisation",
    "job_title",
    "email",
    "phone",
    "lead_category",
  ];
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)) as LeadFieldProblem<keyof EventEnquiryInput>[];
}

/** The campaign fields a landing URL's utm_* parameters carry (001 spec sections 3 and 7). */
export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content", "placement", "device", "network"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Partial<Record<UtmField, string>>;

function cleanUtmValue(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return text || undefined;
}

/**
 * Reads the `utm` cookie defensively: a JSON object or a query string, URL-encoded or not,
 * keys with or without the `utm_` prefix. Anything else, or nothing, is no campaign.
 */
export function parseUtmCookie(raw: string | undefined | null): Utm {
  if (!raw || raw.length > 4000) return {};
  let text = raw.trim();
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  let entries: [string, unknown][] = [];
  if (text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) entries = Object.entries(parsed);
    } catch {
      return {};
    }
  } else if (text.includes("=")) {
    entries = [...new URLSearchParams(text.replace(/^\?/, "")).entries()];
  }
  const utm: Utm = {};
  for (const [key, value] of entries) {
    const field = key.toLowerCase().replace(/^utm_/, "") as UtmField;
    if (!(UTM_FIELDS as readonly string[]).includes(field) || utm[field]) continue;
    const clean = cleanUtmValue(value);
    if (clean) utm[field] = clean;
  }
  return utm;
}

export const LEAD_SOURCE = "Marketing";
export const PRIMARY_SOURCE = "Workbay website";

/** 'Digital Marketing' when a campaign source is tracked, else 'Organic' (spec section 7). */
export function leadSubCategory(utm: Utm): "Digital Marketing" | "Organic" {
  return utm.source ? "Digital Marketing" : "Organic";
}

/** The device a page reports; anything else is stored as unknown. */
export function leadDevice(value: string | undefined): "desktop" | "mobile" | "tablet" | "unknown" {
  return value === "desktop" || value === "mobile" || value === "tablet" ? value : "unknown";
}

/** Repeats of the same form inside this window store one lead (issue 12). */
export const LEAD_DEDUPE_WINDOW_MS = 10 * 60_000;

/** The window a submission at `now` falls in; the same content in one window is one lead. */
export function leadDedupeBucket(now: Date): number {
  return Math.floor(now.getTime() / LEAD_DEDUPE_WINDOW_MS);
}

/** The city's display name (Delhi NCR for delhi); the slug itself when unknown. */
export function leadCityName(slug: string): string {
  return CITIES.find((city) => city.slug === slug)?.name ?? slug;
}

/** `WB-L-000123`: the reference a visitor and the sales team quote for lead 123. */
export function leadReference(id: number): string {
  return `WB-L-${String(id).padStart(6, "0")}`;
}

/** The country most people mean by a dial code several countries share. */
const MAIN_COUNTRY_OF_CODE: Record<string, string> = {
  "1": "US",
  "7": "RU",
  "44": "GB",
  "39": "IT",
  "47": "NO",
  "61": "AU",
  "64": "NZ",
  "212": "MA",
  "262": "RE",
  "290": "SH",
  "358": "FI",
  "590": "GP",
  "599": "CW",
};

/** The country codes a phone field offers, one per dial code: India first, then by code. */
export function dialCodeOptions(): { value: string; label: string }[] {
  const byCode = new Map<string, string[]>();
  for (const iso of getCountries()) {
    const code = getCountryCallingCode(iso);
    byCode.set(code, [...(byCode.get(code) ?? []), iso]);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => (a === "91" ? -1 : b === "91" ? 1 : Number(a) - Number(b)))
    .map(([code, isos]) => {
      const main = MAIN_COUNTRY_OF_CODE[code] ?? isos[0]!;
      return { value: `+${code}`, label: `+${code} ${main}${isos.length > 1 ? " …" : ""}` };
    });
}

/** A lead's status in the operator console (decision 0029): new, then contacted, then won or lost. */
export type LeadStatus = "new" | "contacted" | "won" | "lost";

const LEAD_NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "won", "lost"],
  contacted: ["won", "lost"],
  won: [],
  lost: [],
};

/** The statuses a lead may move to from `status`; won and lost are final. */
export function leadNextStatuses(status: LeadStatus): readonly LeadStatus[] {
  return LEAD_NEXT[status];
}
