import { Form, NavLink, Outlet } from "react-router";
import { readOperator } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice.css?url";
import type { Route } from "./+types/layout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The operator console's frame (issue 15): its own header, no site header or footer, never indexed. */
export async function loader({ context }: Route.LoaderArgs) {
  const signedIn = await readOperator(context.api);
  return { operator: signedIn?.operator ?? null, csrfToken: signedIn?.csrfToken ?? "" };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export default function BackofficeLayout({ loaderData }: Route.ComponentProps) {
  const { operator, csrfToken } = loaderData;
  return (
    <div className="bo">
      <a className="bo-skip" href="#bo-main">
        Skip to content
      </a>
      <header className="bo-header">
        <div className="bo-header__inner">
          <span className="bo-brand">
            Workbay <span className="bo-brand__tag">Operator console</span>
          </span>
          {operator ? (
            <>
              <nav aria-label="Console" className="bo-nav">
                <NavLink to="/backoffice" end>
                  Today
                </NavLink>
                <NavLink to="/backoffice/calendar">Calendar</NavLink>
                <NavLink to="/backoffice/bookings">Bookings</NavLink>
                <NavLink to="/backoffice/leads">Leads</NavLink>
                <NavLink to="/backoffice/policies">Cancellation policies</NavLink>
                <NavLink to="/backoffice/catalogue">Catalogue</NavLink>
                {operator.role === "admin" ? (
                  <>
                    <NavLink to="/backoffice/operators">Operators</NavLink>
                    <NavLink to="/backoffice/audit">Audit log</NavLink>
                  </>
                ) : null}
              </nav>
              <Form method="post" action="/backoffice/logout" className="bo-signout">
                <input type="hidden" name="csrf" value={csrfToken} />
                <span className="bo-signout__who">
                  {operator.email} · {operator.role === "admin" ? "Admin" : "Centre manager"}
                </span>
                <button type="submit" className="bo-button bo-button--quiet">
                  Sign out
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <main id="bo-main" className="bo-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
