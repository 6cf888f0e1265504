/** How a product is sold: by half-hour slots, by pass count per day, or by months. */
export type ProductKind = "timed" | "pass" | "subscription";

export type ProductType = { id: ProductTypeId; name: string; slug: string; kind: ProductKind };

export const PRODUCT_TYPE_IDS = [1, 2, 7, 8, 9, 10, 11, 12, 16] as const;
export type ProductTypeId = (typeof PRODUCT_TYPE_IDS)[number];

export const PRODUCT_TYPES: readonly ProductType[] = [
  { id: 1, name: "Meeting Room", slug: "meeting-room", kind: "timed" },
  { id: 2, name: "Event Space", slug: "event-space", kind: "timed" },
  { id: 7, name: "Day Pass", slug: "day-pass", kind: "pass" },
  { id: 8, name: "Virtual Office", slug: "virtual-office", kind: "subscription" },
  { id: 9, name: "Private Studio", slug: "private-studio", kind: "timed" },
  { id: 10, name: "Flexible Desk", slug: "flexible-desk", kind: "timed" },
  { id: 11, name: "Travel Pass", slug: "travel-pass", kind: "pass" },
  { id: 12, name: "Pop Up", slug: "pop-up", kind: "timed" },
  { id: 16, name: "Executive Day Pass", slug: "executive-day-pass", kind: "pass" },
];

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
  { id: 1, name: "Board Room Meetings" },
  { id: 2, name: "Team Meetings" },
  { id: 3, name: "Interview" },
  { id: 4, name: "Workshops" },
  { id: 5, name: "Product Launches" },
] as const;
