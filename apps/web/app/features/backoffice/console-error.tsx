import { Link, isRouteErrorResponse, useRouteError } from "react-router";

/** A console page that failed, inside the console's frame: the refusal in words, never the server's details. */
export function ConsoleError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 403's data may carry the API's reason ("This item is on every centre's menu: ...").
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" && error.data !== "" ? error.data : null;
  const text =
    status === 403
      ? (reason ?? "This belongs to a centre you do not manage.")
      : status === 404
        ? "There is nothing here: the booking or page does not exist."
        : "We could not load this page just now. Please try again in a moment.";
  return (
    <section className="bo-card" aria-labelledby="bo-error-title">
      <h1 id="bo-error-title" className="bo-title">
        {status === 403 ? "Not yours to see" : status === 404 ? "Not found" : "Something went wrong"}
      </h1>
      <p>{text}</p>
      <p>
        <Link to="/backoffice/bookings">Back to bookings</Link>
      </p>
    </section>
  );
}
