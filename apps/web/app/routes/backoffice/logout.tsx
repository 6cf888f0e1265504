import { redirect } from "react-router";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import type { Route } from "./+types/logout";

/** Signs the operator out (the form in the console's header) and returns to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await context.api.send("POST", "/backoffice-service/api/v1/auth/logout", undefined, {
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  return redirect("/backoffice/login", { headers: forwardedCookies(answer) });
}

export function loader() {
  return redirect("/backoffice");
}
