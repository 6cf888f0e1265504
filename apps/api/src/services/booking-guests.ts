// Inviting guests to a confirmed booking after checkout (the guest list editor's modal mode on
// the booking's page): the same cap and invitation e-mails as guests named at checkout.
import { bookingAddOnsOf, bookingDetails, bookingGuestsOf, type BookingRow } from "@workbay/db/repositories/bookings-repository";
import { addBookingGuests, GuestLimitError } from "@workbay/db/repositories/guests-repository";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { AppError } from "@workbay/domain/app-error";
import { maxGuests } from "@workbay/domain/fnb-rules";
import { guestsCanBeInvited } from "@workbay/domain/guest-list";
import { guestView } from "./booking-lists";
import { CHECKOUT_MESSAGES, documentFacts, ownBooking, sendGuestInvitation, type CheckoutContext } from "./checkout";

/** The most guests a booking may have: the room's capacity or what its add-ons serve. */
async function guestLimitOf(ctx: Pick<CheckoutContext, "db">, booking: BookingRow): Promise<number> {
  const [[row], addOns] = await Promise.all([bookingDetails(ctx.db, { ids: [booking.id] }), bookingAddOnsOf(ctx.db, booking.id)]);
  return maxGuests(row?.room.capacity ?? 1, addOns);
}

/**
 * POST /passy/v1/booking/{id}/guests: adds the addresses not yet invited and e-mails each new
 * guest their link. Returns every guest of the booking.
 */
export async function inviteBookingGuests(ctx: CheckoutContext, user: UserRecord, code: string, emails: readonly string[], now: Date) {
  const booking = await ownBooking(ctx.db, user, code);
  if (!guestsCanBeInvited(booking, now)) throw new AppError("conflict", CHECKOUT_MESSAGES.guestsClosed);
  const facts = await documentFacts(ctx, booking);
  const limit = await guestLimitOf(ctx, booking);
  let added: { email: string }[];
  try {
    added = await addBookingGuests(ctx.db, booking.id, emails, limit, async (tx, fresh) => {
      for (const guest of fresh) await sendGuestInvitation(ctx, tx, booking, facts, guest.email, now);
    });
  } catch (error) {
    if (error instanceof GuestLimitError)
      throw new AppError("bad_request", CHECKOUT_MESSAGES.tooManyGuests(error.limit), { field: "guest_emails" });
    throw error;
  }
  const guests = await bookingGuestsOf(ctx.db, booking.id);
  return {
    bookingId: booking.code,
    invited: added.map((g) => g.email),
    guests: guests.map(guestView),
  };
}
