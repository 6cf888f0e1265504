// Bookings, their holds and their payments (issue 6; DECISIONS.md section 5). The database
// keeps the promise of no double booking: a timed booking owns one `slot_holds` row per slot
// under the primary key (room, date, slot); passes raise `pass_allocations.sold`, which a
// check constraint keeps within capacity. Both refuse the loser of any race, on PGlite and on
// PostgreSQL alike; this module turns those refusals into `InventoryTakenError`.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, not, notInArray, or, sql } from "drizzle-orm";
import { isProductTypeId, productType } from "@workbay/domain/product-types";
import { availabilityChanged, changeOf, type AvailabilityChange } from "../availability-changes";
import type { Database } from "../client";
import {
  bookingAddOns,
  bookingGuests,
  bookings,
  centres,
  cities,
  invoiceNumberSeq,
  passAllocations,
  paymentEvents,
  roomImages,
  rooms,
  slotHolds,
  users,
  voucherRedemptions,
  vouchers,
  type InvoiceContent,
} from "../schema";
import { recordIssuedDocument } from "./issued-documents-repository";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

export type BookingRow = typeof bookings.$inferSelect;

/** The slots or passes asked for are no longer free. */
export class InventoryTakenError extends Error {
  constructor(readonly kind: "slots" | "passes") {
    super(kind === "slots" ? "slot taken" : "passes sold out");
    this.name = "InventoryTakenError";
  }
}

/** The SQLSTATE of a driver error (pg and PGlite put it on the error or, through drizzle, its cause). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

/** The booker already has as many live unpaid holds as allowed; `pending` names them. */
export class HoldLimitError extends Error {
  constructor(readonly pending: string[]) {
    super("live hold limit reached");
    this.name = "HoldLimitError";
  }
}

/** What a booking holds: slots of one date, passes of one date, or nothing (subscriptions). */
export type Inventory =
  | { kind: "slots"; roomId: number; date: string; startSlot: number; endSlot: number }
  | { kind: "passes"; roomId: number; date: string; passes: number; capacity: number }
  | { kind: "none" };

export type NewBooking = {
  code: string;
  userId: string;
  roomId: number;
  date: string;
  endDate: string | null;
  startSlot: number | null;
  endSlot: number | null;
  quantity: number;
  /** The pass option bought and its name as the room page showed it; null for none. */
  passOptionId: number | null;
  passOptionName: string | null;
  passOptionDays: number | null;
  seats: number;
  roomAmountPaise: number;
  originalRoomAmountPaise: number;
  addOnsAmountPaise: number;
  discountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  voucherId: number | null;
  notes: string;
  billingDetails: Record<string, string> | null;
  /** The utm_* parameters of the visit, or null. */
  utm: Record<string, string> | null;
  holdExpiresAt: Date;
  paymentGateway: string;
  addOns: {
    foodOptionId: number;
    subOptionId: number | null;
    name: string;
    category: string;
    type: string;
    qty: number;
    serves: number;
    unitPricePaise: number;
  }[];
  guestEmails: string[];
  inventory: Inventory;
};

/** At most `max` live unpaid holds per booker, counted at `now`. */
export type HoldLimit = { max: number; now: Date };

/**
 * The booker's live unpaid holds (pending_payment, hold not lapsed), counted under a row lock
 * on the booker: two parallel creations by one account queue here, so neither can slip past
 * the limit (PGlite runs one transaction at a time anyway).
 */
async function liveHoldsOfLocked(tx: Executor, userId: string, now: Date): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const rows = await tx
    .select({ code: bookings.code })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.code);
}

/** The booker's live unpaid holds, newest last (the limit message links to them). */
export async function liveHoldsOf(db: Database, userId: string, now: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.id));
}

export async function nextInvoiceSequence(tx: Executor): Promise<number> {
  const result: unknown = await tx.execute(sql`select nextval(${`${invoiceNumberSeq.seqName}`}::regclass)::int as next`);
  const next = (result as { rows: { next: number }[] }).rows[0]?.next;
  if (typeof next !== "number") throw new Error("invoice sequence answered nothing");
  return next;
}

