// The console's vouchers (issue 15, decision 0033): listed with their uses, filtered by where
// they stand on an IST day and by code, sorted and paged in SQL.
import { and, asc, count, desc, eq, gt, ilike, lt, lte, gte, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { bookings, centres, rooms, voucherRedemptions, vouchers } from "../schema";

/** Uses that count against the limits: bookings that hold or bought something (as checkout counts them). */
const usedCount = sql<number>`(
  select count(*)::int from ${voucherRedemptions}
  inner join ${bookings} on ${bookings.id} = ${voucherRedemptions.bookingId}
  where ${voucherRedemptions.voucherId} = ${vouchers.id} and ${bookings.status} in ('pending_payment', 'confirmed')
)`;

const SORT_COLUMNS = { code: vouchers.code, valid_to: vouchers.validTo, used: usedCount, updated: vouchers.updatedAt } as const;

export type VoucherListFilter = {
  status?: "active" | "scheduled" | "expired" | "inactive";
  code?: string;
  today: string;
  sort: keyof typeof SORT_COLUMNS;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

const columns = {
  voucher: vouchers,
  centreName: centres.name,
  roomName: rooms.name,
  usedCount,
};

export type AdminVoucherRecord = {
  voucher: typeof vouchers.$inferSelect;
  centreName: string | null;
  roomName: string | null;
  usedCount: number;
};

export async function listAdminVouchers(db: Database, filter: VoucherListFilter) {
  const conditions: SQL[] = [];
  if (filter.code) conditions.push(ilike(vouchers.code, `%${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.status === "inactive") conditions.push(eq(vouchers.isActive, false));
  if (filter.status === "active")
    conditions.push(eq(vouchers.isActive, true), lte(vouchers.validFrom, filter.today), gte(vouchers.validTo, filter.today));
  if (filter.status === "scheduled") conditions.push(eq(vouchers.isActive, true), gt(vouchers.validFrom, filter.today));
  if (filter.status === "expired") conditions.push(eq(vouchers.isActive, true), lt(vouchers.validTo, filter.today));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.dir === "asc" ? asc(SORT_COLUMNS[filter.sort]) : desc(SORT_COLUMNS[filter.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(vouchers)
      .leftJoin(centres, eq(centres.id, vouchers.centreId))
      .leftJoin(rooms, eq(rooms.id, vouchers.roomId))
      .where(where)
      .orderBy(order, asc(vouchers.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return { rows: rows as AdminVoucherRecord[], total: total?.n ?? 0 };
}

export async function adminVoucherById(db: Database, id: number): Promise<AdminVoucherRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(vouchers)
    .leftJoin(centres, eq(centres.id, vouchers.centreId))
    .leftJoin(rooms, eq(rooms.id, vouchers.roomId))
    .where(eq(vouchers.id, id));
  return row as AdminVoucherRecord | undefined;
}

/** Whether another voucher has this code, whatever its case. */
export async function voucherCodeTaken(db: Database, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(sql`upper(${vouchers.code}) = ${code.toUpperCase()}`, exceptId === undefined ? undefined : ne(vouchers.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type VoucherWrite = Omit<typeof vouchers.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function insertVoucher(db: Database, values: VoucherWrite, now: Date): Promise<number> {
  const [row] = await db
    .insert(vouchers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: vouchers.id });
  return row!.id;
}

export async function updateVoucher(db: Database, id: number, values: Partial<VoucherWrite>, now: Date): Promise<void> {
  await db
    .update(vouchers)
    .set({ ...values, updatedAt: now })
    .where(eq(vouchers.id, id));
}

/** The centre a room is in, or undefined for no such room. */
export async function centreOfRoom(db: Database, roomId: number): Promise<number | undefined> {
  const [row] = await db.select({ centreId: rooms.centreId }).from(rooms).where(eq(rooms.id, roomId));
  return row?.centreId;
}

export async function centreExists(db: Database, centreId: number): Promise<boolean> {
  const [row] = await db.select({ id: centres.id }).from(centres).where(eq(centres.id, centreId));
  return row !== undefined;
}
