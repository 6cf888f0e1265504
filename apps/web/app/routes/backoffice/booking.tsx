import { Form, Link, data, redirect, useNavigation } from "react-router";
import { BookingCode } from "@workbay/contracts/checkout";
import { formatLongDate, formatShortDate } from "@workbay/domain/ist-date";
import { slotLabel } from "@workbay/domain/slots";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { productType, type ProductTypeId } from "@workbay/domain/product-types";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { STATUS_TEXT, bookingTimeText, formatIstDateTime } from "../../features/backoffice/booking-time";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import { ConsoleError } from "../../features/backoffice/console-error";
import type { Route } from "./+types/booking";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { BackofficeChange, OperatorCancelBody } from "@workbay/contracts/backoffice";
import type { TypedAnswer } from "@workbay/contracts/endpoint-client";
import { ConsoleAlert } from "../../features/backoffice/console-list";

const NOTICES: Record<string, string> = {
  cancelled: "Booking cancelled. The customer has been e-mailed; any refund is on its way through the payment gateway.",
  resent: "Confirmation sent again.",
  refunded: "Refund recorded as done.",
  retried: "Refund queued again: the payment gateway is asked once more.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const code = BookingCode.safeParse(params.code);
  if (!code.success) throw data(null, { status: 404 });
  const answer = await callEndpoint(context.api, endpoints.backoffice.booking, { params: { code: code.data } });
  if (answer.status === 403) throw data(null, { status: 403 });
  const booking = unwrapApiData(answer);
  const notice = NOTICES[new URL(request.url).searchParams.get("done") ?? ""] ?? null;
  return data({ booking, notice, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

type ActionData = { intent: string; error: string };

/** Cancel (with the policy's, a full or a custom refund), resend the confirmation, retry a failed refund, or record a refund made by hand. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const code = BookingCode.safeParse(params.code);
  if (!code.success) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const headers = { "x-csrf-token": String(form.get("csrf") ?? "") };
  const bookingCode = { code: code.data };
  let answer: TypedAnswer<unknown>;
  let done: string;
  if (intent === "cancel") {
    const refund = String(form.get("refund") ?? "");
    const rupees = String(form.get("amount") ?? "").trim();
    if (refund === "custom" && !/^\d+(\.\d{1,2})?$/.test(rupees))
      return data<ActionData>({ intent, error: "Please enter the amount to refund in rupees, e.g. 1500 or 1500.50." }, { status: 400 });
    answer = await callEndpoint(context.api, endpoints.backoffice.cancel, {
      params: bookingCode,
      // The refund choice goes to the API as the form sent it: the API refuses an unknown one.
      body: {
        refund: refund as OperatorCancelBody["refund"],
        reason: String(form.get("reason") ?? ""),
        ...(refund === "custom" ? { amount_paise: rupeesToPaise(Number(rupees)) } : {}),
      },
      headers,
    });
    done = "cancelled";
  } else if (intent === "resend") {
    answer = await callEndpoint(context.api, endpoints.backoffice.resendConfirmation, { params: bookingCode, headers });
    done = "resent";
  } else if (intent === "refund-retry") {
    answer = await callEndpoint(context.api, endpoints.backoffice.refundRetry, { params: bookingCode, headers });
    done = "retried";
  } else if (intent === "refund-done") {
    answer = await callEndpoint(context.api, endpoints.backoffice.refundDone, {
      params: bookingCode,
      body: { gateway_reference: String(form.get("reference") ?? "") },
      headers,
    });
    done = "refunded";
  } else {
    return data<ActionData>({ intent, error: "Unknown action." }, { status: 400 });
  }
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(`/backoffice/bookings/${code.data}`)}`);
  if (isSuccess(answer)) throw redirect(`/backoffice/bookings/${code.data}?done=${done}`);
  return data<ActionData>(
    { intent, error: refusalMessage(answer, "That did not work just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData ? `Booking ${loaderData.booking.code}` : "Booking"} · Workbay operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function ErrorFor({ actionData, intent }: { actionData: ActionData | undefined; intent: string }) {
  if (actionData?.intent !== intent) return null;
  return <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert>;
}

export default function BackofficeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking: b, notice, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  const a = b.amounts;
  return (
    <>
      <p>
        <Link to="/backoffice/bookings">← Bookings</Link>
      </p>
      <h1 className="bo-title">
        Booking {b.code} <span className={`bo-status bo-status--${b.status}`}>{STATUS_TEXT[b.status]}</span>
      </h1>
      {notice ? <ConsoleAlert tone="ok">{notice}</ConsoleAlert> : null}
      <div className="bo-grid">
        <section className="bo-card" aria-labelledby="bo-what">
          <h2 id="bo-what">What and when</h2>
          <dl className="bo-facts">
            <dt>Room</dt>
            <dd>
              {b.room_name} ({productType(b.product_type_id as ProductTypeId).name})
            </dd>
            <dt>Centre</dt>
            <dd>
              {b.centre_name}, {b.city}
            </dd>
            <dt>Date</dt>
            <dd>
              {formatLongDate(b.date)}, {bookingTimeText(b)}
            </dd>
            <dt>Customer</dt>
            <dd>
              {b.customer_name}
              <br />
              {b.customer_email}
              {b.customer_phone ? (
                <>
                  <br />
                  {b.customer_phone}
                </>
              ) : null}
            </dd>
            {b.notes ? (
              <>
                <dt>Notes</dt>
                <dd>{b.notes}</dd>
              </>
            ) : null}
            <dt>Policy</dt>
            <dd>{b.policy}</dd>
          </dl>
        </section>
        <section className="bo-card" aria-labelledby="bo-money">
          <h2 id="bo-money">Payment</h2>
          <dl className="bo-facts">
            <dt>Room</dt>
            <dd>{formatRupees(a.room_paise)}</dd>
            {a.add_ons_paise ? (
              <>
                <dt>Add-ons</dt>
                <dd>{formatRupees(a.add_ons_paise)}</dd>
              </>
            ) : null}
            {a.discount_paise ? (
              <>
                <dt>Discount</dt>
                <dd>− {formatRupees(a.discount_paise)}</dd>
              </>
            ) : null}
            <dt>GST</dt>
            <dd>{formatRupees(a.cgst_paise + a.sgst_paise + a.igst_paise)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatRupees(a.total_paise)}</strong>
            </dd>
            <dt>Gateway</dt>
            <dd>
              {b.payment.gateway ?? "—"} {b.payment.payment_id ? `· ${b.payment.payment_id}` : ""}
            </dd>
            <dt>Invoice</dt>
            <dd>{b.invoice_url ? <a href={b.invoice_url}>{b.invoice_number}</a> : "None"}</dd>
            {b.current_total_paise !== a.total_paise ? (
              <>
                <dt>Total now</dt>
                <dd>
                  <strong data-testid="bo-current-total">{formatRupees(b.current_total_paise)}</strong>{" "}
                  <span className="bo-muted">after the changes below</span>
                </dd>
              </>
            ) : null}
          </dl>
          {b.refunds.length > 0 ? (
            <>
              <h3>Refunds</h3>
              <ul className="bo-plain">
                {b.refunds.map((r) => (
                  <li key={`${r.reason}-${r.requested_at}`}>
                    {formatRupees(r.amount_paise)} · {r.status}
                    {r.credit_note_number ? ` · credit note ${r.credit_note_number}` : ""}
                    {r.gateway_refund_id ? ` · ${r.gateway_refund_id}` : ""}
                    {r.last_error ? <span className="bo-muted"> · {r.last_error}</span> : null}
                    {r.status === "failed" ? (
                      <Form method="post" className="bo-form">
                        <input type="hidden" name="intent" value="refund-retry" />
                        <input type="hidden" name="csrf" value={csrfToken} />
                        <ErrorFor actionData={actionData} intent="refund-retry" />
                        <button type="submit" className="bo-button bo-button--quiet" disabled={busy}>
                          Retry refund
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {b.changes.length > 0 ? (
          <section className="bo-card" aria-labelledby="bo-changes">
            <h2 id="bo-changes">Changes</h2>
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="bo-changes">
                <thead>
                  <tr>
                    <th scope="col">Change</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                    <th scope="col">Difference</th>
                    <th scope="col">Status</th>
                    <th scope="col">Payment or refund</th>
                  </tr>
                </thead>
                <tbody>
                  {b.changes.map((c) => (
                    <tr key={c.id}>
                      <td>
                        {c.kind === "reschedule" ? "Moved" : "Add-ons"}
                        <span className="bo-muted"> · {formatIstDateTime(c.created_at)}</span>
                      </td>
                      <td>{changeSideText(c.before, c.kind)}</td>
                      <td>{changeSideText(c.after, c.kind)}</td>
                      <td>{c.difference_paise < 0 ? `− ${formatRupees(-c.difference_paise)}` : `+ ${formatRupees(c.difference_paise)}`}</td>
                      <td>
                        {CHANGE_STATUS[c.status]}
                        {c.refund_required ? " (paid late: refunded)" : ""}
                      </td>
                      <td>{changeMoneyText(c)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {b.add_ons.length > 0 || b.guests.length > 0 ? (
          <section className="bo-card" aria-labelledby="bo-extras">
            <h2 id="bo-extras">Add-ons and guests</h2>
            <ul className="bo-plain">
              {b.add_ons.map((x) => (
                <li key={x.name}>
                  {x.qty} × {x.name} ({formatRupees(x.unit_price_paise)})
                </li>
              ))}
              {b.guests.map((g) => (
                <li key={g.email}>
                  Guest {g.email} {g.responded ? "(chose their food)" : ""}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="bo-card" aria-labelledby="bo-actions">
          <h2 id="bo-actions">Actions</h2>
          {b.status === "confirmed" ? (
            <Form method="post" className="bo-form">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="csrf" value={csrfToken} />
              <ErrorFor actionData={actionData} intent="resend" />
              <button type="submit" className="bo-button bo-button--quiet" disabled={busy}>
                Resend confirmation
              </button>
            </Form>
          ) : null}
          {b.refund_required ? (
            <Form method="post" className="bo-form">
              <h3>Refund required</h3>
              <p className="bo-muted">
                Payment of {formatRupees(a.total_paise)} arrived after the hold lapsed. Refund it at the gateway, then record its reference.
              </p>
              <input type="hidden" name="intent" value="refund-done" />
              <input type="hidden" name="csrf" value={csrfToken} />
              <ErrorFor actionData={actionData} intent="refund-done" />
              <label className="bo-field">
                <span>Gateway refund reference</span>
                <input name="reference" required />
              </label>
              <button type="submit" className="bo-button" disabled={busy}>
                Mark refund as done
              </button>
            </Form>
          ) : null}
          {b.status === "confirmed" ? (
            <Form method="post" className="bo-form bo-cancel">
              <h3>Cancel this booking</h3>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="csrf" value={csrfToken} />
              <ErrorFor actionData={actionData} intent="cancel" />
              <fieldset className="bo-choices">
                <legend>Refund</legend>
                <label>
                  <input type="radio" name="refund" value="policy" defaultChecked />
                  The policy's:{" "}
                  {b.policy_refund_paise === null ? "nothing (not cancellable by the customer now)" : formatRupees(b.policy_refund_paise)}
                </label>
                <label>
                  <input type="radio" name="refund" value="full" />
                  Full refund: {formatRupees(b.current_total_paise)}
                </label>
                <label>
                  <input type="radio" name="refund" value="custom" />
                  Custom amount
                </label>
              </fieldset>
              <label className="bo-field">
                <span>Custom amount (₹, at most {formatRupees(b.current_total_paise)})</span>
                <input name="amount" inputMode="decimal" />
              </label>
              <label className="bo-field">
                <span>Reason (the customer sees it)</span>
                <textarea name="reason" required minLength={3} maxLength={500} rows={2} />
              </label>
              <button type="submit" className="bo-button bo-button--danger" disabled={busy}>
                Cancel booking
              </button>
            </Form>
          ) : (
            <p className="bo-muted">Nothing to do for a booking that is {STATUS_TEXT[b.status].toLowerCase()}.</p>
          )}
        </section>
        <section className="bo-card" aria-labelledby="bo-history">
          <h2 id="bo-history">History</h2>
          <ol className="bo-plain">
            <li>Created {formatIstDateTime(b.created_at)}</li>
            {b.confirmed_at ? <li>Paid {formatIstDateTime(b.confirmed_at)}</li> : null}
            {b.cancelled_at ? <li>Cancelled {formatIstDateTime(b.cancelled_at)}</li> : null}
            {b.history.map((h) => (
              <li key={`${h.at}-${h.action}`}>
                {formatIstDateTime(h.at)}: {h.action} by {h.operator_email}
                {h.after && typeof h.after.reason === "string" ? ` (${h.after.reason})` : ""}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

const CHANGE_STATUS: Record<BackofficeChange["status"], string> = {
  pending_payment: "Waiting for payment",
  applied: "Made",
  lapsed: "Lapsed",
};

function changeSideText(side: BackofficeChange["before"], kind: BackofficeChange["kind"]): string {
  if (kind === "add_ons") return side.add_ons.length === 0 ? "No add-ons" : side.add_ons.map((x) => `${x.qty} × ${x.name}`).join(", ");
  const time = side.start_time !== null && side.end_time !== null ? `, ${slotLabel(side.start_time)} – ${slotLabel(side.end_time)}` : "";
  return `${formatShortDate(side.date)}${time}`;
}

function changeMoneyText(c: BackofficeChange): string {
  const refund = c.refund
    ? `refund ${formatRupees(c.refund.amount_paise)} ${c.refund.status}${c.refund.credit_note_number ? ` · credit note ${c.refund.credit_note_number}` : ""}`
    : null;
  const payment = c.payment_id
    ? `paid · ${c.payment_id}${c.invoice_number ? ` · invoice ${c.invoice_number}` : ""}`
    : c.status === "pending_payment"
      ? `order ${c.payment_order_id ?? "being created"}${c.hold_expires_at ? `, hold until ${formatIstDateTime(c.hold_expires_at)}` : ""}`
      : null;
  return [payment, refund].filter(Boolean).join("; ") || "—";
}

export const ErrorBoundary = ConsoleError;
