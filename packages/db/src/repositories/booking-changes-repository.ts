// Changes of a confirmed booking that move money (issue 16, decision 0028): a reschedule to a
// time of another price or new F&B add-ons. A change that costs the same or less is applied in
// one transaction with its refund; one that costs more waits for its own payment while the
// booking holds the new slots beside its old ones, and is applied (old slots given back in the
// same transaction) only when that payment is captured, or lapses (new slots given back, the
// booking as it was). Every step is one conditional update, so retries and races apply once.
import { and, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { ChangeDifference } from "@workbay/domain/change-difference";
import { availabilityChanged } from "../availability-changes";
import type { Database } from "../client";
import {
  bookingAddOns,
  bookingChanges,
  bookings,
  refunds,
  slotHolds,
  type BookingChangeSide,
  type CreditNoteContent,
  type InvoiceContent,
} from "../schema";
import { InventoryTakenError, nextInvoiceSequence, sqlState, type BookingRow } from "./bookings-repository";
import { recordIssuedDocument } from "./issued-documents-repository";
import { nextCreditNoteSequence, type NewRefund, type RefundRow } from "./refunds-repository";

export type BookingChangeRow = typeof bookingChanges.$inferSelect;

const UNIQUE_VIOLATION = "23505";

/** Another change of this booking is waiting for its payment (one at a time). */
export class ChangePendingError extends Error {
  constructor() {
    super("a change is already waiting for payment");
    this.name = "ChangePendingError";
  }
}

export function differenceOf(row: BookingChangeRow): ChangeDifference {
  return {
    roomPaise: row.differenceRoomPaise,
    addOnsPaise: row.differenceAddOnsPaise,
    discountPaise: row.differenceDiscountPaise,
    cgstPaise: row.differenceCgstPaise,
    sgstPaise: row.differenceSgstPaise,
    igstPaise: row.differenceIgstPaise,
    totalPaise: row.differenceTotalPaise,
  };
}

function differenceColumns(d: ChangeDifference) {
  return {
    differenceRoomPaise: d.roomPaise,
    differenceAddOnsPaise: d.addOnsPaise,
    differenceDiscountPaise: d.discountPaise,
    differenceCgstPaise: d.cgstPaise,
    differenceSgstPaise: d.sgstPaise,
    differenceIgstPaise: d.igstPaise,
    differenceTotalPaise: d.totalPaise,
  };
}

export async function changesOfBooking(db: Database, bookingId: number): Promise<BookingChangeRow[]> {
  return db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(bookingChanges.id);
}

export async function findChangeByOrderId(db: Database, orderId: string): Promise<BookingChangeRow | undefined> {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.paymentOrderId, orderId));
  return row;
}

export async function findChangeById(db: Database, id: number): Promise<BookingChangeRow | undefined> {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id));
  return row;
}

export async function setChangePaymentOrder(db: Database, changeId: number, order: { gateway: string; orderId: string }): Promise<void> {
  await db
    .update(bookingChanges)
    .set({ paymentGateway: order.gateway, paymentOrderId: order.orderId })
    .where(eq(bookingChanges.id, changeId));
}

/** Every refund of a booking (any reason), to know what each payment has left. */
export async function refundedByPayment(db: Database, bookingId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ paymentId: refunds.paymentId, amount: sql<number>`sum(${refunds.amountPaise})::int` })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, Number(r.amount)]));
}

type Tx = Database;

/** Holds the slots of `place` for the booking (those it does not hold already); a taken slot throws InventoryTakenError. */
async function holdSlots(tx: Tx, booking: BookingRow, place: BookingChangeSide): Promise<void> {
  if (place.startSlot === null || place.endSlot === null) return;
  const rows = [];
  for (let slot = place.startSlot; slot < place.endSlot; slot += 1)
    rows.push({ roomId: booking.roomId, date: place.date, slot, bookingId: booking.id });
  await tx.insert(slotHolds).values(rows).onConflictDoNothing();
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.roomId, booking.roomId),
        eq(slotHolds.date, place.date),
        gte(slotHolds.slot, place.startSlot),
        lt(slotHolds.slot, place.endSlot),
        eq(slotHolds.bookingId, booking.id),
      ),
    );
  if (Number(held?.n ?? 0) !== place.endSlot - place.startSlot) throw new InventoryTakenError("slots");
}

