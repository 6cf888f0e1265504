import { LegalDocument } from "../components/legal/legal-document";
import { renderLegalDocument } from "../components/legal/legal-document.server";
import legalStylesheet from "../styles/legal.css?url";
import type { Route } from "./+types/about-us";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: legalStylesheet }];

/** /about-us: who we are (content/legal/about-us.md). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    document: renderLegalDocument("about-us", { holdMinutes: context.publicConfig.bookingHoldMinutes }),
    canonicalUrl: `${context.publicUrl}/about-us`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "About Us | Workbay" },
    {
      name: "description",
      content:
        "Workbay runs co-working and managed offices: meeting rooms, event spaces, day passes and virtual offices in six Indian cities, booked online in minutes.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="legal-page container">
      <LegalDocument document={loaderData.document} />
    </div>
  );
}
