import { Link } from "react-router";
import type { PublicConfig } from "@workbay/contracts/public-config";
import type { FooterCityLink } from "@workbay/domain/cities";
import { istNow } from "@workbay/domain/ist-date";
import { buttonClassName } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { useCurrentCity } from "../shared/city/use-current-city";
import { footerCompanyLinks, visibleFooterLinks } from "./footer-links";
import { ManagedOfficeBanner } from "./managed-office-banner";
import { SiteLogo } from "../components/brand/site-logo";
import { StaticIsland } from "../shared/lazy/static-island";
import { SocialIcon, type SocialNetwork } from "../components/brand/social-icon";

const CONTACT_EMAIL = "hello@workbay.in";

const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/workbay.in" },
  { network: "twitter", label: "Twitter", href: "https://twitter.com/workbay_in" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/workbay.in" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/workbay-in" },
  { network: "pinterest", label: "Pinterest", href: "https://in.pinterest.com/workbay_in" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@workbay_in" },
];

export function SiteFooter({ cities, links }: { cities: readonly FooterCityLink[]; links: PublicConfig["links"] }) {
  const city = useCurrentCity();
  // The year in India, so the server and the browser agree on New Year's Eve.
  const year = istNow(new Date()).date.slice(0, 4);
  const offerings = [
    { label: "Meeting Rooms", to: `/${city}/meeting-rooms` },
    { label: "Day Pass", to: `/day_pass_in_${city}` },
    { label: "Executive Day Pass", to: `/studio_pass_in_${city}` },
    { label: "Virtual Office", to: "/virtual_office" },
    { label: "Event Space", to: "/event-space" },
  ];

  return (
    // Markup and links only: kept as the server sent it, not hydrated (StaticIsland).
    <StaticIsland as="footer" className="site-footer" deps={[cities, links, city, year]}>
      <ManagedOfficeBanner href={links.managedOffices} />
      <section className="footer-contact container" aria-labelledby="footer-contact-heading">
        <div>
          <h2 id="footer-contact-heading" className="footer-contact__title">
            Need a space for your team?
          </h2>
          <p className="footer-contact__text">Tell us what you need and we will find the right room in any of our six cities.</p>
        </div>
        <div className="footer-contact__actions">
          <Link to="/contact-us" className={buttonClassName("accent", "lg")}>
            Contact Us
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className="footer-contact__email">
            <Icon name="mail" size={18} />
            {CONTACT_EMAIL}
          </a>
        </div>
      </section>

      <div className="site-footer__grid container">
        <div className="site-footer__brand">
          <SiteLogo tone="light" />
          <p className="site-footer__tagline">Meeting rooms, day passes and flexible workspaces across India, booked in minutes.</p>
          <h2 className="site-footer__heading">Headquarters</h2>
          <address className="site-footer__address">
            Workbay Workspaces Private Limited
            <br />
            4th Floor, Prestige Cube, 26 Laskar Hosur Road
            <br />
            Koramangala, Bengaluru, Karnataka 560095
            <br />
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </address>
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-offerings">
          <h2 id="footer-offerings" className="site-footer__heading">
            Offerings
          </h2>
          <ul className="site-footer__links">
            {offerings.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            Company
          </h2>
          <ul className="site-footer__links">
            {visibleFooterLinks(footerCompanyLinks(links)).map((link) =>
              link.target === "_blank" ? (
                <li key={link.code}>
                  <a href={link.link} target="_blank" rel="noopener">
                    {link.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : (
                <li key={link.code}>
                  <Link to={link.link}>{link.name}</Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="site-footer__heading">
            Cities
          </h2>
          <ul className="site-footer__links">
            {cities.map((city) => (
              <li key={city.slug}>
                {city.href ? (
                  <Link to={city.href}>{city.name}</Link>
                ) : (
                  <span className="footer-city--soon">
                    {city.name} <span className="launching-soon">Launching Soon</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom container">
        <p>© {year} Workbay. All rights reserved.</p>
        <ul className="social-links" aria-label="Workbay on social media">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
                <SocialIcon network={link.network} />
                <span className="visually-hidden">{link.label} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </StaticIsland>
  );
}
