// Issued GST documents as issued (decision 0046): each is written once, in the transaction that
// gives it its number, and read for every later copy. Nothing here updates or deletes one.
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { issuedDocuments, type CreditNoteContent, type InvoiceContent, type IssuedDocumentContent } from "../schema";

/** Stores a document's content under its number; a second write of one number fails (the primary key). */
export async function recordIssuedDocument(
  tx: Database,
  content: IssuedDocumentContent,
  of: { bookingId: number; changeId?: number; refundId?: number },
): Promise<void> {
  if (!content.issuedAt) throw new Error(`document ${content.number} has no date of issue`);
  await tx.insert(issuedDocuments).values({
    number: content.number,
    kind: content.kind,
    bookingId: of.bookingId,
    changeId: of.changeId ?? null,
    refundId: of.refundId ?? null,
    content,
    issuedAt: new Date(content.issuedAt),
  });
}

async function contentOf(db: Database, number: string): Promise<IssuedDocumentContent | undefined> {
  const [row] = await db.select({ content: issuedDocuments.content }).from(issuedDocuments).where(eq(issuedDocuments.number, number));
  return row?.content;
}

/** A tax invoice as issued; undefined for one issued before contents were kept. */
export async function issuedInvoice(db: Database, number: string): Promise<InvoiceContent | undefined> {
  const content = await contentOf(db, number);
  return content && content.kind !== "credit_note" ? content : undefined;
}

/** A credit note as issued; undefined for one issued before contents were kept. */
export async function issuedCreditNote(db: Database, number: string): Promise<CreditNoteContent | undefined> {
  const content = await contentOf(db, number);
  return content?.kind === "credit_note" ? content : undefined;
}
