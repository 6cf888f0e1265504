// A booking as it stands after its changes (issue 16, decision 0028): what it is worth now, each
// change that moved money with its payment or refund, and every refund with its credit note. The
// customer's booking view and the operator console's booking page both show it.
import type { BookingChangeView, BookingRefundView } from "@workbay/contracts/checkout";
import type { BookingAmounts } from "@workbay/contracts/booking";
import { currentSupply } from "@workbay/domain/change-difference";
import { paiseToRupees } from "@workbay/domain/money";
import type { Database } from "@workbay/db/client";
import { changesOfBooking, differenceOf, type BookingChangeRow } from "@workbay/db/repositories/booking-changes-repository";
import type { BookingRow } from "@workbay/db/repositories/bookings-repository";
import { refundsOfBooking, type RefundRow } from "@workbay/db/repositories/refunds-repository";
import type { BookingChangeSide } from "@workbay/db/schema";

/** Where a change's tax invoice and a refund's credit note are downloaded (null: not offered here). */
export type DocumentAddresses = {
  changeInvoice: (changeId: number) => string;
  creditNote: (refundId: number) => string;
};

/** The customer's addresses: beside the booking's invoice, same owner check. */
export const customerDocumentAddresses = (code: string): DocumentAddresses => ({
  changeInvoice: (changeId) => `/passy/v1/booking/${code}/changes/${changeId}/invoice.pdf`,
  creditNote: (refundId) => `/passy/v1/booking/${code}/refunds/${refundId}/credit-note.pdf`,
});

/** One side of a change (before or after) as the booking page and the console show it. */
export function changeSideView(side: BookingChangeSide): BookingChangeView["before"] {
  return {
    date: side.date,
    start_time: side.startSlot,
    end_time: side.endSlot,
    add_ons: side.addOns.map((a) => ({ name: a.name, qty: a.qty })),
  };
}

function refundView(refund: RefundRow, addresses: DocumentAddresses | null): BookingRefundView {
  return {
    id: refund.id,
    reason: refund.reason,
    status: refund.status,
    amount: paiseToRupees(refund.amountPaise),
    payment_id: refund.paymentId,
    credit_note_number: refund.creditNoteNumber,
    credit_note_url: refund.creditNoteNumber && addresses ? addresses.creditNote(refund.id) : null,
    requested_at: refund.requestedAt.toISOString(),
  };
}

function changeView(change: BookingChangeRow, refund: RefundRow | undefined, addresses: DocumentAddresses | null): BookingChangeView {
  const invoiced = change.status === "applied" && change.invoiceNumber !== null;
  return {
    id: change.id,
    kind: change.kind,
    status: change.status,
    before: changeSideView(change.before),
    after: changeSideView(change.after),
    difference: paiseToRupees(change.differenceTotalPaise),
    payment_id: change.paymentId,
    invoice_number: invoiced ? change.invoiceNumber : null,
    invoice_url: invoiced && addresses ? addresses.changeInvoice(change.id) : null,
    refund_required: change.refundRequired,
    refund: refund ? refundView(refund, addresses) : null,
    created_at: change.createdAt.toISOString(),
    applied_at: change.appliedAt?.toISOString() ?? null,
  };
}

/** The booking now: current amounts (rupees), its changes (lapsed ones only when paid, so refunded) and its refunds. */
export async function bookingAsItStands(
  db: Database,
  booking: BookingRow,
  voucherCode: string | null,
  addresses: DocumentAddresses | null,
): Promise<{ current: BookingAmounts; changes: BookingChangeView[]; refunds: BookingRefundView[] }> {
  const [changes, refunds] = await Promise.all([changesOfBooking(db, booking.id), refundsOfBooking(db, booking.id)]);
  const now = currentSupply(booking, changes.filter((c) => c.status === "applied").map(differenceOf));
  const refundOfChange = new Map(refunds.filter((r) => r.changeId !== null).map((r) => [r.changeId, r]));
  return {
    current: {
      room_amount: paiseToRupees(now.roomAmountPaise),
      add_ons_price: paiseToRupees(now.addOnsAmountPaise),
      discount: paiseToRupees(now.discountPaise),
      cgst: paiseToRupees(now.cgstPaise),
      sgst: paiseToRupees(now.sgstPaise),
      igst: paiseToRupees(now.igstPaise),
      gst_amount: paiseToRupees(now.cgstPaise + now.sgstPaise + now.igstPaise),
      total_amount: paiseToRupees(now.totalPaise),
      voucher_code: voucherCode,
    },
    // A change waiting for its payment, or one that lapsed unpaid, moved no money: not listed.
    changes: changes
      .filter((c) => c.status === "applied" || c.paymentId !== null)
      .sort((a, b) => a.id - b.id)
      .map((c) => changeView(c, refundOfChange.get(c.id), addresses)),
    refunds: refunds.map((r) => refundView(r, addresses)),
  };
}

/** A change of this booking whose difference was paid and invoiced (its tax invoice can be drawn). */
export async function invoicedChangeOf(db: Database, bookingId: number, changeId: number): Promise<BookingChangeRow | undefined> {
  return (await changesOfBooking(db, bookingId)).find((c) => c.id === changeId && c.status === "applied" && c.invoiceNumber !== null);
}

/** A refund of this booking that has a credit note. */
export async function creditNotedRefundOf(db: Database, bookingId: number, refundId: number): Promise<RefundRow | undefined> {
  return (await refundsOfBooking(db, bookingId)).find((r) => r.id === refundId && r.creditNoteNumber !== null);
}
