// Operators of the console, their sessions and the audit log (issue 15, decision 0029).
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { auditLog, operatorSessions, operators } from "../schema";

export type OperatorRecord = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRecord | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findOperatorById(db: Database, id: string): Promise<OperatorRecord | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** A new operator, or the existing one of that e-mail with the role and centres given (the CLI may be run twice). */
export async function upsertOperator(
  db: Database,
  input: { email: string; role: OperatorRecord["role"]; centreIds: number[]; name?: string },
  now: Date,
): Promise<OperatorRecord> {
  const existing = await findOperatorByEmail(db, input.email);
  if (existing) {
    const [row] = await db
      .update(operators)
      .set({ role: input.role, centreIds: input.centreIds, isActive: true, updatedAt: now })
      .where(eq(operators.id, existing.id))
      .returning();
    if (!row) throw new Error("operator was not updated");
    return row;
  }
  const [row] = await db
    .insert(operators)
    .values({ email: input.email, name: input.name ?? "", role: input.role, centreIds: input.centreIds, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("operator was not inserted");
  return row;
}

export async function setOperatorPassword(db: Database, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(operators).set({ passwordHash, updatedAt: now }).where(eq(operators.id, id));
  // A new password ends every sign-in made with the old one.
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.revokedAt)));
}

export async function insertOperatorSession(db: Database, operatorId: string, expiresAt: Date, now: Date) {
  const [row] = await db
    .insert(operatorSessions)
    .values({ operatorId, expiresAt, createdAt: now })
    .returning({ id: operatorSessions.id, expiresAt: operatorSessions.expiresAt });
  if (!row) throw new Error("operator session was not inserted");
  return row;
}

/** The live session and its operator: not revoked, not expired, operator active. */
export async function findLiveOperatorSession(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.isActive, true),
      ),
    );
  return row;
}

export async function revokeOperatorSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

export type NewAuditEntry = {
  operator: Pick<OperatorRecord, "id" | "email">;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Written in the transaction of the change it records. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operator.id,
    operatorEmail: entry.operator.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    createdAt: now,
  });
}

export async function auditEntriesOf(db: Database, entityType: string, entityId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
}
