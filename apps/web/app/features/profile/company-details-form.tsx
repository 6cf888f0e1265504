import { useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import type { CompanyInfo, Country } from "@workbay/contracts/profile";
import { isValidGstin } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import {
  COMPANY_FIELDS,
  MANDATORY_COMPANY_FIELDS,
  companyProblems,
  countryCodeOf,
  type CompanyField,
  type Place,
  type PlaceLists,
} from "./company-form";
import { FormField, fieldProps } from "./form-field";
import { fetchCities, fetchGstInfo, fetchStates } from "./place-lists";
import type { FieldErrors } from "./profile-form";

type CompanyDetailsFormProps = {
  initial: CompanyInfo;
  lists: PlaceLists;
  countries: readonly Country[];
  csrfToken: string;
  errors: FieldErrors<CompanyField>;
  message: string | null;
};

type TextFieldSpec = {
  field: CompanyField;
  label: string;
  autoComplete?: string;
  maxLength: number;
  hint?: string;
  upper?: boolean;
  wide?: boolean;
};

const LABELS: Record<CompanyField, string> = {
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

const ADDRESS_FIELDS: TextFieldSpec[] = [
  { field: "company", label: LABELS.company, autoComplete: "organization", maxLength: 200, wide: true },
  { field: "address_1", label: LABELS.address_1, autoComplete: "address-line1", maxLength: 200, wide: true },
  { field: "address_2", label: LABELS.address_2, autoComplete: "address-line2", maxLength: 200 },
  { field: "address_3", label: LABELS.address_3, autoComplete: "address-line3", maxLength: 200 },
];

const TAX_FIELDS: TextFieldSpec[] = [
  { field: "pincode", label: LABELS.pincode, autoComplete: "postal-code", maxLength: 12 },
  { field: "pan", label: LABELS.pan, maxLength: 10, hint: "10 characters, e.g. ABCDE1234F.", upper: true },
  {
    field: "gst",
    label: LABELS.gst,
    maxLength: 15,
    hint: "15 characters, e.g. 29ABCDE1234F1Z5. Its first two digits name the state.",
    upper: true,
  },
];

const inputId = (field: CompanyField) => `company-${field.replace("_", "-")}`;

/**
 * Company (billing) details: country, state and city are cascading selects filled from the
 * place lists; a GSTIN fills an empty state from its first two digits (GET gst_info), and the
 * domain's rule checks that it matches. Without JavaScript a post refreshes the lists.
 */
export function CompanyDetailsForm({ initial, lists, countries, csrfToken, errors, message }: CompanyDetailsFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "company";
  const [values, setValues] = useState<CompanyInfo>(initial);
  const [states, setStates] = useState<Place[]>(lists.states);
  const [cities, setCities] = useState<Place[]>(lists.cities);
  const [touched, setTouched] = useState<ReadonlySet<CompanyField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<CompanyField>>(errors);
  const [gstNote, setGstNote] = useState<string | null>(null);
  // Which list is on its way: its select waits, disabled, instead of turning into a text box.
  const [loading, setLoading] = useState<"states" | "cities" | null>(null);
  // The latest list request wins when choices change faster than answers come.
  const latest = useRef(0);

  const countryCode = countryCodeOf(countries, values.country);
  const problems = companyProblems(values, countryCode);
  const errorOf = (field: CompanyField) => (touched.has(field) ? problems[field] : undefined) ?? serverErrors[field];
  const touch = (...fields: CompanyField[]) => setTouched((t) => new Set([...t, ...fields]));
  const update = (changes: Partial<CompanyInfo>) => {
    setValues((v) => ({ ...v, ...changes }));
    setServerErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(changes) as CompanyField[]) delete next[field];
      return next;
    });
  };

  async function chooseCountry(country: string, then?: { state: string }) {
    const request = ++latest.current;
    update({ country, state: then?.state ?? "", city: "" });
    setCities([]);
    setLoading("states");
    const found = await fetchStates(country);
    if (request !== latest.current) return;
    setStates(found);
    setLoading(null);
    if (then?.state) await chooseState(country, then.state);
  }

  async function chooseState(country: string, state: string) {
    const request = ++latest.current;
    update({ state, city: "" });
    setLoading("cities");
    const found = await fetchCities(country, state);
    if (request !== latest.current) return;
    setCities(found);
    setLoading(null);
  }

  /** A valid GSTIN names its state: fill an empty state (and PAN) from it; a different one is flagged. */
  async function checkGstin(gst: string) {
    setGstNote(null);
    if (!isValidGstin(gst)) return;
    const info = await fetchGstInfo(gst);
    if (!info) return;
    const india = countries.find((c) => c.code === "IN")?.name ?? "India";
    if (values.pan === "") update({ pan: info.pan });
    if (values.country === "" || (values.country === india && values.state === "")) {
      setGstNote(`State set to ${info.state} from the GSTIN.`);
      await chooseCountry(india, { state: info.state });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(problems).length === 0) return;
    event.preventDefault();
    touch(...COMPANY_FIELDS);
    const first = COMPANY_FIELDS.find((f) => problems[f]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const textField = ({ field, label, autoComplete, maxLength, hint, upper, wide }: TextFieldSpec) => {
    const error = errorOf(field);
    const fullHint = field === "gst" && gstNote ? `${hint} ${gstNote}` : hint;
    return (
      <FormField
        key={field}
        id={inputId(field)}
        label={label}
        required={MANDATORY_COMPANY_FIELDS.includes(field)}
        error={error}
        hint={fullHint}
        className={wide ? "form-field--wide" : undefined}
      >
        <input
          {...fieldProps(inputId(field), error, fullHint)}
          name={field}
          className={`form-field__input${upper ? " form-field__input--upper" : ""}`}
          autoComplete={autoComplete ?? "off"}
          maxLength={maxLength}
          inputMode={field === "pincode" && countryCode === "IN" ? "numeric" : undefined}
          aria-required={MANDATORY_COMPANY_FIELDS.includes(field) ? true : undefined}
          value={values[field]}
          onChange={(e) => update({ [field]: upper ? e.target.value.toUpperCase() : e.target.value })}
          onBlur={(e) => {
            touch(field);
            if (field === "gst") void checkGstin(e.target.value.trim());
          }}
        />
      </FormField>
    );
  };

  const placeSelect = (field: "state" | "city", options: Place[]) => {
    const error = errorOf(field);
    const id = inputId(field);
    const common = {
      ...fieldProps(id, error),
      name: field,
      className: "form-field__input",
      "aria-required": true,
    } as const;
    // A saved name missing from the list (renamed data) stays choosable.
    const names = options.map((o) => o.name);
    if (values[field] && !names.includes(values[field])) names.unshift(values[field]);
    // Cities wait for a state when the country has a state list, and lists for their answer.
    const pending = loading === "states" || (loading === "cities" && field === "city");
    const waiting = field === "city" && states.length > 0 && !values.state;
    return (
      <FormField id={id} label={LABELS[field]} required error={error}>
        {pending || waiting ? (
          <select {...common} value="" disabled>
            <option value="">{pending ? `Loading ${field === "state" ? "states" : "cities"}…` : "Select a state first"}</option>
          </select>
        ) : options.length > 0 ? (
          <select
            {...common}
            value={values[field]}
            onChange={(e) => (field === "state" ? void chooseState(values.country, e.target.value) : update({ city: e.target.value }))}
            onBlur={() => touch(field)}
          >
            <option value="">Select {field}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            autoComplete={field === "state" ? "address-level1" : "address-level2"}
            maxLength={100}
            value={values[field]}
            onChange={(e) => update({ [field]: e.target.value })}
            onBlur={() => touch(field)}
          />
        )}
      </FormField>
    );
  };

  return (
    <Form
      method="post"
      className="company-form"
      noValidate
      onSubmit={onSubmit}
      preventScrollReset
      aria-describedby={message ? "company-form-error" : undefined}
    >
      <input type="hidden" name="csrf" value={csrfToken} />
      {message ? (
        <p id="company-form-error" className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-grid">
        {ADDRESS_FIELDS.map(textField)}
        <FormField id={inputId("country")} label={LABELS.country} required error={errorOf("country")}>
          <select
            {...fieldProps(inputId("country"), errorOf("country"))}
            name="country"
            className="form-field__input"
            autoComplete="country-name"
            aria-required="true"
            value={values.country}
            onChange={(e) => void chooseCountry(e.target.value)}
            onBlur={() => touch("country")}
          >
            <option value="">Select country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        {placeSelect("state", states)}
        {placeSelect("city", cities)}
        {TAX_FIELDS.map(textField)}
      </div>
      {/* Save comes first: Enter in a field submits the first button. */}
      <div className="form-actions">
        <Button type="submit" name="intent" value="company" disabled={saving}>
          {saving ? "Saving…" : "Save Company Details"}
        </Button>
        <noscript>
          <span className="form-actions__noscript">
            <button type="submit" name="intent" value="places" className="btn btn--secondary" formNoValidate>
              Update states and cities
            </button>
            <span className="form-field__hint">Changed the country or state? Update the lists first.</span>
          </span>
        </noscript>
      </div>
    </Form>
  );
}
