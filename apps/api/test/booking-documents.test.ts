import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { bookings, outbox, refunds } from "@workbay/db/schema";
import { saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import { createBooking, freeMeetingRoom, mealsItemAt, paySuccessCallback, priceOf, signedInUser } from "./checkout-helpers";
import { pdfText } from "./pdf-text";
import { CONSOLE_API, signInOperator } from "./console-fixtures";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { writeRefundProcessedMessage } from "../src/services/cancellation-messages";

const DATE = "2026-12-01"; // Tuesday; the booking runs 10:00-12:00 IST (slots 20-24)
/** Monday 30 November 2026, 00:30 IST: still Sunday 29 November in UTC. */
const JUST_AFTER_MIDNIGHT_IST = new Date("2026-11-29T19:00:00.000Z");

describe.each(testDatabaseKinds())("the invoice and the credit note of a booking on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
  });

  const attachment = async (dedupeKey: string) => {
    const [row] = await app.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
    const pdf = row?.attachments?.find((a) => a.contentType === "application/pdf");
    return pdf ? pdfText(Buffer.from(pdf.contentBase64, "base64")) : "";
  };

  it("are dated the day in India they are issued, and the invoice stays downloadable after a cancellation", async () => {
    now = JUST_AFTER_MIDNIGHT_IST;
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE);
    const body = {
      date: DATE,
      room_id: room.id,
      start_time: 20,
      end_time: 24,
      add_ons: [{ id: await mealsItemAt(app, 20), qty: 2 }],
      guest_emails: [],
      notes: "",
      voucher_applied: "MR30",
      billing_details: { company_name: "Acme Mumbai Pvt Ltd", gstin: "27AAPFU0939F1ZV", state: "Maharashtra" },
    };
    const total = await priceOf(app, booker.headers, { ...body, add_on: body.add_ons, voucher_code: "MR30", billing_state: "Maharashtra" });
    const created = await createBooking(app, booker.headers, { ...body, total_amount: total });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().data.b_id as string;
    expect((await paySuccessCallback(app, booker.headers, created.json().data)).json().data.status).toBe("confirmed");

    const invoice = await app.inject({ url: `/passy/v1/booking/${code}/invoice.pdf`, headers: booker.headers });
    expect(invoice.statusCode).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toMatch(/Invoice number: WB\/2026-27\/\d{6}/);
    expect(invoiceText).toContain("Invoice date: Monday, 30 Nov, 2026");
    expect(invoiceText).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(invoiceText).toContain("IGST @ 18%");
    expect(invoiceText).toContain(`Rs. ${total.toLocaleString("en-IN", { minimumFractionDigits: total % 1 ? 2 : 0 })}`);
    expect(await attachment(`booking-confirmed:${code}`)).toContain("Invoice date: Monday, 30 Nov, 2026");

    await saveCancellationPolicy(app.db, {
      productTypeId: 1,
      refundTiers: [{ noticeMinutes: 24 * 60, refundPercent: 100 }],
      forfeitAfterWindow: false,
      transferNoticeMinutes: null,
    });
    const cancelled = await app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const creditNote = await attachment(`booking-cancelled:${code}`);
    expect(creditNote).toMatch(/Credit note number: WB\/CN\/2026-27\/\d{6}/);
    expect(creditNote).toContain("Credit note date: Monday, 30 Nov, 2026");
    expect(creditNote).toContain("Invoice date: Monday, 30 Nov, 2026");

    // The credit note is read against the invoice: both stay on the cancelled booking's page, for its owner only.
    const view = (await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${code}`, headers: booker.headers })).json().data;
    expect(view.status).toBe("cancelled");
    expect(view.invoice_url).toBe(`/passy/v1/booking/${code}/invoice.pdf`);
    expect(view.calendar_url).toBeNull();
    const again = await app.inject({ url: view.invoice_url, headers: booker.headers });
    expect(again.statusCode).toBe(200);
    expect(pdfText(again.rawPayload)).toContain("Invoice date: Monday, 30 Nov, 2026");
    const stranger = await signedInUser(app, now);
    expect((await app.inject({ url: view.invoice_url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: view.invoice_url })).statusCode).toBe(401);
  });

  it("a payment for a booking its booker cancelled unpaid: the e-mails say so, not that the hold lapsed", async () => {
    now = TEST_NOW;
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24, add_ons: [], guest_emails: [], notes: "" };
    const total = await priceOf(app, booker.headers, { ...body, add_on: [] });
    const created = await createBooking(app, booker.headers, { ...body, total_amount: total });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().data.b_id as string;
    expect((await app.inject({ method: "DELETE", url: `/passy/v1/booking/${code}`, headers: booker.headers })).statusCode).toBe(200);
    expect((await paySuccessCallback(app, booker.headers, created.json().data)).statusCode).toBe(200);

    const [notice] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-refund:${code}`));
    expect(notice?.text).toContain("arrived after you had cancelled the unpaid booking, so it could not be confirmed.");
    expect(notice?.text).not.toContain("hold had lapsed");
    expect(notice?.text).not.toContain("booked by someone else");

    const [row] = await app.db.select().from(bookings).where(eq(bookings.code, code));
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, row!.id));
    await writeRefundProcessedMessage(app.checkout, app.db, refund!, now);
    const [processed] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `refund-processed:${refund!.idempotencyKey}`));
    expect(processed?.text).toContain("whose payment arrived after the unpaid booking was cancelled");
  });

  it("an operator's small custom refund: the e-mail and the credit note name the amount, not a rounded-down 0%", async () => {
    now = TEST_NOW;
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24, add_ons: [], guest_emails: [], notes: "" };
    const total = await priceOf(app, booker.headers, { ...body, add_on: [] });
    const created = await createBooking(app, booker.headers, { ...body, total_amount: total });
    const code = created.json().data.b_id as string;
    expect((await paySuccessCallback(app, booker.headers, created.json().data)).json().data.status).toBe("confirmed");

    const admin = await signInOperator(app, DEMO_OPERATORS.admin.email);
    const cancelled = await app.inject({
      method: "POST",
      url: `${CONSOLE_API}/bookings/${code}/cancel`,
      payload: { refund: "custom", amount_paise: 5000, reason: "Projector failed" },
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrf },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [message] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-cancelled:${code}`));
    expect(message?.text).toContain("Refund: ₹50 (GST included), to the original payment method");
    expect(message?.text).not.toContain("0%");
    const creditNote = await attachment(`booking-cancelled:${code}`);
    expect(creditNote).toContain("Reason: cancellation of the booking by Workbay");
    expect(creditNote).toContain("Total credited\nRs. 50");
    expect(creditNote).not.toContain("0% refunded");
  });
});
