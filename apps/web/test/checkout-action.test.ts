import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Transport, TransportRequest } from "@workbay/contracts/endpoint-client";
import { fieldErrorMap } from "@workbay/contracts/field-messages";
import { BILLING_FORM_CONSTRAINT, UNKNOWN_FORM, checkoutAction } from "../app/features/checkout/checkout-action.server";
import type { BillingAnswer } from "../app/features/checkout/billing-form";

// The /checkout action's GST details form (docs/decisions/0037): a post is checked by the
// booking body's schema, with the domain rule's messages, and answered 400 when refused; the
// checked details are what Pay sends. Nothing is stored. Checked details price the booking
// draft for their state (validate); a refused post calls no API.
// apps/api/test/web-actions/checkout-action.test.ts runs it against the real API.

type DataAnswer = { data: BillingAnswer; init: ResponseInit | null };

const DRAFT = { date: "2026-12-01", roomId: 7, startTime: 22, endTime: 24, addOn: [] };
const DRAFT_COOKIE = `bookingData=${encodeURIComponent(JSON.stringify(DRAFT))}`;

function post(fields: Record<string, string>, cookie = "") {
  const body = new URLSearchParams(fields);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return new Request("http://localhost/checkout", { method: "POST", body, headers });
}

/** An API that records its calls and prices every validate as another state's (IGST). */
function fakeApi() {
  const calls: TransportRequest[] = [];
  const api: Transport = {
    async request(request) {
      calls.push(request);
      const priced = { total_amount: 1180, cgst: 0, sgst: 0, igst: 180, intra_state: false };
      return { status: 200, body: { meta: { status_code: 200, message: "" }, data: priced }, setCookies: [] };
    },
  };
  return { api, calls };
}

let calls: TransportRequest[] = [];

async function answerOf(fields: Record<string, string>, cookie = ""): Promise<DataAnswer> {
  const fake = fakeApi();
  calls = fake.calls;
  return (await checkoutAction(post(fields, cookie), fake.api, "csrf-token")) as unknown as DataAnswer;
}

const good = {
  intent: "billing",
  gst_invoice: "on",
  company_name: " Acme Pvt Ltd ",
  gstin: "29abcde1234f1z5",
  address: "MG Road",
  state: "Karnataka",
  pincode: "560001",
};

// As the web app's root module does at start.
beforeAll(() => z.config({ customError: fieldErrorMap }));

describe("the checkout's GST details action", () => {
  it("answers the checked details, trimmed and the GSTIN in capitals", async () => {
    const { data, init } = await answerOf(good);
    expect(init?.status ?? 200).toBe(200);
    expect(data.result.status).toBe("success");
    expect(data.details).toEqual({
      company_name: "Acme Pvt Ltd",
      gstin: "29ABCDE1234F1Z5",
      address: "MG Road",
      state: "Karnataka",
      pincode: "560001",
    });
    // No booking draft in the request: nothing to price.
    expect(data.priced).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("prices the draft for the checked billing state, as the page does with JavaScript", async () => {
    const { data, init } = await answerOf({ ...good, gstin: "27ABCDE1234F1Z5", state: "Maharashtra" }, DRAFT_COOKIE);
    expect(init?.status ?? 200).toBe(200);
    expect(calls.map((c) => [c.method, c.path, c.body, c.headers])).toEqual([
      [
        "POST",
        "/passy/v1/validate",
        { date: "2026-12-01", room_id: 7, start_time: 22, end_time: 24, add_on: [], billing_state: "Maharashtra" },
        { "x-csrf-token": "csrf-token" },
      ],
    ]);
    expect(data.priced).toMatchObject({ igst: 180, intra_state: false });
  });

  it("prices nothing for a refused post or when no GST invoice is wanted: the loader's price stands", async () => {
    const refused = await answerOf({ ...good, gstin: "27ABCDE1234F1Z5", state: "Atlantis" }, DRAFT_COOKIE);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.priced).toBeNull();
    expect(calls).toHaveLength(0);
    const { gst_invoice: _wanted, ...unticked } = good;
    const off = await answerOf({ ...unticked, state: "Maharashtra" }, DRAFT_COOKIE);
    expect(off.data).toMatchObject({ wantsGstInvoice: false, priced: null });
    expect(calls).toHaveLength(0);
  });

  it("checks nothing and sends no business billing when no GST invoice is wanted", async () => {
    const { gst_invoice: _wanted, ...unticked } = good;
    const { data, init } = await answerOf({ ...unticked, gstin: "nonsense" });
    expect(init?.status ?? 200).toBe(200);
    expect(data).toMatchObject({ wantsGstInvoice: false, details: null, result: { status: "success" } });
  });

  it("refuses a bad GSTIN, a bad pincode and a missing company name with the spec's messages", async () => {
    const { data, init } = await answerOf({ ...good, company_name: "  ", gstin: "29ABCDE1234F1A5", pincode: "012345" });
    expect(init?.status).toBe(400);
    expect(data.details).toBeNull();
    expect(data.result.error).toEqual({
      company_name: ["Please enter the company name"],
      gstin: ["Please enter a valid GSTIN"],
      pincode: ["Please enter a valid pincode"],
    });
    // The typed values come back to fill the form again (the page without JavaScript).
    expect(data.result.initialValue).toMatchObject({ company_name: "  ", gstin: "29ABCDE1234F1A5" });
  });

  it("refuses a missing state, and a GSTIN of another state than the billing state", async () => {
    const { state: _state, ...stateless } = good;
    const missing = await answerOf(stateless);
    expect(missing.init?.status).toBe(400);
    expect(missing.data.result.error).toEqual({ state: ["Please select the billing state"] });
    const elsewhere = await answerOf({ ...good, state: "Tamil Nadu" });
    expect(elsewhere.init?.status).toBe(400);
    expect(elsewhere.data.result.error).toEqual({
      gstin: ["This GSTIN is registered in Karnataka; please choose that billing state."],
    });
  });

  it("refuses a field longer than the body takes, and an empty form, one message per field", async () => {
    const long = await answerOf({ ...good, company_name: "A".repeat(121) });
    expect(long.init?.status).toBe(400);
    expect(long.data.result.error?.company_name).toHaveLength(1);
    const empty = await answerOf({ intent: "billing", gst_invoice: "on" });
    expect(empty.init?.status).toBe(400);
    expect(empty.data.result.error).toEqual({
      company_name: ["Please enter the company name"],
      gstin: ["Please enter a valid GSTIN"],
      state: ["Please select the billing state"],
    });
  });

  it("refuses a post of another form", async () => {
    const { data, init } = await answerOf({ ...good, intent: "pay" });
    expect(init?.status).toBe(400);
    expect(data.result.error).toEqual({ "": [UNKNOWN_FORM] });
    expect(data.details).toBeNull();
  });

  it("gives the page the schema's lengths and the rule's mandatory fields", () => {
    expect(BILLING_FORM_CONSTRAINT).toEqual({
      company_name: { required: true, maxLength: 120 },
      gstin: { required: true, maxLength: 15 },
      address: { required: false, maxLength: 300 },
      state: { required: true, maxLength: 80 },
      pincode: { required: false },
    });
  });
});
