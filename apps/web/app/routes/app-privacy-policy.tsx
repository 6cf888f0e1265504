import { LegalDocument } from "../components/legal/legal-document";
import { renderLegalDocument } from "../components/legal/legal-document.server";
import legalStylesheet from "../styles/legal.css?url";
import type { Route } from "./+types/app-privacy-policy";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: legalStylesheet }];

/** /app-privacy-policy: the privacy policy alone (linked from the apps and the sign-up form). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    document: renderLegalDocument("privacy-policy", { holdMinutes: context.publicConfig.bookingHoldMinutes }),
    canonicalUrl: `${context.publicUrl}/app-privacy-policy`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Privacy Policy | Workbay" },
    {
      name: "description",
      content:
        "How Workbay collects, uses, shares and keeps your personal data under India's DPDP Act 2023, your rights, and how to reach our Grievance Officer.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export default function AppPrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <div className="legal-page container">
      <LegalDocument document={loaderData.document} />
    </div>
  );
}