async function takeInventory(tx: Executor, bookingId: number, inventory: Inventory): Promise<void> {
  if (inventory.kind === "slots") {
    const rows = [];
    for (let slot = inventory.startSlot; slot < inventory.endSlot; slot += 1) {
      rows.push({ roomId: inventory.roomId, date: inventory.date, slot, bookingId });
    }
    await tx.insert(slotHolds).values(rows);
  } else if (inventory.kind === "passes") {
    await tx
      .insert(passAllocations)
      .values({ roomId: inventory.roomId, date: inventory.date, capacity: inventory.capacity, sold: inventory.passes })
      .onConflictDoUpdate({
        target: [passAllocations.roomId, passAllocations.date],
        set: { sold: sql`${passAllocations.sold} + ${inventory.passes}` },
      });
  }
}

function isInventoryRefusal(error: unknown, inventory: Inventory): boolean {
  const state = sqlState(error);
  if (inventory.kind === "slots") return state === UNIQUE_VIOLATION;
  if (inventory.kind === "passes") return state === CHECK_VIOLATION;
  return false;
}

/**
 * Creates a pending booking with its holds, add-ons, guests and voucher use in one
 * transaction; throws InventoryTakenError when the database refuses the holds.
 */
export async function createPendingBooking(db: Database, input: NewBooking, holdLimit?: HoldLimit): Promise<BookingRow> {
  let booking: BookingRow;
  try {
    booking = await db.transaction(async (tx) => {
      const { addOns, guestEmails, inventory, ...row } = input;
      if (holdLimit) {
        const live = await liveHoldsOfLocked(tx, row.userId, holdLimit.now);
        if (live.length >= holdLimit.max) throw new HoldLimitError(live);
      }
      const [booking] = await tx
        .insert(bookings)
        .values({ ...row, status: "pending_payment" })
        .returning();
      if (!booking) throw new Error("booking insert returned nothing");
      await takeInventory(tx, booking.id, inventory);
      if (addOns.length > 0) await tx.insert(bookingAddOns).values(addOns.map((a) => ({ ...a, bookingId: booking.id })));
      const uniqueGuests = [...new Set(guestEmails.map((e) => e.trim().toLowerCase()))];
      if (uniqueGuests.length > 0) await tx.insert(bookingGuests).values(uniqueGuests.map((email) => ({ bookingId: booking.id, email })));
      if (row.voucherId !== null)
        await tx.insert(voucherRedemptions).values({ voucherId: row.voucherId, bookingId: booking.id, userId: row.userId });
      return booking;
    });
  } catch (error) {
    if (isInventoryRefusal(error, input.inventory)) throw new InventoryTakenError(input.inventory.kind === "passes" ? "passes" : "slots");
    throw error;
  }
  if (input.inventory.kind !== "none") await availabilityChanged(db, [changeOf(booking)]);
  return booking;
}

/** What a stored booking holds (for freeing or taking again). */
export function inventoryOf(booking: BookingRow, kind: "timed" | "pass" | "subscription", passCapacity: number | null): Inventory {
  if (kind === "timed" && booking.startSlot !== null && booking.endSlot !== null) {
    return { kind: "slots", roomId: booking.roomId, date: booking.date, startSlot: booking.startSlot, endSlot: booking.endSlot };
  }
  if (kind === "pass")
    return { kind: "passes", roomId: booking.roomId, date: booking.date, passes: booking.quantity, capacity: passCapacity ?? 0 };
  return { kind: "none" };
}

export async function findBookingByCode(db: Database, code: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.code, code));
  return row;
}

export async function findBookingById(db: Database, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function findBookingByOrderId(db: Database, orderId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.paymentOrderId, orderId));
  return row;
}

export async function setPaymentOrder(db: Database, bookingId: number, order: { gateway: string; orderId: string }): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentGateway: order.gateway, paymentOrderId: order.orderId, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}

/** Ends a pending booking's hold at once (expireLapsedHolds then frees it). */
export async function endHoldNow(db: Database, bookingId: number, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ holdExpiresAt: new Date(now.getTime() - 1), updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending_payment")));
}

/**
 * The booker lets go of an unpaid booking: pending_payment -> cancelled, and its slots and
 * passes are freed in the same transaction. Returns the cancelled row, or undefined when the
 * booking was no longer pending (paid, lapsed or released meanwhile): then nothing changed.
 */
