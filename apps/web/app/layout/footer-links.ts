import type { PublicConfig } from "@workbay/contracts/public-config";

/** A footer link as the spec models it (001 spec section 3: code, name, link, status, target). */
export type FooterLink = {
  code: string;
  name: string;
  link: string;
  /** "hidden" links stay in the data but are not shown (About Us, 001 spec section 2). */
  status: "active" | "hidden";
  target: "_self" | "_blank";
};

/** The company column: our pages, then the provider's external pages from configuration. */
export function footerCompanyLinks(links: PublicConfig["links"]): FooterLink[] {
  return [
    { code: "about", name: "About Us", link: "/about-us", status: "hidden", target: "_self" },
    { code: "contact", name: "Contact Us", link: "/contact-us", status: "active", target: "_self" },
    { code: "terms", name: "Terms & Conditions", link: "/terms&conditions#terms_and_conditions", status: "active", target: "_self" },
    { code: "privacy", name: "Privacy Policy", link: "/app-privacy-policy", status: "active", target: "_self" },
    { code: "directory", name: "Meeting Room Directory", link: "/meeting-room-directory", status: "active", target: "_self" },
    { code: "blog", name: "Blog", link: links.blog, status: "active", target: "_blank" },
    { code: "offers", name: "Offers", link: links.offers, status: "active", target: "_blank" },
    { code: "managed-offices", name: "Managed Offices", link: links.managedOffices, status: "active", target: "_blank" },
  ];
}

/** The links a visitor sees. */
export function visibleFooterLinks(links: readonly FooterLink[]): FooterLink[] {
  return links.filter((l) => l.status === "active");
}
