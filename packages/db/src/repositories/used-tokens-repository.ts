import { lt } from "drizzle-orm";
import type { Database } from "../client";
import { usedTokens } from "../schema";

/**
 * Records a single-use token id; false when it was spent before (on any instance).
 * Expired ids are swept now and then, so the table stays small.
 */
export async function spendToken(db: Database, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  if (Math.random() < 0.05) await db.delete(usedTokens).where(lt(usedTokens.expiresAt, now));
  const rows = await db.insert(usedTokens).values({ id, expiresAt }).onConflictDoNothing().returning({ id: usedTokens.id });
  return rows.length === 1;
}
