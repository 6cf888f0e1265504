import { useEffect } from "react";
import { useNavigate } from "react-router";
import { CITIES } from "@workbay/domain/cities";
import { ButtonLink } from "../../components/ui/button-link";
import { Icon } from "../../components/ui/icon";

/** Home after the guest's thank-you screen (000 spec section 9). */
const THANK_YOU_REDIRECT_MS = 5000;

/** The F&B thank-you screen: the first five cities and explore; a guest goes home after 5 seconds. */
export function ThankYou({ exploreLabel, exploreTo }: { exploreLabel: string; exploreTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/"), THANK_YOU_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="thank-you container" aria-labelledby="thank-you-title">
      <span className="thank-you__icon">
        <Icon name="check-circle" size={40} />
      </span>
      <h1 id="thank-you-title" className="thank-you__title">
        Your dietary preferences have been noted.
      </h1>
      <p className="thank-you__text">We look forward to hosting you...</p>
      <ul className="thank-you__cities" aria-label="Meeting rooms by city">
        {CITIES.slice(0, 5).map((city) => (
          <li key={city.slug}>
            <ButtonLink to={`/${city.slug}/meeting-rooms`} variant="secondary" size="md">
              {city.name}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <ButtonLink to={exploreTo} variant="primary" size="lg">
        {exploreLabel}
      </ButtonLink>
    </section>
  );
}
