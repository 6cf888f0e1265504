import { buttonClassName } from "../components/ui/button";

/** The managed-office banner (001 spec section 1): the provider's managed-office pages, from configuration. */
export function ManagedOfficeBanner({ href }: { href: string }) {
  return (
    <div className="managed-office-banner">
      <div className="managed-office-banner__inner container">
        <div>
          <h2 id="managed-office-heading" className="managed-office-banner__title">
            Managed office solutions
          </h2>
          <p className="managed-office-banner__text">
            A private office for your team, designed, fitted out and run by us, with one monthly bill.
          </p>
        </div>
        <a href={href} target="_blank" rel="noopener" className={buttonClassName("accent", "md")}>
          Explore managed offices
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
