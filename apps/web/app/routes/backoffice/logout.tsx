import { redirect } from "react-router";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import type { Route } from "./+types/logout";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

/** Signs the operator out (the form in the console's header) and returns to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await callEndpoint(context.api, endpoints.backoffice.logout, {
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  return redirect("/backoffice/login", { headers: forwardedCookies(answer) });
}

export function loader() {
  return redirect("/backoffice");
}
