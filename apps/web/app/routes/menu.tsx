import { headerNav } from "../layout/header-nav";
import { useInventoryDates } from "../layout/inventory-dates";
import { MenuNavigation } from "../layout/menu-navigation";
import { MenuAccount } from "../layout/menu-account";
import { useCurrentCity } from "../shared/city/use-current-city";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/** A page of links, not content: search engines follow it without listing it. */
export function meta() {
  return [{ title: "Menu | Workbay" }, { name: "robots", content: "noindex, follow" }];
}

const stayOnPage = () => {};

/**
 * /menu: every entry of the header's menus on a page of its own. The header's menu buttons are
 * links here until the page is interactive (the menus render their entries when opened, decision
 * 0038), so without JavaScript every page the menus lead to is still one click away.
 */
export default function MenuPage() {
  const city = useCurrentCity();
  const inventoryDate = useInventoryDates(city);
  const { primary, inventories } = headerNav(city, inventoryDate);
  return (
    <div className="menu-page container">
      <h1 className="menu-page__title">Menu</h1>
      <MenuNavigation primary={primary} inventories={inventories} idPrefix="menu" label="Site" inventoriesOpen>
        <MenuAccount close={stayOnPage} />
      </MenuNavigation>
    </div>
  );
}
