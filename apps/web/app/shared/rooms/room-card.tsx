import { Link } from "react-router";
import type { RoomItem } from "@workbay/contracts/rooms";
import { formatDistance, isDistanceFromPlaceShown, isDistanceShown } from "@workbay/domain/distance";
import { imageUrl } from "@workbay/domain/image-sizes";
import { showsSeatCount } from "@workbay/domain/price-unit";
import { enquiryPath } from "@workbay/domain/enquiry-path";
import { productType } from "@workbay/domain/product-types";
import { roomPath } from "@workbay/domain/room-page";
import { Icon } from "../../components/ui/icon";
import { StaticIsland } from "../lazy/static-island";
import { centreAddressLine } from "./address-without-city";
import { amenityIconName } from "./amenity-icon-name";
import { roomPrice, roomProductType } from "./room-price";

const MAX_AMENITIES = 5;
/** Cards are about 340 px wide in grids of two or more columns, and full width on phones. */
const IMAGE_SIZES_ATTR = "(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw";

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
  /** The place the distance is measured from ("Koramangala", "you"): "2.4 km from Koramangala". */
  distanceFrom?: string | null;
  /** The page's largest image (its first card): fetched before anything else. */
  priority?: boolean;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A room or bookable item in a list (000 spec section 2, booking card): image, name, price
 * with the struck-out price and promo hint, seats, address without the city, distance,
 * passes left, amenities, categories and whether it can be booked on the date.
 */
export function RoomCard({
  room,
  date,
  headingLevel = 3,
  showType = false,
  eager = false,
  distanceFrom = null,
  priority = false,
}: RoomCardProps) {
  return (
    // Markup and links only: kept as the server sent it, not hydrated (StaticIsland), and its
    // content is not even computed until its props change.
    <StaticIsland as="article" className="room-card" deps={[room, date, headingLevel, showType, eager, distanceFrom, priority]}>
      <RoomCardContent {...{ room, date, headingLevel, showType, eager, distanceFrom, priority }} />
    </StaticIsland>
  );
}

function RoomCardContent({ room, date, headingLevel, showType, eager, distanceFrom, priority }: Required<RoomCardProps>) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const type = roomProductType(room);
  const isPass = productType(type).kind === "pass";
  const { price, originalPrice, unit } = roomPrice(room);
  const place = centreAddressLine(room.center_name, room.address, room.city);
  const cover = room.url[0];
  const amenities = room.amenities.slice(0, MAX_AMENITIES);
  const moreAmenities = room.amenities.length - amenities.length;
  const available = room.available;
  const bookableOnline = room.is_mrb && room.is_bookable;

  return (
    <>
      <div className="room-card__media">
        {cover ? (
          <img
            src={imageUrl(cover, "340x200")}
            srcSet={`${imageUrl(cover, "340x200")} 340w, ${imageUrl(cover, "680x400")} 680w`}
            sizes={IMAGE_SIZES_ATTR}
            width={340}
            height={200}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
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
          <span className={available ? "badge badge--available" : "badge badge--sold-out"}>{available ? "Available" : "Sold Out"}</span>
        </div>
      </div>

      <div className="room-card__body">
        <Heading className="room-card__title">
          <Link to={roomPath(room.city, room.seoId, date)} className="room-card__link">
            {room.name}
          </Link>
        </Heading>
        <p className="room-card__address">
          <Icon name="map-pin" size={16} />
          <span>
            <span className="room-card__centre">{place.centre}</span>
            {place.address ? <>, {place.address}</> : null}
          </span>
        </p>

        <ul className="room-card__facts">
          {showsSeatCount(type) ? (
            <li>
              <Icon name="users" size={16} />
              {plural(room.capacity, "Seat", "Seats")}
            </li>
          ) : null}
          {isPass && available ? (
            <li className="room-card__passes">
              <Icon name="ticket" size={16} />
              {plural(room.passCount, "pass left", "passes left")}
            </li>
          ) : null}
          {distanceFrom && isDistanceFromPlaceShown(room.distance) ? (
            <li data-testid="card-distance">
              <Icon name="map-pin" size={16} />
              {formatDistance(room.distance)} from {distanceFrom}
            </li>
          ) : !distanceFrom && isDistanceShown(room.distance) ? (
            <li>
              <Icon name="map-pin" size={16} />
              {formatDistance(room.distance)} away
            </li>
          ) : null}
        </ul>

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
            <span className="room-card__categories-label">Best for</span> {room.categories.map((category) => category.name).join(" · ")}
          </p>
        ) : null}
      </div>

      <div className="room-card__footer">
        <div className="room-card__pricing">
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
          {room.promo_code ? (
            <p className="room-card__promo">
              <Icon name="receipt" size={14} />
              Use code <strong>{room.promo_code}</strong>
            </p>
          ) : null}
        </div>
        {bookableOnline ? (
          <span className="room-card__cta" aria-hidden="true">
            View
            <Icon name="arrow-right" size={16} />
          </span>
        ) : (
          // Spaces booked through the team: the card's Enquiry goes to the contact page about it.
          <Link to={enquiryPath(room.seoId)} className="room-card__cta room-card__enquiry">
            Enquiry
            <span className="visually-hidden"> about {room.name}</span>
            <Icon name="arrow-right" size={16} />
          </Link>
        )}
      </div>
    </>
  );
}
