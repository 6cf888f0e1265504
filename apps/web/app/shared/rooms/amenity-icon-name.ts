import type { IconName } from "../../components/ui/icon";

/** Words in an amenity's icon name or code, and the icon that shows them. */
const AMENITY_ICONS: [RegExp, IconName][] = [
  [/wi-?fi|internet|broadband/, "wifi"],
  [/projector/, "projector"],
  [/video|conferenc|vc\b/, "video"],
  [/tv|screen|display|monitor|lcd|led/, "tv"],
  [/white-?board|board|flip/, "whiteboard"],
  [/\bac\b|air|cool|conditioning/, "snowflake"],
  [/coffee|tea|beverage|pantry|cafe|water/, "coffee"],
  [/parking|car/, "parking"],
  [/print|scan/, "printer"],
  [/phone|call|speaker/, "phone"],
  [/power|plug|backup|socket/, "plug"],
  [/secur|access|lock|cctv/, "lock"],
  [/mic|audio|sound/, "mic"],
  [/reception|front-desk|concierge/, "users"],
];

/** The icon for an amenity, matched on its icon name and code; a tick when none fits. */
export function amenityIconName(amenity: { code: string; icon: string }): IconName {
  const words = `${amenity.icon} ${amenity.code}`.toLowerCase();
  return AMENITY_ICONS.find(([pattern]) => pattern.test(words))?.[1] ?? "check-circle";
}
