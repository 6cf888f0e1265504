import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { PageNotFound } from "./page-not-found";

/**
 * What a failed page shows: the page-not-found screen for a 404, else a friendly message
 * that never repeats the server's details.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);

  return (
    <section className="error-screen container" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" className="error-screen__title">
        Something went wrong
      </h1>
      <p className="error-screen__text">
        We could not load this page just now. Please try again in a moment; if it keeps happening, we are already looking into it.
      </p>
      <div className="error-screen__actions">
        {/* A full reload, so a page whose scripts failed gets a fresh start too. */}
        <a href={location.pathname + location.search} className={buttonClassName("primary", "lg")}>
          Try again
        </a>
        <ButtonLink to="/" variant="secondary" size="lg">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
