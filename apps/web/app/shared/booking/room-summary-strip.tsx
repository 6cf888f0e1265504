import type { ReactNode } from "react";
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
  /** Guests; null hides the line (virtual offices and pop-ups show no seat count). */
  capacity: number | null;
  date: string;
  startTime: number | null;
  /** Exclusive end slot. */
  endTime: number | null;
  /** What is booked when it is not a time range: passes or months (also replaces the range when given). */
  whenText?: string;
  amenities: { code: string; name: string; icon: string }[];
};

type RoomSummaryStripProps = {
  summary: RoomSummary;
  editTo?: string;
  directionsHref?: string;
  /** 'card': the checkout summary card, image (340x200) on top. */
  variant?: "strip" | "card";
  /** Extra rows under the facts (add-ons, note). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
};

/** The room summary (000 spec section 2): EDIT back to the room, or DIRECTION for a guest. */
export function RoomSummaryStrip({
  summary,
  editTo,
  directionsHref,
  variant = "strip",
  children,
  headingLevel = 2,
}: RoomSummaryStripProps) {
  const timed = summary.startTime !== null && summary.endTime !== null;
  const hours = timed ? ((summary.endTime as number) - (summary.startTime as number)) / 2 : 0;
  const when =
    summary.whenText ??
    (timed
      ? `${slotLabel(summary.startTime as number)} – ${slotLabel(summary.endTime as number)} (${hours} ${hours === 1 ? "hr" : "hrs"})`
      : "");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const card = variant === "card";
  return (
    <section className={card ? "room-strip room-strip--card" : "room-strip"} aria-label="Your booking">
      {summary.image ? (
        <img
          className="room-strip__image"
          src={imageUrl(summary.image, "340x200")}
          srcSet={`${imageUrl(summary.image, "340x200")} 1x, ${imageUrl(summary.image, "680x400")} 2x`}
          width={card ? 340 : 170}
          height={card ? 200 : 100}
          alt=""
        />
      ) : null}
      <div className="room-strip__main">
        <Heading className="room-strip__name">{summary.name}</Heading>
        <p className="room-strip__meta">
          {summary.floor ? `${summary.floor}, ` : ""}
          {summary.address}
        </p>
        <ul className="room-strip__facts">
          {summary.capacity !== null ? (
            <li>
              <Icon name="users" size={16} /> {summary.capacity} {summary.capacity === 1 ? "guest" : "guests"}
            </li>
          ) : null}
          <li>
            <Icon name="calendar" size={16} /> {formatLongDate(summary.date)}
          </li>
          {when ? (
            <li>
              <Icon name={timed ? "clock" : "ticket"} size={16} /> {when}
            </li>
          ) : null}
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
        {children}
      </div>
      {editTo ? (
        <Link className="room-strip__action" to={editTo}>
          EDIT
        </Link>
      ) : directionsHref ? (
        <a className="room-strip__action" href={directionsHref} target="_blank" rel="noreferrer">
          DIRECTION
        </a>
      ) : null}
    </section>
  );
}
