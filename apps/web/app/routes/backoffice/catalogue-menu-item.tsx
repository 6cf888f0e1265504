import { Link, data, redirect, useNavigation } from "react-router";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { MenuItemBody } from "@workbay/contracts/backoffice-catalogue";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { fieldErrorsOf, text, type FieldErrors } from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { MenuItemForm, menuItemBodyOf } from "../../features/backoffice/menu-item-form";
import { PRIVATE_HEADERS, requireOperator } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-menu-item";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /backoffice/catalogue/menu-items/{id}: one F&B item and its choices. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const item = unwrapApiData(await callEndpoint(context.api, endpoints.catalogue.menuItem, { params: { itemId: params.itemId } }));
  const centreId = item.centre_id ?? signedIn.operator.centre_ids[0];
  // The categories are every centre's; any centre's menu lists them.
  const categories = centreId
    ? unwrapApiData(await callEndpoint(context.api, endpoints.catalogue.centreMenu, { params: { id: String(centreId) } })).categories
    : [{ id: item.category_id, name: item.category, available_from: 0, available_to: 47, notice_minutes: 0 }];
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ item, categories, saved, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await callEndpoint(context.api, endpoints.catalogue.saveMenuItem, {
    params: { itemId: params.itemId },
    // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
    body: menuItemBodyOf(form) as MenuItemBody,
    headers: { "x-csrf-token": text(form, "csrf") },
  });
  const here = `/backoffice/catalogue/menu-items/${params.itemId}`;
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(here)}`);
  if (isSuccess(answer)) throw redirect(`${here}?saved=1`);
  const { message, fields } = fieldErrorsOf(answer, "The item could not be saved just now. Please try again.");
  const named: FieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === "price_paise" ? "price" : k, v]));
  return data({ message, fields: named }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.item.name ?? "Menu item"} · Workbay operator console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function CatalogueMenuItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, categories, saved, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="bo-muted">
        {item.centre_id !== null ? (
          <Link to={`/backoffice/catalogue/centres/${item.centre_id}/menu`}>The centre's menu</Link>
        ) : (
          "Every centre's menu"
        )}{" "}
        › {item.name}
      </p>
      <h1 className="bo-title">{item.name}</h1>
      {saved ? (
        <p className="bo-alert bo-alert--ok" role="status">
          Saved. The booking pages show the change now.
        </p>
      ) : null}
      <MenuItemForm
        categories={categories}
        item={item}
        errors={actionData?.fields ?? {}}
        message={actionData?.message}
        csrfToken={csrfToken}
        busy={busy}
        submitLabel="Save item"
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
