import type { MetaDescriptor } from "react-router";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { imageUrl } from "@workbay/domain/image-sizes";
import { paiseToRupees, rupeesToPaise } from "@workbay/domain/money";
import { displayPricePaise } from "@workbay/domain/price-unit";
import { roomPageTitle, roomPath } from "@workbay/domain/room-page";
import { roomProductJsonLd, serializeJsonLd } from "@workbay/domain/room-structured-data";
import { roomProductType } from "../../shared/rooms/room-price";

const SITE_NAME = "Workbay";
const META_DESCRIPTION_MAX = 160;

export type RoomSeo = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute URL of the first image at 1200x800, for previews and structured data. */
  imageUrl: string | null;
};

/** Whitespace collapsed and cut at a word to at most `max` characters, an ellipsis marking the cut. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,.;:–-]+$/, "")}…`;
}

type SeoRoom = Pick<
  RoomDetail,
  | "id"
  | "name"
  | "description"
  | "space_type"
  | "capacity"
  | "center_name"
  | "city"
  | "city_name"
  | "seo_id"
  | "url"
  | "cost"
  | "month_factor"
  | "available"
>;

/** The room page's title (the spec's wording per type); made by the loader, which sends it. */
export function roomTitle(room: Pick<RoomDetail, "space_type" | "name" | "center_name" | "city_name" | "capacity">): string {
  return roomPageTitle({
    productTypeId: roomProductType(room),
    name: room.name,
    centreName: room.center_name,
    cityName: room.city_name,
    capacity: room.capacity,
  });
}

/**
 * Title, description, canonical URL and preview image of a room page. Made from the page's
 * room and its title on the server and in the browser alike (the meta tags are rendered on
 * both), so the description, the addresses and the JSON-LD do not travel in the page's data.
 */
export function roomSeo(room: SeoRoom, publicUrl: string, title: string): RoomSeo {
  const description = metaDescription(room.description || `Book ${room.name} at ${room.center_name}, ${room.city_name} on ${SITE_NAME}.`);
  const canonicalUrl = `${publicUrl}${roomPath(room.city, room.seo_id)}`;
  const cover = room.url[0];
  const absoluteImage = cover ? `${publicUrl}${imageUrl(cover, "1200x800")}` : null;
  return { title, description, canonicalUrl, imageUrl: absoluteImage };
}

/**
 * The Product JSON-LD of a room page, serialised for a script element: its name, description,
 * canonical URL, image, shown price and stock, all from the room and its `seo`.
 */
export function roomJsonLd(room: SeoRoom, seo: RoomSeo): string {
  const pricePaise = displayPricePaise(roomProductType(room), rupeesToPaise(room.cost), Math.round(room.month_factor * 10000));
  return serializeJsonLd(
    roomProductJsonLd({
      id: room.id,
      name: room.name,
      description: room.description,
      url: seo.canonicalUrl,
      imageUrl: seo.imageUrl,
      priceRupees: paiseToRupees(pricePaise),
      available: room.available,
    }),
  );
}

/** The head tags of a room page: title, description, canonical link, Open Graph and Twitter card. */
export function roomMetaTags(seo: RoomSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    ...(seo.imageUrl
      ? [
          { property: "og:image", content: seo.imageUrl },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "800" },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(seo.imageUrl ? [{ name: "twitter:image", content: seo.imageUrl }] : []),
  ];
}
