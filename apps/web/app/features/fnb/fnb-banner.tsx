import { Link } from "react-router";
import type { MenuCategory } from "@workbay/contracts/booking";
import { imageUrl } from "@workbay/domain/image-sizes";
import { Icon } from "../../components/ui/icon";

type FnbBannerProps = {
  categories: MenuCategory[];
  active: MenuCategory | undefined;
  tabHref: (tabId: string) => string;
  /** Why food or meals cannot be ordered for this meeting, or null. */
  unavailable: string | null;
  /** Goes on without add-ons (the booker's step only). */
  onSkip: (() => void) | null;
};

/** The step's banner: a card per category (a link to its tab) and SKIP & CONTINUE. */
export function FnbBanner({ categories, active, tabHref, unavailable, onSkip }: FnbBannerProps) {
  return (
    <section className="fnb-banner" aria-labelledby="fnb-banner-title">
      <div className="container">
        <h1 id="fnb-banner-title" className="fnb-banner__title">
          F&amp;B options available based on your meeting room selection
        </h1>
        {unavailable ? (
          <p className="fnb-banner__unavailable" role="status">
            {unavailable}
          </p>
        ) : null}
        <ul className="fnb-banner__cards">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                className={c === active ? "fnb-banner__card fnb-banner__card--active" : "fnb-banner__card"}
                to={tabHref(c.tab_id)}
                preventScrollReset
              >
                {c.image ? <img src={imageUrl(c.image, "340x200")} alt="" width={340} height={200} loading="lazy" /> : null}
                <span className="fnb-banner__card-name">{c.name}</span>
                <span className="fnb-banner__card-count">
                  {c.options.length} {c.options.length === 1 ? "Theme" : "Themes"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {onSkip ? (
          <button type="button" className="fnb-banner__skip" onClick={onSkip}>
            SKIP &amp; CONTINUE <Icon name="arrow-right" size={16} />
          </button>
        ) : null}
      </div>
    </section>
  );
}
