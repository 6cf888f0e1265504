import type { RoomDetail } from "@workbay/contracts/rooms";
import { Icon } from "../../components/ui/icon";
import { amenityIconName } from "../../shared/rooms/amenity-icon-name";

type RoomFeaturesProps = {
  room: Pick<RoomDetail, "categories" | "amenities" | "inclusions" | "description">;
  /** Virtual offices list what the plan includes instead of amenities. */
  showInclusions: boolean;
};

/**
 * Best suited for, amenities (or a virtual office's inclusions) and the about text. On
 * phones they fold behind a "Room details" toggle (000 spec section 2); wider screens always
 * show them and hide the toggle.
 */
export function RoomFeatures({ room, showInclusions }: RoomFeaturesProps) {
  const hasAmenities = showInclusions ? room.inclusions.length > 0 : room.amenities.length > 0;
  return (
    <details className="room-features">
      <summary className="room-features__toggle">
        <span>Room details</span>
        <Icon name="chevron-down" size={20} className="room-features__chevron" />
      </summary>
      <div className="room-features__body">
        {room.categories.length > 0 ? (
          <section className="room-section" aria-labelledby="suited-title">
            <h2 id="suited-title" className="room-section__title">
              Best suited for
            </h2>
            <ul className="category-list">
              {room.categories.map((category) => (
                <li key={category.id} className="category-list__item">
                  <Icon name="check-circle" size={16} />
                  {category.name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {hasAmenities ? (
          <section className="room-section" aria-labelledby="amenities-title">
            <h2 id="amenities-title" className="room-section__title">
              {showInclusions ? "Inclusions" : "Amenities"}
            </h2>
            <ul className="feature-list">
              {showInclusions
                ? room.inclusions.map((inclusion) => (
                    <li key={inclusion} className="feature-list__item">
                      <span className="feature-list__icon">
                        <Icon name="check" size={18} />
                      </span>
                      {inclusion}
                    </li>
                  ))
                : room.amenities.map((amenity) => (
                    <li key={amenity.code} className="feature-list__item">
                      <span className="feature-list__icon">
                        <Icon name={amenityIconName(amenity)} size={18} />
                      </span>
                      {amenity.name}
                    </li>
                  ))}
            </ul>
          </section>
        ) : null}

        {room.description ? (
          <section className="room-section" aria-labelledby="about-title">
            <h2 id="about-title" className="room-section__title">
              About this space
            </h2>
            <p className="room-about">{room.description}</p>
          </section>
        ) : null}
      </div>
    </details>
  );
}
