import { defineEndpoint } from "../endpoint";
import { BookingSearchQuery } from "../backoffice";
import { ChartsQuery, ChartsResponse } from "../console-charts";

const PREFIX = "/backoffice-service/api/v1";
const errors = [400, 401, 403, 404] as const;
const tags = ["backoffice"] as const;

/** The console's Today charts and the numbers behind them as CSV (issue 15, decision 0036). */
export const consoleChartsEndpoints = {
  charts: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/charts`,
    query: ChartsQuery,
    response: ChartsResponse,
    errors: [...errors],
    auth: "operator",
    tags,
    summary: "Occupancy by hour of day and revenue by day over the last 30 days, per centre and in all",
  }),
  occupancyCsv: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/charts/occupancy.csv`,
    query: ChartsQuery,
    errors: [...errors],
    auth: "operator",
    tags,
    summary: "The occupancy chart's numbers as CSV (per centre and hour of day, last 30 days)",
  }),
  revenueCsv: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/charts/revenue.csv`,
    query: ChartsQuery,
    errors: [...errors],
    auth: "operator",
    tags,
    summary: "The revenue chart's numbers as CSV (per centre and day, last 30 days, paise and rupees)",
  }),
  bookingsCsv: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/bookings.csv`,
    query: BookingSearchQuery,
    errors: [...errors],
    auth: "operator",
    tags,
    summary: "Every booking a search finds (not one page: up to 10,000) as CSV",
  }),
};
