import { Form, Link, data, redirect } from "react-router";
import { OPERATOR_MESSAGES } from "@workbay/domain/operator-access";
import type { UpdateOperatorBody } from "@workbay/contracts/backoffice-ops";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import { RoleAndCentres, centreIdsOf } from "../../features/backoffice/operator-form";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import type { Route } from "./+types/operator";
import { ConsoleAlert } from "../../features/backoffice/console-list";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /backoffice/operators/:id: an admin changes an operator's role and centres, or deactivates them. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  const answer = await callEndpoint(context.api, endpoints.backofficeOps.operators, {});
  if (answer.status === 403) throw data(OPERATOR_MESSAGES.adminOnly, { status: 403 });
  const list = unwrapApiData(answer);
  const operator = list.operators.find((o) => o.id === params.id);
  if (!operator) throw data(null, { status: 404 });
  return data(
    { operator, centres: list.centres, csrfToken: signedIn.csrfToken, isSelf: signedIn.operator.email === operator.email },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const answer = await callEndpoint(context.api, endpoints.backofficeOps.updateOperator, {
    params: { id: params.id },
    // The role goes to the API as the form sent it: the API refuses an unknown one.
    body: {
      role: String(form.get("role") ?? "") as UpdateOperatorBody["role"],
      centre_ids: centreIdsOf(form),
      is_active: form.get("is_active") === "on",
    },
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(`/backoffice/operators/${params.id}`)}`);
  if (isSuccess(answer)) throw redirect(`/backoffice/operators?saved=${encodeURIComponent(answer.body.data.email)}`);
  return data(
    { error: refusalMessage(answer, "The operator could not be saved just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData ? loaderData.operator.email : "Operator"} · Workbay operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function BackofficeOperator({ loaderData, actionData }: Route.ComponentProps) {
  const { operator: o, centres, csrfToken, isSelf } = loaderData;
  return (
    <>
      <p>
        <Link to="/backoffice/operators">← Operators</Link>
      </p>
      <h1 className="bo-title">{o.email}</h1>
      <p className="bo-muted">
        {o.name ? `${o.name} · ` : ""}
        {!o.is_active ? "Deactivated" : o.password_set ? "Active" : "Invited (no password yet)"}
      </p>
      <section className="bo-card" aria-labelledby="bo-access-title">
        <h2 id="bo-access-title">Role, centres and access</h2>
        {actionData?.error ? <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert> : null}
        {isSelf ? <p className="bo-muted">This is you: another admin changes your role or deactivates you.</p> : null}
        <Form method="post" className="bo-form">
          <input type="hidden" name="csrf" value={csrfToken} />
          <RoleAndCentres centres={centres} role={o.role} centreIds={o.centre_ids} idPrefix="edit" />
          <label className="bo-check">
            <input type="checkbox" name="is_active" defaultChecked={o.is_active} /> Active (untick to deactivate: their sessions end at
            once)
          </label>
          <div>
            <button type="submit" className="bo-button">
              Save
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
