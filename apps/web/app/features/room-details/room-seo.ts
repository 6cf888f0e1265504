import type { MetaDescriptor } from "react-router";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { imageUrl } from "@workbay/domain/image-sizes";
import { roomPageTitle, roomPath } from "@workbay/domain/room-page";
import { roomProductType } from "../../shared/rooms/room-price";
import { metaDescription, pageHeadTags, type PageHead } from "../../shared/seo/page-head";

const SITE_NAME = "Workbay";

export type RoomSeo = PageHead;

export type SeoRoom = Pick<
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
 * both), so the description, the addresses and the JSON-LD (room-json-ld.tsx) do not travel in
 * the page's data.
 */
export function roomSeo(room: SeoRoom, publicUrl: string, title: string): RoomSeo {
  const description = metaDescription(room.description || `Book ${room.name} at ${room.center_name}, ${room.city_name} on ${SITE_NAME}.`);
  const canonicalUrl = `${publicUrl}${roomPath(room.city, room.seo_id)}`;
  const cover = room.url[0];
  const absoluteImage = cover ? `${publicUrl}${imageUrl(cover, "1200x800")}` : null;
  // The spec's title ('8 Seater Meeting Room') is shared by like rooms; a preview names the room.
  const previewTitle = `${room.name} at ${room.center_name}, ${room.city_name}`;
  return { title, previewTitle, description, canonicalUrl, imageUrl: absoluteImage };
}

/** The head tags of a room page: title, description, canonical link, Open Graph and Twitter card. */
export function roomMetaTags(seo: RoomSeo): MetaDescriptor[] {
  return pageHeadTags(seo);
}