/** Gives back every slot the booking holds outside `place` (its one range). */
async function keepOnlySlotsOf(tx: Tx, bookingId: number, place: { date: string; startSlot: number | null; endSlot: number | null }) {
  if (place.startSlot === null || place.endSlot === null) return;
  await tx
    .delete(slotHolds)
    .where(
      and(
        eq(slotHolds.bookingId, bookingId),
        or(sql`${slotHolds.date} <> ${place.date}`, lt(slotHolds.slot, place.startSlot), gte(slotHolds.slot, place.endSlot)),
      ),
    );
}

async function replaceAddOns(tx: Tx, bookingId: number, addOns: BookingChangeSide["addOns"]): Promise<void> {
  await tx.delete(bookingAddOns).where(eq(bookingAddOns.bookingId, bookingId));
  if (addOns.length > 0) await tx.insert(bookingAddOns).values(addOns.map((a) => ({ ...a, bookingId })));
}

/** Puts the booking at the change's `after`: its place (a new calendar sequence when it moved) and add-ons. */
async function applyAfter(tx: Tx, booking: BookingRow, change: { kind: BookingChangeRow["kind"]; after: BookingChangeSide }, now: Date) {
  const moved = change.kind === "reschedule";
  const [row] = await tx
    .update(bookings)
    .set({
      ...(moved
        ? {
            date: change.after.date,
            startSlot: change.after.startSlot,
            endSlot: change.after.endSlot,
            calendarSequence: sql`${bookings.calendarSequence} + 1`,
          }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed")))
    .returning();
  if (!row) return undefined;
  if (moved) await keepOnlySlotsOf(tx, booking.id, change.after);
  else await replaceAddOns(tx, booking.id, change.after.addOns);
  return row;
}

function samePlace(booking: BookingRow, side: BookingChangeSide): boolean {
  return booking.date === side.date && booking.startSlot === side.startSlot && booking.endSlot === side.endSlot;
}

export type AppliedChangeEffects = (
  tx: Database,
  booking: BookingRow,
  change: BookingChangeRow,
  refund: RefundRow | undefined,
) => Promise<void>;

/**
 * A change that costs the same or less, applied at once in one transaction: the booking claimed
 * as it was seen (confirmed, not updated since), the new slots held before the old ones are
 * given back, the add-ons replaced, the change recorded, and its refund (with a credit note
 * number) written with `effects`. Returns undefined when the booking changed meanwhile (nothing
 * written); throws InventoryTakenError when a new slot is someone else's (nothing written).
 */
export async function applyChangeNow(
  db: Database,
  input: {
    booking: BookingRow;
    kind: BookingChangeRow["kind"];
    before: BookingChangeSide;
    after: BookingChangeSide;
    difference: ChangeDifference;
    refund: (NewRefund & { paymentId: string; gateway: string }) | null;
    idempotencyKey: (changeId: number) => string;
    creditNoteNumber: (sequence: number) => string;
    /** The refund's credit note as issued, written with its number (decision 0046). */
    creditNoteContent: (tx: Database, booking: BookingRow, refund: RefundRow) => Promise<CreditNoteContent>;
    now: Date;
  },
  effects: AppliedChangeEffects,
): Promise<{ booking: BookingRow; change: BookingChangeRow; refund: RefundRow | undefined } | undefined> {
  const { booking, now } = input;
  let done: { booking: BookingRow; change: BookingChangeRow; refund: RefundRow | undefined } | undefined;
  try {
    done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [claimed] = await tx
        .update(bookings)
        .set({ updatedAt: now })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"), eq(bookings.updatedAt, booking.updatedAt)))
        .returning();
      if (!claimed) return undefined;
      const [pending] = await tx
        .select({ id: bookingChanges.id })
        .from(bookingChanges)
        .where(and(eq(bookingChanges.bookingId, booking.id), eq(bookingChanges.status, "pending_payment")));
      if (pending) throw new ChangePendingError();
      if (input.kind === "reschedule") await holdSlots(tx, booking, input.after);
      const row = await applyAfter(tx, claimed, input, now);
      if (!row) return undefined;
      const [change] = await tx
        .insert(bookingChanges)
        .values({
          bookingId: booking.id,
          kind: input.kind,
          status: "applied",
          before: input.before,
          after: input.after,
          ...differenceColumns(input.difference),
          createdAt: now,
          appliedAt: now,
        })
        .returning();
      if (!change) throw new Error("change insert returned nothing");
      let refund: RefundRow | undefined;
      if (input.refund && input.refund.amountPaise > 0) {
        const { paymentId, gateway, ...amounts } = input.refund;
        const sequence = await nextCreditNoteSequence(tx);
        [refund] = await tx
          .insert(refunds)
          .values({
            bookingId: booking.id,
            changeId: change.id,
            reason: "change",
            status: "requested",
            idempotencyKey: input.idempotencyKey(change.id),
            ...amounts,
            gateway,
            paymentId,
            creditNoteNumber: input.creditNoteNumber(sequence),
            requestedAt: now,
          })
          .returning();
        if (!refund) throw new Error("refund insert returned nothing");
        await recordIssuedDocument(tx, await input.creditNoteContent(tx, row, refund), { bookingId: booking.id, refundId: refund.id });
      }
      await effects(tx, row, change, refund);
      return { booking: row, change, refund };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && input.kind === "reschedule") throw new InventoryTakenError("slots");
    throw error;
  }
  if (done && input.kind === "reschedule")
    await availabilityChanged(db, [
      { roomId: booking.roomId, date: input.before.date },
      { roomId: booking.roomId, date: input.after.date },
    ]);
  return done;
}

/**
 * A change that costs more: recorded as pending_payment with its hold, the booking (claimed as
 * seen) holding the new slots beside its old ones until the hold lapses. One pending change per
 * booking (ChangePendingError); a taken slot throws InventoryTakenError; undefined when the
 * booking changed meanwhile. Nothing is written in those cases.
 */
export async function createPendingChange(
  db: Database,
  input: {
    booking: BookingRow;
    kind: BookingChangeRow["kind"];
    before: BookingChangeSide;
    after: BookingChangeSide;
    difference: ChangeDifference;
    holdExpiresAt: Date;
    gateway: string;
    now: Date;
  },
): Promise<BookingChangeRow | undefined> {
  const { booking, now } = input;
  let change: BookingChangeRow | undefined;
  try {
    change = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [claimed] = await tx
        .update(bookings)
        .set({ updatedAt: now })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"), eq(bookings.updatedAt, booking.updatedAt)))
        .returning();
      if (!claimed) return undefined;
      const [row] = await tx
        .insert(bookingChanges)
        .values({
          bookingId: booking.id,
          kind: input.kind,
          status: "pending_payment",
          before: input.before,
          after: input.after,
          ...differenceColumns(input.difference),
          paymentGateway: input.gateway,
          holdExpiresAt: input.holdExpiresAt,
          createdAt: now,
        })
        .returning();
      if (input.kind === "reschedule") await holdSlots(tx, booking, input.after);
      return row;
    });
  } catch (error) {
    if (error instanceof InventoryTakenError) throw error;
    // The slots are inserted skipping conflicts, so the one unique index that can refuse is one pending change per booking.
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ChangePendingError();
    throw error;
  }
  if (change && input.kind === "reschedule") await availabilityChanged(db, [{ roomId: booking.roomId, date: input.after.date }]);
  return change;
}

