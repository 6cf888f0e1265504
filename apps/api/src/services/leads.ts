import { createHash, randomUUID } from "node:crypto";
import type { EnquiryLeadBody, EventLeadBody, LeadBody, LeadCreated } from "@workbay/contracts/leads";
import { AppError } from "@workbay/domain/app-error";
import { istNow } from "@workbay/domain/ist-date";
import {
  LEAD_MESSAGES,
  LEAD_SOURCE,
  PRIMARY_SOURCE,
  eventEnquiryProblems,
  leadCityName,
  leadDedupeBucket,
  leadDevice,
  leadReference,
  leadSubCategory,
  parseUtmCookie,
  type Utm,
} from "@workbay/domain/leads";
import { normalizeEmail } from "@workbay/domain/validators";
import { parsePhone } from "@workbay/domain/phone-number";
import type { Database } from "@workbay/db/client";
import { storeLead } from "@workbay/db/repositories/leads-repository";
import { roomRecordsByIds, type RoomRecord } from "@workbay/db/repositories/rooms-repository";
import { spendToken } from "@workbay/db/repositories/used-tokens-repository";
import type { HumanCheck } from "./human-check";
import { leadAcknowledgementMessage, leadForwardMessage } from "./lead-messages";
import { readToken, signToken } from "./signed-tokens";

// Leads (issue 12, decision 0019): checked, deduplicated by the database, stored with the
// acknowledgement e-mail and the CRM forward in one transaction.

/** A form token is good from 3 seconds after the page was served (people read before they send) for 2 hours. */
const FORM_TOKEN_MIN_AGE_MS = 3_000;
const FORM_TOKEN_VALID_MS = 2 * 60 * 60_000;

export type LeadContext = { db: Database; secret: string; humanCheck: HumanCheck };

/** What the request says about the sender, beside the body. */
export type LeadRequestFacts = { ip: string; utmCookie: string | undefined; userAgent: string | undefined };

/** A token for the page's form, checked when a sender without JavaScript posts it. */
export async function issueLeadFormToken(secret: string, now: Date): Promise<string> {
  return signToken(
    secret,
    "lead-form",
    { jti: randomUUID(), nbf: Math.floor((now.getTime() + FORM_TOKEN_MIN_AGE_MS) / 1000) },
    new Date(now.getTime() + FORM_TOKEN_VALID_MS),
    now,
  );
}

/** The human check of a lead: the check the page solved, else (no JavaScript) its form token, spent once. */
async function requireHumanSender(ctx: LeadContext, body: LeadBody, ip: string, now: Date): Promise<"altcha" | "recaptcha" | "form-token"> {
  if (body.website.trim()) throw new AppError("bad_request", LEAD_MESSAGES.humanCheck, { field: "human_check" });
  if (body.human_check) {
    await ctx.humanCheck.requireHuman(body.human_check, ip, now);
    return ctx.humanCheck.provider;
  }
  if (body.form_token) {
    // `nbf` makes a token posted within seconds of being served fail, as bots do.
    const claims = await readToken(ctx.secret, "lead-form", body.form_token, now);
    if (
      claims?.jti &&
      typeof claims.exp === "number" &&
      (await spendToken(ctx.db, `lead-form:${claims.jti}`, new Date(claims.exp * 1000), now))
    ) {
      return "form-token";
    }
  }
  throw new AppError("bad_request", LEAD_MESSAGES.humanCheck, { field: "human_check" });
}

function utmFields(utm: Utm): Record<string, string> {
  return Object.fromEntries(Object.entries(utm).map(([key, value]) => [`utm_${key}`, value]));
}

function roomFacts(room: RoomRecord | undefined) {
  if (!room) return null;
  return {
    id: room.id,
    name: room.name,
    seoId: room.seoId,
    productType: room.productTypeName,
    centre: room.centre.name,
    city: room.centre.citySlug,
  };
}

/** The fields every lead carries beside what the visitor typed (spec section 7). */
function trackedFields(body: LeadBody, utm: Utm, facts: LeadRequestFacts) {
  return {
    leadSource: LEAD_SOURCE,
    leadMedium: utm.medium ?? (utm.source ? "Paid" : "Website"),
    subCategory: leadSubCategory(utm),
    primarySource: PRIMARY_SOURCE,
    formSubmissionPage: body.form_submission_page.trim(),
    device: leadDevice(body.device.trim() || undefined),
    leadPathChannels: utm.source ? `${utm.source}${utm.medium ? ` / ${utm.medium}` : ""}` : "Direct",
    referrer: body.referrer.trim(),
    clientID: body.client_id.trim(),
    userAgent: (facts.userAgent ?? "").slice(0, 300),
    ...utmFields(utm),
  };
}

