import { PRODUCT_TYPE, MEETING_ROOM_TYPES, type ProductTypeId } from "@workbay/domain/product-types";

/** How a listing names its items: "Day Pass in Pune", "9 meeting rooms". */
const TYPE_COPY: Record<ProductTypeId, { heading: string; one: string; many: string }> = {
  1: { heading: "Meeting Rooms", one: "meeting room", many: "meeting rooms" },
  2: { heading: "Event Spaces", one: "event space", many: "event spaces" },
  7: { heading: "Day Pass", one: "day pass", many: "day passes" },
  8: { heading: "Virtual Office", one: "virtual office", many: "virtual offices" },
  9: { heading: "Private Studios", one: "private studio", many: "private studios" },
  10: { heading: "Flexible Desks", one: "flexible desk", many: "flexible desks" },
  11: { heading: "Travel Pass", one: "travel pass", many: "travel passes" },
  12: { heading: "Pop Up Spaces", one: "pop-up space", many: "pop-up spaces" },
  16: { heading: "Executive Day Pass", one: "executive day pass", many: "executive day passes" },
};

/** The meeting-room types as a heading reads them: "Meeting Rooms for Interviews in Pune". */
const ROOM_TYPE_PHRASES: Record<number, string> = {
  1: "Board Room Meetings",
  2: "Team Meetings",
  3: "Interviews",
  4: "Workshops",
  5: "Product Launches",
};

export function listingHeading(typeId: ProductTypeId, cityName: string, roomType: number | null): string {
  const phrase = typeId === PRODUCT_TYPE.meetingRoom && roomType !== null ? ROOM_TYPE_PHRASES[roomType] : undefined;
  return phrase ? `Meeting Rooms for ${phrase} in ${cityName}` : `${TYPE_COPY[typeId].heading} in ${cityName}`;
}

/** What is listed, without the city, short: the breadcrumb's last step. */
export function listingCrumb(typeId: ProductTypeId, roomType: number | null): string {
  const roomTypeName = typeId === PRODUCT_TYPE.meetingRoom ? MEETING_ROOM_TYPES.find((t) => t.id === roomType)?.name : undefined;
  return roomTypeName ?? TYPE_COPY[typeId].heading;
}

/** "1 day pass", "9 meeting rooms". */
export function countItems(typeId: ProductTypeId, count: number): string {
  const { one, many } = TYPE_COPY[typeId];
  return `${count} ${count === 1 ? one : many}`;
}

export function itemsNoun(typeId: ProductTypeId): string {
  return TYPE_COPY[typeId].many;
}
