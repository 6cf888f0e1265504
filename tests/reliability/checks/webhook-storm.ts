// Webhook storm: 100 identical signed webhooks plus success callbacks for one payment, over
// both instances at once: exactly one confirmation, one confirmation e-mail, one invoice number.
import { eq, like, sql } from "drizzle-orm";
import { bookings, outbox } from "@workbay/db/schema";
import {
  freeMeetingRooms,
  jsonCall,
  makeBookers,
  paymentIdFor,
  priceOf,
  successCallback,
  Tally,
  webhookCall,
  weekdayAhead,
  type CheckResult,
  type Harness,
} from "../fixtures";
import { json, send } from "../http";

async function invoiceSequence(h: Harness): Promise<number> {
  const result = (await h.db.execute(
    sql`select case when is_called then last_value else last_value - 1 end::int as n from invoice_number_seq`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

export async function webhookStormCheck(h: Harness, options: { webhooks: number; callbacks: number }): Promise<CheckResult> {
  const started = Date.now();
  const date = weekdayAhead(1);
  const [room] = await freeMeetingRooms(h.db, date, 1);
  if (!room) throw new Error("webhook storm: no free meeting room");
  const [booker] = await makeBookers(h, 1, "storm");
  const request = { date, room_id: room.id, start_time: room.startTime, end_time: room.startTime + 2 };
  const total = await priceOf(h, booker!, request);
  const created = await send(
    h.instances[0].url,
    jsonCall("POST", "/passy/v1/booking", booker!.headers, { ...request, total_amount: total, terms_accepted: true }),
  );
  if (created.status !== 201) throw new Error(`webhook storm: booking answered ${created.status} ${created.text.slice(0, 200)}`);
  const order = json(created).data as { b_id: string; order_id: string };
  const paymentId = paymentIdFor();
  const invoicesBefore = await invoiceSequence(h);

  const webhook = webhookCall(h, { id: `evt_storm_${h.runId}`, orderId: order.order_id, paymentId });
  const callback = successCallback(h, booker!, order, paymentId);
  const calls = [...Array.from({ length: options.webhooks }, () => webhook), ...Array.from({ length: options.callbacks }, () => callback)];
  const tally = new Tally();
  await Promise.all(calls.map((call, i) => send(h.instances[i % 2]!.url, call).then((answer) => tally.add(call, answer))));

  const [row] = await h.db.select().from(bookings).where(eq(bookings.code, order.b_id));
  const confirmations = await h.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `booking-confirmed:${order.b_id}`));
  const anyMail = await h.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${order.b_id}%`));
  const invoicesUsed = (await invoiceSequence(h)) - invoicesBefore;
  const findings = [
    `${tally.count} deliveries (${options.webhooks} identical webhooks, ${options.callbacks} callbacks) over both instances: ${tally.summary()}`,
    `booking ${order.b_id}: ${row?.status}, invoice ${row?.invoiceNumber ?? "none"}; confirmation e-mails ${confirmations.length}; e-mails naming it ${anyMail.length}; invoice numbers drawn ${invoicesUsed}`,
  ];
  const breaches: string[] = [];
  if (row?.status !== "confirmed") breaches.push(`booking is ${row?.status}, not confirmed`);
  if (confirmations.length !== 1) breaches.push(`${confirmations.length} confirmation e-mails, expected 1`);
  if (invoicesUsed !== 1 || !row?.invoiceNumber) breaches.push(`${invoicesUsed} invoice numbers drawn, expected 1`);
  if (tally.fiveXx.length > 0) breaches.push(`${tally.fiveXx.length} 5xx, e.g. ${tally.fiveXx[0]!.call} -> ${tally.fiveXx[0]!.text}`);
  const refused = tally.count - (tally.statuses.get(200) ?? 0);
  if (refused > 0) breaches.push(`${refused} deliveries not answered 200 (${tally.summary()})`);
  return { name: "webhook storm", requests: tally.count, p99Ms: tally.p(99), findings, breaches, seconds: (Date.now() - started) / 1000 };
}
