import type { ProductTypeId } from "@workbay/domain/product-types";

/** One line about each product type, for menus and the home page's entries. */
export const PRODUCT_BLURBS: Record<ProductTypeId, string> = {
  1: "Private rooms by the hour for meetings, interviews and workshops.",
  2: "Venues for networking, conferences, brand shoots and hackathons.",
  7: "A desk in a shared workspace for the day, 9 AM to 6 PM on weekdays.",
  8: "A business address with mail handling and GST registration support.",
  9: "An enclosed studio for focused work, calls or recordings.",
  10: "A flexible desk you can book by the hour whenever you need one.",
  11: "One pass for desks across our centres while you travel.",
  12: "Short-term space for pop-up stores, demos and brand activations.",
  16: "A quieter premium desk with executive amenities for the day.",
};