function enquiryPayload(body: EnquiryLeadBody, phone: string, room: RoomRecord | undefined) {
  return {
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    email: normalizeEmail(body.email),
    phone,
    Company: body.company.trim(),
    city: leadCityName(body.city),
    preferredCentre: body.preferred_centre.trim(),
    solutionNeeded: body.solution_needed,
    productName: room?.productTypeName ?? body.solution_needed,
    virtualCategory: body.solution_needed === "Virtual Office" ? "Virtual Office" : "",
    area: room ? room.centre.name : "",
    rentRequested: "",
    preferableTimeSlot: body.preferable_time_slot,
    message: body.message.trim(),
    allowCall: body.consent_call,
    allowPromotions: body.consent_promotion,
  };
}

function eventPayload(body: EventLeadBody, phone: string) {
  return {
    eventType: body.event_type,
    numberOfGuests: Number(body.number_of_guests),
    city: leadCityName(body.city),
    eventDate: body.event_date,
    firstname: body.first_name.trim(),
    lastName: body.last_name.trim(),
    organization: body.organisation.trim(),
    jobTitle: body.job_title.trim(),
    email: normalizeEmail(body.email),
    phone,
    leadCategory: body.lead_category,
  };
}

/** Same kind, e-mail, phone and typed content inside one 10-minute window: the same lead. */
function dedupeHash(kind: string, content: Record<string, unknown>, now: Date): string {
  return createHash("sha256")
    .update(JSON.stringify([kind, leadDedupeBucket(now), content]))
    .digest("hex");
}

/** Checks, stores and queues the messages of one lead; a repeat answers the stored lead. */
export async function createLead(ctx: LeadContext, body: LeadBody, facts: LeadRequestFacts, now: Date): Promise<LeadCreated> {
  // The rules that need the clock, before the human check is spent.
  if (body.kind === "event") {
    const [problem] = eventEnquiryProblems(body, istNow(now).date);
    if (problem) throw new AppError("bad_request", problem.message, { field: problem.field });
  }
  const room = body.room_id ? (await roomRecordsByIds(ctx.db, [body.room_id]))[0] : undefined;
  if (body.room_id && !room) throw new AppError("bad_request", "Please open the enquiry again from the space's page", { field: "room_id" });
  const humanCheck = await requireHumanSender(ctx, body, facts.ip, now);

  const phone = parsePhone(body.phone, body.country_code)!.e164;
  const typed = body.kind === "enquiry" ? enquiryPayload(body, phone, room) : eventPayload(body, phone);
  const utm = parseUtmCookie(facts.utmCookie);
  const payload = { kind: body.kind, ...typed, ...trackedFields(body, utm, facts), room: roomFacts(room) };
  const email = normalizeEmail(body.email);

  const { lead, created } = await storeLead(
    ctx.db,
    {
      kind: body.kind,
      email,
      phone,
      city: body.city,
      roomId: room?.id ?? null,
      payload,
      utm: utmFields(utm),
      humanCheck,
      dedupeHash: dedupeHash(body.kind, { room: room?.id ?? null, ...typed }, now),
      createdAt: now,
    },
    (stored) => {
      const reference = leadReference(stored.id);
      const about = [
        room ? `Space: ${room.name}, ${room.centre.name}, ${leadCityName(room.centre.citySlug)}` : `City: ${leadCityName(body.city)}`,
        body.kind === "enquiry"
          ? `Solution: ${body.solution_needed}; preferable time: ${body.preferable_time_slot}`
          : `Event: ${body.event_type} for ${Number(body.number_of_guests)} guests on ${body.event_date}`,
      ];
      return [
        leadAcknowledgementMessage({ id: stored.id, reference, email, firstName: body.first_name.trim(), kind: body.kind, about }),
        leadForwardMessage(stored.id, reference, { reference, createdAt: now.toISOString(), ...payload }),
      ];
    },
  );
  return { reference: leadReference(lead.id), duplicate: !created };
}
