// The company form's inputs: text fields and the country, state and city selects, each in a
// FormField with its message from the form's state (Conform) and its native constraints from the
// contract's schema (required, maxLength), given by the loader.
import type { Country } from "@workbay/contracts/profile";
import type { CompanyField, Place } from "./company-form";
import { FormField, fieldProps } from "./form-field";
import type { ListLoading } from "./use-company-places";

export type FieldConstraint = { required?: boolean; maxLength?: number };

export const COMPANY_LABELS: Record<CompanyField, string> = {
  company: "Company Name",
  address_1: "Address Line 1",
  address_2: "Address Line 2",
  address_3: "Address Line 3",
  country: "Country",
  state: "State",
  city: "City",
  pincode: "Pincode",
  pan: "PAN",
  gst: "GSTIN",
};

export const companyInputId = (field: CompanyField) => `company-${field.replace("_", "-")}`;

/** What every input of the form shares: its name, id, message wiring and native constraints. */
function inputProps(field: CompanyField, error: string | undefined, constraint: FieldConstraint, hint?: string) {
  return {
    ...fieldProps(companyInputId(field), error, hint),
    name: field,
    className: "form-field__input",
    required: constraint.required,
    "aria-required": constraint.required || undefined,
  } as const;
}

type TextFieldProps = {
  field: CompanyField;
  value: string;
  error: string | undefined;
  constraint: FieldConstraint;
  autoComplete?: string;
  hint?: string;
  upper?: boolean;
  wide?: boolean;
  numeric?: boolean;
  onChange: (value: string) => void;
  onBlur?: (value: string) => void;
};

export function CompanyTextField({
  field,
  value,
  error,
  constraint,
  autoComplete,
  hint,
  upper,
  wide,
  numeric,
  onChange,
  onBlur,
}: TextFieldProps) {
  const props = inputProps(field, error, constraint, hint);
  return (
    <FormField
      id={props.id}
      label={COMPANY_LABELS[field]}
      required={constraint.required}
      error={error}
      hint={hint}
      className={wide ? "form-field--wide" : undefined}
    >
      <input
        {...props}
        className={`form-field__input${upper ? " form-field__input--upper" : ""}`}
        autoComplete={autoComplete ?? "off"}
        maxLength={constraint.maxLength}
        inputMode={numeric ? "numeric" : undefined}
        value={value}
        onChange={(e) => onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
        onBlur={(e) => onBlur?.(e.target.value.trim())}
      />
    </FormField>
  );
}

type CountrySelectProps = {
  value: string;
  error: string | undefined;
  constraint: FieldConstraint;
  countries: readonly Country[];
  onChoose: (country: string) => void;
};

export function CountrySelect({ value, error, constraint, countries, onChoose }: CountrySelectProps) {
  const props = inputProps("country", error, constraint);
  return (
    <FormField id={props.id} label={COMPANY_LABELS.country} required={constraint.required} error={error}>
      <select {...props} autoComplete="country-name" value={value} onChange={(e) => onChoose(e.target.value)}>
        <option value="">Select country</option>
        {countries.map((c) => (
          <option key={c.code} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

type PlaceSelectProps = {
  field: "state" | "city";
  value: string;
  options: Place[];
  error: string | undefined;
  constraint: FieldConstraint;
  loading: ListLoading;
  /** Cities wait for a state when the country has a state list. */
  waiting: boolean;
  onChoose: (value: string) => void;
};

/** A list to choose from, or a text box when the place has no list. */
export function PlaceSelect({ field, value, options, error, constraint, loading, waiting, onChoose }: PlaceSelectProps) {
  const props = inputProps(field, error, constraint);
  // A saved name missing from the list (renamed data) stays choosable.
  const names = options.map((o) => o.name);
  if (value && !names.includes(value)) names.unshift(value);
  const pending = loading === "states" || (loading === "cities" && field === "city");
  let control;
  if (pending || waiting) {
    control = (
      <select {...props} value="" disabled>
        <option value="">{pending ? `Loading ${field === "state" ? "states" : "cities"}…` : "Select a state first"}</option>
      </select>
    );
  } else if (options.length > 0) {
    control = (
      <select {...props} value={value} onChange={(e) => onChoose(e.target.value)}>
        <option value="">Select {field}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...props}
        autoComplete={field === "state" ? "address-level1" : "address-level2"}
        maxLength={constraint.maxLength}
        value={value}
        onChange={(e) => onChoose(e.target.value)}
      />
    );
  }
  return (
    <FormField id={props.id} label={COMPANY_LABELS[field]} required={constraint.required} error={error}>
      {control}
    </FormField>
  );
}
