// Cancellation policies, customer cancellations and refunds (issue 16, decision 0028). A
// cancellation is one conditional update (confirmed -> cancelled), so of any number of
// concurrent attempts exactly one moves the booking; that transaction frees its slots or
// passes, records the refund with its credit note number and writes the outbox rows that start
// the refund and send the e-mails. A refund becomes processed by one conditional update too.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { bookingChanges, bookings, cancellationPolicies, creditNoteNumberSeq, refunds, type CreditNoteContent } from "../schema";
import { availabilityChanged, changeOf } from "../availability-changes";
import { freeInventory, type BookingRow } from "./bookings-repository";
import { recordIssuedDocument } from "./issued-documents-repository";

export type RefundRow = typeof refunds.$inferSelect;
export type PolicyRow = typeof cancellationPolicies.$inferSelect;

export async function findCancellationPolicy(db: Database, productTypeId: number): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(cancellationPolicies).where(eq(cancellationPolicies.productTypeId, productTypeId));
  return row;
}

export async function listCancellationPolicies(db: Database): Promise<PolicyRow[]> {
  return db.select().from(cancellationPolicies).orderBy(cancellationPolicies.productTypeId);
}

/** Stores a product type's policy (the operator's CLI and tests; the console later). */
export async function saveCancellationPolicy(
  db: Database,
  policy: Pick<PolicyRow, "productTypeId" | "refundTiers" | "forfeitAfterWindow" | "transferNoticeMinutes">,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(cancellationPolicies)
    .values({ ...policy, updatedAt: now })
    .onConflictDoUpdate({
      target: cancellationPolicies.productTypeId,
      set: {
        refundTiers: policy.refundTiers,
        forfeitAfterWindow: policy.forfeitAfterWindow,
        transferNoticeMinutes: policy.transferNoticeMinutes,
        updatedAt: now,
      },
    });
}

export async function nextCreditNoteSequence(tx: Database): Promise<number> {
  const result: unknown = await tx.execute(sql`select nextval(${`${creditNoteNumberSeq.seqName}`}::regclass)::int as next`);
  const next = (result as { rows: { next: number }[] }).rows[0]?.next;
  if (typeof next !== "number") throw new Error("credit note sequence answered nothing");
  return next;
}

export type NewRefund = {
  percent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
};

/** Written in the cancelling transaction, after the booking and its refund (if any) are stored. */
export type CancellationEffects = (tx: Database, booking: BookingRow, refund: RefundRow | undefined, all: RefundRow[]) => Promise<void>;

/**
 * confirmed -> cancelled, once: frees the slots or passes, and, when something is refunded,
 * records the refund (status requested, a credit note number from its own series) in the same
 * transaction with `effects`. `expectedUpdatedAt` ties the cancellation to the booking the
 * customer saw priced. Returns undefined when the booking was no longer confirmed as seen
 * (cancelled meanwhile, or changed): then nothing changed.
 */
export async function cancelConfirmedBooking(
  db: Database,
  input: {
    bookingId: number;
    now: Date;
    /** One refund per payment with something to give back (a charged change is a second payment). */
    refunds: (NewRefund & { paymentId: string; idempotencyKey: string })[];
    gateway: string;
    creditNoteNumber: (sequence: number) => string;
    /** Each refund's credit note as issued, written with its number (decision 0046). */
    creditNoteContent: (tx: Database, booking: BookingRow, refund: RefundRow) => Promise<CreditNoteContent>;
    /** Who cancelled: the customer (default) or an operator from the console. */
    reason?: RefundRow["reason"];
  },
  effects: CancellationEffects,
): Promise<{ booking: BookingRow; refund: RefundRow | undefined; refunds: RefundRow[] } | undefined> {
  const done = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: input.now, updatedAt: input.now })
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, "confirmed")))
      .returning();
    if (!row) return undefined;
    await freeInventory(tx, row);
    // A change waiting for its payment lapses with the booking (its payment, if it comes, goes back).
    await tx
      .update(bookingChanges)
      .set({ status: "lapsed" })
      .where(and(eq(bookingChanges.bookingId, row.id), eq(bookingChanges.status, "pending_payment")));
    const made: RefundRow[] = [];
    for (const part of input.refunds) {
      if (part.amountPaise <= 0) continue;
      const { paymentId, idempotencyKey, ...amounts } = part;
      const sequence = await nextCreditNoteSequence(tx);
      const [refund] = await tx
        .insert(refunds)
        .values({
          bookingId: row.id,
          reason: input.reason ?? "customer_cancellation",
          status: "requested",
          idempotencyKey,
          ...amounts,
          gateway: row.paymentGateway ?? input.gateway,
          paymentId,
          creditNoteNumber: input.creditNoteNumber(sequence),
          requestedAt: input.now,
        })
        .returning();
      if (!refund) throw new Error("refund insert returned nothing");
      await recordIssuedDocument(tx, await input.creditNoteContent(tx, row, refund), { bookingId: row.id, refundId: refund.id });
      made.push(refund);
    }
    await effects(tx, row, made[0], made);
    return { booking: row, refund: made[0], refunds: made };
  });
  if (done) await availabilityChanged(db, [changeOf(done.booking)]);
  return done;
}

