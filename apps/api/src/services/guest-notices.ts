// Invited guests hear of a moved or cancelled meeting as the booker does (decision 0050): written
// through the transaction of the change, under a key per booking, change and guest, so a retry
// or a second instance sends each guest one message per change.
import type { Database } from "@workbay/db/client";
import { bookingGuestsOf, type BookingPlace, type BookingRow } from "@workbay/db/repositories/bookings-repository";
import { enqueueMessage } from "@workbay/db/repositories/outbox-repository";
import { guestCancellationMessage, guestMoveMessage, type BookingDocumentFacts } from "./booking-documents";
import type { CheckoutContext } from "./checkout";
import { createGuestLink } from "./guest-links";

/** Each guest of a moved timed booking: the new time, a link made for it and the calendar update. */
export async function writeGuestMoveNotices(
  ctx: Pick<CheckoutContext, "secret" | "publicUrl">,
  tx: Database,
  row: BookingRow,
  facts: BookingDocumentFacts,
  was: BookingPlace,
  changeKey: string,
  now: Date,
): Promise<void> {
  if (row.startSlot === null || row.endSlot === null) return;
  for (const guest of await bookingGuestsOf(tx, row.id)) {
    const link = await createGuestLink(
      tx,
      ctx.secret,
      { id: row.id, date: row.date, startSlot: row.startSlot, endSlot: row.endSlot, roomSeoId: facts.room.seoId },
      guest.email,
    );
    await enqueueMessage(tx, guestMoveMessage(facts, guest.email, `${ctx.publicUrl}${link.path}`, was, changeKey), now);
  }
}

/** Each guest of a cancelled timed booking: that it is cancelled, and the calendar cancellation. */
export async function writeGuestCancellationNotices(tx: Database, row: BookingRow, facts: BookingDocumentFacts, now: Date): Promise<void> {
  if (row.startSlot === null || row.endSlot === null) return;
  for (const guest of await bookingGuestsOf(tx, row.id)) await enqueueMessage(tx, guestCancellationMessage(facts, guest.email), now);
}
