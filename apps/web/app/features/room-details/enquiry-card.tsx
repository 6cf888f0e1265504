import { enquiryPath } from "@workbay/domain/enquiry-path";
import { ButtonLink } from "../../components/ui/button-link";
import { Icon } from "../../components/ui/icon";

/**
 * What replaces the booking card when an item cannot be booked online (not is_mrb or not
 * is_bookable): only an Enquiry button to the contact page, about this room (000 spec section 2).
 */
export function EnquiryCard({ name, seoId }: { name: string; seoId: string }) {
  return (
    <section className="enquiry-card" aria-labelledby="enquiry-title">
      <span className="enquiry-card__icon">
        <Icon name="mail" size={24} />
      </span>
      <h2 id="enquiry-title" className="enquiry-card__title">
        Interested in {name}?
      </h2>
      <p className="enquiry-card__text">
        This space is booked through our team. Send an enquiry and we will get back to you with availability and a quote.
      </p>
      <ButtonLink to={enquiryPath(seoId)} variant="primary" size="lg" className="enquiry-card__button">
        Enquiry
      </ButtonLink>
    </section>
  );
}
