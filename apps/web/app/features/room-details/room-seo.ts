import type { MetaDescriptor } from "react-router";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { imageUrl } from "@workbay/domain/image-sizes";
import { paiseToRupees, rupeesToPaise } from "@workbay/domain/money";
import { displayPricePaise } from "@workbay/domain/price-unit";
import { canonicalListingPath, roomPageTitle, roomPath, type Crumb } from "@workbay/domain/room-page";
import { roomProductJsonLd, serializeJsonLd } from "@workbay/domain/room-structured-data";
import { breadcrumbListJsonLd } from "@workbay/domain/site-structured-data";
import { roomProductType } from "../../shared/rooms/room-price";
import { metaDescription, pageHeadTags, type PageHead } from "../../shared/seo/page-head";

const SITE_NAME = "Workbay";

export type RoomSeo = PageHead;

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
  // The spec's title ('8 Seater Meeting Room') is shared by like rooms; a preview names the room.
  const previewTitle = `${room.name} at ${room.center_name}, ${room.city_name}`;
  return { title, previewTitle, description, canonicalUrl, imageUrl: absoluteImage };
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

/**
 * The BreadcrumbList JSON-LD of a room page: the breadcrumb's labels as shown, each step at its
 * canonical address (the shown links carry the date; the city's is its list at the spec's route).
 */
export function roomBreadcrumbJsonLd(
  room: Pick<SeoRoom, "space_type" | "city">,
  crumbs: readonly Crumb[],
  seo: RoomSeo,
  publicUrl: string,
): string {
  const urls = [`${publicUrl}/`, `${publicUrl}${canonicalListingPath(roomProductType(room), room.city)}`];
  return serializeJsonLd(breadcrumbListJsonLd(crumbs.map((crumb, index) => ({ name: crumb.label, url: urls[index] ?? seo.canonicalUrl }))));
}

/** The head tags of a room page: title, description, canonical link, Open Graph and Twitter card. */
export function roomMetaTags(seo: RoomSeo): MetaDescriptor[] {
  return pageHeadTags(seo);
}
