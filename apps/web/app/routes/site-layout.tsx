import { Outlet } from "react-router";
import { CITIES, footerCityLinks } from "@workbay/domain/cities";
import { cityDefaultDate, cityStatuses, liveSlugsOf } from "../shared/city/live-cities.server";
import { PRODUCT_ORDER } from "../shared/products/product-order";
import { AuthDialogsProvider } from "../features/auth/auth-dialogs";
import type { InventoryDates } from "../layout/inventory-dates";
import { NavigationProgress } from "../layout/navigation-progress";
import { lazyPart } from "../shared/lazy/lazy-part";
import { SiteHeader } from "../layout/site-header";
import { SkipLink } from "../layout/skip-link";
import type { Route } from "./+types/site-layout";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/**
 * The footer's configured links and its city list (live flags from the cities table, decision
 * 0036), and the date each city's Inventories entry opens on: today until its last same-day
 * booking can start, then the next bookable day (decision 0039), worked out here by the server's
 * clock, so the header's links and the list agree.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const statuses = await cityStatuses(context.api);
  const live = liveSlugsOf(statuses);
  const now = context.clock();
  const inventoryDates: InventoryDates = Object.fromEntries(
    CITIES.map((c) => [c.slug, Object.fromEntries(PRODUCT_ORDER.map((id) => [id, cityDefaultDate(statuses, c.slug, id, now)]))]),
  );
  return {
    links: context.publicConfig.links,
    cities: footerCityLinks(CITIES.map((c) => ({ ...c, live: live.has(c.slug) }))),
    inventoryDates,
  };
}

/** Configuration and the city list change rarely: a page loaded afresh shows a city switched on or off. */
export function shouldRevalidate() {
  return false;
}

// The footer is not in any page's first load: a lazy part (shared/lazy/lazy-part.tsx). Its props
// are the layout's data, never revalidated.
const SiteFooterLater = lazyPart(() => import("../layout/site-footer").then((m) => m.SiteFooter));

/** Header and footer around every page; the account dialogs open over any of them. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AuthDialogsProvider>
      <div className="site">
        <SkipLink />
        <SiteHeader />
        <NavigationProgress />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooterLater cities={loaderData.cities} links={loaderData.links} />
      </div>
    </AuthDialogsProvider>
  );
}
