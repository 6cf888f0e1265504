import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { CatalogueCentre, CentreBody } from "@workbay/contracts/backoffice-catalogue";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import {
  Field,
  SlotOptions,
  checked,
  fieldErrorsOf,
  inputProps,
  numberOrNull,
  text,
  type FieldErrors,
} from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { PRIVATE_HEADERS, requireOperator, recordData } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-centre";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Monday first, as people read a week; the API numbers Sunday 0. */
const WEEK = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 0, name: "Sunday" },
];

/** /backoffice/catalogue/centres/new and /{id}: a centre's address, hours, contact and GSTIN. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const [options, centre] = await Promise.all([
    callEndpoint(context.api, endpoints.catalogue.options).then(unwrapApiData),
    params.id ? callEndpoint(context.api, endpoints.catalogue.centre, { params: { id: params.id } }).then(recordData) : null,
  ]);
  const isAdmin = signedIn.operator.role === "admin";
  if (!centre && !isAdmin) throw redirect("/backoffice/catalogue/centres");
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ options, centre, isAdmin, saved, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

/** Days with the same hours become one opening window. */
function hoursOf(form: FormData): CentreBody["business_hours"] {
  const windows = new Map<string, { days: number[]; open: number; close: number }>();
  for (const { day } of WEEK) {
    if (!checked(form, `open_${day}`)) continue;
    const open = Number(text(form, `from_${day}`));
    const close = Number(text(form, `to_${day}`));
    const key = `${open}-${close}`;
    const window = windows.get(key) ?? { days: [], open, close };
    window.days.push(day);
    windows.set(key, window);
  }
  return [...windows.values()];
}

