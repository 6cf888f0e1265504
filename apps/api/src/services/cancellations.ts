// Customer cancellations and refunds (issue 16, decision 0028). The rule is decideCancellation
// (packages/domain); this module reads the policy, cancels once (the booking, its freed
// inventory, the refund and the outbox rows in one transaction), starts the refund at the gateway
// through the outbox and applies the gateway's refund.processed webhook once.
import type { CancellationQuote, CancellationResult, PolicySummary } from "@workbay/contracts/cancellation";
import { AppError } from "@workbay/domain/app-error";
import {
  decideCancellation,
  defaultCancellationPolicy,
  describePolicy,
  refundDeadlines,
  refundOfAmount,
  refundShare,
  type CancellableBooking,
  type CancellationDecision,
  type CancellationPolicy,
  type RefundDeadlines,
  type RefundAmounts,
} from "@workbay/domain/cancellation-policy";
import { allocateRefund, currentSupply, type PaymentBalance, type SupplyAmounts } from "@workbay/domain/change-difference";
import { creditNoteNumber } from "@workbay/domain/invoice";
import { istNow } from "@workbay/domain/ist-date";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@workbay/domain/money";
import { isProductTypeId, productType, type ProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import { bookingDetails, findBookingByCode, type BookingRow } from "@workbay/db/repositories/bookings-repository";
import { enqueueMessage, type OutboxMessage } from "@workbay/db/repositories/outbox-repository";
import {
  cancelConfirmedBooking,
  findCancellationPolicy,
  findRefundById,
  findRefundForGatewayEvent,
  markRefundFailed,
  markRefundProcessed,
  recordGatewayRefundId,
  recordRefundError,
  refundsOfBooking,
  requestLatePaymentRefund,
  type RefundRow,
} from "@workbay/db/repositories/refunds-repository";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { changesOfBooking, differenceOf, refundedByPayment } from "@workbay/db/repositories/booking-changes-repository";
import { insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import { CHECKOUT_MESSAGES, ownBooking, type CheckoutContext } from "./checkout";
import { issueCreditNote } from "./issued-documents";
import type { MessageTransport } from "./message-transports";
import { writeCancellationMessages, writeRefundProcessedMessage } from "./cancellation-messages";
import { changeQuote } from "./booking-changes";

/** Razorpay's normal refunds reach the customer in 5-7 working days. */
export const REFUND_EXPECTED = "within 5-7 working days";

export const CANCELLATION_MESSAGES = {
  cancelled: "Booking cancelled.",
  alreadyCancelled: "This booking is already cancelled.",
  refundChanged: (paise: number) =>
    `The refund has changed since this page was shown: cancelling now refunds ${formatRupees(paise)}. Please look at it again before you confirm.`,
} as const;

/** The policy of a product type: its stored row, or the booking terms' default when there is none. */
export async function policyFor(db: Database, productTypeId: number): Promise<CancellationPolicy> {
  if (!isProductTypeId(productTypeId)) throw new AppError("not_found", "Unknown space type");
  const row = await findCancellationPolicy(db, productTypeId);
  if (!row) return defaultCancellationPolicy(productTypeId);
  return {
    productTypeId,
    refundTiers: row.refundTiers,
    forfeitAfterWindow: row.forfeitAfterWindow,
    transferNoticeMinutes: row.transferNoticeMinutes,
  };
}

/** GET /passy/v1/cancellation-policy: a product type's policy in words (room page, checkout). */
export async function policySummary(db: Database, productTypeId: number): Promise<PolicySummary> {
  const policy = await policyFor(db, productTypeId);
  return { space_type: productTypeId, summary: describePolicy(policy), cancellable: policy.refundTiers.length > 0 };
}

export async function decide(db: Database, booking: BookingRow, now: Date) {
  const [details] = await bookingDetails(db, { ids: [booking.id] });
  if (!details) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  const policy = await policyFor(db, details.room.productTypeId);
  const kind = productType(details.room.productTypeId as ProductTypeId).kind;
  const cancellable: CancellableBooking = {
    status: booking.status,
    kind,
    date: booking.date,
    startSlot: booking.startSlot,
    amounts: await currentAmounts(db, booking),
  };
  const decision: CancellationDecision = decideCancellation(cancellable, now, policy);
  return { decision, policy, kind, deadlines: refundDeadlines(cancellable, now, policy) };
}

/** The quote's deadline fields: until when the refund holds, the shares after it, and then. */
function deadlineFields(deadlines: RefundDeadlines | null) {
  if (!deadlines) return { refund_deadline: null, later_refunds: [], after_refunds: null };
  const [current, ...later] = deadlines.steps;
  return {
    refund_deadline: current.until.toISOString(),
    later_refunds: later.map((s) => ({
      percent: s.refund.percent,
      amount: paiseToRupees(s.refund.totalPaise),
      until: s.until.toISOString(),
    })),
    after_refunds: deadlines.then,
  };
}

/** GET /passy/v1/booking/{id}/cancellation: what cancelling now would do (the page's confirm dialog). */
export async function cancellationQuote(ctx: CheckoutContext, user: UserRecord, code: string, now: Date): Promise<CancellationQuote> {
  const booking = await ownBooking(ctx.db, user, code);
  const { decision, policy, kind, deadlines } = await decide(ctx.db, booking, now);
  const made = booking.status === "cancelled" ? await bookingRefund(ctx.db, booking.id) : undefined;
  const refund =
    decision.action === "cancel"
      ? {
          percent: decision.refund.percent,
          amount: paiseToRupees(decision.refund.totalPaise),
          taxable_amount: paiseToRupees(decision.refund.taxablePaise),
          cgst: paiseToRupees(decision.refund.cgstPaise),
          sgst: paiseToRupees(decision.refund.sgstPaise),
          igst: paiseToRupees(decision.refund.igstPaise),
        }
      : null;
  return {
    bookingId: booking.code,
    action: decision.action,
    reason: decision.reason,
    policy: describePolicy(policy),
    refund,
    refund_expected: refund && refund.amount > 0 ? REFUND_EXPECTED : null,
    starts_at: decision.startsAt.toISOString(),
    ...deadlineFields(deadlines),
    change: changeQuote(booking, kind, now, policy),
    refund_status: made
      ? { amount: paiseToRupees(made.amountPaise), status: made.status, credit_note_number: made.creditNoteNumber }
      : null,
  };
}

/** What the booking is worth now: the invoiced amounts plus every applied change's difference. */
export async function currentAmounts(db: Database, booking: BookingRow): Promise<SupplyAmounts> {
  const applied = (await changesOfBooking(db, booking.id)).filter((c) => c.status === "applied").map(differenceOf);
  return currentSupply(booking, applied);
}

/** The booking's captured payments (the booking's, and each charged change's) and what each has had refunded. */
export async function paymentBalances(db: Database, booking: BookingRow): Promise<PaymentBalance[]> {
  const refunded = await refundedByPayment(db, booking.id);
  const balances: PaymentBalance[] = [];
  if (booking.paymentId)
    balances.push({ paymentId: booking.paymentId, capturedPaise: booking.totalPaise, refundedPaise: refunded.get(booking.paymentId) ?? 0 });
  for (const change of await changesOfBooking(db, booking.id))
    if (change.status === "applied" && change.paymentId && change.differenceTotalPaise > 0)
      balances.push({
        paymentId: change.paymentId,
        capturedPaise: change.differenceTotalPaise,
        refundedPaise: refunded.get(change.paymentId) ?? 0,
      });
  return balances;
}

/**
 * A cancellation's refund as rows: spread over the payments, never more than each has left
 * (`allocateRefund`); the first keeps the key `{base}`, the others `{base}-2`, `{base}-3`.
 */
async function refundParts(db: Database, booking: BookingRow, refund: RefundAmounts, baseKey: string) {
  const parts = allocateRefund(refund, await paymentBalances(db, booking));
  return parts.map((part, i) => ({
    paymentId: part.paymentId,
    idempotencyKey: i === 0 ? baseKey : `${baseKey}-${i + 1}`,
    percent: part.refund.percent,
    taxablePaise: part.refund.taxablePaise,
    cgstPaise: part.refund.cgstPaise,
    sgstPaise: part.refund.sgstPaise,
    igstPaise: part.refund.igstPaise,
    amountPaise: part.refund.totalPaise,
  }));
}

/** The key sent to the gateway with every attempt of this refund (10+ characters of [A-Za-z0-9_-]). */
export function refundIdempotencyKey(bookingCode: string): string {
  return `wb-refund-${bookingCode}-cancel`;
}

function resultOf(booking: BookingRow, refund: RefundRow | undefined): CancellationResult {
  return {
    bookingId: booking.code,
    status: booking.status,
    refund: refund
      ? {
          amount: paiseToRupees(refund.amountPaise),
          status: refund.status,
          credit_note_number: refund.creditNoteNumber,
          refund_expected: REFUND_EXPECTED,
        }
      : null,
  };
}

/**
 * POST /passy/v1/booking/{id}/cancel: cancels one's own confirmed booking where the policy
 * allows, at once freeing its slots or passes, and starts the refund. Anyone else's booking is
 * a 404; a booking the policy or its state does not let the customer cancel is a 409 with the
 * reason, and nothing changes. Of concurrent cancellations exactly one succeeds.
 */
export async function cancelBooking(
  ctx: CheckoutContext,
  user: UserRecord,
  code: string,
  now: Date,
  expectedRefundRupees?: number,
): Promise<CancellationResult> {
  const booking = await ownBooking(ctx.db, user, code);
  const { decision } = await decide(ctx.db, booking, now);
  if (decision.action !== "cancel")
    throw new AppError("conflict", decision.reason, {
      field: "status",
      refusal: decision.action === "none" ? decision.refusal : "transfer_only",
    });
  // The refund the customer confirmed must be the one made: a tier's edge passed while the dialog was open is a new question.
  if (expectedRefundRupees !== undefined && rupeesToPaise(expectedRefundRupees) !== decision.refund.totalPaise)
    throw new AppError("conflict", CANCELLATION_MESSAGES.refundChanged(decision.refund.totalPaise), {
      field: "expected_refund",
      refusal: "refund_changed",
    });
  const issuedOn = istNow(now).date;
  const done = await cancelConfirmedBooking(
    ctx.db,
    {
      bookingId: booking.id,
      now,
      refunds: await refundParts(ctx.db, booking, decision.refund, refundIdempotencyKey(booking.code)),
      gateway: ctx.gateway.name,
      creditNoteNumber: (sequence) => creditNoteNumber(sequence, issuedOn),
      creditNoteContent: issueCreditNote(ctx),
    },
    async (tx, row, refund, all) => {
      for (const made of all) await enqueueRefundStart(tx, row, made, now);
      await writeCancellationMessages(ctx, tx, row, all, decision.reason, now);
    },
  );
  if (!done) {
    const after = await findBookingByCode(ctx.db, booking.code);
    if (after?.status === "cancelled")
      throw new AppError("conflict", CANCELLATION_MESSAGES.alreadyCancelled, { field: "status", refusal: "already_cancelled" });
    throw new AppError("conflict", CHECKOUT_MESSAGES.alreadyCancelled, { field: "status" });
  }
  return resultOf(done.booking, done.refund);
}

export type OperatorRefundChoice = { refund: "policy" | "full" | "custom"; amountPaise?: number; reason: string };

/**
 * An operator cancels a confirmed booking (issue 16 from the console): with the refund the
 * policy gives now (nothing where the policy gives nothing), the whole payment, or a custom
 * amount up to the payment, whatever the notice. The same one transaction as a customer's
 * cancellation (slots free at once, refund through the outbox, the e-mail with the credit
 * note), plus the audit entry.
 */
export async function cancelBookingAsOperator(
  ctx: CheckoutContext,
  operator: OperatorRecord,
  booking: BookingRow,
  choice: OperatorRefundChoice,
  now: Date,
): Promise<CancellationResult> {
  if (booking.status !== "confirmed") {
    if (booking.status === "cancelled")
      throw new AppError("conflict", CANCELLATION_MESSAGES.alreadyCancelled, { field: "status", refusal: "already_cancelled" });
    throw new AppError("conflict", "Only a confirmed (paid) booking can be cancelled here; an unpaid hold lapses on its own.", {
      field: "status",
    });
  }
  const amounts = await currentAmounts(ctx.db, booking);
  if (choice.refund === "custom" && (choice.amountPaise ?? 0) > amounts.totalPaise)
    throw new AppError("bad_request", `The refund cannot be more than the payment (${paiseToRupees(amounts.totalPaise)} rupees).`, {
      field: "amount_paise",
    });
  const { decision } = await decide(ctx.db, booking, now);
  const refund =
    choice.refund === "full"
      ? refundShare(amounts, 100)
      : choice.refund === "custom"
        ? refundOfAmount(amounts, choice.amountPaise ?? 0)
        : decision.action === "cancel"
          ? decision.refund
          : refundShare(booking, 0);
  const issuedOn = istNow(now).date;
  const customerReason = `Workbay cancelled this booking: ${choice.reason}`;
  const done = await cancelConfirmedBooking(
    ctx.db,
    {
      bookingId: booking.id,
      now,
      refunds: await refundParts(ctx.db, booking, refund, `wb-refund-${booking.code}-operator`),
      gateway: ctx.gateway.name,
      creditNoteNumber: (sequence) => creditNoteNumber(sequence, issuedOn),
      creditNoteContent: issueCreditNote(ctx),
      reason: "operator",
    },
    async (tx, row, made, all) => {
      for (const one of all) await enqueueRefundStart(tx, row, one, now);
      await writeCancellationMessages(ctx, tx, row, all, customerReason, now);
      await insertAuditEntry(
        tx,
        {
          operator,
          action: "booking.cancel",
          entityType: "booking",
          entityId: row.code,
          before: { status: booking.status },
          after: { status: row.status, refund: choice.refund, refund_paise: refund.totalPaise, reason: choice.reason },
        },
        now,
      );
    },
  );
  if (!done) throw new AppError("conflict", CANCELLATION_MESSAGES.alreadyCancelled, { field: "status", refusal: "already_cancelled" });
  return resultOf(done.booking, done.refund);
}

/** The refund's status for the booking page (latest refund of the booking, if any). */
export async function bookingRefund(db: Database, bookingId: number): Promise<RefundRow | undefined> {
  return (await refundsOfBooking(db, bookingId)).at(-1);
}

/** The key of the automatic refund of a payment that arrived after its hold lapsed. */
export function latePaymentRefundKey(bookingCode: string): string {
  return `wb-refund-${bookingCode}-late`;
}

/**
 * A payment that arrived after its hold lapsed and could not be confirmed (`refund_required`)
 * is refunded in full through the same path as a cancellation: the refund row and the outbox
 * row that calls the gateway, written through `db` (the transaction that marked the booking;
 * again, harmlessly, on every redelivery: one refund per booking, one start per key).
 */
export async function startLatePaymentRefund(ctx: CheckoutContext, db: Database, booking: BookingRow, now: Date): Promise<void> {
  const refund = await requestLatePaymentRefund(db, booking, {
    gateway: ctx.gateway.name,
    idempotencyKey: latePaymentRefundKey(booking.code),
    now,
  });
  if (refund && refund.status !== "processed") await enqueueRefundStart(db, booking, refund, now);
}

export function refundStartKey(idempotencyKey: string): string {
  return `refund-start:${idempotencyKey}`;
}

/** The outbox row that calls the gateway (retried with backoff; the idempotency key makes it once). */
export async function enqueueRefundStart(db: Database, booking: BookingRow, refund: RefundRow, now: Date): Promise<void> {
  await enqueueMessage(
    db,
    {
      channel: "refund",
      to: refund.idempotencyKey,
      subject: `Refund of ${booking.code}`,
      text: JSON.stringify({ refundId: refund.id }),
      dedupeKey: refundStartKey(refund.idempotencyKey),
    },
    now,
  );
}

/** Applies a processed refund once: status, and the refund-processed e-mail in that transaction. */
async function refundProcessed(ctx: CheckoutContext, refund: RefundRow, gatewayRefundId: string, now: Date): Promise<boolean> {
  const moved = await markRefundProcessed(ctx.db, refund.id, gatewayRefundId, now, (tx, row) =>
    writeRefundProcessedMessage(ctx, tx, row, now),
  );
  return moved !== undefined;
}

/**
 * The outbox transport of channel `refund`: asks the gateway for the refund with its
 * idempotency key. A gateway error throws, so the outbox retries later with the same key
 * (never a second refund); when the outbox gives up, the refund shows as failed.
 */
export function refundTransport(ctx: CheckoutContext, clock: () => Date = () => new Date()): MessageTransport {
  return {
    name: `${ctx.gateway.name}-refunds`,
    async send(message: OutboxMessage) {
      const { refundId } = JSON.parse(message.text) as { refundId: number };
      const refund = await findRefundById(ctx.db, refundId);
      if (!refund || refund.status === "processed") return;
      try {
        const result = await ctx.gateway.refund({
          paymentId: refund.paymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.idempotencyKey,
          notes: { idempotency_key: refund.idempotencyKey, refund_id: String(refund.id) },
        });
        await recordGatewayRefundId(ctx.db, refund.id, result.refundId);
        if (result.status === "processed") await refundProcessed(ctx, refund, result.refundId, clock());
      } catch (error) {
        await recordRefundError(ctx.db, refund.id, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    async gaveUp(message: OutboxMessage, error: string) {
      const { refundId } = JSON.parse(message.text) as { refundId: number };
      await markRefundFailed(ctx.db, refundId, error);
    },
  };
}

export type RefundEntity = { id?: string; payment_id?: string; amount?: number; notes?: Record<string, string> | unknown[] };

/** The gateway's refund.processed webhook: marks the refund processed once (the webhook's event claim skips repeats too). */
export async function applyRefundProcessedEvent(
  ctx: CheckoutContext,
  entity: RefundEntity,
  now: Date,
): Promise<{ applied: boolean; reason: string }> {
  if (!entity.id) return { applied: false, reason: "refund id missing" };
  const notes = entity.notes && !Array.isArray(entity.notes) ? (entity.notes as Record<string, string>) : {};
  const refund = await findRefundForGatewayEvent(ctx.db, entity.id, notes.idempotency_key);
  if (!refund) return { applied: false, reason: "unknown refund" };
  const moved = await refundProcessed(ctx, refund, entity.id, now);
  return { applied: moved, reason: moved ? "refund.processed" : "refund already processed" };
}

/** refund.failed: the bank sent it back; it shows as failed for an operator to act on. */
export async function applyRefundFailedEvent(ctx: CheckoutContext, entity: RefundEntity): Promise<{ applied: boolean; reason: string }> {
  if (!entity.id) return { applied: false, reason: "refund id missing" };
  const notes = entity.notes && !Array.isArray(entity.notes) ? (entity.notes as Record<string, string>) : {};
  const refund = await findRefundForGatewayEvent(ctx.db, entity.id, notes.idempotency_key);
  if (!refund) return { applied: false, reason: "unknown refund" };
  await markRefundFailed(ctx.db, refund.id, "refund.failed from the gateway");
  return { applied: true, reason: "refund.failed" };
}
