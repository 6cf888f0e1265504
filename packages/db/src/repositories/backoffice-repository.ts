// What the operator console reads and changes (issue 15, decision 0029). Every query takes the
// operator's centres (undefined for an admin): a manager's query never reaches another centre.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { bookings, centres, cities, leads, refunds, rooms, slotHolds, users } from "../schema";
import type { BookingRow } from "./bookings-repository";

export const BOOKINGS_PAGE_SIZE = 25;

export type BookingSearch = {
  /** A booking code, an e-mail (or part of one) or a phone number. */
  q?: string;
  centreId?: number;
  from?: string;
  to?: string;
  status?: BookingRow["status"];
  page: number;
  /** The operator's centres; undefined: all. */
  centreIds?: readonly number[];
};

const summaryColumns = {
  booking: bookings,
  room: { name: rooms.name, productTypeId: rooms.productTypeId, centreId: rooms.centreId },
  centre: { id: centres.id, name: centres.name },
  city: cities.label,
  customer: { name: users.name, email: users.email, phone: users.phone, countryCode: users.countryCode },
};

function scoped(centreIds: readonly number[] | undefined): SQL | undefined {
  if (centreIds === undefined) return undefined;
  return centreIds.length === 0 ? sql`false` : inArray(rooms.centreId, [...centreIds]);
}

function queryCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^WB[0-9A-Z]{8}$/i.test(text)) return eq(bookings.code, text.toUpperCase());
  if (text.includes("@")) return ilike(users.email, `%${text.replace(/[%_\\]/g, "\\$&")}%`);
  const digits = text.replace(/\D/g, "");
  if (digits.length >= 6) {
    const national = digits.length > 10 ? digits.slice(-10) : digits;
    return sql`${users.phone} like ${`%${national}%`}`;
  }
  return or(ilike(users.name, `%${text.replace(/[%_\\]/g, "\\$&")}%`), eq(bookings.code, text.toUpperCase()));
}

function searchCondition(search: Omit<BookingSearch, "page">): SQL | undefined {
  return and(
    scoped(search.centreIds),
    queryCondition(search.q),
    search.centreId ? eq(rooms.centreId, search.centreId) : undefined,
    search.from ? gte(bookings.date, search.from) : undefined,
    search.to ? lte(bookings.date, search.to) : undefined,
    search.status ? eq(bookings.status, search.status) : undefined,
  );
}

export async function searchBookings(db: Database, search: BookingSearch) {
  const where = searchCondition(search);
  const base = () =>
    db
      .select(summaryColumns)
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .innerJoin(cities, eq(cities.slug, centres.citySlug))
      .innerJoin(users, eq(users.id, bookings.userId));
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(bookings.date), asc(bookings.startSlot), desc(bookings.id))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((search.page - 1) * BOOKINGS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every booking the search finds (no page), in the list's order, up to `max` rows: the CSV export. */
export async function searchBookingsForExport(db: Database, search: Omit<BookingSearch, "page">, max: number) {
  const where = searchCondition(search);
  return db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(desc(bookings.date), asc(bookings.startSlot), desc(bookings.id))
    .limit(max);
}

export type BookingSummaryRow = Awaited<ReturnType<typeof searchBookings>>["rows"][number];

/** One booking with its room, centre and customer (no scope: the caller checks the centre). */
export async function backofficeBooking(db: Database, code: string): Promise<BookingSummaryRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.code, code));
  return row;
}

/** Confirmed bookings and live holds of the operator's centres on these dates, in time order. */
export async function bookingsOnDates(db: Database, dates: string[], now: Date, centreIds: readonly number[] | undefined) {
  return db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        scoped(centreIds),
        inArray(bookings.date, dates),
        or(eq(bookings.status, "confirmed"), and(eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now))),
      ),
    )
    .orderBy(asc(bookings.date), asc(bookings.startSlot), asc(bookings.id));
}

export async function centresOf(db: Database, centreIds: readonly number[] | undefined) {
  return db
    .select({ id: centres.id, name: centres.name, city: cities.label, businessHours: centres.businessHours })
    .from(centres)
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .where(centreIds === undefined ? undefined : centreIds.length === 0 ? sql`false` : inArray(centres.id, [...centreIds]))
    .orderBy(asc(cities.sortOrder), asc(centres.name));
}

