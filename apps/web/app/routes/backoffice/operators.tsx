import { Form, Link, data, redirect } from "react-router";
import { OPERATOR_MESSAGES } from "@workbay/domain/operator-access";
import type { InviteOperatorBody } from "@workbay/contracts/backoffice-ops";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import { ROLE_TEXT, RoleAndCentres, centreIdsOf } from "../../features/backoffice/operator-form";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import type { Route } from "./+types/operators";
import { ConsoleAlert } from "../../features/backoffice/console-list";

/** /backoffice/operators: admins list operators and invite new ones (the API refuses anyone else). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const answer = await callEndpoint(context.api, endpoints.backofficeOps.operators, {});
  if (answer.status === 403) throw data(OPERATOR_MESSAGES.adminOnly, { status: 403 });
  const list = unwrapApiData(answer);
  const params = new URL(request.url).searchParams;
  return data(
    { ...list, csrfToken: signedIn.csrfToken, invited: params.get("invited"), saved: params.get("saved") },
    { headers: PRIVATE_HEADERS },
  );
}

/** Sends the invitation: the API creates the operator and e-mails the set-password link. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const answer = await callEndpoint(context.api, endpoints.backofficeOps.inviteOperator, {
    // The role goes to the API as the form sent it: the API refuses an unknown one.
    body: {
      email,
      name: String(form.get("name") ?? ""),
      role: String(form.get("role") ?? "") as InviteOperatorBody["role"],
      centre_ids: centreIdsOf(form),
    },
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (answer.status === 401) throw redirect("/backoffice/login?redirect=%2Fbackoffice%2Foperators");
  if (isSuccess(answer)) throw redirect(`/backoffice/operators?invited=${encodeURIComponent(email.trim().toLowerCase())}`);
  return data(
    { error: refusalMessage(answer, "The invitation could not be sent just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta() {
  return [{ title: "Operators · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeOperators({ loaderData, actionData }: Route.ComponentProps) {
  const { operators, centres, csrfToken, invited, saved } = loaderData;
  const centreName = new Map(centres.map((c) => [c.id, c.name]));
  return (
    <>
      <h1 className="bo-title">Operators</h1>
      {invited ? (
        <ConsoleAlert tone="ok">
          Invitation sent to {invited}: they set a password from the link in the e-mail (valid 72 hours).
        </ConsoleAlert>
      ) : null}
      {saved ? <ConsoleAlert tone="ok">Operator {saved} saved.</ConsoleAlert> : null}
      <div className="bo-table-wrap">
        <table className="bo-table">
          <caption className="bo-visually-hidden">Operators of the console</caption>
          <thead>
            <tr>
              <th scope="col">Operator</th>
              <th scope="col">Role</th>
              <th scope="col">Centres</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {operators.map((o) => (
              <tr key={o.id}>
                <td data-label="Operator">
                  <Link to={`/backoffice/operators/${o.id}`}>{o.email}</Link>
                  {o.name ? (
                    <>
                      <br />
                      <span className="bo-muted">{o.name}</span>
                    </>
                  ) : null}
                </td>
                <td data-label="Role">{o.role === "admin" ? "Admin" : "Centre manager"}</td>
                <td data-label="Centres">
                  {o.role === "admin" ? "Every centre" : o.centre_ids.map((id) => centreName.get(id) ?? `#${id}`).join(", ")}
                </td>
                <td data-label="State">{!o.is_active ? "Deactivated" : o.password_set ? "Active" : "Invited (no password yet)"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="bo-card" aria-labelledby="bo-invite-title">
        <h2 id="bo-invite-title">Invite an operator</h2>
        {actionData?.error ? <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert> : null}
        <Form method="post" className="bo-form" key={invited ?? ""}>
          <input type="hidden" name="csrf" value={csrfToken} />
          <label className="bo-field">
            <span>E-mail</span>
            <input name="email" type="email" required autoComplete="off" />
          </label>
          <label className="bo-field">
            <span>Name (optional)</span>
            <input name="name" maxLength={100} autoComplete="off" />
          </label>
          <RoleAndCentres centres={centres} idPrefix="invite" />
          <p className="bo-muted">{ROLE_TEXT.centre_manager}s see and act on their centres only.</p>
          <div>
            <button type="submit" className="bo-button">
              Send invitation
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