/**
 * pending_payment -> lapsed for changes whose hold ran out (all, or one booking's): the slots the
 * booking held for the new time are given back, the booking stays as it was. Returns how many.
 */
export async function lapseChanges(db: Database, now: Date, scope?: { bookingId: number }): Promise<number> {
  const due = await db
    .select()
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.status, "pending_payment"),
        lte(bookingChanges.holdExpiresAt, now),
        scope ? eq(bookingChanges.bookingId, scope.bookingId) : sql`true`,
      ),
    );
  let count = 0;
  for (const change of due) {
    const lapsed = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [row] = await tx
        .update(bookingChanges)
        .set({ status: "lapsed" })
        .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, "pending_payment")))
        .returning();
      if (!row) return undefined;
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, change.bookingId));
      if (booking) await keepOnlySlotsOf(tx, booking.id, booking);
      return booking;
    });
    if (lapsed) {
      count += 1;
      if (change.kind === "reschedule") await availabilityChanged(db, [{ roomId: lapsed.roomId, date: change.after.date }]);
    }
  }
  return count;
}

export type PaidChangeOutcome =
  | { outcome: "applied"; booking: BookingRow; change: BookingChangeRow }
  | { outcome: "refund"; change: BookingChangeRow }
  | { outcome: "already"; change: BookingChangeRow };

/**
 * The payment of a pending change was captured: pending_payment -> applied, once, while its hold
 * lasts and the booking is still confirmed where it was: the old slots given back (the new ones
 * are held already) or the add-ons replaced, the difference's invoice numbered, `effects.applied`
 * in that transaction. A payment for a change that lapsed, or whose booking was cancelled or
 * moved meanwhile, marks the change for refund once (`effects.refund` in that transaction).
 */
