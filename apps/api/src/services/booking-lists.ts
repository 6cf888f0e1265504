// The signed-in user's bookings (000 spec sections 3 and 7): upcoming and past lists grouped
// by month, one booking's view, and its note. Another user's booking answers exactly like a
// booking that does not exist.
import { format, parseISO } from "date-fns";
import type { BookingGuest, BookingListItem, BookingMonthGroup, BookingView } from "@workbay/contracts/checkout";
import { istNow, formatLongDate } from "@workbay/domain/ist-date";
import { firstFutureSlot } from "@workbay/domain/availability";
import { maxGuests } from "@workbay/domain/fnb-rules";
import { guestsCanBeInvited } from "@workbay/domain/guest-list";
import { paiseToRupees } from "@workbay/domain/money";
import { productType, type ProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import {
  bookingAddOnsOf,
  bookingDetails,
  bookingGuestsOf,
  updateBookingNotes,
  type BookingDetails,
} from "@workbay/db/repositories/bookings-repository";
import { roomRecordsByIds } from "@workbay/db/repositories/rooms-repository";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { AppError } from "@workbay/domain/app-error";
import { bookingAsItStands, customerDocumentAddresses } from "./booking-change-views";
import { CHECKOUT_MESSAGES, ownBooking } from "./checkout";

function listItemOf(row: BookingDetails): BookingListItem {
  const { booking, room, centre, city } = row;
  return {
    bookingId: booking.code,
    roomCode: room.inventoryId,
    meetingRoomImage: row.image,
    meetingRoomName: room.name,
    floorLocation: room.floor,
    address: centre.address,
    city: city.label,
    meetingDay: formatLongDate(booking.date),
    date: booking.date,
    booking_end_date: booking.endDate,
    startTime: booking.startSlot,
    endTime: booking.endSlot,
    guestCount: row.guestCount,
    space_type: room.productTypeId,
    space_type_name: productType(room.productTypeId as ProductTypeId).name,
    quantity: booking.quantity,
    pass_option_name: booking.passOptionName,
    status: booking.status,
    notes: booking.notes,
    seo_id: room.seoId,
    total_amount: paiseToRupees(booking.totalPaise),
  };
}

/** Groups in list order, one per calendar month of the booking date. */
export function groupByMonth(items: BookingListItem[]): BookingMonthGroup[] {
  const groups: BookingMonthGroup[] = [];
  for (const item of items) {
    const code = item.date.slice(0, 7);
    let group = groups.at(-1);
    if (!group || group.code !== code) {
      group = { code, month: format(parseISO(`${code}-01`), "MMMM yyyy"), meetingRoomDetails: [] };
      groups.push(group);
    }
    group.meetingRoomDetails.push(item);
  }
  return groups;
}

/**
 * Upcoming: confirmed bookings that have not ended (a virtual office while it runs, a pass
 * through its day, a timed booking until its last slot is over: this morning's meeting is
 * history by the afternoon). History: ended confirmed bookings and the cancelled, expired and
 * failed ones, newest first.
 */
export async function listBookings(db: Database, user: UserRecord, which: "upcoming" | "history", now: Date): Promise<BookingMonthGroup[]> {
  const { date: today, minutes } = istNow(now);
  const cut = { today, slotsEnded: firstFutureSlot(minutes) - 1 };
  const rows = await bookingDetails(db, which === "upcoming" ? { userId: user.id, upcoming: cut } : { userId: user.id, history: cut });
  return groupByMonth(rows.map(listItemOf));
}

/** An invited guest as the booking view lists them. */
export function guestView(guest: { email: string; respondedAt: Date | null }): BookingGuest {
  return { email: guest.email, responded: guest.respondedAt !== null };
}

export async function viewBooking(db: Database, user: UserRecord, code: string, now: Date): Promise<BookingView> {
  const booking = await ownBooking(db, user, code);
  const [row] = await bookingDetails(db, { ids: [booking.id] });
  if (!row) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  const [[record], addOns, guests, standing] = await Promise.all([
    roomRecordsByIds(db, [booking.roomId]),
    bookingAddOnsOf(db, booking.id),
    bookingGuestsOf(db, booking.id),
    bookingAsItStands(db, booking, row.voucherCode, customerDocumentAddresses(booking.code)),
  ]);
  const rupees = paiseToRupees;
  const confirmed = booking.status === "confirmed";
  return {
    bookingId: booking.code,
    room_id: booking.roomId,
    status: booking.status,
    refund_required: booking.refundRequired,
    roomName: row.room.name,
    roomAddress: row.centre.address,
    roomFloor: row.room.floor,
    city: row.city.label,
    centerName: row.centre.name,
    centerPhone: row.centre.phone,
    latitude: row.centre.latitude,
    longitude: row.centre.longitude,
    amenities: record?.amenities ?? [],
    roomImage: row.image,
    seo_id: row.room.seoId,
    bookingDate: booking.date,
    booking_end_date: booking.endDate,
    startTime: booking.startSlot,
    endTime: booking.endSlot,
    capacity: row.room.capacity,
    space_type: row.room.productTypeId,
    space_type_name: productType(row.room.productTypeId as ProductTypeId).name,
    quantity: booking.quantity,
    pass_option_id: booking.passOptionId,
    pass_option_name: booking.passOptionName,
    pass_option_days: booking.passOptionDays,
    addOns: addOns.map((a) => ({
      id: a.foodOptionId,
      sub_option_id: a.subOptionId,
      name: a.name,
      category: a.category,
      type: a.type,
      qty: a.qty,
      serves: a.serves,
      price: rupees(a.unitPricePaise),
    })),
    guests: guests.map(guestView),
    can_invite_guests: guestsCanBeInvited(booking, now),
    guest_limit: maxGuests(row.room.capacity, addOns),
    notes: booking.notes,
    voucher_code: row.voucherCode,
    room_amount: rupees(booking.roomAmountPaise),
    add_ons_price: rupees(booking.addOnsAmountPaise),
    discount: rupees(booking.discountPaise),
    cgst: rupees(booking.cgstPaise),
    sgst: rupees(booking.sgstPaise),
    igst: rupees(booking.igstPaise),
    gst_amount: rupees(booking.cgstPaise + booking.sgstPaise + booking.igstPaise),
    total_amount: rupees(booking.totalPaise),
    billing_details: booking.billingDetails
      ? {
          company_name: booking.billingDetails.company_name ?? "",
          gstin: booking.billingDetails.gstin ?? "",
          address: booking.billingDetails.address ?? "",
          state: booking.billingDetails.state ?? "",
          pincode: booking.billingDetails.pincode ?? "",
        }
      : null,
    invoice_number: booking.invoiceNumber,
    // An issued invoice stays downloadable after a cancellation: the credit note is read against it.
    invoice_url: booking.invoiceNumber ? `/passy/v1/booking/${booking.code}/invoice.pdf` : null,
    calendar_url: confirmed ? `/passy/v1/booking/${booking.code}/calendar.ics` : null,
    hold_expires_at: booking.status === "pending_payment" && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    payment_failed_at: booking.paymentFailedAt?.toISOString() ?? null,
    last_payment_error: booking.paymentError,
    created_at: booking.createdAt.toISOString(),
    confirmed_at: booking.confirmedAt?.toISOString() ?? null,
    ...standing,
  };
}

/** 'Add a Note' (upcoming list): the booker's own confirmed or pending booking. */
export async function saveBookingNote(
  db: Database,
  user: UserRecord,
  code: string,
  notes: string,
  now: Date,
): Promise<{ bookingId: string; notes: string }> {
  const booking = await ownBooking(db, user, code);
  if (booking.status !== "confirmed" && booking.status !== "pending_payment") {
    throw new AppError("conflict", "Notes can be added to active bookings only.");
  }
  await updateBookingNotes(db, booking.id, notes, now);
  return { bookingId: booking.code, notes };
}
