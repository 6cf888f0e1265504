// Admins' management of operators (issue 15, decision 0034): list, invite, change, deactivate.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { auditLog, centres, operatorSessions, operators } from "../schema";
import type { OperatorRecord } from "./operators-repository";

export async function listOperators(db: Database): Promise<OperatorRecord[]> {
  return db.select().from(operators).orderBy(asc(operators.email));
}

/** The ids of these that are not centres. */
export async function unknownCentres(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = new Set(
    (
      await db
        .select({ id: centres.id })
        .from(centres)
        .where(inArray(centres.id, [...ids]))
    ).map((c) => c.id),
  );
  return ids.filter((id) => !known.has(id));
}

/** A new operator without a password; a taken e-mail raises the unique violation. */
export async function insertInvitedOperator(
  tx: Database,
  input: { email: string; name: string; role: OperatorRecord["role"]; centreIds: number[] },
  now: Date,
): Promise<OperatorRecord> {
  const [row] = await tx
    .insert(operators)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("operator was not inserted");
  return row;
}

/** The operator's row, locked for the change that follows (same transaction). */
export async function lockedOperator(tx: Database, id: string): Promise<OperatorRecord | undefined> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for("update");
  return row;
}

export async function updateOperatorAccess(
  tx: Database,
  id: string,
  change: { role: OperatorRecord["role"]; centreIds: number[]; isActive: boolean },
  now: Date,
): Promise<OperatorRecord> {
  const [row] = await tx
    .update(operators)
    .set({ ...change, updatedAt: now })
    .where(eq(operators.id, id))
    .returning();
  if (!row) throw new Error("operator was not updated");
  return row;
}

/** Ends every live session of an operator at once. */
export async function revokeOperatorSessions(tx: Database, operatorId: string, now: Date): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditSearch = {
  /** Part of the operator's e-mail, case-insensitive. */
  operator?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  /** IST dates, inclusive. */
  from?: string;
  to?: string;
  page: number;
};

/** The audit log, newest first, a page at a time, with the total for the pager. */
export async function searchAuditLog(db: Database, search: AuditSearch) {
  const where = and(
    search.operator ? ilike(auditLog.operatorEmail, `%${search.operator.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    search.action ? eq(auditLog.action, search.action) : undefined,
    search.entityType ? eq(auditLog.entityType, search.entityType) : undefined,
    search.entityId ? eq(auditLog.entityId, search.entityId) : undefined,
    search.from ? gte(auditLog.createdAt, sql`(${search.from}::date)::timestamp at time zone 'Asia/Kolkata'`) : undefined,
    search.to ? lt(auditLog.createdAt, sql`((${search.to}::date + 1)::timestamp) at time zone 'Asia/Kolkata'`) : undefined,
  );
  const [rows, [total], actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((search.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action, entityType: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { rows, total: total?.n ?? 0, actions };
}