export async function applyPaidChange(
  db: Database,
  input: {
    changeId: number;
    paymentId: string;
    now: Date;
    invoiceNumber: (sequence: number) => string;
    /** The difference's tax invoice as issued, written with its number (decision 0046). */
    invoiceContent: (tx: Database, booking: BookingRow, change: BookingChangeRow) => Promise<InvoiceContent>;
  },
  effects: { applied: AppliedChangeEffects; refund: (tx: Database, change: BookingChangeRow) => Promise<void> },
): Promise<PaidChangeOutcome | undefined> {
  const { now } = input;
  const result = await db.transaction(async (txRaw): Promise<PaidChangeOutcome | undefined> => {
    const tx = txRaw as unknown as Database;
    const [current] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, input.changeId));
    if (!current) return undefined;
    if (current.status === "applied" || current.refundRequired) return { outcome: "already", change: current };
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, current.bookingId));
    const live = current.status === "pending_payment" && current.holdExpiresAt !== null && current.holdExpiresAt > now;
    const applicable = live && booking?.status === "confirmed" && samePlace(booking, current.before);
    if (applicable && booking) {
      const [claimed] = await tx
        .update(bookingChanges)
        .set({ status: "applied", paymentId: input.paymentId, appliedAt: now, holdExpiresAt: null })
        .where(and(eq(bookingChanges.id, current.id), eq(bookingChanges.status, "pending_payment")))
        .returning();
      if (!claimed) return undefined;
      const row = await applyAfter(tx, booking, claimed, now);
      if (!row) throw new Error("booking not confirmed inside its own transaction");
      const sequence = await nextInvoiceSequence(tx);
      const [numbered] = await tx
        .update(bookingChanges)
        .set({ invoiceNumber: input.invoiceNumber(sequence) })
        .where(eq(bookingChanges.id, claimed.id))
        .returning();
      if (!numbered) throw new Error("change vanished while numbering its invoice");
      await recordIssuedDocument(tx, await input.invoiceContent(tx, row, numbered), { bookingId: row.id, changeId: numbered.id });
      const change = numbered;
      await effects.applied(tx, row, change, undefined);
      return { outcome: "applied", booking: row, change };
    }
    // Too late (lapsed, or the booking cancelled or changed meanwhile): the payment goes back.
    const [marked] = await tx
      .update(bookingChanges)
      .set({ status: "lapsed", refundRequired: true, paymentId: input.paymentId, holdExpiresAt: null })
      .where(
        and(
          eq(bookingChanges.id, current.id),
          inArray(bookingChanges.status, ["pending_payment", "lapsed"]),
          eq(bookingChanges.refundRequired, false),
        ),
      )
      .returning();
    if (!marked) return undefined;
    if (booking && current.status === "pending_payment") await keepOnlySlotsOf(tx, booking.id, booking);
    await effects.refund(tx, marked);
    return { outcome: "refund", change: marked };
  });
  if (result && result.change.kind === "reschedule" && result.outcome !== "already") {
    const roomId = result.outcome === "applied" ? result.booking.roomId : undefined;
    if (roomId !== undefined)
      await availabilityChanged(db, [
        { roomId, date: result.change.before.date },
        { roomId, date: result.change.after.date },
      ]);
  }
  return result;
}

/** The full refund of a change payment that came too late: one per change (refunds.change_id is unique). */
export async function requestChangePaymentRefund(
  db: Database,
  change: BookingChangeRow,
  input: { idempotencyKey: string; now: Date },
): Promise<RefundRow | undefined> {
  if (!change.paymentId || change.differenceTotalPaise <= 0) return undefined;
  const taxes = change.differenceCgstPaise + change.differenceSgstPaise + change.differenceIgstPaise;
  await db
    .insert(refunds)
    .values({
      bookingId: change.bookingId,
      changeId: change.id,
      reason: "change",
      status: "requested",
      idempotencyKey: input.idempotencyKey,
      percent: 100,
      taxablePaise: change.differenceTotalPaise - taxes,
      cgstPaise: change.differenceCgstPaise,
      sgstPaise: change.differenceSgstPaise,
      igstPaise: change.differenceIgstPaise,
      amountPaise: change.differenceTotalPaise,
      gateway: change.paymentGateway ?? "test",
      paymentId: change.paymentId,
      requestedAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(refunds).where(eq(refunds.changeId, change.id));
  return row;
}
