import { Fragment } from "react";
import { NavLink, useLocation } from "react-router";
import { Dropdown, DropdownItem } from "../components/ui/dropdown";
import { Icon } from "../components/ui/icon";
import { useCurrentCity } from "../shared/city/use-current-city";
import { SearchBox } from "../features/search/search-box";
import { headerNav } from "./header-nav";
import { useInventoryDates } from "./inventory-dates";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "../components/brand/site-logo";
import { UserMenu } from "./user-menu";

export function SiteHeader() {
  const city = useCurrentCity();
  const inventoryDate = useInventoryDates(city);
  const { pathname } = useLocation();
  const { primary, inventories } = headerNav(city, inventoryDate);
  // The menus' page without JavaScript, for this city (its entries name the city).
  const menuHref = `/menu?city=${city}`;
  const isCurrent = (entries: { to: string }[]) => entries.some((entry) => entry.to.split("?")[0] === pathname);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <SiteLogo />
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {primary.map((item) => (
              <li key={item.label}>
                {item.kind === "link" ? (
                  <NavLink to={item.to} className="site-nav__link">
                    {item.label}
                  </NavLink>
                ) : (
                  <Dropdown
                    id={`nav-${item.id}`}
                    label={item.label}
                    fallbackHref={`${menuHref}#menu-${item.id}`}
                    className={isCurrent(item.entries) ? "dropdown--current" : undefined}
                  >
                    {item.entries.map((entry) => (
                      <Fragment key={entry.to}>
                        {entry.groupLabel ? (
                          <p className="dropdown__group-label" role="none">
                            {entry.groupLabel}
                          </p>
                        ) : null}
                        <DropdownItem to={entry.to} title={entry.label} description={entry.description} icon={entry.icon} />
                      </Fragment>
                    ))}
                  </Dropdown>
                )}
              </li>
            ))}
            <li>
              <Dropdown
                id="nav-inventories"
                label="Inventories"
                align="end"
                fallbackHref={`${menuHref}#menu-inventories`}
                className={isCurrent(inventories) ? "dropdown--wide dropdown--current" : "dropdown--wide"}
              >
                {inventories.map((entry) => (
                  <DropdownItem key={entry.to} to={entry.to} title={entry.label} description={entry.description} icon={entry.icon} />
                ))}
              </Dropdown>
            </li>
          </ul>
        </nav>
        <SearchBox id="header-search" className="site-header__search" />
        <div className="site-header__actions">
          <details
            className="header-search-toggle"
            onToggle={(event) => {
              if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
            }}
          >
            <summary className="header-search-toggle__button">
              <Icon name="search" size={22} />
              <span className="visually-hidden">Search</span>
            </summary>
            <div className="header-search-toggle__panel">
              <SearchBox id="header-search-phone" />
            </div>
          </details>
          <UserMenu />
          <MobileMenu primary={primary} inventories={inventories} menuHref={menuHref} />
        </div>
      </div>
    </header>
  );
}
