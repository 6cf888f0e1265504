import { Link, data, redirect, useNavigation } from "react-router";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { MenuItemBody } from "@workbay/contracts/backoffice-catalogue";
import { formatRupees } from "@workbay/domain/money";
import { slotLabel } from "@workbay/domain/slots";
import { fieldErrorsOf, text, type FieldErrors } from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { MenuItemForm, menuItemBodyOf } from "../../features/backoffice/menu-item-form";
import { PRIVATE_HEADERS, requireOperator, recordData } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-menu";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /backoffice/catalogue/centres/{id}/menu: the centre's F&B items, and a form to add one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const menu = recordData(await callEndpoint(context.api, endpoints.catalogue.centreMenu, { params: { id: params.id } }));
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ menu, saved, isAdmin: signedIn.operator.role === "admin", csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

/** The form's names for the API's fields (prices are typed in rupees). */
const MENU_FORM_FIELD: Record<string, string> = { price_paise: "price" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await callEndpoint(context.api, endpoints.catalogue.createMenuItem, {
    params: { id: params.id },
    // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
    body: menuItemBodyOf(form) as MenuItemBody,
    headers: { "x-csrf-token": text(form, "csrf") },
  });
  const here = `/backoffice/catalogue/centres/${params.id}/menu`;
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(here)}`);
  if (isSuccess(answer)) throw redirect(`${here}?saved=1`);
  const { message, fields } = fieldErrorsOf(answer, "The item could not be added just now. Please try again.");
  const named: FieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [MENU_FORM_FIELD[k] ?? k, v]));
  return data({ message, fields: named }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: `Menu of ${loaded?.menu.centre_name ?? "a centre"} · Workbay operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function CatalogueMenu({ loaderData, actionData }: Route.ComponentProps) {
  const { menu, saved, isAdmin, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="bo-muted">
        <Link to="/backoffice/catalogue/centres">Centres and cities</Link> ›{" "}
        <Link to={`/backoffice/catalogue/centres/${menu.centre_id}`}>{menu.centre_name}</Link> › Menu
      </p>
      <h1 className="bo-title">F&amp;B menu of {menu.centre_name}</h1>
      {isAdmin ? (
        <p className="bo-muted">
          The categories and their order are every centre's: <Link to="/backoffice/catalogue/menu-categories">F&amp;B categories</Link>.
        </p>
      ) : null}
      {saved ? <ConsoleAlert tone="ok">Saved. The booking pages show the change now.</ConsoleAlert> : null}
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Category</th>
              <th scope="col" className="bo-num">
                Price
              </th>
              <th scope="col">Veg</th>
              <th scope="col">Served</th>
              <th scope="col">Choices</th>
              <th scope="col">Picture</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {menu.items.map((item) => (
              <tr key={item.id}>
                <td data-label="Item">
                  {item.centre_id !== null || isAdmin ? (
                    <Link to={`/backoffice/catalogue/menu-items/${item.id}`}>{item.name}</Link>
                  ) : (
                    item.name
                  )}
                  {item.centre_id === null ? <span className="bo-badge">Every centre</span> : null}
                </td>
                <td data-label="Category">{item.category}</td>
                <td data-label="Price" className="bo-num">
                  {formatRupees(item.price_paise)}
                </td>
                <td data-label="Veg">{item.type === "veg" ? "Veg" : "Non-veg"}</td>
                <td data-label="Served">
                  {slotLabel(item.available_from)} – {slotLabel(item.available_to)}
                </td>
                <td data-label="Choices">{item.sub_options.map((s) => s.name).join(", ") || "—"}</td>
                <td data-label="Picture">{item.image_url ? "Yes" : "—"}</td>
                <td data-label="Status">{item.is_active ? "On the menu" : "Hidden"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Add an item</h2>
      <MenuItemForm
        categories={menu.categories}
        errors={actionData?.fields ?? {}}
        message={actionData?.message}
        csrfToken={csrfToken}
        busy={busy}
        submitLabel="Add item"
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
