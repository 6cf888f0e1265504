import type { RoomDetail } from "@workbay/contracts/rooms";
import { paiseToRupees, rupeesToPaise } from "@workbay/domain/money";
import { displayPricePaise, priceUnitCode } from "@workbay/domain/price-unit";
import { canonicalListingPath, type Crumb } from "@workbay/domain/room-page";
import { roomProductJsonLd, serializeJsonLd } from "@workbay/domain/room-structured-data";
import { breadcrumbListJsonLd, centreDirectoryUrl, centreJsonLd } from "@workbay/domain/site-structured-data";
import { roomProductType } from "../../shared/rooms/room-price";
import { roomSeo, type RoomSeo, type SeoRoom } from "./room-seo";

/** What the room page's structured data says of the room's centre. */
type CentreRoom = Pick<
  RoomDetail,
  "centerId" | "center_name" | "center_address" | "city_name" | "pincode" | "latitude" | "longitude" | "center_phone" | "business_hours"
>;

export type JsonLdRoom = SeoRoom & CentreRoom;

/**
 * The Product JSON-LD of a room page, serialised for a script element: its name, description,
 * canonical URL, image, shown price with its unit and stock, and its centre by `@id`.
 */
export function roomJsonLd(room: SeoRoom & Pick<RoomDetail, "centerId">, seo: RoomSeo, publicUrl: string): string {
  const productTypeId = roomProductType(room);
  const pricePaise = displayPricePaise(productTypeId, rupeesToPaise(room.cost), Math.round(room.month_factor * 10000));
  return serializeJsonLd(
    roomProductJsonLd({
      id: room.id,
      name: room.name,
      description: room.description,
      url: seo.canonicalUrl,
      imageUrl: seo.imageUrl,
      priceRupees: paiseToRupees(pricePaise),
      priceUnit: priceUnitCode(productTypeId),
      available: room.available,
      centreId: centreDirectoryUrl(publicUrl, room.centerId),
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

/** The LocalBusiness JSON-LD of the room's centre: as the direction panel shows it, with its position. */
export function roomCentreJsonLd(room: CentreRoom, publicUrl: string): string {
  return serializeJsonLd({
    "@context": "https://schema.org",
    ...centreJsonLd({
      url: centreDirectoryUrl(publicUrl, room.centerId),
      name: room.center_name,
      streetAddress: room.center_address,
      locality: room.city_name,
      postalCode: room.pincode,
      latitude: room.latitude,
      longitude: room.longitude,
      telephone: room.center_phone,
      openingHours: room.business_hours,
    }),
  });
}

/**
 * A room page's structured data: the room as a Product, its breadcrumb, its centre. A lazy part of
 * the page (room-details.tsx): the server renders it whole, so crawlers read it in the HTML, and
 * its code is not in the page's first load.
 */
export function RoomJsonLd({
  room,
  crumbs,
  title,
  publicUrl,
}: {
  room: JsonLdRoom;
  crumbs: readonly Crumb[];
  title: string;
  publicUrl: string;
}) {
  const seo = roomSeo(room, publicUrl, title);
  const scripts = [roomJsonLd(room, seo, publicUrl), roomBreadcrumbJsonLd(room, crumbs, seo, publicUrl), roomCentreJsonLd(room, publicUrl)];
  return (
    <>
      {scripts.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