/** Per centre: timed rooms (their count), half-hours taken on a date. */
export async function slotUsage(db: Database, date: string) {
  const [roomCounts, taken] = await Promise.all([
    db
      .select({ centreId: rooms.centreId, productTypeId: rooms.productTypeId, n: count() })
      .from(rooms)
      .where(eq(rooms.isActive, true))
      .groupBy(rooms.centreId, rooms.productTypeId),
    db
      .select({ centreId: rooms.centreId, n: count() })
      .from(slotHolds)
      .innerJoin(rooms, eq(rooms.id, slotHolds.roomId))
      .innerJoin(bookings, eq(bookings.id, slotHolds.bookingId))
      .where(and(eq(slotHolds.date, date), eq(bookings.status, "confirmed")))
      .groupBy(rooms.centreId),
  ]);
  return { roomCounts, taken };
}

/** Per centre: bookings marked for refund by hand (late payments) and refunds the gateway failed. */
export async function refundsRequiredByCentre(db: Database) {
  const marked = await db
    .select({ centreId: rooms.centreId, n: count() })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(eq(bookings.refundRequired, true))
    .groupBy(rooms.centreId);
  const failed = await db
    .select({ centreId: rooms.centreId, n: count() })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(eq(refunds.status, "failed"))
    .groupBy(rooms.centreId);
  return { marked, failed };
}

/** Per centre: leads since `since` about its rooms, or naming no room and its city (as the leads page scopes them). */
export async function newLeadsByCentre(db: Database, since: Date) {
  return db
    .select({ centreId: centres.id, n: count(leads.id) })
    .from(centres)
    .innerJoin(cities, eq(cities.slug, centres.citySlug))
    .innerJoin(
      leads,
      and(
        gte(leads.createdAt, since),
        sql`(exists (select 1 from rooms r where r.id = ${leads.roomId} and r.centre_id = ${centres.id})
          or (${leads.roomId} is null and lower(trim(${leads.city})) in (${centres.citySlug}, lower(${cities.name}), lower(${cities.label}))))`,
      ),
    )
    .groupBy(centres.id);
}

/**
 * A late payment's refund made by hand at the gateway: recorded as processed with the gateway's
 * reference, and the booking no longer needs one. Returns undefined when the booking did not
 * need a refund (any more): then nothing changed.
 */
export async function recordManualRefund(
  db: Database,
  input: { bookingId: number; reference: string; gateway: string; now: Date },
  effects: (tx: Database, booking: BookingRow) => Promise<void>,
): Promise<BookingRow | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx
      .update(bookings)
      .set({ refundRequired: false, updatedAt: input.now })
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.refundRequired, true)))
      .returning();
    if (!row) return undefined;
    const taxes = row.cgstPaise + row.sgstPaise + row.igstPaise;
    await tx.insert(refunds).values({
      bookingId: row.id,
      reason: "late_payment",
      status: "processed",
      idempotencyKey: `wb-refund-${row.code}-late-manual`,
      percent: 100,
      taxablePaise: row.totalPaise - taxes,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      amountPaise: row.totalPaise,
      gateway: row.paymentGateway ?? input.gateway,
      paymentId: row.paymentId ?? "unknown",
      gatewayRefundId: input.reference,
      requestedAt: input.now,
      processedAt: input.now,
    });
    await effects(tx, row);
    return row;
  });
}

