import { cityBySlug, type CitySlug } from "@workbay/domain/cities";
import { MEETING_ROOM_TYPES, productType } from "@workbay/domain/product-types";
import type { IconName } from "../components/ui/icon";
import { PRODUCT_BLURBS } from "../shared/products/product-blurbs";
import { inventoriesHref } from "../shared/products/product-href";
import { PRODUCT_ICONS } from "../shared/products/product-icons";
import { PRODUCT_ORDER } from "../shared/products/product-order";

export type NavEntry = {
  label: string;
  to: string;
  description?: string;
  icon?: IconName;
  /** A small heading shown above this entry in the dropdown, starting a group. */
  groupLabel?: string;
};
export type NavItem = { kind: "link"; label: string; to: string } | { kind: "menu"; id: string; label: string; entries: NavEntry[] };

const ROOM_TYPE_BLURBS: Record<number, string> = {
  1: "Formal rooms for leadership and client meetings.",
  2: "Room for stand-ups, reviews and planning sessions.",
  3: "Quiet, private rooms for one-on-one conversations.",
  4: "Whiteboards and flexible layouts for hands-on sessions.",
  5: "Presentation-ready rooms to show what is new.",
};

/**
 * The header's navigation (001 spec section 2) for the current city; each Inventories entry opens
 * on `dateOf(type)` (`useInventoryDates`: today until the type's last same-day booking, then the
 * next bookable day).
 */
export function headerNav(city: CitySlug, dateOf: (productTypeId: number) => string): { primary: NavItem[]; inventories: NavEntry[] } {
  const cityName = cityBySlug(city)?.name ?? city;
  return {
    primary: [
      {
        kind: "menu",
        id: "meeting-rooms",
        label: "Meeting Rooms",
        entries: [
          {
            label: `Meeting rooms in ${cityName}`,
            to: `/${city}/meeting-rooms`,
            description: "Every room in the city, bookable by the hour.",
            icon: "users",
          },
          ...MEETING_ROOM_TYPES.map((t, i) => ({
            groupLabel: i === 0 ? "By type of meeting" : undefined,
            label: t.name,
            to: `/meeting-rooms?roomType=${t.id}`,
            description: ROOM_TYPE_BLURBS[t.id],
          })),
        ],
      },
      { kind: "link", label: "Day Pass", to: `/day_pass_in_${city}` },
      { kind: "link", label: "Executive Day Pass", to: `/studio_pass_in_${city}` },
      { kind: "link", label: "Virtual Office", to: "/virtual_office" },
      { kind: "link", label: "Event Space", to: "/event-space" },
    ],
    inventories: PRODUCT_ORDER.map((id) => ({
      label: productType(id).name,
      to: inventoriesHref(city, id, dateOf(id)),
      description: PRODUCT_BLURBS[id],
      icon: PRODUCT_ICONS[id],
    })),
  };
}
