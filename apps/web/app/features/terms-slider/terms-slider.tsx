import { Link } from "react-router";
import { Icon } from "../../components/ui/icon";

/**
 * The Terms & Conditions as a bottom slider over a page (`?tc=true` on /contact-us and /,
 * 001 spec section 2). Server-rendered and closed by a link, so it works without JavaScript.
 * TODO(issue 12 part B): render the shared terms content component here once it exists; until
 * then the slider summarises and links to the full terms.
 */
export function TermsSlider({ closeTo }: { closeTo: string }) {
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
          <p>
            Bookings, passes and enquiries on Workbay are governed by our booking terms, terms of use and privacy policy. In short: meeting-room
            bookings cannot be cancelled and are non-refundable; day passes are valid 9:00 AM to 6:00 PM on weekdays and can be transferred with 24
            hours&apos; notice; event bookings can be cancelled with 48 hours&apos; notice, after which the deposit is forfeited. You must be 18 or
            older to use Workbay.
          </p>
          <p>
            When you send an enquiry, we use your details to answer it and, if you agreed, to call you or send you offers. You can ask us to delete
            them at any time.
          </p>
          <p>
            <Link to="/terms&conditions#terms_and_conditions">Read the full Terms &amp; Conditions</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
