// What the checks share: the database (read for the verdicts, written only to make users and
// sessions, as sign-up and login would), signed payment callbacks and webhooks like the test
// gateway's, and the tally of answers per check.
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@workbay/db/client";
import { insertUser, type UserRecord } from "@workbay/db/repositories/users-repository";
import { rooms, slotHolds } from "@workbay/db/schema";
import { addDaysIso, istNow, weekdayOf } from "@workbay/domain/ist-date";
import { hmacHex, paymentSignature } from "../../apps/api/src/services/payment-gateway";
import { startSession } from "../../apps/api/src/services/sessions";
import { json, percentile, send, type Answer, type Call } from "./http";
import type { Instance } from "./instances";

export type Harness = { db: Database; secretKey: string; instances: [Instance, Instance]; runId: string };

export type Booker = { user: UserRecord; headers: Record<string, string> };

/** Users straight into the database with a session each (sign-up would hit its own limits and the human check). */
export async function makeBookers(h: Harness, count: number, label: string): Promise<Booker[]> {
  const out: Booker[] = [];
  const now = new Date();
  const batch = async (i: number) => {
    const user = await insertUser(h.db, {
      email: `${label}-${h.runId}-${i}@reliability.test`,
      name: `Reliability ${label} ${i}`,
      emailVerified: true,
    });
    const session = await startSession(h.db, h.secretKey, user, now);
    return { user, headers: { authorization: `Bearer ${session.token}` } };
  };
  for (let start = 0; start < count; start += 25) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(25, count - start) }, (_, k) => batch(start + k)))));
  }
  return out;
}

/** The test gateway's secrets, derived from SECRET_KEY exactly as services/payment-gateway.ts does. */
function gatewaySecrets(secretKey: string) {
  return { keySecret: hmacHex(secretKey, "test-gateway-key-secret"), webhookSecret: hmacHex(secretKey, "test-gateway-webhook-secret") };
}

export function successCallback(h: Harness, booker: Booker, order: { b_id: string; order_id: string }, paymentId: string): Call {
  const signature = paymentSignature(gatewaySecrets(h.secretKey).keySecret, order.order_id, paymentId);
  return {
    method: "POST",
    path: "/passy/v2/payment/success",
    headers: { ...booker.headers, "content-type": "application/json" },
    body: JSON.stringify({ razorpay_order_id: order.order_id, paymentId, razorpay_signature: signature, b_id: order.b_id }),
  };
}

export function webhookCall(h: Harness, event: { id: string; orderId: string; paymentId: string; event?: string }): Call {
  const body = JSON.stringify({
    entity: "event",
    event: event.event ?? "payment.captured",
    id: event.id,
    payload: { payment: { entity: { id: event.paymentId, order_id: event.orderId, status: "captured" } } },
  });
  return {
    method: "POST",
    path: "/passy/v1/payment/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(gatewaySecrets(h.secretKey).webhookSecret, body),
      "x-razorpay-event-id": event.id,
    },
    body,
  };
}

export function jsonCall(method: string, path: string, headers: Record<string, string>, body?: unknown): Call {
  return {
    method,
    path,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * The n-th weekday (IST) from 30 days ahead: each check books a date of its own (day passes
 * are weekday-only), past the demo data's bookings, which fill the next weeks.
 */
export function weekdayAhead(n: number): string {
  let date = addDaysIso(istNow(new Date()).date, 30);
  for (let left = n; ; date = addDaysIso(date, 1)) {
    if ([0, 6].includes(weekdayOf(date))) continue;
    if (left === 0) return date;
    left -= 1;
  }
}

/** Bookable meeting rooms (type 1, 60-minute minimum) with no slot taken on the date. */
export async function freeMeetingRooms(db: Database, date: string, count: number) {
  const candidates = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.productTypeId, 1), eq(rooms.slotDuration, 60), eq(rooms.isBookable, true), eq(rooms.isMrb, true)))
    .orderBy(asc(rooms.id));
  const free = [];
  for (const room of candidates) {
    const held = await db
      .select({ slot: slotHolds.slot })
      .from(slotHolds)
      .where(and(eq(slotHolds.roomId, room.id), eq(slotHolds.date, date)))
      .limit(1);
    if (held.length === 0 && room.endTime - room.startTime >= 8) free.push(room);
    if (free.length === count) break;
  }
  return free;
}

/** The server's total for a booking request, from /passy/v1/validate, as the checkout page gets it. */
export async function priceOf(h: Harness, booker: Booker, request: Record<string, unknown>): Promise<number> {
  const answer = await send(h.instances[0].url, jsonCall("POST", "/passy/v1/validate", booker.headers, request));
  const body = json(answer);
  if (answer.status !== 200) throw new Error(`validate answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return body.data.total_amount as number;
}

export function paymentIdFor(): string {
  return `pay_rel_${randomBytes(7).toString("hex")}`;
}

/** The answers of one check: statuses, 5xx, network errors and latencies. */
export class Tally {
  statuses = new Map<number, number>();
  latencies: number[] = [];
  fiveXx: { call: string; headers: string; status: number; text: string }[] = [];
  networkErrors = 0;
  networkErrorExamples: string[] = [];
  unsendable = 0;

  add(call: Call, answer: Answer): Answer {
    if (answer.status === -1) {
      this.unsendable += 1;
      return answer;
    }
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 0) {
      this.networkErrors += 1;
      if (this.networkErrorExamples.length < 3)
        this.networkErrorExamples.push(
          `${call.method} ${call.path.slice(0, 80)} [${call.headers?.["content-type"] ?? "-"}, ${call.body?.length ?? 0} bytes]: ${answer.error}`,
        );
    } else this.latencies.push(answer.ms);
    if (answer.status >= 500)
      this.fiveXx.push({
        call: `${call.method} ${call.path.slice(0, 120)}`,
        headers: `${call.headers?.["content-type"] ?? "-"}, ${call.body?.length ?? 0} bytes`,
        status: answer.status,
        text: answer.text.slice(0, 200),
      });
    return answer;
  }

  get count(): number {
    return [...this.statuses.values()].reduce((a, b) => a + b, 0);
  }

  p(pct: number): number {
    return Math.round(percentile(this.latencies, pct));
  }

  summary(): string {
    return [...this.statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s === 0 ? "neterr" : s}:${n}`)
      .join(" ");
  }
}

export type CheckResult = { name: string; requests: number; p99Ms: number | null; findings: string[]; breaches: string[]; seconds: number };
