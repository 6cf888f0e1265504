import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, like, sql } from "drizzle-orm";
import { bookingGuests, outbox, paymentEvents } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, freeMeetingRoom, priceOf, signedInUser, testPayment, webhookDelivery } from "./checkout-helpers";

const DATE = "2026-11-27"; // Friday

/**
 * Side effects commit with the state change that causes them (STYLE.md habit 12): a fault
 * after the booking's status change, inside its transaction, rolls everything back, and the
 * next delivery confirms and writes each message exactly once. The fault is a trigger that
 * refuses outbox rows, so the code under test is the production code, unchanged.
 */
describe.each(testDatabaseKinds())("transactional side effects on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const usedRooms: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now, poolSize: 10 });
    await app.db.execute(sql.raw(`create table injected_faults (dedupe_key_like text primary key)`));
    await app.db.execute(
      sql.raw(`
      create function refuse_faulty_outbox_rows() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from injected_faults where new.dedupe_key like dedupe_key_like) then
          raise exception 'injected fault: outbox row %', new.dedupe_key;
        end if;
        return new;
      end $$
    `),
    );
    await app.db.execute(
      sql.raw(`create trigger outbox_faults before insert on outbox for each row execute function refuse_faulty_outbox_rows()`),
    );
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    now = TEST_NOW;
    await app.db.execute(sql`delete from injected_faults`);
  });

  const injectFault = (pattern: string) => app.db.execute(sql`insert into injected_faults values (${pattern})`);
  const clearFaults = () => app.db.execute(sql`delete from injected_faults`);
  const messagesOf = (code: string) =>
    app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `%:${code}%`));
  const keysOf = async (code: string) => (await messagesOf(code)).map((m) => m.dedupeKey).sort();

  async function pendingBooking(guests: string[]) {
    const booker = await signedInUser(app, now);
    const room = await freeMeetingRoom(app, DATE, usedRooms);
    usedRooms.push(room.id);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const created = await createBooking(app, booker.headers, {
      ...body,
      total_amount: await priceOf(app, booker.headers, body),
      guest_emails: guests,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { booker, room, order: created.json().data as { b_id: string; order_id: string } };
  }

  function callback(
    booker: { headers: Record<string, string> },
    order: { b_id: string; order_id: string },
    paymentId: string,
    signature: string,
  ) {
    return app.inject({
      method: "POST",
      url: "/passy/v2/payment/success",
      headers: booker.headers,
      payload: { razorpay_order_id: order.order_id, paymentId, razorpay_signature: signature, b_id: order.b_id },
    });
  }

  it("rolls the confirmation back when writing its messages fails, then confirms and writes each message once on redelivery", async () => {
    const { booker, order } = await pendingBooking(["crash.guest@example.com"]);
    const { paymentId, signature } = testPayment(app, order.order_id);

    // The confirmation e-mail is written, then the guest invitation fails: a crash at that instant.
    await injectFault(`guest-invite:${order.b_id}:%`);
    const crashed = await callback(booker, order, paymentId, signature);
    expect(crashed.statusCode).toBe(500);
    const webhookCrash = await app.inject(
      webhookDelivery(app, { event: "payment.captured", id: `evt_crash_${order.b_id}`, orderId: order.order_id, paymentId }),
    );
    expect(webhookCrash.statusCode).toBe(500);
    const untouched = await bookingRow(app, order.b_id);
    expect(untouched).toMatchObject({ status: "pending_payment", invoiceNumber: null, confirmedAt: null, paymentId: null });
    expect(await keysOf(order.b_id)).toEqual([]);
    // The failed webhook delivery released its event, so the provider's retry is applied.
    const [event] = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_crash_${order.b_id}`));
    expect(event!.claimedUntil!.getTime()).toBeLessThanOrEqual(now.getTime());

    await clearFaults();
    const retries = await Promise.all([
      app.inject(webhookDelivery(app, { event: "payment.captured", id: `evt_crash_${order.b_id}`, orderId: order.order_id, paymentId })),
      callback(booker, order, paymentId, signature),
      app.inject(webhookDelivery(app, { event: "order.paid", id: `evt_crash2_${order.b_id}`, orderId: order.order_id, paymentId })),
      callback(booker, order, paymentId, signature),
    ]);
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(retries[0]!.json().data).toEqual({ applied: true, reason: "payment.captured" });
    const confirmed = await bookingRow(app, order.b_id);
    expect(confirmed).toMatchObject({ status: "confirmed", paymentId });
    expect(confirmed!.invoiceNumber).toMatch(/^WB\/2026-27\/\d{6}$/);
    expect(await keysOf(order.b_id)).toEqual([`booking-confirmed:${order.b_id}`, `guest-invite:${order.b_id}:crash.guest@example.com`]);
    const confirmation = (await messagesOf(order.b_id)).find((m) => m.dedupeKey?.startsWith("booking-confirmed:"))!;
    expect(confirmation.attachments?.map((a) => a.filename)).toEqual([`${order.b_id}.ics`, `invoice-${order.b_id}.pdf`]);
    expect(confirmation.to).toBe(booker.user.email);

    // More deliveries: same invoice number, nothing new.
    await callback(booker, order, paymentId, signature);
    expect((await bookingRow(app, order.b_id))!.invoiceNumber).toBe(confirmed!.invoiceNumber);
    expect(await messagesOf(order.b_id)).toHaveLength(2);
  });

  it("re-creates the messages of an already confirmed booking once when they are missing, without a second invoice number", async () => {
    const { booker, order } = await pendingBooking(["first.guest@example.com", "second.guest@example.com"]);
    const { paymentId, signature } = testPayment(app, order.order_id);
    expect((await callback(booker, order, paymentId, signature)).statusCode).toBe(200);
    const confirmed = await bookingRow(app, order.b_id);
    expect(await messagesOf(order.b_id)).toHaveLength(3);

    // The rows are lost (say, a restore of an older outbox): redeliveries put them back, once.
    await app.db.delete(outbox).where(like(outbox.dedupeKey, `%:${order.b_id}%`));
    const redeliveries = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        app.inject(
          webhookDelivery(app, { event: "payment.captured", id: `evt_again_${order.b_id}_${i}`, orderId: order.order_id, paymentId }),
        ),
      ),
      callback(booker, order, paymentId, signature),
      callback(booker, order, paymentId, signature),
    ]);
    expect(redeliveries.map((r) => r.statusCode)).toEqual(redeliveries.map(() => 200));
    expect(await keysOf(order.b_id)).toEqual([
      `booking-confirmed:${order.b_id}`,
      `guest-invite:${order.b_id}:first.guest@example.com`,
      `guest-invite:${order.b_id}:second.guest@example.com`,
    ]);
    const after = await bookingRow(app, order.b_id);
    expect(after!.invoiceNumber).toBe(confirmed!.invoiceNumber);
    expect(after!.confirmedAt).toEqual(confirmed!.confirmedAt);
  });

  it("writes the refund notice of a late payment in the transaction that marks it, and puts it back once when missing", async () => {
    const { booker, room, order } = await pendingBooking([]);
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    const other = await signedInUser(app, now);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    expect((await createBooking(app, other.headers, { ...body, total_amount: await priceOf(app, other.headers, body) })).statusCode).toBe(
      201,
    );

    const { paymentId, signature } = testPayment(app, order.order_id);
    await injectFault(`booking-refund:${order.b_id}`);
    expect((await callback(booker, order, paymentId, signature)).statusCode).toBe(500);
    expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "expired", refundRequired: false, paymentId: null });

    await clearFaults();
    expect((await callback(booker, order, paymentId, signature)).json().data).toMatchObject({ refund_required: true });
    expect(await keysOf(order.b_id)).toEqual([`booking-refund:${order.b_id}`]);
    await app.db.delete(outbox).where(eq(outbox.dedupeKey, `booking-refund:${order.b_id}`));
    await Promise.all([callback(booker, order, paymentId, signature), callback(booker, order, paymentId, signature)]);
    expect(await keysOf(order.b_id)).toEqual([`booking-refund:${order.b_id}`]);
  });

  it("adds guests to a confirmed booking only together with their invitations", async () => {
    const { booker, order } = await pendingBooking([]);
    const { paymentId, signature } = testPayment(app, order.order_id);
    expect((await callback(booker, order, paymentId, signature)).statusCode).toBe(200);
    const row = await bookingRow(app, order.b_id);
    const invite = () =>
      app.inject({
        method: "POST",
        url: `/passy/v1/booking/${order.b_id}/guests`,
        headers: booker.headers,
        payload: { guest_emails: ["late.guest@example.com"] },
      });

    await injectFault(`guest-invite:${order.b_id}:%`);
    expect((await invite()).statusCode).toBe(500);
    expect(await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, row!.id))).toEqual([]);

    await clearFaults();
    const answers = await Promise.all([invite(), invite(), invite()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await app.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, row!.id))).map((g) => g.email)).toEqual([
      "late.guest@example.com",
    ]);
    expect(await keysOf(order.b_id)).toEqual([`booking-confirmed:${order.b_id}`, `guest-invite:${order.b_id}:late.guest@example.com`]);
  });

  it("applies a webhook event whose earlier delivery died mid-way once its claim lapses, and each event id once", async () => {
    const { order } = await pendingBooking([]);
    const { paymentId } = testPayment(app, order.order_id);
    const eventId = `evt_dead_${order.b_id}`;
    // A delivery claimed the event and was killed before applying it.
    await app.db
      .insert(paymentEvents)
      .values({ eventId, kind: "payment.captured", receivedAt: now, claimedUntil: new Date(now.getTime() + 60_000) });
    const during = await app.inject(webhookDelivery(app, { event: "payment.captured", id: eventId, orderId: order.order_id, paymentId }));
    expect(during.json().data).toEqual({ applied: false, reason: "duplicate event" });
    expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "pending_payment" });

    now = new Date(TEST_NOW.getTime() + 3 * 60_000);
    const deliveries = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject(webhookDelivery(app, { event: "payment.captured", id: eventId, orderId: order.order_id, paymentId })),
      ),
    );
    const results = deliveries.map((d) => d.json().data as { applied: boolean });
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await bookingRow(app, order.b_id)).toMatchObject({ status: "confirmed" });
    const [event] = await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
    expect(event!.claimedUntil).toBeNull();
    expect(await keysOf(order.b_id)).toEqual([`booking-confirmed:${order.b_id}`]);
  });
});
