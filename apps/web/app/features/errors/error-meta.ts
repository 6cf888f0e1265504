import { isRouteErrorResponse } from "react-router";

/** The title of a page that failed: the 404 screen's or the friendly error's. */
export function errorMeta(error: unknown) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? "Page Not Found | Workbay" : "Something went wrong | Workbay" }, { name: "robots", content: "noindex" }];
}
