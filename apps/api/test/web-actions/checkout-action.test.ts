// The /checkout action's GST details form (docs/decisions/0037) against the real API in process,
// on a real database: checked details price the booking draft for their billing state, so the
// page without JavaScript shows the same GST split (and amounts) as validate gives the page with
// JavaScript; a refused post prices nothing and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { bookings, centres, rooms, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import type { TransportRequest } from "@workbay/contracts/endpoint-client";
import { GST_STATE_CODES } from "@workbay/domain/gst-state";
import { checkoutAction } from "../../../web/app/features/checkout/checkout-action.server";
import type { BillingAnswer } from "../../../web/app/features/checkout/billing-form";
import { readSession } from "../../../web/app/shared/session/require-session.server";
import { createPageApiClient } from "../../src/web/direct-api-client";
import { SessionMemo } from "../../src/services/session-memo";
import { cookieHeader, createTestUser, passwordLogin } from "../account-helpers";
import { freeMeetingRoom } from "../checkout-helpers";
import { buildTestApp } from "../helper";

type DataAnswer = { data: BillingAnswer; init: ResponseInit | null };

const DATE = "2026-12-01";

function pageApi(app: FastifyInstance, cookie: string, calls: TransportRequest[] = []) {
  const request = {
    ip: "198.51.100.40",
    ips: ["198.51.100.40"],
    id: "page",
    log: app.log,
    protocol: "http",
    host: "localhost",
    hostname: "localhost",
  };
  const api = createPageApiClient(app, {
    request: request as unknown as FastifyRequest,
    forwardHeaders: { cookie },
    sessionMemo: new SessionMemo(),
  });
  return {
    async request(call: TransportRequest) {
      calls.push(call);
      return api.request(call);
    },
  };
}

/** A GSTIN registered in the state (the rule reads its first two digits). */
function gstinOf(state: string): string {
  const code = Object.entries(GST_STATE_CODES).find(([, name]) => name === state)?.[0];
  if (!code) throw new Error(`no GST code for ${state}`);
  return `${code}ABCDE1234F1Z5`;
}

describe.each(testDatabaseKinds())("the checkout's GST details action on %s", (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let csrfToken: string;
  let centreState: string;
  let draftBody: { date: string; room_id: number; start_time: number; end_time: number };

  beforeAll(async () => {
    app = await buildTestApp(kind);
    await createTestUser(app, { email: "gst-booker@example.com", phone: "9812343000", password: "Booker123" });
    const session = cookieHeader(await passwordLogin(app, "gst-booker@example.com", "Booker123"));
    csrfToken = (await readSession(pageApi(app, session)))!.csrfToken;
    const room = await freeMeetingRoom(app, DATE);
    centreState = (await app.db.select({ state: centres.state }).from(centres).where(eq(centres.id, room.centreId)))[0]!.state;
    draftBody = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const draft = { date: DATE, roomId: room.id, startTime: 20, endTime: 22, addOn: [] };
    cookie = `${session}; bookingData=${encodeURIComponent(JSON.stringify(draft))}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async () => ({
    bookings: (await app.db.select().from(bookings)).length,
    holds: (await app.db.select().from(slotHolds)).length,
    rooms: (await app.db.select().from(rooms)).length,
  });

  async function post(fields: Record<string, string>, calls: TransportRequest[] = []): Promise<DataAnswer> {
    const request = new Request("http://localhost/checkout", {
      method: "POST",
      body: new URLSearchParams({ intent: "billing", company_name: "Acme Pvt Ltd", ...fields }),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    });
    return (await checkoutAction(request, pageApi(app, cookie, calls), csrfToken)) as unknown as DataAnswer;
  }

  /** What validate answers the page with JavaScript for the draft and a billing state. */
  async function validated(billingState?: string) {
    const payload = billingState ? { ...draftBody, billing_state: billingState } : draftBody;
    const response = await app.inject({ method: "POST", url: "/passy/v1/validate", payload });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  it("prices another state's billing with IGST, and the centre's with CGST + SGST, as validate does", async () => {
    const otherState = centreState === "Maharashtra" ? "Karnataka" : "Maharashtra";
    const other = await post({ gst_invoice: "on", gstin: gstinOf(otherState), state: otherState });
    expect(other.init?.status ?? 200).toBe(200);
    expect(other.data.details?.state).toBe(otherState);
    expect(other.data.priced).toMatchObject({ intra_state: false, cgst: 0, sgst: 0 });
    expect(other.data.priced).toEqual(await validated(otherState));

    const same = await post({ gst_invoice: "on", gstin: gstinOf(centreState), state: centreState });
    expect(same.data.priced).toMatchObject({ intra_state: true, igst: 0 });
    expect(same.data.priced).toEqual(await validated(centreState));
    expect(same.data.priced?.total_amount).toBe(other.data.priced?.total_amount);
    expect(same.data.priced!.cgst + same.data.priced!.sgst).toBeCloseTo(other.data.priced!.igst, 2);
  });

  it("prices nothing without a GST invoice: the loader's price (no billing state) stands", async () => {
    const calls: TransportRequest[] = [];
    const off = await post({ gstin: gstinOf("Maharashtra"), state: "Maharashtra" }, calls);
    expect(off.data).toMatchObject({ wantsGstInvoice: false, priced: null, details: null });
    expect(calls).toHaveLength(0);
  });

  it("refuses a bad GSTIN, an unknown state and a tampered form with their messages, pricing and storing nothing", async () => {
    const before = await stored();
    const calls: TransportRequest[] = [];
    const badGstin = await post({ gst_invoice: "on", gstin: "27ABCDE1234F1A5", state: "Maharashtra" }, calls);
    expect(badGstin.init?.status).toBe(400);
    expect(badGstin.data.result.error).toEqual({ gstin: ["Please enter a valid GSTIN"] });
    const unknownState = await post({ gst_invoice: "on", gstin: gstinOf("Maharashtra"), state: "Atlantis" }, calls);
    expect(unknownState.init?.status).toBe(400);
    expect(unknownState.data.result.error).toEqual({
      gstin: ["This GSTIN is registered in Maharashtra; please choose that billing state."],
    });
    const tampered = await post({ intent: "pay", gst_invoice: "on", gstin: gstinOf("Maharashtra"), state: "Maharashtra" }, calls);
    expect(tampered.init?.status).toBe(400);
    expect(tampered.data.result.error).toEqual({ "": ["This form is not known on the checkout page."] });
    for (const answer of [badGstin, unknownState, tampered]) expect(answer.data).toMatchObject({ details: null, priced: null });
    expect(calls).toHaveLength(0);
    expect(await stored()).toEqual(before);
  });
});
