// The e-mails of a cancellation (issue 16): the cancellation with the refund amount, when it is
// expected and the GST credit note attached; and the refund-processed note. Both are written
// through the transaction of the change, under dedupe keys, so each is sent once.
import type { Database } from "@workbay/db/client";
import type { BookingRow } from "@workbay/db/repositories/bookings-repository";
import { findBookingById } from "@workbay/db/repositories/bookings-repository";
import { enqueueMessage, type NewMessage } from "@workbay/db/repositories/outbox-repository";
import type { RefundRow } from "@workbay/db/repositories/refunds-repository";
import { formatLongDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import type { CreditNoteContent } from "@workbay/db/schema";
import { bookedTimeText, bookingCalendar, creditNotePdf, type BookingDocumentFacts, type CreditNoteFacts } from "./booking-documents";
import { documentFacts, type CheckoutContext } from "./checkout";
import { creditNote } from "./issued-documents";
import { REFUND_EXPECTED } from "./cancellations";
import { writeGuestCancellationNotices } from "./guest-notices";

export const cancellationKey = (code: string) => `booking-cancelled:${code}`;
export const refundProcessedKey = (idempotencyKey: string) => `refund-processed:${idempotencyKey}`;

export function noteOf(refund: RefundRow): CreditNoteFacts | null {
  if (!refund.creditNoteNumber) return null;
  return {
    creditNoteNumber: refund.creditNoteNumber,
    issuedAt: refund.requestedAt,
    percent: refund.percent,
    taxablePaise: refund.taxablePaise,
    cgstPaise: refund.cgstPaise,
    sgstPaise: refund.sgstPaise,
    igstPaise: refund.igstPaise,
    amountPaise: refund.amountPaise,
    paymentId: refund.paymentId,
    ...(refund.reason === "change" ? { reason: "change of the booking: the difference in price refunded" } : {}),
    // An operator's refund may be any amount: its percent is rounded down (0% for a small one), so it is not named.
    ...(refund.reason === "operator" ? { reason: "cancellation of the booking by Workbay" } : {}),
  };
}

/** The booker's cancellation e-mail; with a refund, its amount, the expected time and the credit notes (as issued). */
export async function cancellationMessage(
  facts: BookingDocumentFacts,
  refund: RefundRow | RefundRow[] | undefined,
  reason: string,
  notes: CreditNoteContent[],
): Promise<NewMessage> {
  // A booking whose change charged a difference has two payments, so its refund may be two rows.
  const made = Array.isArray(refund) ? refund : refund ? [refund] : [];
  const total = made.reduce((sum, r) => sum + r.amountPaise, 0);
  const refundLines =
    made.length > 0
      ? [
          `Refund: ${formatRupees(total)} (${made.some((r) => r.reason === "operator") ? "" : `${made[0]?.percent ?? 0}%, `}GST included), to the original payment method ${REFUND_EXPECTED}.`,
          ...notes.map((note) => `GST credit note ${note.number} (against invoice ${note.againstInvoice.number ?? "-"}) is attached.`),
        ]
      : ["Nothing is refunded for this cancellation."];
  const attachments = [
    ...(await Promise.all(
      notes.map(async (note, i) => ({
        filename: i === 0 ? `credit-note-${facts.code}.pdf` : `credit-note-${facts.code}-${i + 1}.pdf`,
        contentType: "application/pdf",
        contentBase64: (await creditNotePdf(note)).toString("base64"),
      })),
    )),
    // The same UID with the next SEQUENCE and METHOD:CANCEL, so calendars take the event off
    // (the guests' invites say the same, decision 0050).
    {
      filename: `${facts.code}.ics`,
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
      contentBase64: Buffer.from(bookingCalendar(facts, "CANCEL")).toString("base64"),
    },
  ];
  return {
    channel: "email",
    to: facts.bookerEmail,
    subject: `Booking cancelled: ${facts.room.name} on ${formatLongDate(facts.date)} (${facts.code})`,
    text: [
      `Hello ${facts.bookerName || "there"},`,
      "",
      "Your booking is cancelled, and its time is free for others again.",
      "",
      `Booking id: ${facts.code}`,
      `${facts.room.productTypeName}: ${facts.room.name}, ${facts.centre.name}`,
      `When: ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}`,
      "",
      ...refundLines,
      reason,
    ].join("\n"),
    attachments,
    dedupeKey: cancellationKey(facts.code),
  };
}

/** Written in the cancelling transaction: the booker's e-mail and each guest's notice. */
export async function writeCancellationMessages(
  ctx: CheckoutContext,
  tx: Database,
  booking: BookingRow,
  refund: RefundRow | RefundRow[] | undefined,
  reason: string,
  now: Date,
): Promise<void> {
  const facts = await documentFacts(ctx, booking, tx);
  // The guests are told it is cancelled, not why nor what is refunded (decision 0050).
  await writeGuestCancellationNotices(tx, booking, facts, now);
  if (!facts.bookerEmail) return;
  const made = Array.isArray(refund) ? refund : refund ? [refund] : [];
  const notes: CreditNoteContent[] = [];
  for (const note of made.map(noteOf)) if (note) notes.push(await creditNote(tx, facts, note));
  await enqueueMessage(tx, await cancellationMessage(facts, refund, reason, notes), now);
}

/** Written in the transaction that marks the refund processed. */
export async function writeRefundProcessedMessage(ctx: CheckoutContext, tx: Database, refund: RefundRow, now: Date): Promise<void> {
  const row = await findBookingById(tx, refund.bookingId);
  if (!row) return;
  const facts = await documentFacts(ctx, row, tx);
  if (!facts.bookerEmail) return;
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: facts.bookerEmail,
      subject: `Refund processed: ${formatRupees(refund.amountPaise)} for booking ${facts.code}`,
      text: [
        `Hello ${facts.bookerName || "there"},`,
        "",
        refund.reason === "change"
          ? `The refund of ${formatRupees(refund.amountPaise)} for the change of booking ${facts.code} (${facts.room.name}, ${formatLongDate(facts.date)}) has been processed by the payment provider.`
          : refund.reason === "late_payment"
            ? `The refund of ${formatRupees(refund.amountPaise)} for booking ${facts.code} (${facts.room.name}, ${formatLongDate(facts.date)}), whose payment arrived after ${facts.status === "cancelled" ? "the unpaid booking was cancelled" : "the hold had lapsed"}, has been processed by the payment provider.`
            : `The refund of ${formatRupees(refund.amountPaise)} for your cancelled booking ${facts.code} (${facts.room.name}, ${formatLongDate(facts.date)}) has been processed by the payment provider.`,
        "Banks usually show it on the original payment method within 5-7 working days.",
        ...(refund.creditNoteNumber ? ["", `Credit note: ${refund.creditNoteNumber}`] : []),
        ...(refund.gatewayRefundId ? [`Refund reference: ${refund.gatewayRefundId}`] : []),
      ].join("\n"),
      dedupeKey: refundProcessedKey(refund.idempotencyKey),
    },
    now,
  );
}
