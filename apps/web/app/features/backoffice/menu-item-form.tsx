// The F&B menu item form of the console's catalogue (decision 0033): the add form on a
// centre's menu page and the item's own page share it.
import { Form } from "react-router";
import type { CentreMenu, MenuItem, MenuItemBody } from "@workbay/contracts/backoffice-catalogue";
import { Field, SlotOptions, checked, inputProps, numberOrNull, paiseOrNull, text, type FieldErrors } from "./catalogue-form";

/** Empty rows for new choices under the existing ones. */
const NEW_CHOICES = 2;

export function menuItemBodyOf(form: FormData): Record<keyof MenuItemBody, unknown> {
  const subOptions = [];
  for (let i = 0; i < 30; i += 1) {
    if (!form.has(`sub_name_${i}`)) break;
    const name = text(form, `sub_name_${i}`);
    const id = text(form, `sub_id_${i}`);
    if ((name === "" && id === "") || checked(form, `sub_remove_${i}`)) continue;
    subOptions.push({
      ...(id ? { id: Number(id) } : {}),
      name,
      description: text(form, `sub_description_${i}`),
      available_from: Number(text(form, `sub_from_${i}`)),
      available_to: Number(text(form, `sub_to_${i}`)),
    });
  }
  return {
    category_id: Number(text(form, "category_id")),
    name: text(form, "name"),
    short_description: text(form, "short_description"),
    description: text(form, "description"),
    price_paise: paiseOrNull(form, "price"),
    type: text(form, "type"),
    serves: numberOrNull(form, "serves"),
    available_from: Number(text(form, "available_from")),
    available_to: Number(text(form, "available_to")),
    is_active: checked(form, "is_active"),
    sub_options: subOptions,
  };
}

export function MenuItemForm({
  categories,
  item,
  errors,
  message,
  csrfToken,
  busy,
  submitLabel,
}: {
  categories: CentreMenu["categories"];
  item?: MenuItem;
  errors: FieldErrors;
  message?: string;
  csrfToken: string;
  busy: boolean;
  submitLabel: string;
}) {
  const choices = [...(item?.sub_options ?? []), ...Array.from({ length: NEW_CHOICES }, () => undefined)];
  return (
    <Form method="post" className="bo-card bo-form" aria-label={submitLabel}>
      <input type="hidden" name="csrf" value={csrfToken} />
      {message ? (
        <p className="bo-alert bo-alert--error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="bo-form-grid">
        <Field name="category_id" label="Category" error={errors.category_id}>
          <select {...inputProps("category_id", errors)} defaultValue={item?.category_id ?? categories[0]?.id}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field name="name" label="Item name" error={errors.name}>
          <input {...inputProps("name", errors)} defaultValue={item?.name ?? ""} maxLength={80} required />
        </Field>
        <Field name="price" label="Price in ₹ (per unit)" error={errors.price}>
          <input {...inputProps("price", errors)} inputMode="decimal" defaultValue={item ? item.price_paise / 100 : ""} required />
        </Field>
        <Field name="type" label="Veg or non-veg" error={errors.type}>
          <select {...inputProps("type", errors)} defaultValue={item?.type ?? "veg"}>
            <option value="veg">Veg</option>
            <option value="non-veg">Non-veg</option>
          </select>
        </Field>
        <Field name="serves" label="Serves (people per unit)" error={errors.serves}>
          <input {...inputProps("serves", errors)} inputMode="numeric" defaultValue={item?.serves ?? 1} required />
        </Field>
        <Field name="available_from" label="Served from" error={errors.available_from}>
          <select {...inputProps("available_from", errors)} defaultValue={item?.available_from ?? 0}>
            <SlotOptions to={47} />
          </select>
        </Field>
        <Field name="available_to" label="Last served at" error={errors.available_to}>
          <select {...inputProps("available_to", errors)} defaultValue={item?.available_to ?? 47}>
            <SlotOptions to={47} />
          </select>
        </Field>
      </div>
      <Field name="short_description" label="Short description" error={errors.short_description}>
        <input {...inputProps("short_description", errors)} defaultValue={item?.short_description ?? ""} maxLength={120} required />
      </Field>
      <Field name="description" label="Description" error={errors.description}>
        <textarea {...inputProps("description", errors)} rows={3} defaultValue={item?.description ?? ""} maxLength={600} required />
      </Field>
      <fieldset className="bo-choices" aria-describedby={errors.sub_options ? "f-sub_options-error" : undefined}>
        <legend>Choices (sub-options; empty rows are ignored)</legend>
        {errors.sub_options ? (
          <small className="bo-field-error" id="f-sub_options-error">
            {errors.sub_options}
          </small>
        ) : null}
        {choices.map((choice, i) => (
          <div key={choice?.id ?? `new-${i}`} className="bo-form-grid">
            <input type="hidden" name={`sub_id_${i}`} value={choice?.id ?? ""} />
            <Field name={`sub_name_${i}`} label={`Choice ${i + 1}`} error={errors[`sub_options.${i}.name`]}>
              <input {...inputProps(`sub_name_${i}`, errors)} defaultValue={choice?.name ?? ""} maxLength={80} />
            </Field>
            <Field name={`sub_description_${i}`} label={`Choice ${i + 1} description`}>
              <input {...inputProps(`sub_description_${i}`, errors)} defaultValue={choice?.description ?? ""} maxLength={300} />
            </Field>
            <Field name={`sub_from_${i}`} label={`Choice ${i + 1} served from`}>
              <select {...inputProps(`sub_from_${i}`, errors)} defaultValue={choice?.available_from ?? 0}>
                <SlotOptions to={47} />
              </select>
            </Field>
            <Field name={`sub_to_${i}`} label={`Choice ${i + 1} last served at`} error={errors[`sub_options.${i}.available_to`]}>
              <select {...inputProps(`sub_to_${i}`, errors)} defaultValue={choice?.available_to ?? 47}>
                <SlotOptions to={47} />
              </select>
            </Field>
            {choice ? (
              <label className="bo-check">
                <input type="checkbox" name={`sub_remove_${i}`} />
                Remove choice {i + 1}
              </label>
            ) : null}
          </div>
        ))}
      </fieldset>
      <label className="bo-check">
        <input type="checkbox" name="is_active" defaultChecked={item?.is_active ?? true} />
        On the menu (unticked: hidden)
      </label>
      <button type="submit" className="bo-button" disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}