type ActionData = { message: string; fields: FieldErrors };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = {
    name: text(form, "name"),
    address: text(form, "address"),
    city_slug: text(form, "city_slug"),
    state: text(form, "state"),
    pincode: text(form, "pincode"),
    latitude: numberOrNull(form, "latitude"),
    longitude: numberOrNull(form, "longitude"),
    phone: text(form, "phone"),
    email: text(form, "email"),
    business_hours: hoursOf(form),
    notice: text(form, "notice"),
    gstin: text(form, "gstin"),
    is_active: checked(form, "is_active"),
  };
  const headers = { "x-csrf-token": text(form, "csrf") };
  // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
  const answer = params.id
    ? await callEndpoint(context.api, endpoints.catalogue.saveCentre, { params: { id: params.id }, body: body as CentreBody, headers })
    : await callEndpoint(context.api, endpoints.catalogue.createCentre, { body: body as CentreBody, headers });
  if (answer.status === 401) throw redirect("/backoffice/login?redirect=%2Fbackoffice%2Fcatalogue%2Fcentres");
  if (isSuccess(answer)) throw redirect(`/backoffice/catalogue/centres/${answer.body.data.id}?saved=1`);
  const { message, fields } = fieldErrorsOf(answer, "The centre could not be saved just now. Please try again.");
  // Opening hours' messages name a window ("business_hours.0.close"); the form shows them together.
  const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.startsWith("business_hours") ? "business_hours" : k, v]));
  return data<ActionData>({ message, fields: named }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: `${loaded?.centre?.name ?? "New centre"} · Catalogue · Workbay operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function windowOf(centre: Partial<CatalogueCentre>, day: number) {
  return centre.business_hours?.find((w) => w.days.includes(day));
}

export default function CatalogueCentrePage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, centre, isAdmin, saved, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fields ?? {};
  const c: Partial<CatalogueCentre> = centre ?? {};
  // A manager sees the legal fields but cannot change them (the API refuses; 0033).
  const locked = !isAdmin;
  return (
    <>
      <p className="bo-muted">
        <Link to="/backoffice/catalogue/centres">Centres and cities</Link> › {centre ? centre.name : "New centre"}
      </p>
      <h1 className="bo-title">{centre ? centre.name : "Add a centre"}</h1>
      {saved ? <ConsoleAlert tone="ok">Saved. The public pages show the change now.</ConsoleAlert> : null}
      <Form method="post" className="bo-card bo-form" aria-label="Centre details">
        <input type="hidden" name="csrf" value={csrfToken} />
        {actionData ? <ConsoleAlert tone="error">{actionData.message}</ConsoleAlert> : null}
        {locked ? (
          <p className="bo-muted">Only an admin can change the centre's name, address, city, state, coordinates and GSTIN.</p>
        ) : null}
        <div className="bo-form-grid">
          <Field name="name" label="Name" error={errors.name}>
            <input {...inputProps("name", errors)} defaultValue={c.name ?? ""} readOnly={locked} maxLength={80} required />
          </Field>
          <Field name="address" label="Address" error={errors.address}>
            <input {...inputProps("address", errors)} defaultValue={c.address ?? ""} readOnly={locked} maxLength={300} required />
          </Field>
          <Field name="city_slug" label="City" error={errors.city_slug}>
            {locked ? (
              <input {...inputProps("city_slug", errors)} defaultValue={c.city_slug} readOnly />
            ) : (
              <select {...inputProps("city_slug", errors)} defaultValue={c.city_slug ?? ""} required>
                <option value="">Choose a city</option>
                {options.cities.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="state" label="State (of the GST registration)" error={errors.state}>
            {locked ? (
              <input {...inputProps("state", errors)} defaultValue={c.state} readOnly />
            ) : (
              <select {...inputProps("state", errors)} defaultValue={c.state ?? ""} required>
                <option value="">Choose a state</option>
                {options.states.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="pincode" label="Pincode" error={errors.pincode}>
            <input {...inputProps("pincode", errors)} defaultValue={c.pincode ?? ""} readOnly={locked} inputMode="numeric" required />
          </Field>
          <Field name="gstin" label="GSTIN" error={errors.gstin} hint="Its first two digits must be the state's GST code.">
            <input {...inputProps("gstin", errors, true)} defaultValue={c.gstin ?? ""} readOnly={locked} maxLength={15} />
          </Field>
          <Field name="latitude" label="Latitude" error={errors.latitude}>
            <input {...inputProps("latitude", errors)} defaultValue={c.latitude ?? ""} readOnly={locked} inputMode="decimal" required />
          </Field>
          <Field name="longitude" label="Longitude" error={errors.longitude}>
            <input {...inputProps("longitude", errors)} defaultValue={c.longitude ?? ""} readOnly={locked} inputMode="decimal" required />
          </Field>
          <Field name="phone" label="Phone" error={errors.phone}>
            <input {...inputProps("phone", errors)} defaultValue={c.phone ?? ""} inputMode="tel" required />
          </Field>
          <Field name="email" label="E-mail (optional)" error={errors.email}>
            <input {...inputProps("email", errors)} defaultValue={c.email ?? ""} type="email" />
          </Field>
        </div>
        <Field name="notice" label="Notice shown on the centre's rooms (optional)" error={errors.notice}>
          <input {...inputProps("notice", errors)} defaultValue={c.notice ?? ""} maxLength={300} />
        </Field>
        <fieldset className="bo-choices bo-hours" aria-describedby={errors.business_hours ? "f-business_hours-error" : undefined}>
          <legend>Opening hours</legend>
          {WEEK.map(({ day, name }) => {
            const window = windowOf(c, day);
            const isOpen = centre ? Boolean(window) : day !== 0;
            return (
              <div key={day} className="bo-hours__day">
                <label>
                  <input type="checkbox" name={`open_${day}`} defaultChecked={isOpen} />
                  {name}
                </label>
                <label className="bo-field">
                  <span className="bo-visually-hidden">{name} opens</span>
                  <select name={`from_${day}`} defaultValue={window?.open ?? 16}>
                    <SlotOptions to={47} />
                  </select>
                </label>
                <label className="bo-field">
                  <span className="bo-visually-hidden">{name} closes</span>
                  <select name={`to_${day}`} defaultValue={window?.close ?? 40}>
                    <SlotOptions from={1} />
                  </select>
                </label>
              </div>
            );
          })}
          {errors.business_hours ? (
            <small className="bo-field-error" id="f-business_hours-error">
              {errors.business_hours}
            </small>
          ) : null}
        </fieldset>
        {locked ? (
          <input type="hidden" name="is_active" value={c.is_active ? "on" : "off"} />
        ) : (
          <label className="bo-check">
            <input type="checkbox" name="is_active" defaultChecked={c.is_active ?? true} />
            Active (its rooms are shown on the public pages)
          </label>
        )}
        <button type="submit" className="bo-button" disabled={busy}>
          {centre ? "Save centre" : "Create centre"}
        </button>
      </Form>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
