// Access: a second account (and no account) against every call about the first account's
// booking: view, note, guests, calendar, invoice, payment state, retry, release, payment
// callbacks (with a valid signature) and the profile. No call may succeed, and nothing changes.
import { eq } from "drizzle-orm";
import { bookingGuests, bookings } from "@workbay/db/schema";
import {
  freeMeetingRooms,
  jsonCall,
  makeBookers,
  paymentIdFor,
  priceOf,
  successCallback,
  Tally,
  weekdayAhead,
  type CheckResult,
  type Harness,
} from "../fixtures";
import { json, send, type Call } from "../http";

type Operation = { method: string; path: string };

export async function accessCheck(h: Harness, operations: Operation[]): Promise<CheckResult> {
  const started = Date.now();
  const date = weekdayAhead(3);
  const rooms = await freeMeetingRooms(h.db, date, 2);
  const [owner, intruder] = await makeBookers(h, 2, "access");
  const book = async (room: (typeof rooms)[number]) => {
    const request = { date, room_id: room.id, start_time: room.startTime, end_time: room.startTime + 2 };
    const total = await priceOf(h, owner!, request);
    const answer = await send(
      h.instances[0].url,
      jsonCall("POST", "/passy/v1/booking", owner!.headers, {
        ...request,
        total_amount: total,
        guest_emails: [`guest-${h.runId}@reliability.test`],
        terms_accepted: true,
      }),
    );
    if (answer.status !== 201) throw new Error(`access: booking answered ${answer.status} ${answer.text.slice(0, 200)}`);
    return json(answer).data as { b_id: string; order_id: string };
  };
  // One confirmed booking (documents, guests) and one still pending (payment, retry, release).
  const confirmed = await book(rooms[0]!);
  const pay = await send(h.instances[0].url, successCallback(h, owner!, confirmed, paymentIdFor()));
  if (pay.status !== 200) throw new Error(`access: payment answered ${pay.status}`);
  const pending = await book(rooms[1]!);
  const snapshot = async () => ({
    bookings: await h.db.select().from(bookings).where(eq(bookings.userId, owner!.user.id)),
    guests: (await h.db.select().from(bookingGuests)).length,
  });
  const before = await snapshot();

  const bodies: Record<string, (code: string, order: string) => unknown> = {
    "PATCH /passy/v1/booking/{bookingId}": () => ({ notes: "changed by someone else" }),
    "POST /passy/v1/booking/{bookingId}/guests": () => ({ guest_emails: ["intruder@reliability.test"] }),
    "POST /passy/v1/payment/fail": (code) => ({ b_id: code, error: "x" }),
    // Well-formed changes (issue 16): the refusal must be about whose booking it is, not the body.
    "POST /passy/v1/booking/{bookingId}/transfer": () => ({ date: weekdayAhead(5) }),
    "POST /passy/v1/booking/{bookingId}/reschedule": () => ({ date: weekdayAhead(5), start_time: 22, end_time: 24 }),
    "POST /passy/v1/booking/{bookingId}/add-ons": () => ({ add_on: [] }),
    "POST /passy/v1/booking/{bookingId}/change-payment": (_code, order) => ({
      razorpay_order_id: order,
      paymentId: paymentIdFor(),
      razorpay_signature: "0".repeat(64),
    }),
  };
  const calls: { call: Call; who: string }[] = [];
  const aboutBookings = operations.filter(
    (op) =>
      op.path.includes("{bookingId}") ||
      op.path === "/passy/v1/booking/view" ||
      op.path.startsWith("/passy/v1/payment/") ||
      op.path === "/passy/v2/payment/success",
  );
  for (const target of [confirmed, pending]) {
    for (const op of aboutBookings) {
      if (op.path === "/passy/v1/payment/webhook") continue; // signed by the provider, not a user's call
      const key = `${op.method} ${op.path}`;
      let call: Call;
      if (op.path === "/passy/v2/payment/success") {
        // A valid signature for the owner's order, sent with the intruder's session.
        const valid = successCallback(h, owner!, target, paymentIdFor());
        call = { ...valid, headers: { ...valid.headers, ...intruder!.headers } };
      } else {
        const path =
          op.path === "/passy/v1/booking/view"
            ? `${op.path}?parent_booking_id=${target.b_id}`
            : op.path.replace("{bookingId}", target.b_id).replace(/\{(changeId|refundId)\}/g, "1");
        const body = bodies[key]?.(target.b_id, target.order_id) ?? (["POST", "PATCH", "PUT"].includes(op.method) ? {} : undefined);
        call = jsonCall(op.method, path, intruder!.headers, body);
      }
      calls.push({ call, who: "second account" });
      const anonymous = { ...call, headers: Object.fromEntries(Object.entries(call.headers ?? {}).filter(([k]) => k !== "authorization")) };
      calls.push({ call: anonymous, who: "no account" });
    }
  }
  const tally = new Tally();
  const successes: string[] = [];
  const unexpected: string[] = [];
  for (const [i, { call, who }] of calls.entries()) {
    const answer = tally.add(call, await send(h.instances[i % 2]!.url, call));
    if (answer.status >= 200 && answer.status < 400) successes.push(`${who}: ${call.method} ${call.path} -> ${answer.status}`);
    else if (![401, 403, 404].includes(answer.status))
      unexpected.push(`${who}: ${call.method} ${call.path} -> ${answer.status} ${answer.text.slice(0, 120)}`);
  }
  // The profile: the second account sees its own, never the owner's details.
  const profile = await send(h.instances[1].url, jsonCall("GET", "/passy/v1/profile", intruder!.headers));
  tally.add({ method: "GET", path: "/passy/v1/profile" }, profile);
  const leaked = profile.text.includes(owner!.user.email!) || profile.text.includes(owner!.user.id);
  const after = await snapshot();
  const changed = JSON.stringify(before) !== JSON.stringify(after);

  const findings = [
    `${calls.length} calls (${aboutBookings.length - 1} operations x 2 bookings x {second account, no account}) + profile: ${tally.summary()}`,
  ];
  const breaches: string[] = [];
  if (successes.length > 0) breaches.push(`${successes.length} calls succeeded: ${successes.slice(0, 3).join("; ")}`);
  if (unexpected.length > 0) breaches.push(`${unexpected.length} answers not 401/403/404: ${unexpected.slice(0, 3).join("; ")}`);
  if (leaked) breaches.push("the second account's profile answer names the first account");
  if (changed) breaches.push("the first account's bookings or guests changed");
  return { name: "access", requests: tally.count, p99Ms: tally.p(99), findings, breaches, seconds: (Date.now() - started) / 1000 };
}
