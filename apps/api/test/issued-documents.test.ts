import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, like, sql } from "drizzle-orm";
import { bookingChanges, foodOptions, issuedDocuments, outbox, refunds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import { pdfText } from "./pdf-text";
import { CONSOLE_API, signInOperator } from "./console-fixtures";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { bookedMeeting, bookingRow, mealsItemAt, paySuccessCallback, saveChangeTestPolicy, testPayment } from "./checkout-helpers";

// TEST_NOW is Monday 23 November 2026, 10:00 IST. The meetings run 10:00-12:00 IST (slots 20-24) on DATE.
const DATE = "2026-12-01";

/**
 * Issued GST documents stay as issued (decision 0046): their content is kept with their number,
 * in the same transaction, and every later download is drawn from it, whatever happened to the
 * booking or its booker since. A document issued before contents were kept is drawn as before.
 */
describe.each(testDatabaseKinds())("issued invoices and credit notes on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const usedRooms: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now });
    // Meeting rooms: moves up to 2 hours before, a full refund up to 24 hours before.
    await saveChangeTestPolicy(app);
    // A fault to inject: refuses to keep a document's content while `injected_document_faults` has a row.
    await app.db.execute(sql.raw(`create table injected_document_faults (id int primary key)`));
    await app.db.execute(
      sql.raw(`
      create function refuse_issued_documents() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from injected_document_faults) then
          raise exception 'injected fault: issued document %', new.number;
        end if;
        return new;
      end $$
    `),
    );
    await app.db.execute(
      sql.raw(
        `create trigger issued_document_faults before insert on issued_documents for each row execute function refuse_issued_documents()`,
      ),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A confirmed, paid meeting-room booking, 10:00-12:00 on DATE, in a room free 10:00-16:00, by "Asha Booker". */
  const download = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
  const rename = async (headers: Record<string, string>, name: string) => {
    const renamed = await app.inject({ method: "POST", url: "/passy/v1/update_profile", headers, payload: { name } });
    expect(renamed.statusCode, renamed.body).toBe(200);
  };
  const keptNumbers = async (bookingId: number) =>
    (await app.db.select().from(issuedDocuments).where(eq(issuedDocuments.bookingId, bookingId))).map((d) => d.number).sort();

  it("the invoice and the credit note keep the time and the name they were issued with; copies at once are the same bytes", async () => {
    now = TEST_NOW;
    const { booker, code, order } = await bookedMeeting(app, now, DATE, usedRooms);
    expect((await paySuccessCallback(app, booker.headers, order)).json().data.status).toBe("confirmed");
    const invoiceUrl = `/passy/v1/booking/${code}/invoice.pdf`;
    const issued = await download(invoiceUrl, booker.headers);
    expect(issued.statusCode).toBe(200);
    const issuedText = pdfText(issued.rawPayload);
    expect(issuedText).toContain("Asha Booker");
    expect(issuedText).toContain("Tuesday, 01 Dec, 2026, 10:00 AM - 12:00 PM (2 hours)");
    // The e-mailed copy is the same document.
    const [confirmation] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-confirmed:${code}`));
    const attached = confirmation!.attachments!.find((a) => a.contentType === "application/pdf")!;
    expect(Buffer.from(attached.contentBase64, "base64").equals(issued.rawPayload)).toBe(true);

    // Moved to 12:00-14:00 (the same price) and the booker renamed.
    const moved = await app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/reschedule`,
      headers: booker.headers,
      payload: { date: DATE, start_time: 24, end_time: 28 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 24, endSlot: 28 });
    await rename(booker.headers, "Asha Renamed");

    const copies = await Promise.all([download(invoiceUrl, booker.headers), download(invoiceUrl, booker.headers)]);
    for (const copy of copies) {
      expect(copy.statusCode).toBe(200);
      expect(pdfText(copy.rawPayload)).toBe(issuedText);
      expect(copy.rawPayload.equals(issued.rawPayload)).toBe(true);
    }
    expect(issuedText).not.toContain("Asha Renamed");
    // The console's download and its resent confirmation carry the invoice as issued too.
    const admin = await signInOperator(app, DEMO_OPERATORS.admin.email);
    const operatorHeaders = { cookie: admin.cookie, "x-csrf-token": admin.csrf };
    const consoleCopy = await download(`${CONSOLE_API}/bookings/${code}/invoice.pdf`, operatorHeaders);
    expect(consoleCopy.statusCode).toBe(200);
    expect(pdfText(consoleCopy.rawPayload)).toBe(issuedText);
    const resent = await app.inject({
      method: "POST",
      url: `${CONSOLE_API}/bookings/${code}/resend-confirmation`,
      headers: operatorHeaders,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const [resentMail] = await app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `booking-confirmation-resent:${code}:%`));
    const resentPdf = resentMail!.attachments!.find((a) => a.contentType === "application/pdf")!;
    expect(pdfText(Buffer.from(resentPdf.contentBase64, "base64"))).toBe(issuedText);

    // Cancelled: the credit note is issued as the booking then stands, and stays so after another rename.
    const cancelled = await app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const row = (await bookingRow(app, code))!;
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, row.id));
    const noteUrl = `/passy/v1/booking/${code}/refunds/${refund!.id}/credit-note.pdf`;
    const note = pdfText((await download(noteUrl, booker.headers)).rawPayload);
    expect(note).toContain("Asha Renamed");
    expect(note).toContain("12:00 PM - 02:00 PM (2 hours)");
    expect(note).toContain(`Against tax invoice: ${row.invoiceNumber}`);
    await rename(booker.headers, "Asha Third");
    const noteLater = await download(noteUrl, booker.headers);
    expect(noteLater.statusCode).toBe(200);
    expect(pdfText(noteLater.rawPayload)).toBe(note);
    expect(pdfText((await download(invoiceUrl, booker.headers)).rawPayload)).toBe(issuedText);
    expect(await keptNumbers(row.id)).toEqual([row.invoiceNumber, refund!.creditNoteNumber].sort());
  });

  it("a change's difference invoice lists the add-ons it charges, and keeps them after the add-ons change again", async () => {
    now = TEST_NOW;
    const meal = await mealsItemAt(app, 20);
    const [item] = await app.db.select().from(foodOptions).where(eq(foodOptions.id, meal));
    const { booker, code, order } = await bookedMeeting(app, now, DATE, usedRooms);
    expect((await paySuccessCallback(app, booker.headers, order)).json().data.status).toBe("confirmed");
    const more = await app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/add-ons`,
      headers: booker.headers,
      payload: { add_on: [{ id: meal, qty: 2 }] },
    });
    expect(more.statusCode, more.body).toBe(200);
    const paid = testPayment(app, more.json().data.change.payment.order_id);
    const applied = await app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/change-payment`,
      headers: booker.headers,
      payload: {
        razorpay_order_id: more.json().data.change.payment.order_id,
        paymentId: paid.paymentId,
        razorpay_signature: paid.signature,
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const row = (await bookingRow(app, code))!;
    const [change] = await app.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, row.id));
    const url = `/passy/v1/booking/${code}/changes/${change!.id}/invoice.pdf`;
    const text = pdfText((await download(url, booker.headers)).rawPayload);
    const money = (paise: number) => `Rs. ${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
    expect(text).toContain(`Invoice number: ${change!.invoiceNumber}`);
    expect(text).toContain(`${item!.name} x 2\n${money(change!.differenceAddOnsPaise)}`);
    expect(text).toContain(`Add-ons\n${money(change!.differenceAddOnsPaise)}`);
    expect(text).toContain(`Total\n${money(change!.differenceTotalPaise)}`);

    // Down to one: applied at once with a credit note; the paid change's invoice is as issued.
    const fewer = await app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/add-ons`,
      headers: booker.headers,
      payload: { add_on: [{ id: meal, qty: 1 }] },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(pdfText((await download(url, booker.headers)).rawPayload)).toBe(text);
    // The booking's own invoice still lists no add-ons: it was issued without them.
    expect(pdfText((await download(`/passy/v1/booking/${code}/invoice.pdf`, booker.headers)).rawPayload)).not.toContain(item!.name);
  });

  it("an invoice issued before contents were kept (no row) still downloads, drawn from the booking as it stands", async () => {
    now = TEST_NOW;
    const { booker, code, order } = await bookedMeeting(app, now, DATE, usedRooms);
    expect((await paySuccessCallback(app, booker.headers, order)).json().data.status).toBe("confirmed");
    const row = (await bookingRow(app, code))!;
    await app.db.delete(issuedDocuments).where(eq(issuedDocuments.bookingId, row.id));
    await rename(booker.headers, "Asha Later");
    const invoice = await download(`/passy/v1/booking/${code}/invoice.pdf`, booker.headers);
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(`Invoice number: ${row.invoiceNumber}`);
    expect(text).toContain("Asha Later");
    expect(await keptNumbers(row.id)).toEqual([]);
  });

  it("a fault while keeping the content rolls the number back with it; the next delivery numbers and keeps both", async () => {
    now = TEST_NOW;
    const { booker, code, order } = await bookedMeeting(app, now, DATE, usedRooms);
    await app.db.execute(sql`insert into injected_document_faults values (1)`);
    const crashed = await paySuccessCallback(app, booker.headers, order);
    expect(crashed.statusCode).toBe(500);
    const untouched = (await bookingRow(app, code))!;
    expect(untouched).toMatchObject({ status: "pending_payment", invoiceNumber: null, confirmedAt: null });
    expect(await keptNumbers(untouched.id)).toEqual([]);
    expect(
      await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `booking-confirmed:${code}`)),
    ).toEqual([]);

    await app.db.execute(sql`delete from injected_document_faults`);
    expect((await paySuccessCallback(app, booker.headers, order)).json().data.status).toBe("confirmed");
    const confirmed = (await bookingRow(app, code))!;
    expect(confirmed.invoiceNumber).toMatch(/^WB\/2026-27\/\d{6}$/);
    expect(await keptNumbers(confirmed.id)).toEqual([confirmed.invoiceNumber]);
  });
});
