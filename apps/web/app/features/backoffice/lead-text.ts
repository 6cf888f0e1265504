import type { LeadStatus } from "@workbay/contracts/backoffice";

export const LEAD_STATUS_TEXT: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export const LEAD_KIND_TEXT = { enquiry: "Enquiry", event: "Event" } as const;
