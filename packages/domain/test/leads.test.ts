import { describe, expect, it } from "vitest";
import {
  LEAD_DEDUPE_WINDOW_MS,
  LEAD_MESSAGES,
  enquiryProblems,
  eventEnquiryProblems,
  leadDedupeBucket,
  leadNextStatuses,
  leadReference,
  leadSubCategory,
  parseUtmCookie,
  type EnquiryInput,
  type EventEnquiryInput,
} from "../src/leads";

const enquiry: EnquiryInput = {
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  country_code: "+91",
  phone: "98765 43210",
  company: "",
  city: "pune",
  preferred_centre: "",
  solution_needed: "Day Pass",
  preferable_time_slot: "Anytime",
  message: "",
  consent_call: false,
  consent_promotion: false,
};

const event: EventEnquiryInput = {
  event_type: "Hackathon",
  number_of_guests: "80",
  city: "hyderabad",
  event_date: "2026-11-23",
  first_name: "Ravi",
  last_name: "Kumar",
  organisation: "Kumar Labs",
  job_title: "",
  email: "ravi@example.com",
  country_code: "+44",
  phone: "7911 123456",
  lead_category: "Start-up",
};

describe("enquiry checks", () => {
  it("accepts a complete enquiry; optional fields may be empty", () => {
    expect(enquiryProblems(enquiry)).toEqual([]);
  });
  it("names each field in the form's order", () => {
    const problems = enquiryProblems({ ...enquiry, first_name: "", email: "x", phone: "12", solution_needed: "" });
    expect(problems).toEqual([
      { field: "first_name", message: LEAD_MESSAGES.firstName },
      { field: "email", message: LEAD_MESSAGES.email },
      { field: "phone", message: LEAD_MESSAGES.phone },
      { field: "solution_needed", message: LEAD_MESSAGES.solution },
    ]);
  });
  it("checks other countries' phones with the phone library", () => {
    expect(eventEnquiryProblems(event, "2026-11-23")).toEqual([]);
    expect(eventEnquiryProblems({ ...event, phone: "123" }, "2026-11-23")).toEqual([{ field: "phone", message: LEAD_MESSAGES.phone }]);
  });
  it("takes event dates from today to a year ahead; without a clock only the form", () => {
    expect(eventEnquiryProblems({ ...event, event_date: "2026-11-22" }, "2026-11-23")).toEqual([
      { field: "event_date", message: LEAD_MESSAGES.eventDate },
    ]);
    expect(eventEnquiryProblems({ ...event, event_date: "2027-11-23" }, "2026-11-23")).toEqual([]);
    expect(eventEnquiryProblems({ ...event, event_date: "2027-11-24" }, "2026-11-23")).toHaveLength(1);
    expect(eventEnquiryProblems({ ...event, event_date: "2020-01-01" })).toEqual([]);
    expect(eventEnquiryProblems({ ...event, event_date: "1 Dec" })).toHaveLength(1);
  });
  it("takes 1 to 5000 guests, digits only", () => {
    for (const guests of ["0", "-3", "2.5", "5001", "ten", ""])
      expect(eventEnquiryProblems({ ...event, number_of_guests: guests })).toHaveLength(1);
    for (const guests of ["1", "5000", " 40 "]) expect(eventEnquiryProblems({ ...event, number_of_guests: guests })).toEqual([]);
  });
});

describe("the utm cookie", () => {
  it("reads JSON, query strings, encoded or not, with or without the utm_ prefix", () => {
    expect(parseUtmCookie(JSON.stringify({ utm_source: "google", utm_medium: "cpc" }))).toEqual({ source: "google", medium: "cpc" });
    expect(parseUtmCookie(encodeURIComponent(JSON.stringify({ source: "news", campaign: "launch" })))).toEqual({
      source: "news",
      campaign: "launch",
    });
    expect(parseUtmCookie("utm_source=fb&utm_content=ad%201&other=x")).toEqual({ source: "fb", content: "ad 1" });
    expect(parseUtmCookie(encodeURIComponent("?utm_term=desk"))).toEqual({ term: "desk" });
  });
  it("is no campaign when absent or malformed", () => {
    for (const raw of [
      undefined,
      null,
      "",
      "garbage",
      "{bad",
      "%E0%A4%A",
      "[1,2]",
      JSON.stringify({ utm_source: { nested: 1 } }),
      "x".repeat(5000),
    ]) {
      expect(parseUtmCookie(raw)).toEqual({});
    }
  });
  it("drops control characters and caps values", () => {
    expect(parseUtmCookie(JSON.stringify({ utm_source: "a\u0000b\nc", utm_medium: "m".repeat(300) }))).toEqual({
      source: "abc",
      medium: "m".repeat(200),
    });
  });
  it("makes a lead Digital Marketing only when a source is tracked", () => {
    expect(leadSubCategory({ source: "google" })).toBe("Digital Marketing");
    expect(leadSubCategory({ medium: "cpc" })).toBe("Organic");
    expect(leadSubCategory({})).toBe("Organic");
  });
});

describe("lead identity", () => {
  it("puts submissions of one 10-minute window in one bucket", () => {
    const start = new Date(Math.ceil(Date.UTC(2026, 10, 23) / LEAD_DEDUPE_WINDOW_MS) * LEAD_DEDUPE_WINDOW_MS);
    expect(leadDedupeBucket(new Date(start.getTime() + LEAD_DEDUPE_WINDOW_MS - 1))).toBe(leadDedupeBucket(start));
    expect(leadDedupeBucket(new Date(start.getTime() + LEAD_DEDUPE_WINDOW_MS))).toBe(leadDedupeBucket(start) + 1);
  });
  it("formats references", () => {
    expect(leadReference(42)).toBe("WB-L-000042");
    expect(leadReference(1234567)).toBe("WB-L-1234567");
  });
});

describe("lead statuses in the console", () => {
  it("moves forward only: new to contacted, won or lost; contacted to won or lost; won and lost are final", () => {
    expect(leadNextStatuses("new")).toEqual(["contacted", "won", "lost"]);
    expect(leadNextStatuses("contacted")).toEqual(["won", "lost"]);
    expect(leadNextStatuses("won")).toEqual([]);
    expect(leadNextStatuses("lost")).toEqual([]);
  });
});
