import { COMPANY_CONTACT } from "./company-contact";

/** One step of a breadcrumb as shown: its label and its absolute address. */
export type BreadcrumbStep = { name: string; url: string };

/** schema.org BreadcrumbList of the breadcrumb a page shows, in its order and with its labels. */
export function breadcrumbListJsonLd(steps: readonly BreadcrumbStep[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
}

/**
 * schema.org Organization of the home page: the brand, the legal name, the e-mail and the
 * headquarters the footer shows. Nothing the page does not show.
 */
export function organizationJsonLd(site: { url: string; logoUrl: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Workbay",
    legalName: COMPANY_CONTACT.name,
    url: site.url,
    logo: site.logoUrl,
    email: COMPANY_CONTACT.email,
    address: { "@type": "PostalAddress", ...COMPANY_CONTACT.postalAddress },
  };
}