export async function releasePendingBooking(db: Database, bookingId: number, now: Date): Promise<BookingRow | undefined> {
  const released = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", holdExpiresAt: null, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending_payment")))
      .returning();
    if (!row) return undefined;
    await freeInventory(tx, row);
    return row;
  });
  if (released) await availabilityChanged(db, [changeOf(released)]);
  return released;
}

/** Marks a payment for a booking its booker released as to be refunded, once, with its effects in that transaction. */
export async function markReleasedBookingForRefund(
  db: Database,
  bookingId: number,
  paymentId: string,
  now: Date,
  effects: BookingEffects,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ refundRequired: true, paymentId, updatedAt: now })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, "cancelled"),
          eq(bookings.refundRequired, false),
          sql`${bookings.confirmedAt} is null`,
        ),
      )
      .returning();
    if (row) await effects(tx as unknown as Database, row);
    return row;
  });
}

/** Gives back what a booking holds: its slot rows, or its passes. */
export async function freeInventory(tx: Executor, row: BookingRow): Promise<void> {
  await tx.delete(slotHolds).where(eq(slotHolds.bookingId, row.id));
  const [room] = await tx.select({ productTypeId: rooms.productTypeId }).from(rooms).where(eq(rooms.id, row.roomId));
  if (room && isProductTypeId(room.productTypeId) && productType(room.productTypeId).kind === "pass") {
    await tx
      .update(passAllocations)
      .set({ sold: sql`greatest(${passAllocations.sold} - ${row.quantity}, 0)` })
      .where(and(eq(passAllocations.roomId, row.roomId), eq(passAllocations.date, row.date)));
  }
}

/** The user's own unpaid bookings of a room on a date (a new attempt replaces them). */
export async function pendingBookingsOf(db: Database, userId: string, roomId: number, date: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.roomId, roomId), eq(bookings.date, date), eq(bookings.status, "pending_payment")));
}

/** Records a failed attempt; the hold stays so the booker can retry until it lapses. */
export async function recordPaymentFailure(db: Database, bookingId: number, error: string, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentFailedAt: now, paymentError: error.slice(0, 1000), updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending_payment")));
}

/**
 * What a state change causes (e-mails, invitations, notices), written by the caller through
 * the transaction it is given, so the change and its effects commit or roll back together.
 */
export type BookingEffects = (tx: Database, booking: BookingRow) => Promise<void>;

/**
 * How a booking's tax invoice is issued: its number from the sequence, and what it says as
 * issued, written with the number (decision 0046).
 */
export type IssueInvoice = {
  number: (sequence: number) => string;
  content: (tx: Database, numbered: BookingRow) => Promise<InvoiceContent>;
};

/** Numbers the invoice of a booking that has none yet, and keeps its content: one number per booking, ever. */
async function numberInvoice(tx: Executor, bookingId: number, invoice: IssueInvoice): Promise<BookingRow | undefined> {
  const [current] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!current || current.invoiceNumber !== null) return current;
  const next = await nextInvoiceSequence(tx);
  const [numbered] = await tx
    .update(bookings)
    .set({ invoiceNumber: invoice.number(next) })
    .where(and(eq(bookings.id, bookingId), sql`${bookings.invoiceNumber} is null`))
    .returning();
  if (!numbered) return current;
  const db = tx as unknown as Database;
  await recordIssuedDocument(db, await invoice.content(db, numbered), { bookingId });
  return numbered;
}

/**
 * pending_payment -> confirmed, once: the conditional update lets exactly one of any number
 * of concurrent confirmations through; the invoice number and `effects` are written in the
 * same transaction. Returns the confirmed row, or undefined when the booking was not pending
 * (already confirmed, or lapsed).
 */
export async function confirmPendingBooking(
  db: Database,
  bookingId: number,
  payment: { paymentId: string },
  now: Date,
  invoice: IssueInvoice,
  effects: BookingEffects,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: "confirmed", paymentId: payment.paymentId, confirmedAt: now, holdExpiresAt: null, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending_payment")))
      .returning();
    if (!confirmed) return undefined;
    const numbered = (await numberInvoice(tx, bookingId, invoice)) ?? confirmed;
    await effects(tx as unknown as Database, numbered);
    return numbered;
  });
}

/**
 * A payment that arrived after the hold lapsed: take the slots or passes again and confirm
 * when they are still free (with `effects.confirmed` in that transaction); otherwise mark the
 * booking for refund (with `effects.refund` in that one). Returns the row after.
 */
