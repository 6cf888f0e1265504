import type { PriceUnitCode } from "./price-unit";

/**
 * The structured product metadata of a room page (schema.org Product as JSON-LD): name,
 * description, id, url, first image, price in INR with its unit (per hour, day or month, as the
 * page shows it), in stock, and the centre it is at (its LocalBusiness's `@id`).
 */
export function roomProductJsonLd(room: {
  id: number;
  name: string;
  description: string;
  url: string;
  imageUrl: string | null;
  priceRupees: number;
  priceUnit: PriceUnitCode;
  available: boolean;
  centreId: string;
}) {
  const price = room.priceRupees.toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: room.name,
    description: room.description,
    productID: String(room.id),
    sku: String(room.id),
    url: room.url,
    ...(room.imageUrl ? { image: room.imageUrl } : {}),
    offers: {
      "@type": "Offer",
      url: room.url,
      price,
      priceCurrency: "INR",
      priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "INR", ...room.priceUnit },
      availability: room.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      availableAtOrFrom: { "@id": room.centreId },
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe against a closing tag in the text. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
