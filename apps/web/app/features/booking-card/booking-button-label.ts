import type { RoomItem } from "@workbay/contracts/rooms";
import { bookButtonLabel } from "@workbay/domain/booking-rules";
import { roomProductType } from "../../shared/rooms/room-price";

export type BookingButtonLabel = "Book" | "Book A Slot" | "Sold Out";

/**
 * The booking card's main button for a room from the API (000 spec section 4, the rule is
 * the domain's bookButtonLabel): Sold Out when the item is not available or not bookable;
 * passes: Book while the chosen pass count is above 0, else Sold Out; virtual office: Book;
 * timed rooms: Book A Slot.
 */
export function bookingButtonLabel(
  room: Pick<RoomItem, "space_type" | "available" | "is_bookable">,
  passCount: number,
): BookingButtonLabel {
  return bookButtonLabel({
    productTypeId: roomProductType(room),
    available: room.available,
    isBookable: room.is_bookable,
    passCount,
  }) as BookingButtonLabel;
}

/** The pass count a card starts with: 1 while passes are left (the picker runs 1 to min(left, 9)), else 0. */
export function initialPassCount(passesLeft: number): number {
  return passesLeft > 0 ? 1 : 0;
}
