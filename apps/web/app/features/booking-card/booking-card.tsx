import type { ReactNode } from "react";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { formatDistance, isDistanceShown } from "@workbay/domain/distance";
import { imageUrl } from "@workbay/domain/image-sizes";
import { formatLongDate } from "@workbay/domain/ist-date";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { RoomPriceTag } from "../../shared/rooms/room-price-tag";
import { addressWithoutCity } from "../../shared/rooms/address-without-city";
import { amenityIconName } from "../../shared/rooms/amenity-icon-name";
import { roomProductType, type RoomPrice } from "../../shared/rooms/room-price";
import type { AvailabilitySummary } from "./availability-summary";
import type { BookingButtonLabel } from "./booking-button-label";
import { BookingDateField } from "./booking-date-field";
import { useVisitorDistanceKm } from "./use-visitor-distance";

export type BookingCardRoom = Pick<
  RoomDetail,
  | "id"
  | "name"
  | "url"
  | "capacity"
  | "space_type"
  | "center_name"
  | "address"
  | "city"
  | "latitude"
  | "longitude"
  | "distance"
  | "amenities"
  | "categories"
>;

type BookingCardProps = {
  room: BookingCardRoom;
  price: RoomPrice;
  promo: string | null;
  showSeats: boolean;
  date: string;
  today: string;
  lastDate: string;
  /** The room page's path without a query, for the date form. */
  path: string;
  availability: AvailabilitySummary;
  buttonLabel: BookingButtonLabel;
  /** A date chosen and still loading: the card shows it is checking. */
  pendingDate: string | null;
  /** Weekdays (0 = Sunday) the centre is closed: the date picker greys them out. */
  closedWeekdays: readonly number[];
  /**
   * The slot, pass or duration picker, under the availability summary of the date.
   */
  picker?: ReactNode;
  /** The interactive Book button, total and messages; without it the card shows a disabled button. */
  footer?: ReactNode;
};

/**
 * The booking card (000 spec section 2, display parts): the room at a glance, the date and
 * what is free on it, and the main button. Picking slots, passes or months and booking
 * arrive with the booking issue, through `picker` and the button.
 */
export function BookingCard(props: BookingCardProps) {
  const {
    room,
    price,
    promo,
    showSeats,
    date,
    today,
    lastDate,
    path,
    availability,
    buttonLabel,
    pendingDate,
    closedWeekdays,
    picker,
    footer,
  } = props;
  const distance = useVisitorDistanceKm(room.distance, room.latitude, room.longitude);
  const cover = room.url[0];
  const busy = pendingDate !== null;

  return (
    <section className="booking-card" aria-labelledby="booking-card-title" aria-busy={busy}>
      <div className="booking-card__summary">
        {cover ? (
          <img
            className="booking-card__image"
            src={imageUrl(cover, "340x200")}
            srcSet={`${imageUrl(cover, "680x400")} 2x`}
            width={340}
            height={200}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="booking-card__intro">
          <h2 id="booking-card-title" className="booking-card__title">
            <span className="visually-hidden">Book </span>
            {room.name}
          </h2>
          <RoomPriceTag price={price} promo={promo} size="md" />
        </div>
      </div>
      <div className="booking-card__body">
        <ul className="booking-card__facts">
          {showSeats ? (
            <li>
              <Icon name="users" size={16} />
              {room.capacity === 1 ? "1 Seat" : `${room.capacity} Seats`}
            </li>
          ) : null}
          <li>
            <Icon name="map-pin" size={16} />
            <span>
              {room.center_name}, {addressWithoutCity(room.address, room.city)}
            </span>
          </li>
          {isDistanceShown(distance) ? (
            <li>
              <Icon name="globe" size={16} />
              {formatDistance(distance)} away
            </li>
          ) : null}
        </ul>
        {room.amenities.length > 0 ? (
          <ul className="booking-card__amenities" aria-label="Amenities">
            {room.amenities.map((amenity) => (
              <li key={amenity.code} className="booking-card__amenity" title={amenity.name}>
                <Icon name={amenityIconName(amenity)} size={18} />
                <span className="visually-hidden">{amenity.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {room.categories.length > 0 ? (
          <p className="booking-card__categories">
            <span className="booking-card__categories-label">Best for</span> {room.categories.map((category) => category.name).join(" · ")}
          </p>
        ) : null}

        <div className="booking-card__form">
          <BookingDateField
            date={date}
            today={today}
            lastDate={lastDate}
            path={path}
            productTypeId={roomProductType(room)}
            closedWeekdays={closedWeekdays}
          />
          <div className="booking-card__picker" data-busy={busy || undefined}>
            <AvailabilityPanel date={date} summary={availability} />
            {picker}
            {busy ? (
              <div className="booking-card__loading" role="status">
                <span className="spinner" aria-hidden="true" />
                Checking availability for {formatLongDate(pendingDate)}…
              </div>
            ) : null}
          </div>
          {footer ?? (
            <>
              <Button
                variant="primary"
                size="lg"
                className={buttonLabel === "Sold Out" ? "booking-card__submit booking-card__submit--sold-out" : "booking-card__submit"}
                disabled
                aria-describedby="booking-card-note"
              >
                {buttonLabel}
              </Button>
              <p id="booking-card-note" className="booking-card__note">
                {buttonLabel === "Sold Out"
                  ? "Try another date, or contact us and we will find you a space."
                  : "Online booking opens here soon. Until then, call the centre or contact us to book."}
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function AvailabilityPanel({ date, summary }: { date: string; summary: AvailabilitySummary }) {
  return (
    <div className={`availability availability--${summary.tone}`}>
      <p className="availability__date">Availability on {formatLongDate(date)}</p>
      <p className="availability__text">
        <span className="availability__dot" aria-hidden="true" />
        {summary.text}
      </p>
      {summary.detail ? <p className="availability__detail">{summary.detail}</p> : null}
    </div>
  );
}
