import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { outbox } from "../schema";

export type OutboxMessage = typeof outbox.$inferSelect;

/** refund: a refund to start at the payment gateway (`to` is its idempotency key, `text` its JSON). */
export type MessageChannel = "email" | "sms" | "webhook" | "refund";

export type NewMessage = {
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with an e-mail (calendar invite, invoice), base64. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
  /** Makes enqueueing idempotent: a second message with the same key is dropped. */
  dedupeKey?: string;
};

/** Puts a message in the outbox; the worker sends it. Returns false when its dedupe key exists. */
export async function enqueueMessage(db: Database, message: NewMessage, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
      dedupeKey: message.dedupeKey ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Which of these dedupe keys the outbox already holds (sent or not). */
export async function existingDedupeKeys(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.select({ key: outbox.dedupeKey }).from(outbox).where(inArray(outbox.dedupeKey, keys));
  return rows.flatMap((r) => (r.key === null ? [] : [r.key]));
}

/**
 * Claims up to `limit` due messages of the given channels by pushing their next attempt to
 * `leaseUntil`, so another instance's worker skips them while this one sends. A worker that
 * dies mid-send leaves the message due again when the lease ends: nothing is lost.
 */
export async function claimDueMessages(
  db: Database,
  channels: MessageChannel[],
  now: Date,
  leaseUntil: Date,
  limit = 20,
): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), inArray(outbox.channel, channels)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(outbox).set({ nextAttemptAt: leaseUntil }).where(inArray(outbox.id, due)).returning();
}

export async function markMessageSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markMessageAttemptFailed(db: Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: "failed" as const }),
    })
    .where(eq(outbox.id, id));
}

/** Sent messages, newest first (the development mailbox); refund calls are not messages to people. */
export async function listSentMessages(db: Database, limit = 200) {
  const rows = await db
    .select({ id: outbox.id, to: outbox.to, channel: outbox.channel, subject: outbox.subject, text: outbox.text, sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.status, "sent"), inArray(outbox.channel, ["email", "sms", "webhook"])))
    .orderBy(desc(outbox.sentAt), desc(outbox.id))
    .limit(limit);
  return rows as (Omit<(typeof rows)[number], "channel"> & { channel: Exclude<MessageChannel, "refund"> })[];
}
