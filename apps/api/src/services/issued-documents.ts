// Issued GST documents stay as issued (decision 0046): a tax invoice, a change's difference
// invoice and a credit note keep the content they had when numbered, written in the same
// transaction as the number; every later copy (download, e-mail, resend) is drawn from it.
// A document numbered before contents were kept has none and is drawn from the booking as it
// stands, as it always was.
import type { Database } from "@workbay/db/client";
import type { BookingChangeRow } from "@workbay/db/repositories/booking-changes-repository";
import type { BookingRow, IssueInvoice } from "@workbay/db/repositories/bookings-repository";
import { issuedCreditNote, issuedInvoice } from "@workbay/db/repositories/issued-documents-repository";
import type { RefundRow } from "@workbay/db/repositories/refunds-repository";
import type { CreditNoteContent, InvoiceContent } from "@workbay/db/schema";
import { invoiceNumber } from "@workbay/domain/invoice";
import { istNow } from "@workbay/domain/ist-date";
import {
  creditNoteContent,
  differenceInvoiceContent,
  invoiceContent,
  type BookingDocumentFacts,
  type CreditNoteFacts,
} from "./booking-documents";
import { noteOf } from "./cancellation-messages";
import { documentFacts, type CheckoutContext } from "./checkout";

/** A booking's invoice numbered at `now` (its IST day's financial year), its content read through the numbering transaction. */
export function issueBookingInvoice(ctx: CheckoutContext, now: Date): IssueInvoice {
  return {
    number: (sequence) => invoiceNumber(sequence, istNow(now).date),
    content: async (tx, numbered) => invoiceContent(await documentFacts(ctx, numbered, tx)),
  };
}

/** A change's difference invoice as issued, read through the transaction that numbers it. */
export function issueChangeInvoice(ctx: CheckoutContext) {
  return async (tx: Database, booking: BookingRow, change: BookingChangeRow): Promise<InvoiceContent> =>
    differenceInvoiceContent(await documentFacts(ctx, booking, tx), change);
}

/** A refund's credit note as issued, read through the transaction that numbers it. */
export function issueCreditNote(ctx: CheckoutContext) {
  return async (tx: Database, booking: BookingRow, refund: RefundRow): Promise<CreditNoteContent> => {
    const note = noteOf(refund);
    if (!note) throw new Error("a refund without a credit note number has no credit note");
    return creditNoteContent(await documentFacts(ctx, booking, tx), note);
  };
}

/** The booking's tax invoice as issued. */
export async function bookingInvoice(db: Database, facts: BookingDocumentFacts): Promise<InvoiceContent> {
  return (facts.invoiceNumber ? await issuedInvoice(db, facts.invoiceNumber) : undefined) ?? invoiceContent(facts);
}

/** A change's difference invoice as issued. */
export async function changeInvoice(db: Database, facts: BookingDocumentFacts, change: BookingChangeRow): Promise<InvoiceContent> {
  const issued = change.invoiceNumber ? await issuedInvoice(db, change.invoiceNumber) : undefined;
  // One issued before contents were kept listed no add-on items; it still lists none.
  return issued ?? { ...differenceInvoiceContent(facts, change), addOns: [] };
}

/** A refund's credit note as issued. */
export async function creditNote(db: Database, facts: BookingDocumentFacts, note: CreditNoteFacts): Promise<CreditNoteContent> {
  return (await issuedCreditNote(db, note.creditNoteNumber)) ?? creditNoteContent(facts, note);
}