/** A centre's rooms and, for a date, each taken half-hour with the booking that holds it. */
export async function centreDay(db: Database, centreId: number, date: string) {
  const [roomRows, taken] = await Promise.all([
    db
      .select({ id: rooms.id, name: rooms.name, productTypeId: rooms.productTypeId, startTime: rooms.startTime, endTime: rooms.endTime })
      .from(rooms)
      .where(and(eq(rooms.centreId, centreId), eq(rooms.isActive, true)))
      .orderBy(asc(rooms.productTypeId), asc(rooms.name)),
    db
      .select({
        roomId: slotHolds.roomId,
        slot: slotHolds.slot,
        code: bookings.code,
        status: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
        customer: users.name,
      })
      .from(slotHolds)
      .innerJoin(bookings, eq(bookings.id, slotHolds.bookingId))
      .innerJoin(rooms, eq(rooms.id, slotHolds.roomId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(eq(rooms.centreId, centreId), eq(slotHolds.date, date)))
      .orderBy(asc(slotHolds.roomId), asc(slotHolds.slot)),
  ]);
  return { rooms: roomRows, taken };
}

export const LEADS_PAGE_SIZE = 25;

/** A lead's status: the last `lead.status` entry of the audit log (decision 0029), `new` without one. */
// Columns spelled out with their table: in a one-table query Drizzle leaves the table off, and a
// bare "id" inside the subquery would be the audit log's.
const leadId = sql`"leads"."id"`;
const leadCity = sql`"leads"."city"`;
export const leadStatusSql = sql<string>`coalesce((select a.after->>'status' from audit_log a
  where a.entity_type = 'lead' and a.entity_id = ${leadId}::text and a.action = 'lead.status'
  order by a.id desc limit 1), 'new')`;

/**
 * A lead belongs to a centre when it is about one of the centre's rooms, or, naming no room,
 * when its city is the centre's (by slug or name).
 */
function leadOfCentres(centreIds: readonly number[]): SQL {
  if (centreIds.length === 0) return sql`false`;
  const ids = sql.join(
    centreIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${rooms.centreId} in (${ids}) or (${leads.roomId} is null and exists (
    select 1 from centres c join cities ct on ct.slug = c.city_slug
    where c.id in (${ids}) and lower(trim(${leadCity})) in (c.city_slug, lower(ct.name), lower(ct.label)))))`;
}

export type LeadSearch = {
  status?: string;
  kind?: "enquiry" | "event";
  city?: string;
  centreId?: number;
  page: number;
  /** The operator's centres; undefined: all. */
  centreIds?: readonly number[];
};

const leadColumns = {
  lead: leads,
  status: leadStatusSql,
  /** The city as bookings show it (its label) when the lead names a known city slug. */
  cityName: sql<string | null>`(select ct.label from cities ct where ct.slug = lower(trim(${leadCity})))`,
  room: { name: rooms.name },
  centre: { id: centres.id, name: centres.name },
};

export async function searchLeads(db: Database, search: LeadSearch) {
  const city = search.city?.trim().toLowerCase();
  const where = and(
    search.centreIds === undefined ? undefined : leadOfCentres(search.centreIds),
    search.centreId ? leadOfCentres([search.centreId]) : undefined,
    search.kind ? eq(leads.kind, search.kind) : undefined,
    search.status ? sql`${leadStatusSql} = ${search.status}` : undefined,
    city
      ? sql`(lower(trim(${leads.city})) = ${city} or exists (select 1 from cities ct where ct.slug = lower(trim(${leads.city}))
          and (lower(ct.name) = ${city} or lower(ct.label) = ${city})) or exists (select 1 from centres c where c.id = ${rooms.centreId} and c.city_slug = ${city}))`
      : undefined,
  );
  const base = () =>
    db.select(leadColumns).from(leads).leftJoin(rooms, eq(rooms.id, leads.roomId)).leftJoin(centres, eq(centres.id, rooms.centreId));
  const [rows, [totals]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((search.page - 1) * LEADS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(leads)
      .leftJoin(rooms, eq(rooms.id, leads.roomId))
      .leftJoin(centres, eq(centres.id, rooms.centreId))
      .where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
export type LeadRow = Awaited<ReturnType<typeof searchLeads>>["rows"][number];

/** One lead, if it exists and (for a manager) belongs to their centres; `visible` says which. */
export async function backofficeLead(db: Database, id: number, centreIds: readonly number[] | undefined) {
  const [row] = await db
    .select({ ...leadColumns, visible: centreIds === undefined ? sql<boolean>`true` : sql<boolean>`${leadOfCentres(centreIds)}` })
    .from(leads)
    .leftJoin(rooms, eq(rooms.id, leads.roomId))
    .leftJoin(centres, eq(centres.id, rooms.centreId))
    .where(eq(leads.id, id));
  return row;
}

/** Locks the lead's row for a status change and reads its status inside the transaction. */
export async function lockedLeadStatus(tx: Database, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ status: leadStatusSql }).from(leads).where(eq(leads.id, id)).for("update");
  return row?.status;
}
