import { Link } from "react-router";
import { LegalDocument, type RenderedLegalDocument } from "../../components/legal/legal-document";
import { Icon } from "../../components/ui/icon";

/**
 * The Terms & Conditions as a bottom slider over a page (`?tc=true` on /contact-us and /,
 * 001 spec section 2). Server-rendered and closed by a link, so it works without JavaScript.
 * It shows the booking terms (content/legal/booking-terms.md, rendered by the page's loader)
 * and links to the whole Terms & Conditions.
 */
export function TermsSlider({ closeTo, terms }: { closeTo: string; terms: RenderedLegalDocument | null }) {
  return (
    <div className="terms-slider" role="dialog" aria-modal="false" aria-labelledby="terms-slider-title">
      <div className="terms-slider__panel">
        <div className="terms-slider__head">
          <h2 id="terms-slider-title" className="terms-slider__title">
            Terms &amp; Conditions
          </h2>
          <Link to={closeTo} className="btn btn--ghost btn--sm terms-slider__close" replace preventScrollReset>
            <Icon name="close" size={18} />
            CLOSE
          </Link>
        </div>
        <div className="terms-slider__body">
          {terms ? <LegalDocument document={terms} /> : null}
          <p>
            <Link to="/terms&conditions#terms_and_conditions">Read the full Terms &amp; Conditions</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
