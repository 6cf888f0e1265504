// The filter forms of the console's lists (bookings, leads, audit, rooms, vouchers): a GET form
// of labelled fields that narrows the list on the server (no script), and its button.
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";

type FilterFormProps = {
  /** The form's accessible name ("Filter leads"). */
  label: string;
  /** The button's text. */
  button: string;
  /** The centre the list is narrowed to (from a centre's page), kept through the form. */
  centreId?: string;
  children: ReactNode;
};

export function FilterForm({ label, button, centreId, children }: FilterFormProps) {
  return (
    <Form method="get" className="bo-card bo-filters" role="search" aria-label={label}>
      {children}
      {centreId ? <input type="hidden" name="centre_id" value={centreId} /> : null}
      <button type="submit" className="bo-button">
        {button}
      </button>
    </Form>
  );
}

type FilterInputProps = { label: string; name: string; value: string | undefined; wide?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "value" | "defaultValue"
>;

/** A labelled input of a filter form, filled with the list's current value. */
export function FilterInput({ label, name, value, wide, ...rest }: FilterInputProps) {
  return (
    <label className={wide ? "bo-field bo-field--wide" : "bo-field"}>
      <span>{label}</span>
      <input name={name} defaultValue={value ?? ""} {...rest} />
    </label>
  );
}

export type FilterOption = { readonly value: string | number; readonly text: string };

/** The options of a record of texts by value (a status's words). */
export const optionsOf = (texts: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(texts).map(([value, text]) => ({ value, text }));

type FilterSelectProps = {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly FilterOption[];
  /** The first option's text, for no filter ("Any"); none when a value must be chosen. */
  any?: string;
};

/** A labelled select of a filter form, on the list's current value. */
export function FilterSelect({ label, name, value, options, any }: FilterSelectProps) {
  return (
    <label className="bo-field">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}

const ORDER: FilterOption[] = [
  { value: "asc", text: "Ascending" },
  { value: "desc", text: "Descending" },
];

/** "Sort by" and "Order" of a list sorted on the server. */
export function SortFields({ columns, sort, dir }: { columns: readonly FilterOption[]; sort: string; dir: string }) {
  return (
    <>
      <FilterSelect label="Sort by" name="sort" value={sort} options={columns} />
      <FilterSelect label="Order" name="dir" value={dir} options={ORDER} />
    </>
  );
}
