import type { RoomDetail } from "@workbay/contracts/rooms";
import { ButtonLink } from "../../components/ui/button-link";
import { Icon } from "../../components/ui/icon";
import { airportLine } from "@workbay/domain/distance";
import { enquiryPath } from "@workbay/domain/enquiry-path";
import { RoomMap } from "../../shared/map/room-map";
import { formatBusinessHours } from "../../shared/rooms/business-hours";

type DirectionPanelProps = {
  room: Pick<
    RoomDetail,
    | "name"
    | "seo_id"
    | "center_name"
    | "center_address"
    | "center_phone"
    | "center_notice"
    | "city_name"
    | "pincode"
    | "latitude"
    | "longitude"
    | "nearest_airport"
    | "business_hours"
  >;
  directionsHref: string;
  map: { tileUrl: string; attribution: string };
};

/** '+91 80 4567 1234' as a tel: link target. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Where the centre is and how to reach it (000 spec section 2, Direction panel): the map,
 * the centre's address and phone, GET DIRECTIONS to an external maps service, CONTACT US
 * and the business hours, with the centre's notice when it has one.
 */
export function DirectionPanel({ room, directionsHref, map }: DirectionPanelProps) {
  const hours = formatBusinessHours(room.business_hours);
  const fullAddress = `${room.center_address}, ${room.city_name}${room.pincode ? ` ${room.pincode}` : ""}`;
  return (
    <section className="room-section direction-panel" aria-labelledby="location-title">
      <h2 id="location-title" className="room-section__title">
        Location &amp; directions
      </h2>
      <div className="direction-panel__grid">
        <RoomMap
          key={`${room.latitude},${room.longitude}`}
          latitude={room.latitude}
          longitude={room.longitude}
          label={`${room.name}, ${room.center_name}`}
          address={fullAddress}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
          directionsHref={directionsHref}
        />
        <div className="direction-panel__info">
          <div className="direction-panel__block">
            <h3 className="direction-panel__label">{room.center_name}</h3>
            <address className="direction-panel__address">{fullAddress}</address>
          </div>
          {room.nearest_airport ? (
            <p className="direction-panel__airport" data-testid="airport-line">
              <Icon name="plane" size={18} />
              {airportLine(room.nearest_airport.name, room.nearest_airport.distance_km)}
            </p>
          ) : null}
          {room.center_phone ? (
            <p className="direction-panel__phone">
              <Icon name="phone" size={18} />
              <a href={telHref(room.center_phone)}>{room.center_phone}</a>
            </p>
          ) : null}
          <div className="direction-panel__actions">
            <a className="btn btn--primary btn--md" href={directionsHref} target="_blank" rel="noopener noreferrer">
              <Icon name="map-pin" size={18} />
              GET DIRECTIONS
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <ButtonLink to={enquiryPath(room.seo_id)} variant="secondary">
              <Icon name="mail" size={18} />
              CONTACT US
            </ButtonLink>
          </div>
          {hours.length > 0 ? (
            <div className="direction-panel__block">
              <h3 className="direction-panel__label">
                <Icon name="clock" size={16} />
                Business hours
              </h3>
              <dl className="business-hours">
                {hours.map((line) => (
                  <div key={line.days} className={line.closed ? "business-hours__row business-hours__row--closed" : "business-hours__row"}>
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      </div>
      {room.center_notice ? (
        <p className="centre-notice" role="note">
          <Icon name="shield" size={18} />
          <span>{room.center_notice}</span>
        </p>
      ) : null}
    </section>
  );
}
