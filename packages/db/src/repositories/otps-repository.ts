import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { otpSendLimits, otps } from "../schema";

export type OtpRecord = typeof otps.$inferSelect;

/**
 * Takes one OTP send for an identifier, or refuses it, in one conditional upsert on its
 * `otp_send_limits` row: allowed when the last send is at least `spacingMs` old and fewer than
 * `maxPerHour` sends fall within the last hour. PostgreSQL locks the row for the upsert, so of
 * concurrent sends on any number of connections exactly one passes each gate.
 */
export async function takeOtpSend(
  db: Database,
  identifier: string,
  now: Date,
  policy: { spacingMs: number; maxPerHour: number },
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const hourAgo = sql`${new Date(now.getTime() - 60 * 60_000).toISOString()}::timestamptz`;
  const spacedFrom = sql`${new Date(now.getTime() - policy.spacingMs).toISOString()}::timestamptz`;
  const current = sql.raw(`"otp_send_limits"."sent_at"`);
  const rows = await db
    .insert(otpSendLimits)
    .values({ identifier, sentAt: sql`array[${at}]` })
    .onConflictDoUpdate({
      target: otpSendLimits.identifier,
      set: { sentAt: sql`array(select t from unnest(${current}) t where t > ${hourAgo}) || ${at}` },
      setWhere: sql`(select coalesce(max(t), '-infinity'::timestamptz) from unnest(${current}) t) <= ${spacedFrom}
        and (select count(*) from unnest(${current}) t where t > ${hourAgo}) < ${policy.maxPerHour}`,
    })
    .returning({ identifier: otpSendLimits.identifier });
  return rows.length === 1;
}

/** When codes were sent to an identifier lately (at least the last hour), to explain a refusal. */
export async function otpSendTimes(db: Database, identifier: string): Promise<Date[]> {
  const [row] = await db.select({ sentAt: otpSendLimits.sentAt }).from(otpSendLimits).where(eq(otpSendLimits.identifier, identifier));
  return row?.sentAt.map((t) => new Date(t)) ?? [];
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
  for (const identifier of identifiers) {
    await db.delete(otps).where(eq(otps.identifier, identifier));
    await db.delete(otpSendLimits).where(eq(otpSendLimits.identifier, identifier));
  }
}
