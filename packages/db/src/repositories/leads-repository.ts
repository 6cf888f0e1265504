import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { leads } from "../schema";
import { enqueueMessage, type NewMessage } from "./outbox-repository";

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, "id" | "forwardedAt" | "createdAt"> & { createdAt: Date };

/**
 * Stores a lead and, in the same transaction, the messages it causes (the acknowledgement
 * e-mail, the CRM forward), so neither is lost nor sent for a lead that was not stored. A lead
 * whose dedupe hash exists already is the same submission again: nothing is written and the
 * stored one is returned with `created: false` (the unique constraint decides, not a read first).
 */
export async function storeLead(
  db: Database,
  lead: NewLead,
  messagesOf: (stored: LeadRow) => NewMessage[],
): Promise<{ lead: LeadRow; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(lead).onConflictDoNothing({ target: leads.dedupeHash }).returning();
    if (!row) return undefined;
    for (const message of messagesOf(row)) await enqueueMessage(tx, message, lead.createdAt);
    return row;
  });
  if (created) return { lead: created, created: true };
  const [existing] = await db.select().from(leads).where(eq(leads.dedupeHash, lead.dedupeHash));
  if (!existing) throw new Error("lead neither inserted nor found");
  return { lead: existing, created: false };
}

/** Marks the lead forwarded to the CRM (the outbox delivered its webhook message). */
export async function markLeadForwarded(db: Database, id: number, now: Date): Promise<void> {
  await db.update(leads).set({ forwardedAt: now }).where(eq(leads.id, id));
}

export async function findLead(db: Database, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}
