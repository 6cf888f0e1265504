import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../components/ui/icon";
import type { NavEntry, NavItem } from "./header-nav";

function slug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

type MenuNavigationProps = {
  primary: NavItem[];
  inventories: NavEntry[];
  /** Where the ids of the headings start: "mobile-menu" in the dialog, "menu" on the /menu page. */
  idPrefix: string;
  /** The landmark's name. */
  label: string;
  /** The /menu page shows the inventories unfolded (the header's Inventories link lands there). */
  inventoriesOpen?: boolean;
  /** The account part: the visitor's links, or Login and Sign Up. */
  children: ReactNode;
};

/**
 * Every entry of the header's navigation as one list of links: the phone's menu dialog and the
 * /menu page (the menus' destination without JavaScript) show the same.
 */
export function MenuNavigation({ primary, inventories, idPrefix, label, inventoriesOpen, children }: MenuNavigationProps) {
  return (
    <nav className="mobile-menu__panel" aria-label={label}>
      {primary.map((item) =>
        item.kind === "link" ? (
          <Link key={item.label} to={item.to} className="mobile-menu__link">
            {item.label}
          </Link>
        ) : (
          <div key={item.label} className="mobile-menu__group">
            <p className="mobile-menu__heading" id={`${idPrefix}-${slug(item.label)}`}>
              {item.label}
            </p>
            <MenuLinks entries={item.entries} aria-labelledby={`${idPrefix}-${slug(item.label)}`} />
          </div>
        ),
      )}
      <details className="mobile-menu__disclosure" id={`${idPrefix}-inventories`} open={inventoriesOpen}>
        <summary className="mobile-menu__link">
          Inventories
          <Icon name="chevron-down" size={18} className="mobile-menu__chevron" />
        </summary>
        <MenuLinks entries={inventories} />
      </details>
      {children}
    </nav>
  );
}

type MenuLinksProps = {
  entries: readonly { to: string; label: string }[];
  /** More items after the links (the account's Sign Out). */
  children?: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
};

/** A list of the menu's links. */
export function MenuLinks({ entries, children, ...labels }: MenuLinksProps) {
  return (
    <ul className="mobile-menu__list" {...labels}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} className="mobile-menu__sublink">
            {entry.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
