import type { ValidatedBooking } from "@workbay/contracts/booking";
import { bookingWhenText } from "../../shared/booking/booking-when";
import { rupees } from "../../shared/booking/price-breakdown";
import { RoomSummaryStrip } from "../../shared/booking/room-summary-strip";
import type { CheckoutDraft } from "./checkout-draft";
import type { CheckoutRoom } from "./checkout-room";

type CheckoutSummaryProps = {
  draft: CheckoutDraft;
  room: CheckoutRoom;
  priced: ValidatedBooking;
  editTo: string;
  notes: string;
  guests: string[];
};

/** What is being booked: the room, when, its add-ons, the note and how many guests are invited. */
export function CheckoutSummary({ draft, room, priced, editTo, notes, guests }: CheckoutSummaryProps) {
  const when = bookingWhenText({
    spaceType: room.space_type,
    startTime: draft.startTime,
    endTime: draft.endTime,
    quantity: priced.quantity,
    passOptionName: priced.pass_option_name,
  });
  return (
    <RoomSummaryStrip
      variant="card"
      editTo={editTo}
      summary={{
        image: room.image,
        name: room.name,
        floor: room.floor,
        address: room.address,
        capacity: room.capacity,
        date: draft.date,
        startTime: draft.startTime,
        endTime: draft.endTime,
        whenText: when,
        amenities: room.amenities,
      }}
    >
      {priced.add_ons.length > 0 ? (
        <div className="checkout-addons">
          <h3 className="checkout-addons__title">Add-ons</h3>
          <ul>
            {priced.add_ons.map((a) => (
              <li key={`${a.id}:${a.sub_option_id ?? ""}`}>
                <span>{a.name}</span>
                <span className="checkout-addons__qty">× {a.qty}</span>
                <span className="checkout-addons__price">{rupees(a.price * a.qty)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notes ? (
        <p className="checkout-note">
          <strong>Note:</strong> {notes}
        </p>
      ) : null}
      {guests.length > 0 ? (
        <p className="checkout-note">
          <strong>Guests invited:</strong> {guests.length}
        </p>
      ) : null}
    </RoomSummaryStrip>
  );
}
