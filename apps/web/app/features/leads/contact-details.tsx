import { COMPANY_CONTACT } from "@workbay/domain/company-contact";
import { Icon } from "../../components/ui/icon";

/** The company's address, phone, e-mail and hours beside the contact form (one module holds them). */
export function ContactDetails() {
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        Reach us
      </h2>
      <div className="contact-details__block">
        <h3 className="contact-details__label">
          <Icon name="map-pin" size={16} />
          Head office
        </h3>
        <address className="contact-details__address">
          {COMPANY_CONTACT.name}
          {COMPANY_CONTACT.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </div>
      <div className="contact-details__block">
        <h3 className="contact-details__label">
          <Icon name="phone" size={16} />
          Phone
        </h3>
        <a href={COMPANY_CONTACT.phoneHref}>{COMPANY_CONTACT.phone}</a>
      </div>
      <div className="contact-details__block">
        <h3 className="contact-details__label">
          <Icon name="mail" size={16} />
          E-mail
        </h3>
        <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
        <br />
        <span className="contact-details__muted">Events and large teams: </span>
        <a href={`mailto:${COMPANY_CONTACT.salesEmail}`}>{COMPANY_CONTACT.salesEmail}</a>
      </div>
      <div className="contact-details__block">
        <h3 className="contact-details__label">
          <Icon name="clock" size={16} />
          Hours (IST)
        </h3>
        <dl className="contact-details__hours">
          {COMPANY_CONTACT.hours.map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
