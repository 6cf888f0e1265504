// The console's Today charts (issue 15, decision 0036): what the charts draw, summed by the
// database. Slots and booking dates are already India time (DECISIONS.md section 2), so an
// hour of day is `slot / 2` and a day is the booking's date: no time-zone arithmetic here.
import { and, asc, count, eq, gte, inArray, lte, sql, sum, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { bookings, rooms, slotHolds } from "../schema";

export type ChartRange = {
  /** First and last IST date, both included. */
  from: string;
  to: string;
  /** The operator's centres; undefined: all. */
  centreIds?: readonly number[];
};

function scoped(centreIds: readonly number[] | undefined): SQL | undefined {
  if (centreIds === undefined) return undefined;
  return centreIds.length === 0 ? sql`false` : inArray(rooms.centreId, [...centreIds]);
}

/** Per centre and hour of day (0-23): half-hours that confirmed bookings held over the range. */
export async function takenHalfHoursByHour(db: Database, range: ChartRange) {
  const hour = sql<number>`(${slotHolds.slot} / 2)::int`;
  return db
    .select({ centreId: rooms.centreId, hour, n: count() })
    .from(slotHolds)
    .innerJoin(bookings, eq(bookings.id, slotHolds.bookingId))
    .innerJoin(rooms, eq(rooms.id, slotHolds.roomId))
    .where(and(eq(bookings.status, "confirmed"), gte(slotHolds.date, range.from), lte(slotHolds.date, range.to), scoped(range.centreIds)))
    .groupBy(rooms.centreId, hour)
    .orderBy(asc(rooms.centreId), asc(hour));
}

/**
 * Per centre and hour of day: the half-hours one day offers, summed over the active rooms of
 * the given (timed) types, each open from its `start_time` to its `end_time`.
 */
export async function openHalfHoursByHour(db: Database, timedTypeIds: readonly number[], centreIds?: readonly number[]) {
  const where = and(eq(rooms.isActive, true), inArray(rooms.productTypeId, [...timedTypeIds]), scoped(centreIds));
  const result = await db.execute(sql`
    select ${rooms.centreId} as "centreId", (s.slot / 2)::int as "hour", count(*)::int as "n"
    from ${rooms}, generate_series(${rooms.startTime}::int, ${rooms.endTime}::int - 1) as s(slot)
    where ${where}
    group by 1, 2
    order by 1, 2`);
  const rows = (result as unknown as { rows: { centreId: number; hour: number; n: number }[] }).rows;
  return rows.map((r) => ({ centreId: Number(r.centreId), hour: Number(r.hour), n: Number(r.n) }));
}

/** Per centre and date: the confirmed bookings dated in the range and their totals (paise). */
export async function revenueByDay(db: Database, range: ChartRange) {
  const rows = await db
    .select({ centreId: rooms.centreId, date: bookings.date, paise: sum(bookings.totalPaise), n: count() })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.date, range.from), lte(bookings.date, range.to), scoped(range.centreIds)))
    .groupBy(rooms.centreId, bookings.date)
    .orderBy(asc(rooms.centreId), asc(bookings.date));
  // sum() of integers is a bigint (numeric string): paise stay exact well past any day's takings.
  return rows.map((r) => ({ centreId: r.centreId, date: r.date, paise: Number(r.paise ?? 0), n: r.n }));
}
