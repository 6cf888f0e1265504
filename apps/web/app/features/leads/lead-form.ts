// The two enquiry forms' values as the page holds them (strings and booleans), read from a
// posted form, checked with the domain's rules, and turned into the API's body.
import type { LeadBodyInput } from "@workbay/contracts/leads";
import { enquiryProblems, eventEnquiryProblems, type EnquiryInput, type EventEnquiryInput, type LeadKind } from "@workbay/domain/leads";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";

export type EnquiryValues = EnquiryInput;
export type EventValues = EventEnquiryInput;
export type LeadValues = { kind: "enquiry"; values: EnquiryValues } | { kind: "event"; values: EventValues };
export type FieldErrors = Partial<Record<string, string>>;

/** What the page fills in, never the visitor (001 spec section 7). */
export type LeadTracking = { room_id: number | null; form_submission_page: string; device: string; referrer: string; client_id: string };

/** The room an enquiry is about, shown above the form and used to pre-fill it. */
export type LeadRoom = {
  id: number;
  seoId: string;
  name: string;
  centre: string;
  city: string;
  cityName: string;
  productType: string;
  spaceType: number;
};

const ENQUIRY_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "country_code",
  "phone",
  "company",
  "city",
  "preferred_centre",
  "solution_needed",
  "preferable_time_slot",
  "message",
] as const;
const EVENT_FIELDS = [
  "event_type",
  "number_of_guests",
  "city",
  "event_date",
  "first_name",
  "last_name",
  "organisation",
  "job_title",
  "email",
  "country_code",
  "phone",
  "lead_category",
] as const;

export function emptyEnquiry(room: LeadRoom | null, city: string): EnquiryValues {
  return {
    first_name: "",
    last_name: "",
    email: "",
    country_code: "+91",
    phone: "",
    company: "",
    city: room?.city ?? city,
    preferred_centre: room?.centre ?? "",
    solution_needed: room?.productType ?? "",
    preferable_time_slot: "",
    message: "",
    consent_call: true,
    consent_promotion: false,
  };
}

export function emptyEvent(room: LeadRoom | null, city: string, today: string): EventValues {
  return {
    event_type: "",
    number_of_guests: "",
    city: room?.city ?? city,
    event_date: today,
    first_name: "",
    last_name: "",
    organisation: "",
    job_title: "",
    email: "",
    country_code: "+91",
    phone: "",
    lead_category: "",
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function readLeadForm(form: FormData): LeadValues {
  if (text(form, "kind") === "event") {
    const values = Object.fromEntries(EVENT_FIELDS.map((field) => [field, text(form, field)])) as EventValues;
    return { kind: "event", values };
  }
  const values = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, text(form, field)])) as Omit<
    EnquiryValues,
    "consent_call" | "consent_promotion"
  >;
  return {
    kind: "enquiry",
    values: { ...values, consent_call: form.get("consent_call") === "on", consent_promotion: form.get("consent_promotion") === "on" },
  };
}

export function leadProblems(lead: LeadValues, today: string): FieldErrors {
  const problems = lead.kind === "event" ? eventEnquiryProblems(lead.values, today) : enquiryProblems(lead.values);
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  return errors;
}

export function leadBody(
  lead: LeadValues,
  tracking: LeadTracking,
  check: { human_check?: string; form_token?: string; website?: string },
): LeadBodyInput {
  return { kind: lead.kind, ...lead.values, ...tracking, ...check } as LeadBodyInput;
}

export function kindOf(room: LeadRoom | null, requested: string | null): LeadKind {
  if (room) return room.spaceType === PRODUCT_TYPE.eventSpace ? "event" : "enquiry";
  return requested === "event" ? "event" : "enquiry";
}
