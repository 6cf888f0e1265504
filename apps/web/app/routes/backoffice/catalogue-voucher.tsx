import { Form, Link, data, redirect, useNavigation } from "react-router";
import { OPERATOR_MESSAGES } from "@workbay/domain/operator-access";
import type { AdminVoucher, VoucherBody } from "@workbay/contracts/backoffice-vouchers";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { istNow } from "@workbay/domain/ist-date";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import {
  Field,
  checked,
  fieldErrorsOf,
  ids,
  inputProps,
  numberOrNull,
  paiseOrNull,
  text,
  type FieldErrors,
} from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { PRIVATE_HEADERS, requireOperator, recordData } from "../../features/backoffice/operator-session.server";
import { VOUCHER_STATUS_TEXT, discountText } from "../../features/backoffice/voucher-text";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-voucher";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /backoffice/catalogue/vouchers/new and /{id}: a voucher's fields, its uses, and deactivation. Admins only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  if (signedIn.operator.role !== "admin") throw data(OPERATOR_MESSAGES.adminOnly, { status: 403 });
  const [options, voucher] = await Promise.all([
    callEndpoint(context.api, endpoints.catalogue.options).then(unwrapApiData),
    params.id ? callEndpoint(context.api, endpoints.vouchers.voucher, { params: { id: params.id } }).then(recordData) : null,
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ options, voucher, saved, today: istNow(new Date()).date, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

/** The form's names for the API's fields (money is typed in rupees). */
const FORM_FIELD: Record<string, string> = {
  max_discount_paise: "max_discount",
  min_amount_paise: "min_amount",
  product_type_ids: "product_type_ids",
};

type ActionData = { message: string; fields: FieldErrors };

/** The form's values in the API's shape; a flat discount is typed in rupees, a percent as a number. */
function voucherBodyOf(form: FormData): Record<keyof VoucherBody, unknown> {
  const kind = text(form, "kind");
  const centre = text(form, "centre_id");
  return {
    code: text(form, "code"),
    description: text(form, "description"),
    kind,
    value: kind === "flat" ? paiseOrNull(form, "value") : numberOrNull(form, "value"),
    max_discount_paise: paiseOrNull(form, "max_discount"),
    product_type_ids: ids(form, "product_type_ids"),
    centre_id: centre === "" ? null : Number(centre),
    room_id: numberOrNull(form, "room_id"),
    valid_from: text(form, "valid_from"),
    valid_to: text(form, "valid_to"),
    min_amount_paise: paiseOrNull(form, "min_amount") ?? 0,
    per_user_limit: numberOrNull(form, "per_user_limit"),
    total_limit: numberOrNull(form, "total_limit"),
    is_listed: checked(form, "is_listed"),
    is_active: checked(form, "is_active"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = { "x-csrf-token": text(form, "csrf") };
  const intent = text(form, "intent");
  const here = params.id ? `/backoffice/catalogue/vouchers/${params.id}` : "/backoffice/catalogue/vouchers/new";
  const answer =
    params.id && (intent === "deactivate" || intent === "activate")
      ? await callEndpoint(context.api, endpoints.vouchers.setActive, {
          params: { id: params.id },
          body: { active: intent === "activate" },
          headers,
        })
      : params.id
        ? // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
          await callEndpoint(context.api, endpoints.vouchers.save, {
            params: { id: params.id },
            body: voucherBodyOf(form) as VoucherBody,
            headers,
          })
        : await callEndpoint(context.api, endpoints.vouchers.create, { body: voucherBodyOf(form) as VoucherBody, headers });
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(here)}`);
  if (isSuccess(answer)) throw redirect(`/backoffice/catalogue/vouchers/${answer.body.data.id}?saved=${intent || "1"}`);
  const { message, fields } = fieldErrorsOf(answer, "The voucher could not be saved just now. Please try again.");
  const named: FieldErrors = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k.startsWith("product_type_ids") ? "product_type_ids" : (FORM_FIELD[k] ?? k), v]),
  );
  return data<ActionData>({ message, fields: named }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: `${loaded?.voucher?.code ?? "New voucher"} · Vouchers · Workbay operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const SAVED_TEXT: Record<string, string> = {
  "1": "Saved. Checkout uses the change now.",
  deactivate: "Deactivated. Checkout refuses this code from now on.",
  activate: "Active again. Checkout accepts this code now.",
};

export default function CatalogueVoucherPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, voucher, saved, today, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fields ?? {};
  const v: Partial<AdminVoucher> = voucher ?? {};
  const valueShown = v.value === undefined ? "" : v.kind === "flat" ? v.value / 100 : v.value;
  return (
    <>
      <p className="bo-muted">
        <Link to="/backoffice/catalogue/vouchers">Vouchers</Link> › {voucher ? voucher.code : "New voucher"}
      </p>
      <h1 className="bo-title">{voucher ? `Voucher ${voucher.code}` : "Add a voucher"}</h1>
      {saved ? <ConsoleAlert tone="ok">{SAVED_TEXT[saved] ?? SAVED_TEXT["1"]}</ConsoleAlert> : null}
      {voucher ? (
        <section className="bo-card" aria-labelledby="voucher-state">
          <h2 id="voucher-state">
            {VOUCHER_STATUS_TEXT[voucher.status]} · {discountText(voucher)}
          </h2>
          <p>
            Used {voucher.used_count} time{voucher.used_count === 1 ? "" : "s"}
            {voucher.total_limit !== null ? ` of ${voucher.total_limit}` : ""} (bookings held or paid with it).
          </p>
          <Form method="post">
            <input type="hidden" name="csrf" value={csrfToken} />
            {voucher.is_active ? (
              <button type="submit" name="intent" value="deactivate" className="bo-button bo-button--danger" disabled={busy}>
                Deactivate voucher
              </button>
            ) : (
              <button type="submit" name="intent" value="activate" className="bo-button" disabled={busy}>
                Make active again
              </button>
            )}
          </Form>
        </section>
      ) : null}
      <Form
        // A new key after each save: the boxes show what was stored (a client-side redirect keeps inputs otherwise).
        key={voucher ? `${voucher.id}-${voucher.updated_at}` : "new"}
        method="post"
        className="bo-card bo-form"
        aria-label="Voucher details"
      >
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="save" />
        {actionData ? <ConsoleAlert tone="error">{actionData.message}</ConsoleAlert> : null}
        <div className="bo-form-grid">
          <Field name="code" label="Code" error={errors.code} hint="Customers type it in any case; it is kept in capitals.">
            <input {...inputProps("code", errors, true)} defaultValue={v.code ?? ""} maxLength={20} required autoCapitalize="characters" />
          </Field>
          <Field name="description" label="Description" error={errors.description}>
            <input {...inputProps("description", errors)} defaultValue={v.description ?? ""} maxLength={200} required />
          </Field>
          <Field name="kind" label="Discount kind" error={errors.kind}>
            <select {...inputProps("kind", errors)} defaultValue={v.kind ?? "percent"}>
              <option value="percent">Percent of the room amount</option>
              <option value="flat">Flat amount in ₹</option>
            </select>
          </Field>
          <Field name="value" label="Discount (percent, or ₹ when flat)" error={errors.value}>
            <input {...inputProps("value", errors)} inputMode="decimal" defaultValue={valueShown} required />
          </Field>
          <Field name="max_discount" label="Maximum discount in ₹ (percent only; optional)" error={errors.max_discount}>
            <input
              {...inputProps("max_discount", errors)}
              inputMode="decimal"
              defaultValue={v.max_discount_paise != null ? v.max_discount_paise / 100 : ""}
            />
          </Field>
          <Field name="min_amount" label="Minimum room amount in ₹" error={errors.min_amount}>
            <input
              {...inputProps("min_amount", errors)}
              inputMode="decimal"
              defaultValue={v.min_amount_paise != null ? v.min_amount_paise / 100 : 0}
            />
          </Field>
          <Field name="valid_from" label="First valid day (IST)" error={errors.valid_from}>
            <input {...inputProps("valid_from", errors)} type="date" defaultValue={v.valid_from ?? today} required />
          </Field>
          <Field name="valid_to" label="Last valid day (IST, included)" error={errors.valid_to}>
            <input {...inputProps("valid_to", errors)} type="date" defaultValue={v.valid_to ?? ""} required />
          </Field>
          <Field name="per_user_limit" label="Uses per customer (empty: no limit)" error={errors.per_user_limit}>
            <input {...inputProps("per_user_limit", errors)} inputMode="numeric" defaultValue={v.per_user_limit ?? ""} />
          </Field>
          <Field name="total_limit" label="Uses overall (empty: no limit)" error={errors.total_limit}>
            <input {...inputProps("total_limit", errors)} inputMode="numeric" defaultValue={v.total_limit ?? ""} />
          </Field>
          <Field name="centre_id" label="Only at this centre (optional)" error={errors.centre_id}>
            <select {...inputProps("centre_id", errors)} defaultValue={v.centre_id ?? ""}>
              <option value="">Every centre</option>
              {options.centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field name="room_id" label="Only for this room id (optional)" error={errors.room_id} hint={v.room_name ?? undefined}>
            <input {...inputProps("room_id", errors, Boolean(v.room_name))} inputMode="numeric" defaultValue={v.room_id ?? ""} />
          </Field>
        </div>
        <fieldset className="bo-choices" aria-describedby={errors.product_type_ids ? "f-product_type_ids-error" : undefined}>
          <legend>For these products</legend>
          {options.product_types.map((t) => (
            <label key={t.id} className="bo-check">
              <input type="checkbox" name="product_type_ids" value={t.id} defaultChecked={v.product_type_ids?.includes(t.id) ?? false} />
              {t.name}
            </label>
          ))}
          {errors.product_type_ids ? (
            <small className="bo-field-error" id="f-product_type_ids-error">
              {errors.product_type_ids}
            </small>
          ) : null}
        </fieldset>
        <label className="bo-check">
          <input type="checkbox" name="is_listed" defaultChecked={v.is_listed ?? true} />
          Offered at checkout (unticked: only by typing the code)
        </label>
        <label className="bo-check">
          <input type="checkbox" name="is_active" defaultChecked={v.is_active ?? true} />
          Active
        </label>
        <button type="submit" className="bo-button" disabled={busy}>
          {voucher ? "Save voucher" : "Create voucher"}
        </button>
      </Form>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
