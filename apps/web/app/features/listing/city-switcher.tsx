import { useState } from "react";
import { Link } from "react-router";
import type { CitySlug } from "@workbay/domain/cities";
import { Icon } from "../../components/ui/icon";
import { useHydrated } from "../../shared/hooks/use-hydrated";

type CitySwitcherProps = {
  cities: readonly { slug: CitySlug; name: string }[];
  current: CitySlug;
  /** The same listing in another city. */
  hrefFor: (city: CitySlug) => string;
  /** Asks the browser for the visitor's location; absent once the list knows it. */
  onLocate?: () => Promise<boolean>;
};

/** The six cities as links (they work without JavaScript), and "Use my location" with it. */
export function CitySwitcher({ cities, current, hrefFor, onLocate }: CitySwitcherProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"idle" | "locating" | "failed">("idle");
  // The button is in the server's HTML too, disabled until the page is live, so that it does not
  // push the list down when it appears (issue 18: the city list's layout shift). A browser with
  // no geolocation drops it then.
  const canLocate = onLocate !== undefined && (!hydrated || "geolocation" in navigator);

  async function locate() {
    if (!onLocate) return;
    setStatus("locating");
    setStatus((await onLocate()) ? "idle" : "failed");
  }

  return (
    <div className="city-switcher">
      <nav aria-label="Choose a city">
        <ul className="city-switcher__list">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link
                to={hrefFor(city.slug)}
                className="city-switcher__link"
                aria-current={city.slug === current ? "true" : undefined}
                preventScrollReset
              >
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {canLocate ? (
        <button type="button" className="city-switcher__locate" onClick={locate} disabled={!hydrated || status === "locating"}>
          <Icon name="map-pin" size={16} />
          {status === "locating" ? "Locating…" : "Use my location"}
        </button>
      ) : null}
      {status === "failed" ? (
        <p className="city-switcher__message" role="status">
          We could not get your location. Choose a city instead.
        </p>
      ) : null}
    </div>
  );
}
