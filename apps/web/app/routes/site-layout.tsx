import { Outlet } from "react-router";
import { footerCityLinks } from "@workbay/domain/cities";
import { AuthDialogsProvider } from "../features/auth/auth-dialogs";
import { NavigationProgress } from "../layout/navigation-progress";
import { SiteFooter } from "../layout/site-footer";
import { SiteHeader } from "../layout/site-header";
import { SkipLink } from "../layout/skip-link";
import type { Route } from "./+types/site-layout";

/** The footer's configured links and its city list (live flags from the city model). */
export function loader({ context }: Route.LoaderArgs) {
  return { links: context.publicConfig.links, cities: footerCityLinks() };
}

/** Configuration does not change while the server runs: no need to load it again on navigation. */
export function shouldRevalidate() {
  return false;
}

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
        <SiteFooter cities={loaderData.cities} links={loaderData.links} />
      </div>
    </AuthDialogsProvider>
  );
}
