import { useEffect, useState } from "react";
import { Link, data } from "react-router";
import { COMPANY_CONTACT } from "@workbay/domain/company-contact";
import { istNow } from "@workbay/domain/ist-date";
import { isCitySlug } from "@workbay/domain/cities";
import { dialCodeOptions } from "@workbay/domain/leads";
import { ThankYouPanel } from "../components/ui/thank-you-panel";
import { HumanCheck } from "../features/auth/human-check";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { ContactDetails } from "../features/leads/contact-details";
import { EnquiryForm } from "../features/leads/enquiry-form";
import { leadAction, type LeadActionData } from "../features/leads/lead-action.server";
import { clearLeadDraft } from "../features/leads/lead-draft";
import { emptyEnquiry, emptyEvent, kindOf, type LeadRoom, type LeadValues } from "../features/leads/lead-form";
import { renderLegalDocument } from "../components/legal/legal-document.server";
import { TermsSlider } from "../features/terms-slider/terms-slider";
import accountStylesheet from "../styles/account.css?url";
import leadsStylesheet from "../styles/leads.css?url";
import legalStylesheet from "../styles/legal.css?url";
import termsSliderStylesheet from "../styles/terms-slider.css?url";
import type { Route } from "./+types/contact-us";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountStylesheet },
  { rel: "stylesheet", href: leadsStylesheet },
  { rel: "stylesheet", href: legalStylesheet },
  { rel: "stylesheet", href: termsSliderStylesheet },
];

