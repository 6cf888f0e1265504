import { Form, data, redirect, useNavigation } from "react-router";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import { ConsoleError } from "../../features/backoffice/console-error";
import type { Route } from "./+types/policies";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { ConsoleAlert } from "../../features/backoffice/console-list";

/** Rows of refund tiers an admin can fill in (the policy allows up to 10; three cover every real case). */
const TIER_ROWS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const policies = unwrapApiData(await callEndpoint(context.api, endpoints.backoffice.policies));
  const saved = new URL(request.url).searchParams.get("saved");
  return data(
    { policies, isAdmin: signedIn.operator.role === "admin", csrfToken: signedIn.csrfToken, saved },
    { headers: PRIVATE_HEADERS },
  );
}

type ActionData = { productTypeId: string; error: string };

const hoursToMinutes = (value: FormDataEntryValue | null): number | null => {
  const text = String(value ?? "").trim();
  if (text === "") return null;
  return /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 60) : Number.NaN;
};

/** Saves one product type's policy (admins; the API refuses anyone else and audits the change). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const productTypeId = String(form.get("product_type_id") ?? "");
  const tiers: { notice_minutes: number; refund_percent: number }[] = [];
  for (let i = 0; i < TIER_ROWS; i += 1) {
    const notice = hoursToMinutes(form.get(`notice_${i}`));
    const percentText = String(form.get(`percent_${i}`) ?? "").trim();
    if (notice === null && percentText === "") continue;
    if (notice === null || Number.isNaN(notice) || !/^\d+$/.test(percentText))
      return data<ActionData>(
        { productTypeId, error: "Each refund row needs hours of notice (a number) and a refund percent (0 to 100)." },
        { status: 400 },
      );
    tiers.push({ notice_minutes: notice, refund_percent: Number(percentText) });
  }
  const transfer = hoursToMinutes(form.get("transfer_hours"));
  if (Number.isNaN(transfer))
    return data<ActionData>(
      { productTypeId, error: "The transfer notice is a number of hours, or empty for no transfer." },
      { status: 400 },
    );
  const answer = await callEndpoint(context.api, endpoints.backoffice.savePolicy, {
    params: { productTypeId },
    body: { refund_tiers: tiers, forfeit_after_window: form.get("forfeit") === "on", transfer_notice_minutes: transfer },
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (answer.status === 401) throw redirect("/backoffice/login?redirect=%2Fbackoffice%2Fpolicies");
  if (isSuccess(answer)) throw redirect(`/backoffice/policies?saved=${encodeURIComponent(productTypeId)}#policy-${productTypeId}`);
  return data<ActionData>(
    { productTypeId, error: refusalMessage(answer, "The policy could not be saved just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta() {
  return [{ title: "Cancellation policies · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** /backoffice/policies: each product type's cancellation policy; admins change them here (replaces `npm run policy`). */
export default function BackofficePolicies({ loaderData, actionData }: Route.ComponentProps) {
  const { policies, isAdmin, csrfToken, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="bo-title">Cancellation policies</h1>
      <p className="bo-muted">
        What customers may do after booking, per product type (booking terms, 001 section 9).{" "}
        {isAdmin ? "Changes apply at once and are recorded in the audit log." : "Only an admin can change them."}
      </p>
      <div className="bo-policies">
        {policies.map((p) => (
          <section
            key={p.product_type_id}
            id={`policy-${p.product_type_id}`}
            className="bo-card"
            aria-labelledby={`policy-title-${p.product_type_id}`}
          >
            <h2 id={`policy-title-${p.product_type_id}`}>{p.product_type}</h2>
            {saved === String(p.product_type_id) ? <ConsoleAlert tone="ok">Saved.</ConsoleAlert> : null}
            <p>{p.summary}</p>
            {isAdmin ? (
              <Form method="post" className="bo-form">
                <input type="hidden" name="product_type_id" value={p.product_type_id} />
                <input type="hidden" name="csrf" value={csrfToken} />
                {actionData?.productTypeId === String(p.product_type_id) ? (
                  <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert>
                ) : null}
                <fieldset className="bo-tiers">
                  <legend>Customer cancellation window (longest notice first; empty: customers cannot cancel)</legend>
                  {Array.from({ length: TIER_ROWS }, (_, i) => {
                    const tier = p.refund_tiers[i];
                    return (
                      <div key={i} className="bo-tier">
                        <label className="bo-field">
                          <span>Hours before start</span>
                          <input name={`notice_${i}`} inputMode="decimal" defaultValue={tier ? hours(tier.notice_minutes) : ""} />
                        </label>
                        <label className="bo-field">
                          <span>Refund %</span>
                          <input name={`percent_${i}`} inputMode="numeric" defaultValue={tier ? String(tier.refund_percent) : ""} />
                        </label>
                      </div>
                    );
                  })}
                </fieldset>
                <label className="bo-check">
                  <input type="checkbox" name="forfeit" defaultChecked={p.forfeit_after_window} />
                  After the window the customer may still cancel, refunded nothing
                </label>
                <label className="bo-field">
                  <span>Transfer to another date with this many hours' notice (empty: no transfer)</span>
                  <input
                    name="transfer_hours"
                    inputMode="decimal"
                    defaultValue={p.transfer_notice_minutes === null ? "" : hours(p.transfer_notice_minutes)}
                  />
                </label>
                <button type="submit" className="bo-button" disabled={busy}>
                  Save {p.product_type} policy
                </button>
              </Form>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
