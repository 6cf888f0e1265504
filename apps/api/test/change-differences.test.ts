import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, like } from "drizzle-orm";
import { bookingAddOns, bookingChanges, outbox, refunds, slotHolds } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { refundTransport } from "../src/services/cancellations";
import { documentFacts } from "../src/services/checkout";
import { expireHolds } from "../src/services/hold-sweeper";
import { processOutboxOnce } from "../src/services/outbox-worker";
import { startSession } from "../src/services/sessions";
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from "@workbay/demo-seed/demo-operators";
import { cookieMap, latestOtpTo } from "./account-helpers";
import { buildTestApp, eventually, TEST_NOW } from "./helper";
import { pdfText } from "./pdf-text";
import {
  bookingRow,
  createBooking,
  mealsItemAt,
  paidMeeting,
  priceOf,
  saveChangeTestPolicy,
  signedInUser,
  testPayment,
  webhookDelivery,
} from "./checkout-helpers";

// TEST_NOW is Monday 23 November 2026, 10:00 IST. The meetings run 10:00-12:00 IST (slots 20-24) on ROOM_DATE.
const ROOM_DATE = "2026-12-01";
const ROOM_STARTS = new Date("2026-12-01T04:30:00.000Z");
const MINUTE = 60_000;

describe.each(testDatabaseKinds())("changes with a price difference on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const clock = () => now;
  const usedRooms: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock });
    // Meeting rooms: moves up to 2 hours before, a full refund up to 24 hours before.
    await saveChangeTestPolicy(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A confirmed, paid meeting-room booking, 10:00-12:00 on ROOM_DATE, in a room free 10:00-16:00. */
  const reschedule = (code: string, headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/reschedule`, headers, payload: body });
  const changeAddOns = (code: string, headers: Record<string, string>, addOn: unknown) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/add-ons`, headers, payload: { add_on: addOn } });
  const payChange = (code: string, headers: Record<string, string>, orderId: string, paymentId?: string) => {
    const paid = testPayment(app, orderId, paymentId);
    return app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/change-payment`,
      headers,
      payload: { razorpay_order_id: orderId, paymentId: paid.paymentId, razorpay_signature: paid.signature },
    });
  };
  const heldBy = async (code: string) => {
    const row = await bookingRow(app, code);
    return (await app.db.select().from(slotHolds).where(eq(slotHolds.bookingId, row!.id)))
      .map((h) => `${h.date.slice(8)}:${h.slot}`)
      .sort();
  };
  const slotsOf = (date: string, from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `${date.slice(8)}:${from + i}`).sort();
  const changesOf = async (code: string) => {
    const row = await bookingRow(app, code);
    return app.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, row!.id)).orderBy(bookingChanges.id);
  };
  const refundsOf = async (code: string) => {
    const row = await bookingRow(app, code);
    return app.db.select().from(refunds).where(eq(refunds.bookingId, row!.id)).orderBy(refunds.id);
  };
  const changeMails = async (code: string) =>
    app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `booking-changed:${code}:change-%`));
  async function signInOperator(email: string) {
    const API = "/backoffice-service/api/v1";
    const login = await app.inject({ method: "POST", url: `${API}/auth/login`, payload: { email, password: DEMO_OPERATOR_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const verify = await app.inject({
      method: "POST",
      url: `${API}/auth/verify`,
      payload: { challenge: login.json().data.challenge, code: await latestOtpTo(app, email) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    return { cookie: `opToken=${cookieMap(verify).opToken?.value}`, csrf: verify.json().data.csrf_token as string };
  }
  const signInAgain = async (booker: Awaited<ReturnType<typeof signedInUser>>) => ({
    authorization: `Bearer ${(await startSession(app.db, app.secretKey, booker.user, now)).token}`,
  });

  it("a longer time costs more: the new slots are held beside the old ones, the change is made only when the difference is paid, once", async () => {
    now = TEST_NOW;
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const before = (await bookingRow(app, code))!;
    const answer = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 20, end_time: 28 });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    // Two more hours: the room amount doubles, so the difference is the booking's whole total again.
    expect(data.change).toMatchObject({ status: "pending_payment", difference: before.totalPaise / 100, refund: null });
    expect(data.change.payment).toMatchObject({ amount: before.totalPaise, gateway: "test", b_id: code });
    expect(data.change.payment.checkout_url).toContain(`return_to=%2Fview-booking%2F${code}`);
    expect(answer.json().meta.message).toContain("Please pay the difference");
    // Not changed yet; the booking holds old and new slots.
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 24, status: "confirmed" });
    expect(await heldBy(code)).toEqual(slotsOf(ROOM_DATE, 20, 28));
    // A second change while this one waits is refused.
    const second = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 22, end_time: 26 });
    expect(second.statusCode).toBe(409);
    expect(second.json().meta.message).toContain("waiting for its payment");

    const orderId = data.change.payment.order_id as string;
    const paid = await payChange(code, booker.headers, orderId, "pay_test_change_1");
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      meta: { message: "Payment received: the change is made." },
      data: { start_time: 20, end_time: 28 },
    });
    expect(paid.json().data.change.invoice_number).toMatch(/^WB\//);
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 28, calendarSequence: 1, totalPaise: before.totalPaise });
    expect(await heldBy(code)).toEqual(slotsOf(ROOM_DATE, 20, 28));

    // The callback retried and the provider's webhook: applied once (one change, one invoice, one e-mail).
    expect((await payChange(code, booker.headers, orderId, "pay_test_change_1")).statusCode).toBe(200);
    const hook = await app.inject(
      webhookDelivery(app, { event: "payment.captured", id: `evt_change_${code}`, orderId, paymentId: "pay_test_change_1" }),
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const changes = await changesOf(code);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ status: "applied", paymentId: "pay_test_change_1", differenceTotalPaise: before.totalPaise });
    const mails = await changeMails(code);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("is paid; its tax invoice");
    expect(mails[0]!.attachments?.map((a) => a.filename).sort()).toEqual([`${code}.ics`, `invoice-${code}-change-${changes[0]!.id}.pdf`]);

    // Cancelled now with the full refund: both payments come back, each within what it captured.
    const cancelled = await app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const made = await refundsOf(code);
    expect(made.map((r) => [r.paymentId, r.amountPaise])).toEqual([
      [before.paymentId, before.totalPaise],
      ["pay_test_change_1", before.totalPaise],
    ]);
    expect(new Set(made.map((r) => r.creditNoteNumber)).size).toBe(2);
    expect(await heldBy(code)).toEqual([]);
    // Each credit note reverses the invoice that charged its payment: the booking's, then the change's.
    const [cancellation] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-cancelled:${code}`));
    const creditNotes = (cancellation?.attachments ?? [])
      .filter((a) => a.contentType === "application/pdf")
      .map((a) => pdfText(Buffer.from(a.contentBase64, "base64")));
    expect(creditNotes.map((text) => text.match(/Against tax invoice: (\S+)/)?.[1])).toEqual([
      before.invoiceNumber,
      changes[0]!.invoiceNumber,
    ]);
    expect(cancellation?.text).toContain(`(against invoice ${changes[0]!.invoiceNumber})`);
    const download = await app.inject({ url: `/passy/v1/booking/${code}/refunds/${made[1]!.id}/credit-note.pdf`, headers: booker.headers });
    expect(pdfText(download.rawPayload)).toContain(`Against tax invoice: ${changes[0]!.invoiceNumber}`);
  });

  it("the booking view shows the booking as it stands after its changes; the change's invoice and the credit note download for the owner only", async () => {
    now = TEST_NOW;
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const before = (await bookingRow(app, code))!;
    const view = async () => {
      const answer = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${code}`, headers: booker.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const untouched = await view();
    expect(untouched).toMatchObject({ changes: [], refunds: [], current: { total_amount: before.totalPaise / 100 } });

    // Two hours more, paid; then one hour less, refunded.
    const longer = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 20, end_time: 28 });
    // Waiting for its payment, the change moved no money yet: not listed, the amounts as booked.
    expect(await view()).toMatchObject({ changes: [], current: { total_amount: before.totalPaise / 100 } });
    expect((await payChange(code, booker.headers, longer.json().data.change.payment.order_id, `pay_view_${code}`)).statusCode).toBe(200);
    const shorter = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 22, end_time: 28 });
    expect(shorter.json().data.change.status).toBe("applied");
    const [changed, refunded] = await changesOf(code);
    const [refund] = await refundsOf(code);

    const now2 = await view();
    // The invoiced amounts stay as invoiced; what the booking is worth now follows its changes.
    expect(now2.total_amount).toBe(before.totalPaise / 100);
    expect(now2.current.total_amount).toBe((before.totalPaise + changed!.differenceTotalPaise - refund!.amountPaise) / 100);
    expect(now2.current.total_amount).toBe((before.totalPaise + changed!.differenceTotalPaise + refunded!.differenceTotalPaise) / 100);
    expect(now2.current.cgst + now2.current.sgst + now2.current.igst).toBeCloseTo(now2.current.gst_amount, 2);
    expect(now2.changes).toMatchObject([
      {
        id: changed!.id,
        kind: "reschedule",
        status: "applied",
        before: { date: ROOM_DATE, start_time: 20, end_time: 24 },
        after: { start_time: 20, end_time: 28 },
        difference: changed!.differenceTotalPaise / 100,
        payment_id: `pay_view_${code}`,
        invoice_number: changed!.invoiceNumber,
        invoice_url: `/passy/v1/booking/${code}/changes/${changed!.id}/invoice.pdf`,
        refund: null,
      },
      {
        id: refunded!.id,
        status: "applied",
        after: { start_time: 22, end_time: 28 },
        difference: refunded!.differenceTotalPaise / 100,
        invoice_url: null,
        refund: {
          id: refund!.id,
          amount: refund!.amountPaise / 100,
          credit_note_number: refund!.creditNoteNumber,
          credit_note_url: `/passy/v1/booking/${code}/refunds/${refund!.id}/credit-note.pdf`,
        },
      },
    ]);
    expect(now2.refunds).toHaveLength(1);

    // The documents: PDFs for the owner.
    const invoice = await app.inject({ url: now2.changes[0].invoice_url, headers: booker.headers });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers["content-type"]).toContain("application/pdf");
    expect(invoice.headers["content-disposition"]).toContain(`invoice-${code}-change-${changed!.id}.pdf`);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const note = await app.inject({ url: now2.changes[1].refund.credit_note_url, headers: booker.headers });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.headers["content-type"]).toContain("application/pdf");
    expect(note.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Someone else's booking, a change without an invoice, an unknown refund, a bad id: 404 or 400, nothing drawn.
    const other = await signedInUser(app, now);
    expect((await app.inject({ url: now2.changes[0].invoice_url, headers: other.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: now2.changes[1].refund.credit_note_url, headers: other.headers })).statusCode).toBe(404);
    const noInvoice = await app.inject({ url: `/passy/v1/booking/${code}/changes/${refunded!.id}/invoice.pdf`, headers: booker.headers });
    expect(noInvoice.statusCode).toBe(404);
    expect(noInvoice.json().meta.message).toBe("This change has no tax invoice.");
    expect(
      (await app.inject({ url: `/passy/v1/booking/${code}/refunds/999999999/credit-note.pdf`, headers: booker.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: `/passy/v1/booking/${code}/refunds/abc/credit-note.pdf`, headers: booker.headers })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ url: now2.changes[0].invoice_url })).statusCode).toBe(401);

    // The operator console's booking page lists the changes beside the payments.
    const operator = await signInOperator(DEMO_OPERATORS.admin.email);
    const consoleUrl = `/backoffice-service/api/v1/bookings/${code}`;
    const seen = await app.inject({ url: consoleUrl, headers: { cookie: operator.cookie } });
    expect(seen.statusCode, seen.body).toBe(200);
    const consoleView = seen.json().data;
    expect(consoleView.current_total_paise).toBe(Math.round(now2.current.total_amount * 100));
    expect(consoleView.amounts.total_paise).toBe(before.totalPaise);
    expect(consoleView.changes).toMatchObject([
      {
        id: changed!.id,
        kind: "reschedule",
        status: "applied",
        before: { start_time: 20, end_time: 24 },
        after: { start_time: 20, end_time: 28 },
        difference_paise: changed!.differenceTotalPaise,
        payment_id: `pay_view_${code}`,
        invoice_number: changed!.invoiceNumber,
        refund: null,
      },
      {
        id: refunded!.id,
        status: "applied",
        difference_paise: refunded!.differenceTotalPaise,
        payment_id: null,
        refund: { amount_paise: refund!.amountPaise, credit_note_number: refund!.creditNoteNumber },
      },
    ]);
    expect((await app.inject({ url: consoleUrl })).statusCode).toBe(401);

    // An operator's full refund now returns what the customer holds: both payments, less what the change refunded.
    const cancelled = await app.inject({
      method: "POST",
      url: `${consoleUrl}/cancel`,
      headers: { cookie: operator.cookie, "x-csrf-token": operator.csrf },
      payload: { refund: "full", reason: "Room closed for repairs" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await refundsOf(code)).reduce((sum, r) => sum + r.amountPaise, 0)).toBe(before.totalPaise + changed!.differenceTotalPaise);
    // The cancellation's credit notes join the list and download too.
    const after = await view();
    expect(after.refunds.length).toBeGreaterThan(1);
    for (const r of after.refunds) {
      expect(r.credit_note_url).toBe(`/passy/v1/booking/${code}/refunds/${r.id}/credit-note.pdf`);
      expect((await app.inject({ url: r.credit_note_url, headers: booker.headers })).statusCode).toBe(200);
    }
  });

  it("a change whose hold lapses gives its new slots back and leaves the booking as it was; a payment after that is refunded once", async () => {
    now = TEST_NOW;
    const { booker, room, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const answer = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 20, end_time: 26 });
    expect(answer.json().data.change.status).toBe("pending_payment");
    const orderId = answer.json().data.change.payment.order_id as string;
    expect(await heldBy(code)).toEqual(slotsOf(ROOM_DATE, 20, 26));

    now = new Date(TEST_NOW.getTime() + 11 * MINUTE);
    // Someone else books the slots the change had held, before any sweep: the booking rules lapse the change first.
    const other = await signedInUser(app, now);
    const body = { date: ROOM_DATE, room_id: room.id, start_time: 24, end_time: 26 };
    const total = await priceOf(app, other.headers, { ...body, add_on: [] });
    expect(
      (await createBooking(app, other.headers, { ...body, add_ons: [], total_amount: total, guest_emails: [], notes: "" })).statusCode,
    ).toBe(201);
    expect(await expireHolds(app.db, now)).toBeGreaterThanOrEqual(0);
    expect((await changesOf(code))[0]).toMatchObject({ status: "lapsed" });
    expect(await heldBy(code)).toEqual(slotsOf(ROOM_DATE, 20, 24));
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 24 });

    // The payment arrives late, twice: refunded once, in full, and the booking stays as it was.
    const headers = await signInAgain(booker);
    const late = await payChange(code, headers, orderId, "pay_test_late_change");
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.change.status).toBe("lapsed");
    expect(late.json().meta.message).toContain("hold on this change lapsed");
    await payChange(code, headers, orderId, "pay_test_late_change");
    const made = await refundsOf(code);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      reason: "change",
      paymentId: "pay_test_late_change",
      amountPaise: answer.json().data.change.payment.amount,
    });
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 24, status: "confirmed" });
  });

  it("a shorter time costs less: moved at once, the difference refunded once with a credit note; a later cancellation refunds only what remains", async () => {
    now = TEST_NOW;
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const before = (await bookingRow(app, code))!;
    const answer = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 22, end_time: 24 });
    expect(answer.statusCode, answer.body).toBe(200);
    const half = before.totalPaise / 2;
    expect(answer.json().data).toMatchObject({ start_time: 22, end_time: 24, change: { status: "applied", difference: -half / 100 } });
    expect(answer.json().data.change.refund).toMatchObject({ amount: half / 100, status: "requested" });
    expect(await heldBy(code)).toEqual(slotsOf(ROOM_DATE, 22, 24));
    const [refund] = await refundsOf(code);
    expect(refund).toMatchObject({ reason: "change", amountPaise: half, paymentId: before.paymentId });
    expect(refund!.taxablePaise + refund!.cgstPaise + refund!.sgstPaise + refund!.igstPaise).toBe(half);
    expect(refund!.creditNoteNumber).toMatch(/^WB\/CN\//);
    const mail = (await changeMails(code))[0]!;
    expect(mail.text).toContain("less: that is refunded");
    expect(mail.attachments?.some((a) => a.filename.startsWith(`credit-note-${code}`))).toBe(true);

    // The refund goes through the outbox and the gateway once, however often it is retried.
    const gateway = app.testGateway!;
    gateway.failNextRefunds = 1;
    const transports = { refund: refundTransport(app.checkout, clock) };
    await processOutboxOnce(app.db, transports, now);
    now = new Date(now.getTime() + 5 * MINUTE);
    await processOutboxOnce(app.db, transports, now);
    expect(await eventually(async () => (await refundsOf(code))[0]?.status === "processed")).toBe(true);
    expect([...gateway.refundsMade.keys()].filter((k) => k.startsWith(`wb-refund-${code}-change-`))).toHaveLength(1);

    // The full refund of a cancellation now is what is left: never more than was captured.
    const quote = (await app.inject({ url: `/passy/v1/booking/${code}/cancellation`, headers: booker.headers })).json().data;
    expect(quote.refund.amount).toBe(half / 100);
    expect((await app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers })).statusCode).toBe(200);
    const all = await refundsOf(code);
    expect(all.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(before.totalPaise);
  });

  it("changes add-ons: more is paid before it applies, fewer is refunded; bad items and the same list are 4xx and change nothing", async () => {
    now = TEST_NOW;
    const meal = await mealsItemAt(app, 20);
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const addMore = await changeAddOns(code, booker.headers, [{ id: meal, qty: 2 }]);
    expect(addMore.statusCode, addMore.body).toBe(200);
    const change = addMore.json().data.change;
    expect(change.status).toBe("pending_payment");
    expect(
      await app.db
        .select()
        .from(bookingAddOns)
        .where(eq(bookingAddOns.bookingId, (await bookingRow(app, code))!.id)),
    ).toHaveLength(0);
    expect((await payChange(code, booker.headers, change.payment.order_id)).statusCode).toBe(200);
    const rowsAfter = await app.db
      .select()
      .from(bookingAddOns)
      .where(eq(bookingAddOns.bookingId, (await bookingRow(app, code))!.id));
    expect(rowsAfter.map((a) => [a.foodOptionId, a.qty])).toEqual([[meal, 2]]);
    const mail = (await changeMails(code)).at(-1)!;
    expect(mail.text).toContain("Add-ons were: none");
    // The original invoice stays as issued (no add-ons); the booking's documents show the current ones.
    const facts = await documentFacts(app.checkout, (await bookingRow(app, code))!);
    expect(facts.invoicedAddOns).toEqual([]);
    expect(facts.addOns.map((a) => a.qty)).toEqual([2]);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/^invoice-.*\.pdf$/)]);

    // Bad inputs: 4xx, nothing changes.
    const stranger = await signedInUser(app, now);
    expect((await changeAddOns(code, stranger.headers, [])).statusCode).toBe(404);
    const same = await changeAddOns(code, booker.headers, [{ id: meal, qty: 2 }]);
    expect(same.statusCode).toBe(400);
    expect(same.json().meta.message).toContain("already has");
    expect((await changeAddOns(code, booker.headers, [{ id: meal, qty: 0 }])).statusCode).toBe(400);
    expect((await changeAddOns(code, booker.headers, [{ id: 999_999, qty: 1 }])).statusCode).toBeGreaterThanOrEqual(400);
    expect((await changeAddOns(code, booker.headers, "lunch")).statusCode).toBe(400);
    expect(await changesOf(code)).toHaveLength(1);

    // Down to one: the difference is refunded at once, with its credit note.
    const fewer = await changeAddOns(code, booker.headers, [{ id: meal, qty: 1 }]);
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().data.change).toMatchObject({ status: "applied" });
    expect(fewer.json().data.change.difference).toBeLessThan(0);
    const [refund] = await refundsOf(code);
    expect(refund).toMatchObject({ reason: "change", amountPaise: -Math.round(fewer.json().data.change.difference * 100) });
  });

  it("the change cut-off is inclusive to the second; a reschedule refused for a taken, past or backwards time changes nothing", async () => {
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
    const deadline = new Date(ROOM_STARTS.getTime() - 120 * MINUTE);
    now = new Date(deadline.getTime() + 1000);
    const late = await reschedule(code, await signInAgain(booker), { date: ROOM_DATE, start_time: 20, end_time: 22 });
    expect(late.statusCode).toBe(409);
    expect(late.json().meta.message).toContain("only with at least 2 hours' notice");
    const lateAddOns = await changeAddOns(code, await signInAgain(booker), []);
    expect(lateAddOns.statusCode).toBe(409);
    expect(await changesOf(code)).toHaveLength(0);
    now = deadline;
    const onTime = await reschedule(code, await signInAgain(booker), { date: ROOM_DATE, start_time: 20, end_time: 22 });
    expect(onTime.statusCode, onTime.body).toBe(200);
    now = TEST_NOW;
    const headers = await signInAgain(booker);
    expect((await reschedule(code, headers, { date: "2026-11-20", start_time: 20, end_time: 24 })).statusCode).toBe(400);
    expect((await reschedule(code, headers, { date: ROOM_DATE, start_time: 24, end_time: 22 })).statusCode).toBe(400);
    expect((await reschedule(code, headers, { date: ROOM_DATE, start_time: 20 })).statusCode).toBe(400);
    expect(await bookingRow(app, code)).toMatchObject({ startSlot: 20, endSlot: 22 });
  });

  it("a dearer reschedule and a cancel at the same time resolve to one outcome: cancelled, no slots held, a late change payment refunded", async () => {
    for (let round = 0; round < 3; round += 1) {
      now = TEST_NOW;
      const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms);
      const [moved, cancelled] = await Promise.all([
        reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 20, end_time: 28 }),
        app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers }),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await bookingRow(app, code)).toMatchObject({ status: "cancelled" });
      expect(await heldBy(code)).toEqual([]);
      const pending = (await changesOf(code)).filter((c) => c.status === "pending_payment");
      expect(pending).toHaveLength(0);
      if (moved.statusCode === 200) {
        // The change came first and waited for its payment; paying it now refunds it.
        const orderId = moved.json().data.change.payment.order_id as string;
        const paid = await payChange(code, booker.headers, orderId);
        expect(paid.json().data.change.status).toBe("lapsed");
        expect((await refundsOf(code)).filter((r) => r.reason === "change")).toHaveLength(1);
        expect(await bookingRow(app, code)).toMatchObject({ status: "cancelled", startSlot: 20, endSlot: 24 });
      } else {
        expect(moved.statusCode).toBe(409);
      }
      expect((await refundsOf(code)).filter((r) => r.reason === "customer_cancellation")).toHaveLength(1);
    }
  });
});
