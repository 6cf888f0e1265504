import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { CatalogueRoom, PhotoBody, RoomBody } from "@workbay/contracts/backoffice-catalogue";
import { roomPath } from "@workbay/domain/room-page";
import { MAX_ROOM_PHOTO_BYTES, ROOM_PHOTO_MESSAGES } from "@workbay/domain/catalogue-rules";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import {
  ConfirmedDelete,
  Field,
  SlotOptions,
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
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-room";
import { callEndpoint, isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** A photo upload is larger than a form post; the API checks the photo itself (5 MB, its bytes). */
export const handle = { body: { limit: MAX_ROOM_PHOTO_BYTES + 512 * 1024 } };

const DURATIONS = [30, 60, 90, 120, 180, 240, 300, 360, 480, 600, 720, 1440];

/** /backoffice/catalogue/rooms/new and /backoffice/catalogue/rooms/{id}: a room's fields and photos. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const options = unwrapApiData(await callEndpoint(context.api, endpoints.catalogue.options));
  const room = params.id ? recordData(await callEndpoint(context.api, endpoints.catalogue.room, { params: { id: params.id } })) : null;
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ options, room, saved, csrfToken: signedIn.csrfToken }, { headers: PRIVATE_HEADERS });
}

type ActionData = { intent: string; message: string; fields: FieldErrors; photoId?: string };

function roomBodyOf(form: FormData): Record<keyof RoomBody, unknown> {
  const factor = numberOrNull(form, "month_factor_percent");
  return {
    centre_id: Number(text(form, "centre_id")),
    product_type_id: Number(text(form, "product_type_id")),
    name: text(form, "name"),
    seo_id: text(form, "seo_id"),
    floor: text(form, "floor"),
    capacity: numberOrNull(form, "capacity"),
    price_paise: paiseOrNull(form, "price"),
    original_price_paise: paiseOrNull(form, "original_price"),
    min_duration_minutes: Number(text(form, "min_duration_minutes")),
    start_time: Number(text(form, "start_time")),
    end_time: Number(text(form, "end_time")),
    description: text(form, "description"),
    inclusions: text(form, "inclusions"),
    amenity_ids: ids(form, "amenity_ids"),
    category_ids: ids(form, "category_ids"),
    bookable_online: checked(form, "bookable_online"),
    has_fnb: checked(form, "has_fnb"),
    pass_capacity: numberOrNull(form, "pass_capacity"),
    month_factor_bp: typeof factor === "number" ? Math.round(factor * 100) : (factor ?? 10000),
    is_active: checked(form, "is_active"),
  };
}

/** The form's field names for the API's (prices are typed in rupees). */
const FORM_FIELD: Record<string, string> = {
  price_paise: "price",
  original_price_paise: "original_price",
  month_factor_bp: "month_factor_percent",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const headers = { "x-csrf-token": text(form, "csrf") };
  const here = params.id ? `/backoffice/catalogue/rooms/${params.id}` : "/backoffice/catalogue/rooms/new";
  const refused = (answer: TypedAnswer<unknown>, fallback: string, photoId?: string) => {
    if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(here)}`);
    const { message, fields } = fieldErrorsOf(answer, fallback);
    const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [FORM_FIELD[k] ?? k, v]));
    return data<ActionData>({ intent, message, fields: named, photoId }, { status: answer.status < 500 ? answer.status : 502 });
  };

  if (intent === "save") {
    // The values as the form sent them (empty boxes as null, words as NaN): the API names any bad field.
    const body = roomBodyOf(form) as RoomBody;
    const answer = params.id
      ? await callEndpoint(context.api, endpoints.catalogue.saveRoom, { params: { id: params.id }, body, headers })
      : await callEndpoint(context.api, endpoints.catalogue.createRoom, { body, headers });
    if (isSuccess(answer)) throw redirect(`/backoffice/catalogue/rooms/${answer.body.data.id}?saved=room`);
    return refused(answer, "The room could not be saved just now. Please try again.");
  }
  if (!params.id) throw redirect(here);
  const roomId = params.id;
  if (intent === "photo-add") {
    const file = form.get("photo");
    if (!(file instanceof File) || file.size === 0)
      return data<ActionData>(
        { intent, message: ROOM_PHOTO_MESSAGES.type, fields: { attachment: ROOM_PHOTO_MESSAGES.type } },
        { status: 400 },
      );
    const attachment = Buffer.from(await file.arrayBuffer()).toString("base64");
    const answer = await callEndpoint(context.api, endpoints.catalogue.addPhoto, {
      params: { id: roomId },
      body: { attachment, alt: text(form, "alt") },
      headers,
    });
    if (isSuccess(answer)) throw redirect(`${here}?saved=photo#photos`);
    return refused(answer, "The photo could not be added just now. Please try again.");
  }
  const photoId = text(form, "photo_id");
  if (intent === "photo-save") {
    const answer = await callEndpoint(context.api, endpoints.catalogue.savePhoto, {
      params: { id: roomId, photoId },
      body: { alt: text(form, "alt"), position: numberOrNull(form, "position") } as PhotoBody,
      headers,
    });
    if (isSuccess(answer)) throw redirect(`${here}?saved=photo#photos`);
    return refused(answer, "The photo could not be saved just now. Please try again.", photoId);
  }
  if (intent === "photo-delete") {
    const answer = await callEndpoint(context.api, endpoints.catalogue.deletePhoto, { params: { id: roomId, photoId }, headers });
    if (isSuccess(answer)) throw redirect(`${here}?saved=photo-deleted#photos`);
    return refused(answer, "The photo could not be deleted just now. Please try again.", photoId);
  }
  return data<ActionData>({ intent, message: "Please use the page's buttons.", fields: {} }, { status: 400 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.room?.name ?? "New room";
  return [{ title: `${name} · Catalogue · Workbay operator console` }, { name: "robots", content: "noindex, nofollow" }];
}

const SAVED_TEXT: Record<string, string> = {
  room: "Saved. The public pages show the change now.",
  photo: "Photo saved.",
  "photo-deleted": "Photo deleted.",
};

export default function CatalogueRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, room, saved, csrfToken } = loaderData;
  const busy = useNavigation().state === "submitting";
  const roomErrors = actionData?.intent === "save" ? actionData.fields : {};
  const r: Partial<CatalogueRoom> = room ?? {};
  const defaultCentre = options.centres.length === 1 ? options.centres[0]?.id : undefined;
  return (
    <>
      <p className="bo-muted">
        <Link to="/backoffice/catalogue">Catalogue</Link> › {room ? room.name : "New room or product"}
      </p>
      <h1 className="bo-title">{room ? room.name : "Add a room or product"}</h1>
      {saved && SAVED_TEXT[saved] ? <ConsoleAlert tone="ok">{SAVED_TEXT[saved]}</ConsoleAlert> : null}
      {room ? (
        <p>
          <a href={roomPath(options.centres.find((c) => c.id === room.centre_id)?.city_slug ?? "", room.seo_id)}>See the public page</a>
        </p>
      ) : null}
      <Form method="post" className="bo-card bo-form bo-room-form" aria-label="Room details">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="save" />
        {actionData?.intent === "save" ? <ConsoleAlert tone="error">{actionData.message}</ConsoleAlert> : null}
        <div className="bo-form-grid">
          <Field name="centre_id" label="Centre" error={roomErrors.centre_id}>
            <select {...inputProps("centre_id", roomErrors)} defaultValue={r.centre_id ?? defaultCentre ?? ""} required>
              <option value="">Choose a centre</option>
              {options.centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field name="product_type_id" label="Type" error={roomErrors.product_type_id}>
            <select {...inputProps("product_type_id", roomErrors)} defaultValue={r.product_type_id ?? 1}>
              {options.product_types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </Field>
          <Field name="name" label="Name" error={roomErrors.name}>
            <input {...inputProps("name", roomErrors)} defaultValue={r.name ?? ""} maxLength={80} required />
          </Field>
          <Field name="seo_id" label="SEO id (the page's address)" error={roomErrors.seo_id} hint="Lower-case words joined by hyphens.">
            <input {...inputProps("seo_id", roomErrors, true)} defaultValue={r.seo_id ?? ""} maxLength={120} required />
          </Field>
          <Field name="floor" label="Floor" error={roomErrors.floor}>
            <input {...inputProps("floor", roomErrors)} defaultValue={r.floor ?? ""} maxLength={40} required />
          </Field>
          <Field name="capacity" label="Seats" error={roomErrors.capacity}>
            <input {...inputProps("capacity", roomErrors)} inputMode="numeric" defaultValue={r.capacity ?? ""} required />
          </Field>
          <Field
            name="price"
            label="Price in ₹"
            error={roomErrors.price}
            hint="Per hour for rooms; per day for passes and virtual offices."
          >
            <input
              {...inputProps("price", roomErrors, true)}
              inputMode="decimal"
              defaultValue={r.price_paise === undefined ? "" : r.price_paise / 100}
              required
            />
          </Field>
          <Field name="original_price" label="Original price in ₹ (struck out; optional)" error={roomErrors.original_price}>
            <input
              {...inputProps("original_price", roomErrors)}
              inputMode="decimal"
              defaultValue={r.original_price_paise == null ? "" : r.original_price_paise / 100}
            />
          </Field>
          <Field name="min_duration_minutes" label="Minimum duration" error={roomErrors.min_duration_minutes}>
            <select {...inputProps("min_duration_minutes", roomErrors)} defaultValue={r.min_duration_minutes ?? 60}>
              {DURATIONS.map((m) => (
                <option key={m} value={m}>
                  {m < 60 ? `${m} minutes` : `${m / 60} hour${m === 60 ? "" : "s"}`}
                </option>
              ))}
            </select>
          </Field>
          <Field name="start_time" label="Opens" error={roomErrors.start_time}>
            <select {...inputProps("start_time", roomErrors)} defaultValue={r.start_time ?? 16}>
              <SlotOptions to={47} />
            </select>
          </Field>
          <Field name="end_time" label="Closes" error={roomErrors.end_time}>
            <select {...inputProps("end_time", roomErrors)} defaultValue={r.end_time ?? 40}>
              <SlotOptions from={1} />
            </select>
          </Field>
          <Field name="pass_capacity" label="Passes on sale per day (passes only)" error={roomErrors.pass_capacity}>
            <input {...inputProps("pass_capacity", roomErrors)} inputMode="numeric" defaultValue={r.pass_capacity ?? ""} />
          </Field>
          <Field
            name="month_factor_percent"
            label="Monthly price factor in % (virtual offices only)"
            error={roomErrors.month_factor_percent}
            hint="Month price = daily price × 30 × factor; 100 for none."
          >
            <input
              {...inputProps("month_factor_percent", roomErrors, true)}
              inputMode="decimal"
              defaultValue={(r.month_factor_bp ?? 10000) / 100}
            />
          </Field>
        </div>
        <Field name="description" label="Description" error={roomErrors.description}>
          <textarea {...inputProps("description", roomErrors)} rows={4} defaultValue={r.description ?? ""} maxLength={2000} required />
        </Field>
        <Field name="inclusions" label="Inclusions (optional)" error={roomErrors.inclusions}>
          <textarea {...inputProps("inclusions", roomErrors)} rows={2} defaultValue={r.inclusions ?? ""} maxLength={1000} />
        </Field>
        <fieldset className="bo-choices bo-choices--columns" aria-describedby={roomErrors.amenity_ids ? "f-amenity_ids-error" : undefined}>
          <legend>Amenities</legend>
          {options.amenities.map((a) => (
            <label key={a.id}>
              <input type="checkbox" name="amenity_ids" value={a.id} defaultChecked={r.amenity_ids?.includes(a.id)} />
              {a.name}
            </label>
          ))}
          {roomErrors.amenity_ids ? (
            <small className="bo-field-error" id="f-amenity_ids-error">
              {roomErrors.amenity_ids}
            </small>
          ) : null}
        </fieldset>
        <fieldset
          className="bo-choices bo-choices--columns"
          aria-describedby={roomErrors.category_ids ? "f-category_ids-error" : undefined}
        >
          <legend>Best suited for</legend>
          {options.categories.map((c) => (
            <label key={c.id}>
              <input type="checkbox" name="category_ids" value={c.id} defaultChecked={r.category_ids?.includes(c.id)} />
              {c.name}
            </label>
          ))}
          {roomErrors.category_ids ? (
            <small className="bo-field-error" id="f-category_ids-error">
              {roomErrors.category_ids}
            </small>
          ) : null}
        </fieldset>
        <fieldset className="bo-choices">
          <legend>Selling</legend>
          <label>
            <input type="checkbox" name="bookable_online" defaultChecked={r.bookable_online ?? true} />
            Bookable online (unticked: enquiry only)
          </label>
          <label>
            <input type="checkbox" name="has_fnb" defaultChecked={r.has_fnb ?? false} />
            Food and drinks can be added
          </label>
          <label>
            <input type="checkbox" name="is_active" defaultChecked={r.is_active ?? true} />
            Active (shown on the public pages)
          </label>
        </fieldset>
        <button type="submit" className="bo-button" disabled={busy}>
          {room ? "Save room" : "Create room"}
        </button>
      </Form>
      {room ? <Photos room={room} csrfToken={csrfToken} actionData={actionData} busy={busy} /> : null}
    </>
  );
}

function Photos({ room, csrfToken, actionData, busy }: { room: CatalogueRoom; csrfToken: string; actionData?: ActionData; busy: boolean }) {
  const addErrors = actionData?.intent === "photo-add" ? actionData.fields : {};
  return (
    <section className="bo-card" id="photos" aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      {room.photos.length === 0 ? <p className="bo-muted">No photos yet. The first photo is the one listings show.</p> : null}
      <ul className="bo-photos">
        {room.photos.map((p) => {
          const mine = actionData?.photoId === String(p.id) ? actionData : undefined;
          return (
            <li key={p.id} className="bo-photo">
              <img src={p.url} alt={p.alt} width={200} height={130} />
              <Form method="post" className="bo-form">
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="photo_id" value={p.id} />
                {mine ? <ConsoleAlert tone="error">{mine.message}</ConsoleAlert> : null}
                <label className="bo-field">
                  <span>Alt text</span>
                  <input name="alt" defaultValue={p.alt} maxLength={200} />
                </label>
                <label className="bo-field">
                  <span>Order (0 first)</span>
                  <input name="position" inputMode="numeric" defaultValue={p.position} />
                </label>
                <div className="bo-actions">
                  <button type="submit" name="intent" value="photo-save" className="bo-button bo-button--quiet" disabled={busy}>
                    Save photo
                  </button>
                  <ConfirmedDelete
                    label="Delete photo"
                    confirm="Yes, delete this photo"
                    intent="photo-delete"
                    note="This cannot be undone: to bring it back, upload it again."
                    busy={busy}
                  />
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
      <Form method="post" encType="multipart/form-data" className="bo-form" aria-label="Add a photo">
        <h3>Add a photo</h3>
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="photo-add" />
        {actionData?.intent === "photo-add" ? <ConsoleAlert tone="error">{actionData.message}</ConsoleAlert> : null}
        <Field name="photo" label="JPEG, PNG or WebP, at most 5 MB" error={addErrors.attachment}>
          <input
            id="f-photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={addErrors.attachment ? true : undefined}
            aria-describedby={addErrors.attachment ? "f-photo-error" : undefined}
          />
        </Field>
        <Field name="alt" label="Alt text (what the photo shows)" error={addErrors.alt}>
          <input {...inputProps("alt", addErrors)} maxLength={200} required />
        </Field>
        <button type="submit" className="bo-button" disabled={busy}>
          Upload photo
        </button>
      </Form>
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