export async function confirmLapsedBooking(
  db: Database,
  booking: BookingRow,
  inventory: Inventory,
  payment: { paymentId: string },
  now: Date,
  invoice: IssueInvoice,
  effects: { confirmed: BookingEffects; refund: BookingEffects },
): Promise<{ row: BookingRow; confirmed: boolean }> {
  try {
    const row = await db.transaction(async (tx) => {
      const [revived] = await tx
        .update(bookings)
        .set({ status: "pending_payment", updatedAt: now })
        .where(
          and(eq(bookings.id, booking.id), inArray(bookings.status, ["expired", "payment_failed"]), eq(bookings.refundRequired, false)),
        )
        .returning();
      if (!revived) return undefined;
      await takeInventory(tx, booking.id, inventory);
      const [confirmed] = await tx
        .update(bookings)
        .set({ status: "confirmed", paymentId: payment.paymentId, confirmedAt: now, holdExpiresAt: null, updatedAt: now })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!confirmed) throw new Error("booking vanished while confirming");
      const numbered = (await numberInvoice(tx, booking.id, invoice)) ?? confirmed;
      await effects.confirmed(tx as unknown as Database, numbered);
      return numbered;
    });
    if (row) {
      await availabilityChanged(db, [changeOf(row)]);
      return { row, confirmed: true };
    }
  } catch (error) {
    if (!isInventoryRefusal(error, inventory)) throw error;
    const marked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ refundRequired: true, paymentId: payment.paymentId, updatedAt: now })
        .where(
          and(eq(bookings.id, booking.id), inArray(bookings.status, ["expired", "payment_failed"]), eq(bookings.refundRequired, false)),
        )
        .returning();
      if (row) await effects.refund(tx as unknown as Database, row);
      return row;
    });
    return { row: marked ?? ((await findBookingByCode(db, booking.code)) as BookingRow), confirmed: false };
  }
  return { row: (await findBookingByCode(db, booking.code)) as BookingRow, confirmed: false };
}

/**
 * Lapsed holds: pending bookings past hold_expires_at become expired (payment_failed when an
 * attempt failed) and free their slots and passes. Safe to run from any number of instances:
 * each booking is moved by one conditional update, and only its mover frees its inventory.
 */
export async function expireLapsedHolds(db: Database, now: Date, scope?: { roomId: number; date: string }): Promise<number> {
  const conditions = [eq(bookings.status, "pending_payment"), lt(bookings.holdExpiresAt, now)];
  if (scope) conditions.push(eq(bookings.roomId, scope.roomId), eq(bookings.date, scope.date));
  const lapsed = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...conditions))
    .limit(500);
  let count = 0;
  const changes: AvailabilityChange[] = [];
  for (const { id } of lapsed) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({
          status: sql`case when ${bookings.paymentFailedAt} is not null then 'payment_failed'::booking_status else 'expired'::booking_status end`,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, id), eq(bookings.status, "pending_payment"), lt(bookings.holdExpiresAt, now)))
        .returning();
      if (!row) return false;
      await freeInventory(tx, row);
      changes.push(changeOf(row));
      return true;
    });
    if (moved) count += 1;
  }
  await availabilityChanged(db, changes);
  return count;
}

/** Uses of a voucher by bookings that hold or bought something (lapsed ones do not count). */
/**
 * Bookings pending or confirmed that used the voucher, in all and by the user; `replacing` are the
 * user's unpaid bookings a new attempt replaces (their use is given back when it is made).
 */
export async function voucherUsage(
  db: Database,
  voucherId: number,
  userId: string,
  replacing: readonly number[] = [],
): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byUser: sql<number>`count(*) filter (where ${voucherRedemptions.userId} = ${userId})::int`,
    })
    .from(voucherRedemptions)
    .innerJoin(bookings, eq(bookings.id, voucherRedemptions.bookingId))
    .where(
      and(
        eq(voucherRedemptions.voucherId, voucherId),
        inArray(bookings.status, ["pending_payment", "confirmed"]),
        replacing.length > 0 ? notInArray(bookings.id, [...replacing]) : undefined,
      ),
    );
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}

export type VoucherRow = typeof vouchers.$inferSelect;

export async function findVoucherByCode(db: Database, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(sql`upper(${vouchers.code}) = ${code.trim().toUpperCase()}`);
  return row;
}

