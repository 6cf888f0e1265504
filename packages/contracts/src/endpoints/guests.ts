import { defineEndpoint } from "../endpoint";
import { GuestAddOnResponse, GuestTokenQuery, RecordGuestPreferenceBody, RecordGuestPreferenceResponse } from "../guest";

/** Guest add-on links: read-only GET, and the POST that records the guest's choice (DECISIONS.md section 7). */
export const guestEndpoints = {
  guestAddOn: defineEndpoint({
    method: "GET",
    path: "/passy/v1/get_guest_add_on",
    query: GuestTokenQuery,
    response: GuestAddOnResponse,
    errors: [400, 404, 422],
    auth: "public",
    tags: ["guests"],
    summary: "The booking an invited guest may choose food for (signed link token)",
  }),
  recordPreference: defineEndpoint({
    method: "POST",
    path: "/passy/v1/record_guest_preference",
    body: RecordGuestPreferenceBody,
    response: RecordGuestPreferenceResponse,
    errors: [400, 404, 422],
    auth: "public",
    tags: ["guests"],
    summary:
      "Record an invited guest's comment and one chosen add-on from High Tea or Meals, served for the meeting's start (422 otherwise)",
  }),
};
