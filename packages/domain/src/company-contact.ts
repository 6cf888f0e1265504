// The company's contact details (001 spec section 3, "Company details: address, phone, email"):
// one module for the contact page, the thank-you panel and the enquiry e-mails.

export const COMPANY_CONTACT = {
  /** The legal name, as the footer, the legal texts and the GST invoices (INVOICE_SUPPLIER_NAME) give it. */
  name: "Workbay Workspaces Private Limited",
  address: ["4th Floor, Prestige Cube, 26 Laskar Hosur Road", "Koramangala, Bengaluru, Karnataka 560095"],
  /** The same address in parts, for structured data (schema.org PostalAddress). */
  postalAddress: {
    streetAddress: "4th Floor, Prestige Cube, 26 Laskar Hosur Road, Koramangala",
    addressLocality: "Bengaluru",
    addressRegion: "Karnataka",
    postalCode: "560095",
    addressCountry: "IN",
  },
  /** As shown; `phoneHref` is the tel: target. */
  phone: "+91 80 4718 2600",
  phoneHref: "tel:+918047182600",
  email: "hello@workbay.in",
  salesEmail: "sales@workbay.in",
  /** Opening hours of the sales desk, India Standard Time. */
  hours: [
    { days: "Monday – Friday", hours: "9:00 AM – 7:00 PM" },
    { days: "Saturday", hours: "10:00 AM – 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
} as const;
