import { MEETING_ROOM_TYPES } from "@workbay/domain/product-types";
import { toKebabCase } from "./to-kebab-case";

/** Ids 1-5 are the spec's meeting room types (the roomType filter); the rest are for other spaces. */
export const DEMO_SUITED_CATEGORIES: readonly { id: number; name: string; slug: string }[] = [
  ...MEETING_ROOM_TYPES.map((t) => ({ id: t.id, name: t.name, slug: toKebabCase(t.name) })),
  { id: 6, name: "Networking", slug: "networking" },
  { id: 7, name: "Conferences", slug: "conferences" },
  { id: 8, name: "Brand Shoots", slug: "brand-shoots" },
  { id: 9, name: "Hackathons", slug: "hackathons" },
  { id: 10, name: "Training", slug: "training" },
];
