import { Link } from "react-router";
import type { RoomItem } from "@workbay/contracts/rooms";
import { imageUrl } from "@workbay/domain/image-sizes";
import { showsSeatCount } from "@workbay/domain/price-unit";
import { Icon } from "../../components/ui/icon";
import { amenityIconName } from "./amenity-icon-name";
import { roomHref } from "./room-href";
import { roomPrice, roomProductType } from "./room-price";

const MAX_AMENITIES = 5;

type RoomCardProps = {
  room: RoomItem;
  /** The date the detail page opens on (YYYY-MM-DD). */
  date: string;
  /** Heading level of the room name, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Show the product type on the image, for lists that mix types. */
  showType?: boolean;
  /** Load the image at once (first cards above the fold). */
  eager?: boolean;
};

/** The address without the city repeated at its end (the card shows the city elsewhere). */
function addressWithoutCity(address: string, cityName: string): string {
  const suffix = `, ${cityName}`;
  return address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
}

/** A room or bookable item in a list: image, name, price, seats, address, amenities, categories. */
export function RoomCard({ room, date, headingLevel = 3, showType = false, eager = false }: RoomCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const type = roomProductType(room);
  const { price, originalPrice, unit } = roomPrice(room);
  const cover = room.url[0];
  const amenities = room.amenities.slice(0, MAX_AMENITIES);
  const moreAmenities = room.amenities.length - amenities.length;

  return (
    <article className="room-card">
      <div className="room-card__media">
        {cover ? (
          <img
            src={imageUrl(cover, "340x200")}
            srcSet={`${imageUrl(cover, "680x400")} 2x`}
            width={340}
            height={200}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            alt={`${room.name} at ${room.center_name}`}
            className="room-card__image"
          />
        ) : (
          <div className="room-card__placeholder">
            <Icon name="building" size={40} />
          </div>
        )}
        <div className="room-card__badges">
          {showType ? <span className="badge badge--light">{room.space_type_name}</span> : null}
          {room.available ? null : <span className="badge badge--muted">Fully booked</span>}
        </div>
      </div>

      <div className="room-card__body">
        <Heading className="room-card__title">
          <Link to={roomHref(room.city, room.seoId, date)} className="room-card__link">
            {room.name}
          </Link>
        </Heading>
        <p className="room-card__address">
          <Icon name="map-pin" size={16} />
          <span>
            <span className="room-card__centre">{room.center_name}</span>, {addressWithoutCity(room.address, room.city_name)}
          </span>
        </p>

        {showsSeatCount(type) ? (
          <p className="room-card__seats">
            <Icon name="users" size={16} />
            {room.capacity} Seats
          </p>
        ) : null}

        {amenities.length > 0 ? (
          <ul className="room-card__amenities" aria-label="Amenities">
            {amenities.map((amenity) => (
              <li key={amenity.code} className="amenity-chip">
                <Icon name={amenityIconName(amenity)} size={14} />
                {amenity.name}
              </li>
            ))}
            {moreAmenities > 0 ? <li className="amenity-chip amenity-chip--more">+{moreAmenities} more</li> : null}
          </ul>
        ) : null}

        {room.categories.length > 0 ? (
          <p className="room-card__categories">
            <span className="room-card__categories-label">Best for</span>{" "}
            {room.categories.map((category) => category.name).join(" · ")}
          </p>
        ) : null}
      </div>

      <div className="room-card__footer">
        <p className="room-card__price">
          {originalPrice ? (
            <s className="room-card__original-price">
              <span className="visually-hidden">Was </span>
              {originalPrice}
            </s>
          ) : null}
          <span className="room-card__amount">
            {originalPrice ? <span className="visually-hidden">now </span> : null}
            {price}
          </span>
          {unit ? <span className="room-card__unit">{unit}</span> : null}
        </p>
        <span className="room-card__cta" aria-hidden="true">
          View
          <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}
