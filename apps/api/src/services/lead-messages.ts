import type { NewMessage } from "@workbay/db/repositories/outbox-repository";
import { COMPANY_CONTACT } from "@workbay/domain/company-contact";
import { leadForwardKey } from "./outbox-worker";

/** The visitor's acknowledgement: what they asked about, the reference, and how to reach us. */
export function leadAcknowledgementMessage(lead: {
  id: number;
  reference: string;
  email: string;
  firstName: string;
  kind: "enquiry" | "event";
  about: string[];
}): NewMessage {
  const what = lead.kind === "event" ? "event enquiry" : "enquiry";
  const text = [
    `Hi ${lead.firstName},`,
    "",
    `Thank you for your ${what}. Our team will call or write to you within one working day.`,
    "",
    `Your reference: ${lead.reference}`,
    ...lead.about.map((line) => `  ${line}`),
    "",
    `Have a question in the meantime? Reach out to us on ${COMPANY_CONTACT.phone} or ${COMPANY_CONTACT.email}.`,
    "",
    "Workbay",
  ].join("\n");
  return {
    channel: "email",
    to: lead.email,
    subject: `We have received your ${what} (${lead.reference})`,
    text,
    dedupeKey: `lead-ack:${lead.id}`,
  };
}

/**
 * The lead as the CRM webhook receives it: the JSON body (signed when it is sent) in `text`.
 * `to` names the target for the outbox's lists; the URL is configuration.
 */
export function leadForwardMessage(leadId: number, reference: string, payload: Record<string, unknown>): NewMessage {
  return {
    channel: "webhook",
    to: "crm-leads",
    subject: `Lead ${reference}`,
    text: JSON.stringify(payload),
    dedupeKey: leadForwardKey(leadId),
  };
}
