import { Form, Link, data, redirect, useNavigation } from "react-router";
import { callEndpoint, isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { MenuItem, MenuItemBody } from "@workbay/contracts/backoffice-catalogue";
import { MAX_ROOM_PHOTO_BYTES, ROOM_PHOTO_MESSAGES } from "@workbay/domain/catalogue-rules";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConfirmedDelete, Field, fieldErrorsOf, inputProps, text, type FieldErrors } from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { MenuItemForm, menuItemBodyOf } from "../../features/backoffice/menu-item-form";
import { PRIVATE_HEADERS, requireOperator, recordData } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-menu-item";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** A picture upload is larger than a form post; the API checks the picture itself (5 MB, its bytes). */
export const handle = { body: { limit: MAX_ROOM_PHOTO_BYTES + 512 * 1024 } };

/** /backoffice/catalogue/menu-items/{id}: one F&B item and its choices. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const item = recordData(await callEndpoint(context.api, endpoints.catalogue.menuItem, { params: { itemId: params.itemId } }));
  const centreId = item.centre_id ?? signedIn.operator.centre_ids[0];
  // The categories are every centre's; any centre's menu lists them.
  const categories = centreId
    ? unwrapApiData(await callEndpoint(context.api, endpoints.catalogue.centreMenu, { params: { id: String(centreId) } })).categories
    : [{ id: item.category_id, name: item.category, available_from: 0, available_to: 47, notice_minutes: 0 }];
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ item, categories, saved, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

type ActionData = { intent: string; message: string; fields: FieldErrors };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent") || "save";
  const headers = { "x-csrf-token": text(form, "csrf") };
  const here = `/backoffice/catalogue/menu-items/${params.itemId}`;
  const itemParams = { itemId: params.itemId };
  let answer: TypedAnswer<unknown>;
  if (intent === "picture-add") {
    const file = form.get("picture");
    if (!(file instanceof File) || file.size === 0)
      return data<ActionData>(
        { intent, message: ROOM_PHOTO_MESSAGES.type, fields: { attachment: ROOM_PHOTO_MESSAGES.type } },
        { status: 400 },
      );
    const attachment = Buffer.from(await file.arrayBuffer()).toString("base64");
    answer = await callEndpoint(context.api, endpoints.menus.addPicture, {
      params: itemParams,
      body: { attachment, alt: text(form, "alt") },
      headers,
    });
  } else if (intent === "picture-alt") {
    answer = await callEndpoint(context.api, endpoints.menus.savePictureAlt, {
      params: itemParams,
      body: { alt: text(form, "alt") },
      headers,
    });
  } else if (intent === "picture-delete") {
    answer = await callEndpoint(context.api, endpoints.menus.deletePicture, { params: itemParams, headers });
  } else {
    answer = await callEndpoint(context.api, endpoints.catalogue.saveMenuItem, {
      params: itemParams,
      // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
      body: menuItemBodyOf(form) as MenuItemBody,
      headers,
    });
  }
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(here)}`);
  if (isSuccess(answer)) throw redirect(intent === "save" ? `${here}?saved=1` : `${here}?saved=picture#picture`);
  const { message, fields } = fieldErrorsOf(answer, "The item could not be saved just now. Please try again.");
  const named: FieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === "price_paise" ? "price" : k, v]));
  return data<ActionData>({ intent, message, fields: named }, { status: answer.status < 500 ? answer.status : 502 });
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
      {saved ? <ConsoleAlert tone="ok">Saved. The booking pages show the change now.</ConsoleAlert> : null}
      <Picture
        item={item}
        csrfToken={csrfToken}
        actionData={actionData?.intent.startsWith("picture") ? actionData : undefined}
        busy={busy}
      />
      <MenuItemForm
        categories={categories}
        item={item}
        errors={actionData?.intent === "save" ? actionData.fields : {}}
        message={actionData?.intent === "save" ? actionData.message : undefined}
        csrfToken={csrfToken}
        busy={busy}
        submitLabel="Save item"
      />
    </>
  );
}

/** The item's picture on the F&B step: upload (replaces), its alt text, remove. Plain forms: they work without JavaScript. */
function Picture({ item, csrfToken, actionData, busy }: { item: MenuItem; csrfToken: string; actionData?: ActionData; busy: boolean }) {
  const errors = actionData?.fields ?? {};
  return (
    <section className="bo-card" id="picture" aria-labelledby="picture-title">
      <h2 id="picture-title">Picture</h2>
      {actionData ? <ConsoleAlert tone="error">{actionData.message}</ConsoleAlert> : null}
      {item.image_url ? (
        <div className="bo-photo">
          <img src={item.image_url} alt={item.image_alt ?? ""} width={200} height={118} />
          <Form key={item.image_alt ?? ""} method="post" className="bo-form" aria-label="The picture's alt text">
            <input type="hidden" name="csrf" value={csrfToken} />
            <Field
              name="picture_alt"
              label="Alt text (what the picture shows)"
              error={actionData?.intent === "picture-alt" ? errors.alt : undefined}
            >
              <input {...inputProps("picture_alt", {})} name="alt" defaultValue={item.image_alt ?? ""} maxLength={200} required />
            </Field>
            <div className="bo-actions">
              <button type="submit" name="intent" value="picture-alt" className="bo-button bo-button--quiet" disabled={busy}>
                Save alt text
              </button>
              <ConfirmedDelete
                label="Remove picture"
                confirm="Yes, remove the picture"
                intent="picture-delete"
                note="This cannot be undone: to bring it back, upload it again."
                busy={busy}
              />
            </div>
          </Form>
        </div>
      ) : (
        <p className="bo-muted">No picture yet: the F&amp;B step shows the item without one.</p>
      )}
      <Form key={item.image_url ?? "none"} method="post" encType="multipart/form-data" className="bo-form" aria-label="Upload a picture">
        <h3>{item.image_url ? "Replace the picture" : "Upload a picture"}</h3>
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="picture-add" />
        <Field
          name="picture"
          label="JPEG, PNG or WebP, at most 5 MB"
          error={actionData?.intent === "picture-add" ? errors.attachment : undefined}
        >
          <input
            id="f-picture"
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={actionData?.intent === "picture-add" && errors.attachment ? true : undefined}
            aria-describedby={actionData?.intent === "picture-add" && errors.attachment ? "f-picture-error" : undefined}
          />
        </Field>
        <Field
          name="new_alt"
          label="Alt text (what the picture shows)"
          error={actionData?.intent === "picture-add" ? errors.alt : undefined}
        >
          <input
            {...inputProps("new_alt", actionData?.intent === "picture-add" ? { new_alt: errors.alt ?? "" } : {})}
            name="alt"
            maxLength={200}
            required
          />
        </Field>
        <button type="submit" className="bo-button" disabled={busy}>
          Upload picture
        </button>
      </Form>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
