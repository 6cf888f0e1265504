import { defineEndpoint } from "../endpoint";
import { LeadBody, LeadCreatedResponse, LeadFormTokenResponse } from "../leads";

/** Enquiries and event-space sales enquiries. */
export const leadEndpoints = {
  createLead: defineEndpoint({
    method: "POST",
    path: "/passy/v1/leads",
    body: LeadBody,
    response: LeadCreatedResponse,
    success: [200, 201],
    errors: [400, 429],
    auth: "public",
    tags: ["leads"],
    summary: "Send an enquiry (kind enquiry) or an event-space sales enquiry (kind event); answers the lead's reference",
  }),
  formToken: defineEndpoint({
    method: "GET",
    path: "/passy/v1/leads/form_token",
    response: LeadFormTokenResponse,
    auth: "public",
    tags: ["leads"],
    summary: "A signed, single-use token for the enquiry form of a page served to a browser without JavaScript",
  }),
};