/** Each page carries a single-use form token: never shared from a cache. */
const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * /contact-us[?room={seoId}][&enquiry=event][&tc=true]: the company's details and the enquiry
 * form (issue 12); about a room when its Enquiry or CONTACT US led here (an event space gets
 * the event sales enquiry); ?tc=true opens the Terms & Conditions slider over it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const seoId = url.searchParams.get("room");
  let room: LeadRoom | null = null;
  if (seoId) {
    const answer = await callEndpoint(context.api, endpoints.rooms.room, { params: { id: seoId }, query: { search_by: "seo_id" } });
    // A stale or mistyped room still gets the contact page, without the room.
    if (isSuccess(answer)) {
      const detail = answer.body.data;
      room = {
        id: detail.id,
        seoId: detail.seoId,
        name: detail.name,
        centre: detail.center_name,
        city: detail.city,
        cityName: detail.city_name,
        productType: detail.space_type_name,
        spaceType: detail.space_type,
      };
    }
  }
  const tokenAnswer = await callEndpoint(context.api, endpoints.leads.formToken);
  const requestedCity = url.searchParams.get("city") ?? "";
  const params = new URLSearchParams(url.searchParams);
  params.delete("tc");
  return data(
    {
      room,
      kind: kindOf(room, url.searchParams.get("enquiry")),
      city: isCitySlug(requestedCity) ? requestedCity : "",
      today: istNow(new Date()).date,
      formToken: isSuccess(tokenAnswer) ? tokenAnswer.body.data.form_token : "",
      page: `${url.pathname}${url.search}`,
      referrer: request.headers.get("referer") ?? "",
      terms:
        url.searchParams.get("tc") === "true"
          ? renderLegalDocument("booking-terms", { holdMinutes: context.publicConfig.bookingHoldMinutes, headingOffset: 1 })
          : null,
      closeTermsTo: `${url.pathname}${params.size ? `?${params}` : ""}`,
      dialCodes: dialCodeOptions(),
      // One address for search engines whatever the query (?room=, ?enquiry=, ?tc=true, utm_*).
      canonicalUrl: `${context.publicUrl}/contact-us`,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(request, context.api);
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  const about = loaderData?.room ? ` about ${loaderData.room.name}` : "";
  return [
    { title: `Contact us${about} | Workbay` },
    {
      name: "description",
      content:
        "Send Workbay an enquiry about meeting rooms, event spaces, day passes, virtual offices and managed offices, or call and write to our team.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

function initialLead(kind: "enquiry" | "event", room: LeadRoom | null, city: string, today: string): LeadValues {
  return kind === "event" ? { kind, values: emptyEvent(room, city, today) } : { kind, values: emptyEnquiry(room, city) };
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { room, kind, city, today, formToken, page, referrer, terms, closeTermsTo, dialCodes } = loaderData;
  const answer = actionData as LeadActionData | undefined;
  // Each post spends the pass: a pass counts only for the answer it was earned after, and the
  // remounted check earns the next one.
  const [earned, setEarned] = useState<{ after: number | undefined; pass: string } | null>(null);
  const humanPass = earned && earned.after === answer?.id ? earned.pass : null;
  const setHumanPass = (pass: string | null) => setEarned(pass === null ? null : { after: answer?.id, pass });
  useEffect(() => {
    if (answer?.ok) {
      clearLeadDraft(answer.kind);
      document.getElementById("thank-you-panel-title")?.focus();
    }
  }, [answer]);

  const refused = answer && !answer.ok ? answer : null;
  const initial = refused?.lead ?? initialLead(kind, room, city, today);
  const tabs = [
    { kind: "enquiry", label: "Workspace enquiry", to: "/contact-us" },
    { kind: "event", label: "Event enquiry", to: "/contact-us?enquiry=event" },
  ] as const;

  return (
    <div className="contact-page container">
      <header className="contact-page__head">
        <h1 className="contact-page__title">Contact us</h1>
        <p className="contact-page__lead">
          Tell us what you need and our team will get back to you within one working day with availability and a quote.
        </p>
      </header>
      <div className="contact-page__layout">
        <div className="contact-page__main">
          {answer?.ok ? (
            <ThankYouPanel
              title="Thank you for your enquiry!"
              message={
                <>
                  <p>
                    {answer.firstName ? `${answer.firstName}, we` : "We"} have received your{" "}
                    {answer.kind === "event" ? "event enquiry" : "enquiry"}. Your reference is <strong>{answer.reference}</strong>.
                  </p>
                  <p>We have sent a confirmation to {answer.email}, and our team will call or write to you within one working day.</p>
                </>
              }
              note="Have a question in the meantime?"
              phone={{ label: COMPANY_CONTACT.phone, href: COMPANY_CONTACT.phoneHref }}
            >
              <Link to="/" className="btn btn--secondary btn--md">
                Back to home
              </Link>
            </ThankYouPanel>
          ) : (
            <section className="contact-form-card" aria-labelledby="enquiry-title">
              {room ? null : (
                <nav className="contact-tabs" aria-label="Enquiry forms">
                  {tabs.map((tab) => (
                    <Link
                      key={tab.kind}
                      to={tab.to}
                      className="contact-tabs__tab"
                      aria-current={tab.kind === initial.kind ? "page" : undefined}
                      preventScrollReset
                    >
                      {tab.label}
                    </Link>
                  ))}
                </nav>
              )}
              <h2 id="enquiry-title" className="contact-form-card__title">
                {initial.kind === "event" ? "Plan your event with us" : "Send us an enquiry"}
              </h2>
              {room ? (
                <p className="contact-form-card__about" data-testid="enquiry-about">
                  Your enquiry is about <strong>{room.name}</strong> ({room.productType}) at {room.centre}, {room.cityName}.
                </p>
              ) : null}
              <EnquiryForm
                key={`${initial.kind}:${room?.seoId ?? ""}`}
                initial={initial}
                fromServer={refused !== null}
                errors={refused?.errors ?? {}}
                message={refused?.message ?? null}
                answerId={answer?.id ?? null}
                today={today}
                hidden={{ form_token: formToken, form_submission_page: page, referrer, ...(room ? { room_id: String(room.id) } : {}) }}
                // A new check after each answer: a refused post spent the last pass.
                humanCheck={<HumanCheck key={answer?.id ?? 0} onPass={setHumanPass} purpose="to send your enquiry" />}
                humanPass={humanPass}
                dialCodes={dialCodes}
              />
            </section>
          )}
        </div>
        <aside className="contact-page__aside">
          <ContactDetails />
        </aside>
      </div>
      {terms ? <TermsSlider closeTo={closeTermsTo} terms={terms} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
