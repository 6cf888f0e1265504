import { Outlet } from "react-router";
import { AuthDialogsProvider } from "../features/auth/auth-dialogs";
import { NavigationProgress } from "../features/layout/navigation-progress";
import { SiteFooter } from "../features/layout/site-footer";
import { SiteHeader } from "../features/layout/site-header";
import { SkipLink } from "../features/layout/skip-link";

/** Header and footer around every page; the account dialogs open over any of them. */
export default function SiteLayout() {
  return (
    <AuthDialogsProvider>
      <div className="site">
        <SkipLink />
        <SiteHeader />
        <NavigationProgress />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </AuthDialogsProvider>
  );
}
