import { Fragment } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { formatIstDateTime } from "../../features/backoffice/booking-time";
import { LEAD_KIND_TEXT, LEAD_STATUS_TEXT } from "../../features/backoffice/lead-text";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import { ConsoleError } from "../../features/backoffice/console-error";
import type { Route } from "./+types/lead";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { LeadStatusBody } from "@workbay/contracts/backoffice";
import { ConsoleAlert } from "../../features/backoffice/console-list";

function leadId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const id = leadId(params.id);
  const answer = await callEndpoint(context.api, endpoints.backoffice.lead, { params: { id } });
  if (answer.status === 403) throw data(null, { status: 403 });
  const lead = unwrapApiData(answer);
  const saved = new URL(request.url).searchParams.get("done") === "status";
  return data({ lead, saved, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

/** Moves the lead to its next status, with the operator's note. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = leadId(params.id);
  const form = await request.formData();
  const answer = await callEndpoint(context.api, endpoints.backoffice.leadStatus, {
    params: { id },
    // The status goes to the API as the form sent it: the API refuses an unknown one.
    body: { status: String(form.get("status") ?? "") as LeadStatusBody["status"], note: String(form.get("note") ?? "") },
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(`/backoffice/leads/${id}`)}`);
  if (isSuccess(answer)) throw redirect(`/backoffice/leads/${id}?done=status`);
  return data(
    { error: refusalMessage(answer, "That did not work just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData ? `Lead ${loaderData.lead.reference}` : "Lead"} · Workbay operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A payload field's name as words: firstName -> First name, utm_source -> Utm source. */
function fieldLabel(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export default function BackofficeLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead: l, saved, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  const fields = Object.entries(l.payload).filter(([, value]) => fieldValue(value) !== "");
  return (
    <>
      <p>
        <Link to="/backoffice/leads">← Leads</Link>
      </p>
      <h1 className="bo-title">
        Lead {l.reference} <span className={`bo-status bo-status--lead-${l.status}`}>{LEAD_STATUS_TEXT[l.status]}</span>
      </h1>
      {saved ? <ConsoleAlert tone="ok">Lead status saved.</ConsoleAlert> : null}
      <div className="bo-grid">
        <section className="bo-card" aria-labelledby="bo-lead">
          <h2 id="bo-lead">
            {LEAD_KIND_TEXT[l.kind]} from {l.name || "a visitor"}
          </h2>
          <dl className="bo-facts">
            <dt>Received</dt>
            <dd>{formatIstDateTime(l.created_at)}</dd>
            <dt>E-mail</dt>
            <dd>{l.email ? <a href={`mailto:${l.email}`}>{l.email}</a> : "—"}</dd>
            <dt>Phone</dt>
            <dd>{l.phone ? <a href={`tel:${l.phone}`}>{l.phone}</a> : "—"}</dd>
            <dt>About</dt>
            <dd>{l.room_name ? `${l.room_name}, ${l.centre_name}` : (l.city ?? "—")}</dd>
            <dt>Human check</dt>
            <dd>{l.human_check}</dd>
            <dt>Sent to the CRM</dt>
            <dd>{l.forwarded_at ? formatIstDateTime(l.forwarded_at) : "Not yet"}</dd>
          </dl>
        </section>
        <section className="bo-card" aria-labelledby="bo-sent">
          <h2 id="bo-sent">What the visitor sent</h2>
          <dl className="bo-facts">
            {fields.map(([key, value]) => (
              <Fragment key={key}>
                <dt>{fieldLabel(key)}</dt>
                <dd className="bo-prewrap">{fieldValue(value)}</dd>
              </Fragment>
            ))}
            {Object.entries(l.utm).map(([key, value]) => (
              <Fragment key={key}>
                <dt>{fieldLabel(key)}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
        <section className="bo-card" aria-labelledby="bo-status">
          <h2 id="bo-status">Status</h2>
          {l.next_statuses.length > 0 ? (
            <Form method="post" className="bo-form">
              <input type="hidden" name="csrf" value={csrfToken} />
              {actionData?.error ? <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert> : null}
              <label className="bo-field">
                <span>Mark as</span>
                <select name="status" defaultValue={l.next_statuses[0]}>
                  {l.next_statuses.map((s) => (
                    <option key={s} value={s}>
                      {LEAD_STATUS_TEXT[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="bo-field">
                <span>Note (optional)</span>
                <textarea name="note" rows={3} maxLength={1000} />
              </label>
              <button type="submit" className="bo-button" disabled={busy}>
                Save status
              </button>
            </Form>
          ) : (
            <p className="bo-muted">This lead is {LEAD_STATUS_TEXT[l.status].toLowerCase()}; its status is final.</p>
          )}
        </section>
        <section className="bo-card" aria-labelledby="bo-history">
          <h2 id="bo-history">History</h2>
          <ol className="bo-plain">
            <li>Received {formatIstDateTime(l.created_at)}</li>
            {l.history.map((h) => (
              <li key={`${h.at}-${String(h.after?.status)}`}>
                {formatIstDateTime(h.at)}: marked {String(h.after?.status ?? "")} by {h.operator_email}
                {h.after && typeof h.after.note === "string" ? ` (${h.after.note})` : ""}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
