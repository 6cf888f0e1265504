import { Link } from "react-router";
import type { CitySlug } from "@workbay/domain/cities";

type CitySwitcherProps = {
  cities: readonly { slug: CitySlug; name: string }[];
  current: CitySlug;
  /** The same listing in another city. */
  hrefFor: (city: CitySlug) => string;
};

/**
 * The six cities as links (they work without JavaScript). The visitor's own location is asked
 * by "Near me" beside it (near-me.tsx), which on a current-city page also picks the city.
 */
export function CitySwitcher({ cities, current, hrefFor }: CitySwitcherProps) {
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
    </div>
  );
}
