import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { otps } from "../schema";

export type OtpRecord = typeof otps.$inferSelect;

/** When codes were sent to an identifier since `since` (any purpose), for the send limits. */
export async function otpSendTimes(db: Database, identifier: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: otps.createdAt })
    .from(otps)
    .where(and(eq(otps.identifier, identifier), gte(otps.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

export async function insertOtp(
  db: Database,
  otp: { channel: "email" | "sms"; identifier: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(otps).values(otp);
}

/** The newest code of an identifier for a purpose (earlier ones are superseded by a resend). */
export async function latestOtp(db: Database, identifier: string, purpose: string): Promise<OtpRecord | undefined> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.identifier, identifier), eq(otps.purpose, purpose)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row;
}

/** Counts one wrong try, atomically; the new count, or undefined when the code was already dead. */
export async function recordWrongOtpTry(db: Database, id: string, maxTries: number): Promise<number | undefined> {
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, id), lt(otps.attempts, maxTries), isNull(otps.consumedAt)))
    .returning({ attempts: otps.attempts });
  return row?.attempts;
}

/** Marks a code used, once: false when another request consumed or locked it first. */
export async function consumeOtp(db: Database, id: string, maxTries: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, id), lt(otps.attempts, maxTries), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

export async function deleteOtpsOf(db: Database, identifiers: string[]): Promise<void> {
  for (const identifier of identifiers) await db.delete(otps).where(eq(otps.identifier, identifier));
}
