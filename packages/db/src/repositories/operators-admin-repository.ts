// Admins' management of operators (issue 15, decision 0034): list, invite, change, deactivate.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { centres, operatorSessions, operators } from "../schema";
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
