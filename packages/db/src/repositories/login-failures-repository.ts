import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { loginFailures } from "../schema";

export type LoginFailureRecord = typeof loginFailures.$inferSelect;

/** Counts one wrong password for an identifier (one atomic upsert; a lapsed window starts over). */
export async function recordLoginFailure(db: Database, identifier: string, now: Date, windowMs: number): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const started = sql.raw(`"login_failures"."window_started_at"`);
  const lapsed = sql`${started} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  await db
    .insert(loginFailures)
    .values({ identifier, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.identifier,
      set: {
        failures: sql`case when ${lapsed} then 1 else ${sql.raw(`"login_failures"."failures"`)} + 1 end`,
        windowStartedAt: sql`case when ${lapsed} then ${at} else ${started} end`,
      },
    });
}

export async function loginFailuresOf(db: Database, identifier: string): Promise<LoginFailureRecord | undefined> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.identifier, identifier));
  return row;
}

/** Forgets the failure counts of a deleted account's identifiers (they name its e-mail and phone). */
export async function deleteLoginFailuresOf(db: Database, identifiers: string[]): Promise<void> {
  if (identifiers.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.identifier, identifiers));
}
