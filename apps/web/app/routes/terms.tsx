import { LegalDocument } from "../components/legal/legal-document";
import { renderLegalDocument } from "../components/legal/legal-document.server";
import { HashTabs } from "../components/ui/hash-tabs";
import legalStylesheet from "../styles/legal.css?url";
import type { Route } from "./+types/terms";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: legalStylesheet }];

/** The tabs' panel ids are the anchors other pages link to (001 spec section 2). */
export const TERMS_TABS = [
  { id: "terms_and_conditions", label: "Bookings", document: "booking-terms" },
  { id: "privacy_policy", label: "Privacy Policy", document: "privacy-policy" },
  { id: "terms_of_use", label: "Terms Of Use", document: "terms-of-use" },
] as const;

/** /terms&conditions: the booking terms, the privacy policy and the terms of use, as tabs. */
export function loader({ context }: Route.LoaderArgs) {
  const options = { holdMinutes: context.publicConfig.bookingHoldMinutes, headingOffset: 1 } as const;
  return {
    tabs: TERMS_TABS.map((tab) => ({ id: tab.id, label: tab.label, document: renderLegalDocument(tab.document, options) })),
    canonicalUrl: `${context.publicUrl}/terms&conditions`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Term & Conditions | Workbay" },
    {
      name: "description",
      content:
        "Workbay's booking terms, privacy policy and terms of use: payment, cancellations and refunds, the rules of each space, and your rights over your data.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <div className="legal-page container">
      <h1 className="legal-page__title">Term &amp; Conditions</h1>
      <HashTabs
        label="Terms and policies"
        defaultId="terms_and_conditions"
        tabs={loaderData.tabs.map((tab) => ({ id: tab.id, label: tab.label, content: <LegalDocument document={tab.document} /> }))}
      />
    </div>
  );
}
