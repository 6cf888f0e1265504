import { Link } from "react-router";
import { imageUrl } from "@workbay/domain/image-sizes";
import { formatLongDate } from "@workbay/domain/ist-date";
import { slotLabel } from "@workbay/domain/slots";
import { Icon } from "../../components/ui/icon";
import { amenityIconName } from "../rooms/amenity-icon-name";

export type RoomSummary = {
  image: string | null;
  name: string;
  floor: string;
  address: string;
  capacity: number;
  date: string;
  startTime: number;
  /** Exclusive end slot. */
  endTime: number;
  amenities: { code: string; name: string; icon: string }[];
};

/** The room summary strip of the F&B step: EDIT back to the room, or DIRECTION for a guest. */
export function RoomSummaryStrip({ summary, editTo, directionsHref }: { summary: RoomSummary; editTo?: string; directionsHref?: string }) {
  const hours = (summary.endTime - summary.startTime) / 2;
  return (
    <section className="room-strip" aria-label="Your booking">
      {summary.image ? <img className="room-strip__image" src={imageUrl(summary.image, "340x200")} width={170} height={100} alt="" /> : null}
      <div className="room-strip__main">
        <h2 className="room-strip__name">{summary.name}</h2>
        <p className="room-strip__meta">
          {summary.floor ? `${summary.floor}, ` : ""}
          {summary.address}
        </p>
        <ul className="room-strip__facts">
          <li><Icon name="users" size={16} /> {summary.capacity} guests</li>
          <li><Icon name="calendar" size={16} /> {formatLongDate(summary.date)}</li>
          <li>
            <Icon name="clock" size={16} /> {slotLabel(summary.startTime)} – {slotLabel(summary.endTime)} ({hours} {hours === 1 ? "hr" : "hrs"})
          </li>
        </ul>
        {summary.amenities.length > 0 ? (
          <ul className="room-strip__amenities" aria-label="Amenities">
            {summary.amenities.map((a) => (
              <li key={a.code} title={a.name}>
                <Icon name={amenityIconName(a)} size={18} />
                <span className="visually-hidden">{a.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {editTo ? (
        <Link className="room-strip__action" to={editTo}>EDIT</Link>
      ) : directionsHref ? (
        <a className="room-strip__action" href={directionsHref} target="_blank" rel="noreferrer">DIRECTION</a>
      ) : null}
    </section>
  );
}
