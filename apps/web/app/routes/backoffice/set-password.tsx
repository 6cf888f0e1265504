import { Form, Link, data, useNavigation } from "react-router";
import { PRIVATE_HEADERS, refusalMessage } from "../../features/backoffice/operator-session.server";
import type { Route } from "./+types/set-password";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export function loader({ request }: Route.LoaderArgs) {
  return data({ token: new URL(request.url).searchParams.get("token") ?? "" }, { headers: PRIVATE_HEADERS });
}

/** The link `npm run operator:create` prints: the new operator chooses a password. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await callEndpoint(context.api, endpoints.backoffice.setPassword, {
    body: {
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
      confirm_password: String(form.get("confirm_password") ?? ""),
    },
  });
  if (isSuccess(answer)) return data({ ok: true, message: "Password set. You can sign in now." });
  return data(
    { ok: false, message: refusalMessage(answer, "The password could not be set just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta() {
  return [{ title: "Set your password · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="bo-card bo-signin" aria-labelledby="bo-setpw-title">
      <h1 id="bo-setpw-title">Set your console password</h1>
      {actionData ? (
        <p className={`bo-alert ${actionData.ok ? "bo-alert--ok" : "bo-alert--error"}`} role={actionData.ok ? "status" : "alert"}>
          {actionData.message} {actionData.ok ? <Link to="/backoffice/login">Sign in</Link> : null}
        </p>
      ) : null}
      {actionData?.ok ? null : (
        <Form method="post" className="bo-form">
          <input type="hidden" name="token" value={loaderData.token} />
          <label className="bo-field">
            <span>New password (8 or more characters, a letter and a digit)</span>
            <input name="password" type="password" autoComplete="new-password" required minLength={8} />
          </label>
          <label className="bo-field">
            <span>Confirm the password</span>
            <input name="confirm_password" type="password" autoComplete="new-password" required minLength={8} />
          </label>
          <button type="submit" className="bo-button" disabled={busy}>
            Set password
          </button>
        </Form>
      )}
    </section>
  );
}
