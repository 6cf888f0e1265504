// POST /passy/v1/leads (issue 12): one endpoint, a body discriminated by `kind` — the contact
// enquiry of /contact-us or the sales enquiry of event spaces. Every message is the domain's
// customer sentence naming the field, never a schema library's default.
import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import {
  LEAD_MESSAGES,
  enquiryProblems,
  eventEnquiryProblems,
  type EnquiryInput,
  type EventEnquiryInput,
  type LeadFieldProblem,
} from "@workbay/domain/leads";
import { envelope } from "./envelope";

/** Text a form sends; missing is "", anything not text gets the field's own message. */
const text = (message: string, max = 1000) => z.string({ error: message }).max(max, { error: message }).default("");
const flag = (message: string) => z.boolean({ error: message }).default(false);

/** What the page (never the visitor) adds: where and on what the form was sent. */
const tracking = {
  /** The page path the form was sent from, e.g. /contact-us?room=... */
  form_submission_page: text("The form's page address is not valid", 500),
  /** desktop, mobile or tablet (from the page's width); anything else is stored as unknown. */
  device: text("The device is not valid", 20),
  /** The page the visitor came from (document.referrer). */
  referrer: text("The referring page is not valid", 500),
  /** The browser's analytics client id, when it has one. */
  client_id: text("The client id is not valid", 100),
  /** The room the enquiry is about (from its page's Enquiry or CONTACT US). */
  room_id: z
    .number({ error: "Please open the enquiry again from the space's page" })
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .nullable()
    .default(null),
  /** The human check: a pass from human_check/verify or a solved check (with JavaScript). */
  human_check: z.string({ error: LEAD_MESSAGES.humanCheck }).max(5000).optional(),
  /** The page's signed form token (without JavaScript, decision 0019). */
  form_token: z.string({ error: LEAD_MESSAGES.humanCheck }).max(2000).optional(),
  /** Left empty by people; bots fill every field. */
  website: z.string().max(500).default(""),
};

function addProblems(problems: LeadFieldProblem[], ctx: z.RefinementCtx) {
  for (const problem of problems) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

export const EnquiryLeadBody = z
  .object({
    kind: z.literal("enquiry"),
    first_name: text(LEAD_MESSAGES.firstName, 100),
    last_name: text(LEAD_MESSAGES.lastName, 100),
    email: text(LEAD_MESSAGES.email, 254),
    country_code: text(LEAD_MESSAGES.countryCode, 6).transform((v) => v || "+91"),
    phone: text(LEAD_MESSAGES.phone, 20),
    company: text(LEAD_MESSAGES.company, 200),
    city: text(LEAD_MESSAGES.city, 40),
    preferred_centre: text(LEAD_MESSAGES.preferredCentre, 200),
    solution_needed: text(LEAD_MESSAGES.solution, 60),
    preferable_time_slot: text(LEAD_MESSAGES.timeSlot, 60),
    message: text(LEAD_MESSAGES.message, 1000),
    consent_call: flag(LEAD_MESSAGES.consent),
    consent_promotion: flag(LEAD_MESSAGES.consent),
    ...tracking,
  })
  .superRefine((body, ctx) => addProblems(enquiryProblems(body satisfies EnquiryInput), ctx));
export type EnquiryLeadBody = z.infer<typeof EnquiryLeadBody>;

export const EventLeadBody = z
  .object({
    kind: z.literal("event"),
    event_type: text(LEAD_MESSAGES.eventType, 60),
    number_of_guests: z
      .union([z.string(), z.number()], { error: LEAD_MESSAGES.guests })
      .transform((v) => String(v))
      .default(""),
    city: text(LEAD_MESSAGES.city, 40),
    /** YYYY-MM-DD, today (IST) or later; the page defaults it to today. */
    event_date: text(LEAD_MESSAGES.eventDate, 10),
    first_name: text(LEAD_MESSAGES.firstName, 100),
    last_name: text(LEAD_MESSAGES.lastName, 100),
    organisation: text(LEAD_MESSAGES.organisation, 200),
    job_title: text(LEAD_MESSAGES.jobTitle, 100),
    email: text(LEAD_MESSAGES.email, 254),
    country_code: text(LEAD_MESSAGES.countryCode, 6).transform((v) => v || "+91"),
    phone: text(LEAD_MESSAGES.phone, 20),
    lead_category: text(LEAD_MESSAGES.leadCategory, 60),
    ...tracking,
  })
  .superRefine((body, ctx) => addProblems(eventEnquiryProblems(body satisfies EventEnquiryInput), ctx));
export type EventLeadBody = z.infer<typeof EventLeadBody>;

export const LeadBody = z.discriminatedUnion("kind", [EnquiryLeadBody, EventLeadBody], { error: LEAD_MESSAGES.kind });
export type LeadBody = z.infer<typeof LeadBody>;
/** The body as a page builds it (defaults may be left out). */
export type LeadBodyInput = z.input<typeof LeadBody>;

export const LeadCreated = z.object({
  /** `WB-L-000123`: quoted by the visitor and the sales team. */
  reference: z.string(),
  /** true when the same form was sent in the last minutes: the lead stored then is answered. */
  duplicate: z.boolean(),
});
export type LeadCreated = z.infer<typeof LeadCreated>;
export const LeadCreatedResponse = envelope(LeadCreated);
export type LeadCreatedResponse = z.infer<typeof LeadCreatedResponse>;

/** A signed token the page puts in its form, for senders without JavaScript (decision 0019). */
export const LeadFormTokenResponse = envelope(z.object({ form_token: z.string() }));
export type LeadFormTokenResponse = z.infer<typeof LeadFormTokenResponse>;
