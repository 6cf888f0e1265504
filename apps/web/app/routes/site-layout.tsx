import { lazy, memo, Suspense, type ComponentProps } from "react";
import { Outlet } from "react-router";
import { CITIES, footerCityLinks } from "@workbay/domain/cities";
import { liveCitySlugs } from "../shared/city/live-cities.server";
import { AuthDialogsProvider } from "../features/auth/auth-dialogs";
import { NavigationProgress } from "../layout/navigation-progress";
import type { SiteFooter } from "../layout/site-footer";
import { SiteHeader } from "../layout/site-header";
import { SkipLink } from "../layout/skip-link";
import type { Route } from "./+types/site-layout";

/** The footer's configured links and its city list (live flags from the cities table, decision 0036). */
export async function loader({ context }: Route.LoaderArgs) {
  const live = await liveCitySlugs(context.api);
  return { links: context.publicConfig.links, cities: footerCityLinks(CITIES.map((c) => ({ ...c, live: live.has(c.slug) }))) };
}

/** Configuration and the city list change rarely: a page loaded afresh shows a city switched on or off. */
export function shouldRevalidate() {
  return false;
}

/*
 * The footer is not in any page's first load (issue 18, docs/decisions/0035): the server renders
 * it whole (lazy parts are ready before a page is sent), and in the browser it hydrates when its
 * chunk has arrived, fetched as hydration reaches it; until then React keeps the server's HTML,
 * whose links work as plain links. Its props are the layout's data, never revalidated, so the
 * memo keeps the layout's re-renders away from it; a navigation before it hydrated is a
 * transition, which waits for the chunk rather than drop the server's footer.
 */
const LazySiteFooter = lazy(() => import("../layout/site-footer").then((m) => ({ default: m.SiteFooter })));

const SiteFooterLater = memo(function SiteFooterLater(props: ComponentProps<typeof SiteFooter>) {
  return (
    <Suspense fallback={null}>
      <LazySiteFooter {...props} />
    </Suspense>
  );
});

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