export async function findRefundById(db: Database, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function refundsOfBooking(db: Database, bookingId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.id);
}

/** The refund a gateway event names: by the gateway's refund id, else by our idempotency key (sent in its notes). */
export async function findRefundForGatewayEvent(db: Database, gatewayRefundId: string, idempotencyKey: string | undefined) {
  const [byId] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId));
  if (byId || !idempotencyKey) return byId;
  const [byKey] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return byKey;
}

/** The gateway accepted the refund: remember its id (once; a retry gets the same id back). */
export async function recordGatewayRefundId(db: Database, refundId: number, gatewayRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ gatewayRefundId, lastError: null })
    .where(and(eq(refunds.id, refundId), sql`${refunds.gatewayRefundId} is null`));
}

/**
 * requested (or failed) -> processed, once, with `effects` (the refund-processed e-mail) in
 * the same transaction. Returns the row when this call moved it, undefined otherwise.
 */
export async function markRefundProcessed(
  db: Database,
  refundId: number,
  gatewayRefundId: string,
  now: Date,
  effects: (tx: Database, refund: RefundRow) => Promise<void>,
): Promise<RefundRow | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx
      .update(refunds)
      .set({
        status: "processed",
        processedAt: now,
        gatewayRefundId: sql`coalesce(${refunds.gatewayRefundId}, ${gatewayRefundId})`,
        lastError: null,
      })
      .where(and(eq(refunds.id, refundId), inArray(refunds.status, ["requested", "failed"])))
      .returning();
    if (row) await effects(tx, row);
    return row;
  });
}

/** The outbox gave up on starting this refund: it shows as failed (to operators, and to retry by hand). */
export async function markRefundFailed(db: Database, refundId: number, error: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: "failed", lastError: error.slice(0, 1000) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "requested")));
}

export async function recordRefundError(db: Database, refundId: number, error: string): Promise<void> {
  await db
    .update(refunds)
    .set({ lastError: error.slice(0, 1000) })
    .where(eq(refunds.id, refundId));
}

/**
 * The full refund of a payment that arrived after its hold lapsed (the booking marked
 * `refund_required`): one `late_payment` refund per booking, whatever the number of calls (the
 * unique (booking, reason) index), no credit note (no invoice was issued, so no supply is
 * reversed). Written in the transaction that marks the booking, and again on every redelivery;
 * returns the booking's late-payment refund, new or existing.
 */
export async function requestLatePaymentRefund(
  db: Database,
  booking: BookingRow,
  input: { gateway: string; idempotencyKey: string; now: Date },
): Promise<RefundRow | undefined> {
  if (!booking.refundRequired || !booking.paymentId || booking.totalPaise <= 0) return undefined;
  await db
    .insert(refunds)
    .values({
      bookingId: booking.id,
      reason: "late_payment",
      status: "requested",
      idempotencyKey: input.idempotencyKey,
      percent: 100,
      taxablePaise: booking.totalPaise - booking.cgstPaise - booking.sgstPaise - booking.igstPaise,
      cgstPaise: booking.cgstPaise,
      sgstPaise: booking.sgstPaise,
      igstPaise: booking.igstPaise,
      amountPaise: booking.totalPaise,
      gateway: booking.paymentGateway ?? input.gateway,
      paymentId: booking.paymentId,
      requestedAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, booking.id), eq(refunds.reason, "late_payment")));
  return row;
}

/**
 * An operator's retry of a failed refund: failed -> requested, once, with `effects` (the outbox
 * row that asks the gateway again, the audit entry) in the same transaction. Returns the row
 * when this call moved it, undefined when the refund was not failed (any more).
 */
export async function requeueFailedRefund(
  db: Database,
  refundId: number,
  effects: (tx: Database, refund: RefundRow) => Promise<void>,
): Promise<RefundRow | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx
      .update(refunds)
      .set({ status: "requested", lastError: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "failed")))
      .returning();
    if (row) await effects(tx, row);
    return row;
  });
}
