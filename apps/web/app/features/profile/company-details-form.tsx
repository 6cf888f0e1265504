import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { CompanyInfo, Country } from "@workbay/contracts/profile";
import { Button } from "../../components/ui/button";
import { useCheckedForm } from "../../shared/forms/use-checked-form";
import { COMPANY_FIELDS, companyProblems, countryCodeOf, readCompanyForm, type CompanyField, type PlaceLists } from "./company-form";
import { CompanyTextField, CountrySelect, PlaceSelect, type FieldConstraint } from "./company-fields";
import { useCompanyPlaces } from "./use-company-places";

type CompanyDetailsFormProps = {
  initial: CompanyInfo;
  lists: PlaceLists;
  countries: readonly Country[];
  csrfToken: string;
  /** The action's answer to this form's last post (field messages and the form's message). */
  lastResult: SubmissionResult<string[]> | null;
  /** Native constraints of the contract's schema, from the loader. */
  constraint: Partial<Record<CompanyField, FieldConstraint>>;
};

const PAN_HINT = "10 characters, e.g. ABCDE1234F.";
const GST_HINT = "15 characters, e.g. 29ABCDE1234F1Z5. Its first two digits name the state.";

/**
 * Company (billing) details, checked by the contract's company form schema in the action and by
 * the same domain rule on blur (docs/decisions/0037). Country, state and city are cascading
 * selects; a GSTIN fills an empty state. Without JavaScript a post refreshes the lists.
 */
export function CompanyDetailsForm({ initial, lists, countries, csrfToken, lastResult, constraint }: CompanyDetailsFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "company";
  const places = useCompanyPlaces(initial, lists, countries);
  const { values, update } = places;
  const countryOf = (v: CompanyInfo) => countryCodeOf(countries, v.country);
  const [form, fields] = useCheckedForm({
    id: "company-form",
    lastResult,
    constraint,
    read: readCompanyForm,
    check: (v: CompanyInfo) => companyProblems(v, countryOf(v)),
  });
  const errorOf = (field: CompanyField) => fields[field].errors?.[0];
  const limits = (field: CompanyField): FieldConstraint => constraint[field] ?? {};
  const text = (field: CompanyField) => ({
    field,
    value: values[field],
    error: errorOf(field),
    constraint: limits(field),
    onChange: (value: string) => update({ [field]: value }),
  });

  // A shown message follows a change made for the customer (a list answered, a GSTIN's state).
  // Only for a change: the server's messages stand until the customer changes something.
  const shown = COMPANY_FIELDS.filter((f) => fields[f].errors?.length).join(",");
  const changed = [values.country, values.state, values.city, values.pan].join("|");
  const checked = useRef(changed);
  useEffect(() => {
    if (checked.current === changed) return;
    checked.current = changed;
    for (const field of shown ? shown.split(",") : []) form.validate({ name: field });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the values' changes ask for it
  }, [changed]);

  const message = form.errors?.[0];
  return (
    <Form
      method="post"
      id={form.id}
      className="company-form"
      noValidate
      onSubmit={form.onSubmit}
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
        <CompanyTextField {...text("company")} autoComplete="organization" wide />
        <CompanyTextField {...text("address_1")} autoComplete="address-line1" wide />
        <CompanyTextField {...text("address_2")} autoComplete="address-line2" />
        <CompanyTextField {...text("address_3")} autoComplete="address-line3" />
        <CountrySelect
          value={values.country}
          error={errorOf("country")}
          constraint={limits("country")}
          countries={countries}
          onChoose={(c) => void places.chooseCountry(c)}
        />
        <PlaceSelect
          field="state"
          value={values.state}
          options={places.states}
          error={errorOf("state")}
          constraint={limits("state")}
          loading={places.loading}
          waiting={false}
          onChoose={(state) => void places.chooseState(values.country, state)}
        />
        <PlaceSelect
          field="city"
          value={values.city}
          options={places.cities}
          error={errorOf("city")}
          constraint={limits("city")}
          loading={places.loading}
          waiting={places.states.length > 0 && !values.state}
          onChoose={(city) => update({ city })}
        />
        <CompanyTextField {...text("pincode")} autoComplete="postal-code" numeric={countryOf(values) === "IN"} />
        <CompanyTextField {...text("pan")} hint={PAN_HINT} upper />
        <CompanyTextField
          {...text("gst")}
          hint={places.gstNote ? `${GST_HINT} ${places.gstNote}` : GST_HINT}
          upper
          onBlur={(gst) => void places.checkGstin(gst)}
        />
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
