import { data } from "react-router";
import { errorMeta } from "../features/errors/error-meta";
import { PageNotFound } from "../features/errors/page-not-found";
import { RouteError } from "../features/errors/route-error";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ error }: Route.MetaArgs) {
  // The loader always throws the 404, so `error` is always set here.
  return errorMeta(error);
}

export default function NotFound() {
  return <PageNotFound />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
