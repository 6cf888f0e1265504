import { Form, data, redirect, useNavigation } from "react-router";
import { OPERATOR_MESSAGES } from "@workbay/domain/operator-access";
import type { AdminMenuCategory, MenuCategoryBody } from "@workbay/contracts/backoffice-menus";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import {
  CatalogueTabs,
  Field,
  SlotOptions,
  fieldErrorsOf,
  inputProps,
  numberOrNull,
  text,
  type FieldErrors,
} from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { PRIVATE_HEADERS, requireOperator } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-menu-categories";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /backoffice/catalogue/menu-categories: the F&B step's categories, their order, windows and notice. Admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  if (signedIn.operator.role !== "admin") throw data(OPERATOR_MESSAGES.adminOnly, { status: 403 });
  const categories = unwrapApiData(await callEndpoint(context.api, endpoints.menus.categories));
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ categories, saved, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

type ActionData = { categoryId: string; message: string; fields: FieldErrors };

function categoryBodyOf(form: FormData): Record<keyof MenuCategoryBody, unknown> {
  return {
    name: text(form, "name"),
    available_from: Number(text(form, "available_from")),
    available_to: Number(text(form, "available_to")),
    notice_minutes: numberOrNull(form, "notice_minutes"),
    sort_order: numberOrNull(form, "sort_order"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = { "x-csrf-token": text(form, "csrf") };
  const categoryId = text(form, "category_id");
  // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
  const body = categoryBodyOf(form) as MenuCategoryBody;
  const answer = categoryId
    ? await callEndpoint(context.api, endpoints.menus.saveCategory, { params: { categoryId }, body, headers })
    : await callEndpoint(context.api, endpoints.menus.createCategory, { body, headers });
  if (answer.status === 401) throw redirect("/backoffice/login?redirect=%2Fbackoffice%2Fcatalogue%2Fmenu-categories");
  if (isSuccess(answer)) throw redirect(`/backoffice/catalogue/menu-categories?saved=${answer.body.data.id}`);
  const { message, fields } = fieldErrorsOf(answer, "The category could not be saved just now. Please try again.");
  return data<ActionData>({ categoryId, message, fields }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta() {
  return [{ title: "F&B categories · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

function CategoryForm({
  category,
  actionData,
  csrfToken,
  busy,
}: {
  category?: AdminMenuCategory;
  actionData?: ActionData;
  csrfToken: string;
  busy: boolean;
}) {
  const mine = actionData && actionData.categoryId === String(category?.id ?? "") ? actionData : undefined;
  const errors = mine?.fields ?? {};
  // Field ids must be unique on the page: each form's names carry its category (or "new").
  const key = category ? String(category.id) : "new";
  const id = (name: string) => `${name}-${key}`;
  const props = (name: string) => {
    const base = inputProps(id(name), Object.fromEntries(Object.entries(errors).map(([k, v]) => [id(k), v])));
    return { ...base, name };
  };
  const title = category ? category.name : "Add a category";
  return (
    <Form method="post" className="bo-card bo-form" aria-label={category ? `Category ${category.name}` : "Add a category"}>
      <h2>{title}</h2>
      {category ? (
        <p className="bo-muted">
          {category.item_count} item{category.item_count === 1 ? "" : "s"} · address id {category.slug}
        </p>
      ) : null}
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="category_id" value={category?.id ?? ""} />
      {mine ? <ConsoleAlert tone="error">{mine.message}</ConsoleAlert> : null}
      <div className="bo-form-grid">
        <Field name={id("name")} label="Name" error={errors.name}>
          <input {...props("name")} defaultValue={category?.name ?? ""} maxLength={40} required />
        </Field>
        <Field name={id("sort_order")} label="Position (lower comes first)" error={errors.sort_order}>
          <input {...props("sort_order")} inputMode="numeric" defaultValue={category?.sort_order ?? 0} required />
        </Field>
        <Field name={id("available_from")} label="Served from" error={errors.available_from}>
          <select {...props("available_from")} defaultValue={category?.available_from ?? 0}>
            <SlotOptions to={47} />
          </select>
        </Field>
        <Field name={id("available_to")} label="Last served at" error={errors.available_to}>
          <select {...props("available_to")} defaultValue={category?.available_to ?? 47}>
            <SlotOptions to={47} />
          </select>
        </Field>
        <Field name={id("notice_minutes")} label="Notice needed (minutes before the meeting)" error={errors.notice_minutes}>
          <input {...props("notice_minutes")} inputMode="numeric" defaultValue={category?.notice_minutes ?? 0} required />
        </Field>
      </div>
      <button type="submit" className="bo-button" disabled={busy}>
        {category ? "Save category" : "Add category"}
      </button>
    </Form>
  );
}

export default function CatalogueMenuCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, saved, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="bo-title">Catalogue</h1>
      <CatalogueTabs current="menu-categories" />
      <p className="bo-muted">
        Every centre's F&amp;B menu has these categories, in this order. Items are added on each centre's menu page.
      </p>
      {saved ? <ConsoleAlert tone="ok">Saved. The booking pages show the change now.</ConsoleAlert> : null}
      {categories.map((c) => (
        <CategoryForm
          key={`${c.id}-${c.name}-${c.sort_order}-${c.available_from}-${c.available_to}-${c.notice_minutes}`}
          category={c}
          actionData={actionData}
          csrfToken={csrfToken}
          busy={busy}
        />
      ))}
      <CategoryForm key={`new-${categories.length}`} actionData={actionData} csrfToken={csrfToken} busy={busy} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
