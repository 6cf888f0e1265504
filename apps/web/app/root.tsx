import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { TagManager } from "./components/analytics/tag-manager";
import { errorMeta } from "./features/errors/error-meta";
import { RouteError } from "./features/errors/route-error";
import { DemoBanner } from "./layout/demo-banner";
import { SiteLogo } from "./components/brand/site-logo";
import { useNonce } from "./shared/security/nonce";
import appStylesheet from "./styles/app.css?url";
import { stylesheet } from "./shared/styles/stylesheet";
import type { Route } from "./+types/root";
import { SESSION_BLIND } from "./shared/security/page-body";
import { markHydrationDone, useHydrated } from "./shared/hooks/use-hydrated";

/** The root reads no session: pages below may declare themselves session-blind too (page-body.ts). */
export const handle = SESSION_BLIND;

export const links: Route.LinksFunction = () => [stylesheet(appStylesheet), { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Whether this server runs in development or demo mode (the banner below says so), and the
 * tag manager's container id (GTM_ID), or null when none is configured. */
export function loader({ context }: Route.LoaderArgs) {
  return { demoMode: context.demoMode === true, gtmId: context.publicConfig.gtmId };
}

/** The mode cannot change while the page is open. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // This effect runs after every child's: from here on, components mount already hydrated.
  useEffect(markHydrationDone, []);
  // Marks the document once React has hydrated it and made the hydration switches (useHydrated,
  // which land in one render with this one's): the signal browser tests wait for before they
  // type or click (tests/e2e/support/pages.ts), since input given to the server's HTML before
  // then can be lost or undone by hydration.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  // Undefined when the root loader itself failed (the error screen renders without it).
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body>
        {root?.demoMode ? <DemoBanner /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <TagManager gtmId={root?.gtmId ?? null} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  return error ? errorMeta(error) : [];
}

/**
 * Reached only when the site layout itself fails; page errors are caught inside the layout,
 * so they keep the header and footer.
 */
export function ErrorBoundary() {
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner container">
          <SiteLogo />
        </div>
      </header>
      <main id="main" className="site-main">
        <RouteError />
      </main>
    </>
  );
}
