import { defineEndpoint } from "../endpoint";
import { AddOnsQuery, AddOnsResponse, ValidateBody, ValidateResponse } from "../booking";

/** Checking and pricing a booking, and a room's F&B menu (decision 0004). */
export const bookingEndpoints = {
  validate: defineEndpoint({
    method: "POST",
    path: "/passy/v1/validate",
    body: ValidateBody,
    response: ValidateResponse,
    errors: [400, 401, 404, 409, 422],
    auth: "public",
    tags: ["booking"],
    summary: "Check a booking against every rule and price it",
  }),
  addOns: defineEndpoint({
    method: "GET",
    path: "/passy/v1/add_ons",
    query: AddOnsQuery,
    response: AddOnsResponse,
    errors: [400, 401, 404, 409, 422],
    auth: "public",
    tags: ["booking"],
    summary: "A room's F&B menu, marked available for the meeting's first slot",
  }),
};