export async function listListedVouchers(db: Database, productTypeId: number, today: string): Promise<VoucherRow[]> {
  return db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.isListed, true),
        eq(vouchers.isActive, true),
        lte(vouchers.validFrom, today),
        gte(vouchers.validTo, today),
        sql`${productTypeId} = any(${vouchers.productTypeIds})`,
      ),
    )
    .orderBy(asc(vouchers.code));
}

/**
 * Claims a provider event for this delivery: true when the event id is new, or when an earlier
 * claim ended without applying it and its lease ran out (that delivery crashed). One atomic
 * upsert, so of any number of concurrent deliveries exactly one gets true.
 */
export async function claimPaymentEvent(db: Database, eventId: string, kind: string, now: Date, leaseMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs);
  const claimed = await db
    .insert(paymentEvents)
    .values({ eventId, kind, receivedAt: now, claimedUntil: until })
    .onConflictDoUpdate({
      target: paymentEvents.eventId,
      set: { claimedUntil: until },
      setWhere: sql`${paymentEvents.claimedUntil} is not null and ${paymentEvents.claimedUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ eventId: paymentEvents.eventId });
  return claimed.length > 0;
}

/** The claimed event was applied: later deliveries of it are skipped for good. */
export async function markPaymentEventApplied(db: Database, eventId: string): Promise<void> {
  await db.update(paymentEvents).set({ claimedUntil: null }).where(eq(paymentEvents.eventId, eventId));
}

/** Applying the claimed event failed: the next delivery may claim it at once. */
export async function releasePaymentEvent(db: Database, eventId: string, now: Date): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ claimedUntil: now })
    .where(and(eq(paymentEvents.eventId, eventId), sql`${paymentEvents.claimedUntil} is not null`));
}

/**
 * Where the lists split confirmed bookings: `today` (IST) and `slotsEnded`, the half-hour slots
 * of today that are over. A timed booking of today has ended once its exclusive end slot is
 * among them; passes last their whole day, a virtual office to its end date.
 */
export type ListCut = { today: string; slotsEnded: number };

/** Everything the booking view, lists, e-mails and invoice show about bookings. */
export async function bookingDetails(db: Database, where: { ids?: number[]; userId?: string; upcoming?: ListCut; history?: ListCut }) {
  const conditions = [];
  if (where.ids) conditions.push(inArray(bookings.id, where.ids));
  if (where.userId) conditions.push(eq(bookings.userId, where.userId));
  const endedToday = (cut: ListCut) =>
    // Never NULL (passes have no end slot), so that not() below keeps them.
    and(eq(bookings.date, cut.today), sql`${bookings.endDate} is null`, isNotNull(bookings.endSlot), lte(bookings.endSlot, cut.slotsEnded));
  if (where.upcoming) {
    const cut = where.upcoming;
    conditions.push(
      eq(bookings.status, "confirmed"),
      or(gte(bookings.date, cut.today), gte(bookings.endDate, cut.today)),
      not(endedToday(cut)!),
    );
  }
  if (where.history) {
    const cut = where.history;
    conditions.push(
      or(
        and(
          eq(bookings.status, "confirmed"),
          or(and(lt(bookings.date, cut.today), or(sql`${bookings.endDate} is null`, lt(bookings.endDate, cut.today))), endedToday(cut)),
        ),
        inArray(bookings.status, ["cancelled", "expired", "payment_failed"]),
      ),
    );
  }
  const rows = await db
    .select({
      booking: bookings,
      room: {
        id: rooms.id,
        name: rooms.name,
        seoId: rooms.seoId,
        inventoryId: rooms.inventoryId,
        floor: rooms.floor,
        capacity: rooms.capacity,
        productTypeId: rooms.productTypeId,
        passCapacity: rooms.passCapacity,
      },
      centre: {
        id: centres.id,
        name: centres.name,
        address: centres.address,
        state: centres.state,
        pincode: centres.pincode,
        phone: centres.phone,
        gstin: centres.gstin,
        latitude: centres.latitude,
        longitude: centres.longitude,
      },
      city: { slug: cities.slug, label: cities.label },
      image: sql<
        string | null
      >`(select ${roomImages.fileName} from ${roomImages} where ${roomImages.roomId} = ${rooms.id} order by ${roomImages.position} limit 1)`,
      guestCount: sql<number>`(select count(*)::int from ${bookingGuests} where ${bookingGuests.bookingId} = ${bookings.id})`,
      voucherCode: vouchers.code,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .leftJoin(vouchers, eq(vouchers.id, bookings.voucherId))
    .where(and(...conditions))
    .orderBy(where.history ? desc(bookings.date) : asc(bookings.date), asc(bookings.startSlot), asc(bookings.id))
    .limit(500);
  return rows;
}
export type BookingDetails = Awaited<ReturnType<typeof bookingDetails>>[number];

export async function bookingAddOnsOf(db: Database, bookingId: number) {
  return db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, bookingId)).orderBy(asc(bookingAddOns.id));
}

export async function bookingGuestsOf(db: Database, bookingId: number) {
  return db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId)).orderBy(asc(bookingGuests.id));
}

export async function updateBookingNotes(db: Database, bookingId: number, notes: string, now: Date): Promise<void> {
  await db.update(bookings).set({ notes, updatedAt: now }).where(eq(bookings.id, bookingId));
}

/** Where a booking is: its date and, for timed rooms, its slot range. */
export type BookingPlace = { date: string; startSlot: number | null; endSlot: number | null };

/**
 * Moves a confirmed booking (a day pass to another date, a timed room to another slot range of
 * the same room) in ONE transaction, the no-double-booking rule's way (decision 0003): the
 * conditional update claims the booking as it was seen (`from`), the new slots or passes are
 * taken, and only then the old ones given back; `effects` (the e-mail) are written in the same
 * transaction. Of concurrent moves of one booking one gets the row; the others get undefined
 * and change nothing. Throws InventoryTakenError (and changes nothing) when the new slots or
 * passes are not free.
 */
export async function moveConfirmedBooking(
  db: Database,
  input: { bookingId: number; from: BookingPlace; to: BookingPlace; inventory: Inventory; now: Date },
  effects: BookingEffects,
): Promise<BookingRow | undefined> {
  const { from, to, inventory } = input;
  let moved: BookingRow | undefined;
  try {
    moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({
          date: to.date,
          startSlot: to.startSlot,
          endSlot: to.endSlot,
          calendarSequence: sql`${bookings.calendarSequence} + 1`,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(bookings.id, input.bookingId),
            eq(bookings.status, "confirmed"),
            eq(bookings.date, from.date),
            from.startSlot === null ? sql`${bookings.startSlot} is null` : eq(bookings.startSlot, from.startSlot),
          ),
        )
        .returning();
      if (!row) return undefined;
      if (inventory.kind === "slots") {
        // Take the new slots this booking does not hold yet, then give back the old ones outside the new range.
        const kept = new Set<number>();
        if (from.date === to.date && from.startSlot !== null && from.endSlot !== null)
          for (let slot = from.startSlot; slot < from.endSlot; slot += 1) kept.add(slot);
        const rows = [];
        for (let slot = inventory.startSlot; slot < inventory.endSlot; slot += 1)
          if (!kept.has(slot)) rows.push({ roomId: inventory.roomId, date: inventory.date, slot, bookingId: row.id });
        if (rows.length > 0) await tx.insert(slotHolds).values(rows);
        await tx
          .delete(slotHolds)
          .where(
            and(
              eq(slotHolds.bookingId, row.id),
              or(sql`${slotHolds.date} <> ${to.date}`, lt(slotHolds.slot, inventory.startSlot), gte(slotHolds.slot, inventory.endSlot)),
            ),
          );
      } else if (inventory.kind === "passes") {
        await takeInventory(tx, row.id, inventory);
        await tx
          .update(passAllocations)
          .set({ sold: sql`greatest(${passAllocations.sold} - ${row.quantity}, 0)` })
          .where(and(eq(passAllocations.roomId, row.roomId), eq(passAllocations.date, from.date)));
      }
      await effects(tx as unknown as Database, row);
      return row;
    });
  } catch (error) {
    if (isInventoryRefusal(error, inventory)) throw new InventoryTakenError(inventory.kind === "passes" ? "passes" : "slots");
    throw error;
  }
  if (moved) {
    await availabilityChanged(db, [
      { roomId: moved.roomId, date: from.date },
      { roomId: moved.roomId, date: to.date },
    ]);
  }
  return moved;
}
