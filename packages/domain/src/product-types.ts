/** How a product is sold: by half-hour slots, by pass count per day, or by months. */
export type ProductKind = "timed" | "pass" | "subscription";

export type ProductType = { id: ProductTypeId; name: string; slug: string; kind: ProductKind };

export const PRODUCT_TYPE_IDS = [1, 2, 7, 8, 9, 10, 11, 12, 16] as const;
export type ProductTypeId = (typeof PRODUCT_TYPE_IDS)[number];

/** Product type ids by name, so code says `PRODUCT_TYPE.virtualOffice` rather than `8`. */
export const PRODUCT_TYPE = {
  meetingRoom: 1,
  eventSpace: 2,
  dayPass: 7,
  virtualOffice: 8,
  privateStudio: 9,
  flexibleDesk: 10,
  travelPass: 11,
  popUp: 12,
  executiveDayPass: 16,
} as const satisfies Record<string, ProductTypeId>;

export const PRODUCT_TYPES: readonly ProductType[] = [
  { id: PRODUCT_TYPE.meetingRoom, name: "Meeting Room", slug: "meeting-room", kind: "timed" },
  { id: PRODUCT_TYPE.eventSpace, name: "Event Space", slug: "event-space", kind: "timed" },
  { id: PRODUCT_TYPE.dayPass, name: "Day Pass", slug: "day-pass", kind: "pass" },
  { id: PRODUCT_TYPE.virtualOffice, name: "Virtual Office", slug: "virtual-office", kind: "subscription" },
  { id: PRODUCT_TYPE.privateStudio, name: "Private Studio", slug: "private-studio", kind: "timed" },
  { id: PRODUCT_TYPE.flexibleDesk, name: "Flexible Desk", slug: "flexible-desk", kind: "timed" },
  { id: PRODUCT_TYPE.travelPass, name: "Travel Pass", slug: "travel-pass", kind: "pass" },
  { id: PRODUCT_TYPE.popUp, name: "Pop Up", slug: "pop-up", kind: "timed" },
  { id: PRODUCT_TYPE.executiveDayPass, name: "Executive Day Pass", slug: "executive-day-pass", kind: "pass" },
];

/**
 * Many of a type, in running text: "All day passes in Bengaluru". Apart from PRODUCT_TYPES so
 * that pages which do not say it leave it out of their JavaScript.
 */
export const PRODUCT_TYPE_PLURALS: Readonly<Record<ProductTypeId, string>> = {
  1: "meeting rooms",
  2: "event spaces",
  7: "day passes",
  8: "virtual offices",
  9: "private studios",
  10: "flexible desks",
  11: "travel passes",
  12: "pop-up spaces",
  16: "executive day passes",
};

export function isProductTypeId(value: number): value is ProductTypeId {
  return (PRODUCT_TYPE_IDS as readonly number[]).includes(value);
}

export function productType(id: ProductTypeId): ProductType {
  const found = PRODUCT_TYPES.find((t) => t.id === id);
  if (!found) throw new Error(`unknown product type ${id}`);
  return found;
}

/** The spec's "room type" values for /meeting-rooms?roomType= (best-suited-for categories 1-5). */
export const MEETING_ROOM_TYPES = [
  { id: PRODUCT_TYPE.meetingRoom, name: "Board Room Meetings" },
  { id: PRODUCT_TYPE.eventSpace, name: "Team Meetings" },
  { id: 3, name: "Interview" },
  { id: 4, name: "Workshops" },
  { id: 5, name: "Product Launches" },
] as const;
