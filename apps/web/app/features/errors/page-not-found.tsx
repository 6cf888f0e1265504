import { ButtonLink } from "../../components/ui/button-link";

/** The page-not-found screen; its two lines are the spec's wording (000 spec section 2). */
export function PageNotFound() {
  return (
    <section className="error-screen container" aria-labelledby="error-screen-title">
      <p className="error-screen__code" data-code="404" aria-hidden="true" />
      <h1 id="error-screen-title" className="error-screen__title">
        Page Not Found
      </h1>
      <p className="error-screen__text">Something's wrong, We will get back to you.</p>
      <ButtonLink to="/" variant="primary" size="lg">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
