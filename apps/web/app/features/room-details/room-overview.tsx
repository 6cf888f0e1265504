import type { RoomDetail } from "@workbay/contracts/rooms";
import type { Crumb } from "@workbay/domain/room-page";
import { Icon } from "../../components/ui/icon";
import type { RoomPrice } from "../../shared/rooms/room-price";
import { RoomBreadcrumb } from "./room-breadcrumb";
import { RoomPriceTag } from "../../shared/rooms/room-price-tag";

type RoomOverviewProps = {
  room: Pick<RoomDetail, "name" | "space_type_name" | "center_name" | "floor" | "address" | "city_name" | "capacity">;
  crumbs: readonly Crumb[];
  price: RoomPrice;
  promo: string | null;
  showSeats: boolean;
};

/** The head of the room page: trail, name, where it is, seats and price. */
export function RoomOverview({ room, crumbs, price, promo, showSeats }: RoomOverviewProps) {
  return (
    <header className="room-overview">
      <RoomBreadcrumb crumbs={crumbs} />
      <p className="room-overview__type">{room.space_type_name}</p>
      <h1 className="room-overview__name">{room.name}</h1>
      <ul className="room-overview__facts">
        <li className="room-overview__fact room-overview__fact--address">
          <Icon name="map-pin" size={18} />
          <span>
            <strong>{room.center_name}</strong>
            {room.floor ? `, ${room.floor}` : ""} · {room.address}
          </span>
        </li>
        <li className="room-overview__fact">
          <Icon name="building" size={18} />
          <span>{room.city_name}</span>
        </li>
        {showSeats ? (
          <li className="room-overview__fact">
            <Icon name="users" size={18} />
            <span>{room.capacity === 1 ? "1 Seat" : `${room.capacity} Seats`}</span>
          </li>
        ) : null}
      </ul>
      <RoomPriceTag price={price} promo={promo} />
    </header>
  );
}
