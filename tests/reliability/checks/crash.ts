// Crash: kill -9 of instance A while it confirms a batch of paid bookings with guests, restart
// it, redeliver every callback and webhook; every paid booking must end confirmed with exactly
// one confirmation e-mail and each guest invited exactly once (outbox rows by dedupe key).
import { and, eq, inArray, like } from "drizzle-orm";
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
  type Booker,
  type CheckResult,
  type Harness,
} from "../fixtures";
import { json, send } from "../http";
import { killHard, startInstance, type InstanceOptions } from "../instances";

type Paid = { booker: Booker; order: { b_id: string; order_id: string }; paymentId: string; guests: string[] };

export async function crashCheck(h: Harness, options: { bookings: number; restart: InstanceOptions }): Promise<CheckResult> {
  const started = Date.now();
  const [a, b] = h.instances;
  const date = weekdayAhead(2);
  const rooms = await freeMeetingRooms(h.db, date, Math.ceil(options.bookings / 4));
  const bookers = await makeBookers(h, options.bookings, "crash");
  const tally = new Tally();
  const paid: Paid[] = [];
  // Each booker holds 2 slots of a room; four bookers per room, one after another.
  const prices = new Map<string, number>();
  for (let i = 0; i < options.bookings; i += 1) {
    const room = rooms[Math.floor(i / 4)];
    if (!room) throw new Error("crash: not enough free meeting rooms");
    const start = room.startTime + (i % 4) * 2;
    const request = { date, room_id: room.id, start_time: start, end_time: start + 2 };
    const key = `${room.id}-${start}`;
    if (!prices.has(key)) prices.set(key, await priceOf(h, bookers[i]!, request));
    const guests = [`guest-a-${i}-${h.runId}@reliability.test`, `guest-b-${i}-${h.runId}@reliability.test`];
    const call = jsonCall("POST", "/passy/v1/booking", bookers[i]!.headers, {
      ...request,
      total_amount: prices.get(key),
      guest_emails: guests,
      terms_accepted: true,
    });
    const answer = tally.add(call, await send(b.url, call));
    if (answer.status !== 201) throw new Error(`crash: booking answered ${answer.status} ${answer.text.slice(0, 200)}`);
    paid.push({ booker: bookers[i]!, order: json(answer).data, paymentId: paymentIdFor(), guests });
  }
  const codes = paid.map((p) => p.order.b_id);
  const confirmedCount = async () =>
    (
      await h.db
        .select({ code: bookings.code })
        .from(bookings)
        .where(and(inArray(bookings.code, codes), eq(bookings.status, "confirmed")))
    ).length;

  // All success callbacks to A at once; kill -9 A as soon as a quarter of them are confirmed,
  // while the rest are between their status change and their e-mails, or not started.
  const inFlight = paid.map((p) => {
    const call = successCallback(h, p.booker, p.order, p.paymentId);
    return send(a.url, call).then((answer) => (answer.status === 0 ? answer : tally.add(call, answer)));
  });
  const killAt = Math.max(1, Math.floor(options.bookings / 4));
  const deadline = Date.now() + 30_000;
  while ((await confirmedCount()) < killAt && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
  await killHard(a);
  const confirmedAtKill = await confirmedCount();
  const cut = (await Promise.all(inFlight)).filter((answer) => answer.status === 0).length;

  await startInstance(a, { ...options.restart, seed: false });
  // Redelivery: the page's callbacks again and the provider's webhooks, over both instances.
  const redeliveries = paid.flatMap((p, i) => [
    { call: successCallback(h, p.booker, p.order, p.paymentId), instance: h.instances[i % 2]! },
    {
      call: webhookCall(h, { id: `evt_crash_${p.order.b_id}`, orderId: p.order.order_id, paymentId: p.paymentId }),
      instance: h.instances[(i + 1) % 2]!,
    },
  ]);
  await Promise.all(redeliveries.map(({ call, instance }) => send(instance.url, call).then((answer) => tally.add(call, answer))));

  const rows = await h.db.select().from(bookings).where(inArray(bookings.code, codes));
  const mails = await h.db.select({ key: outbox.dedupeKey }).from(outbox).where(like(outbox.dedupeKey, "%:WB%"));
  const countKey = (key: string) => mails.filter((m) => m.key === key).length;
  let notConfirmed = 0;
  let confirmationsWrong = 0;
  let invitesWrong = 0;
  const examples: string[] = [];
  for (const p of paid) {
    const row = rows.find((r) => r.code === p.order.b_id);
    if (row?.status !== "confirmed") notConfirmed += 1;
    const confirmations = countKey(`booking-confirmed:${p.order.b_id}`);
    if (confirmations !== 1) {
      confirmationsWrong += 1;
      if (examples.length < 3) examples.push(`${p.order.b_id}: ${row?.status}, ${confirmations} confirmation e-mails`);
    }
    for (const guest of p.guests) if (countKey(`guest-invite:${p.order.b_id}:${guest}`) !== 1) invitesWrong += 1;
  }
  const findings = [
    `${options.bookings} paid bookings with 2 guests each; A killed (-9) with ${confirmedAtKill} confirmed, ${cut} callbacks cut off; A restarted; ${redeliveries.length} redeliveries: ${tally.summary()}`,
    `after redelivery: ${options.bookings - notConfirmed} confirmed; ${confirmationsWrong} bookings without exactly 1 confirmation e-mail; ${invitesWrong} of ${options.bookings * 2} guests not invited exactly once`,
  ];
  if (examples.length > 0) findings.push(`e.g. ${examples.join("; ")}`);
  const breaches: string[] = [];
  if (notConfirmed > 0) breaches.push(`${notConfirmed} paid bookings not confirmed`);
  if (confirmationsWrong > 0) breaches.push(`${confirmationsWrong} paid bookings without exactly one confirmation e-mail`);
  if (invitesWrong > 0) breaches.push(`${invitesWrong} guests not invited exactly once`);
  if (tally.fiveXx.length > 0) breaches.push(`${tally.fiveXx.length} 5xx, e.g. ${tally.fiveXx[0]!.call} -> ${tally.fiveXx[0]!.text}`);
  return { name: "crash", requests: tally.count + cut, p99Ms: tally.p(99), findings, breaches, seconds: (Date.now() - started) / 1000 };
}
