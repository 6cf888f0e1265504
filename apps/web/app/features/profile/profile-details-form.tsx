import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { Country, ProfileRecord } from "@workbay/contracts/profile";
import { earliestDateOfBirth, latestDateOfBirth } from "@workbay/domain/date-of-birth";
import { Button } from "../../components/ui/button";
import { useCheckedForm } from "../../shared/forms/use-checked-form";
import { CountryCodeField } from "./country-code-field";
import { FormField, fieldProps } from "./form-field";
import {
  newPhoneOf,
  profileFieldProblem,
  profileProblems,
  readProfileForm,
  type ProfileField,
  type ProfileValues,
  type VerifiedPhone,
} from "./profile-form";

type ProfileDetailsFormProps = {
  profile: ProfileRecord;
  verifiedPhone: VerifiedPhone;
  countries: readonly Country[];
  csrfToken: string;
  /** IST's date, the same in the server render and in the browser. */
  today: string;
  /** What the last post sent back when the server refused it: the typed values and the messages. */
  refused: { values: ProfileValues; result: SubmissionResult<string[]> } | null;
  /** Native constraints of the contract's schema, from the loader. */
  constraint: Partial<Record<ProfileField, { required?: boolean; maxLength?: number }>>;
};

export function profileValuesOf(profile: ProfileRecord): ProfileValues {
  return {
    name: profile.name,
    country_code: profile.country_code || "+91",
    phone_number: profile.phone_number,
    date_of_birth: profile.date_of_birth,
  };
}

/**
 * Name, mobile number with country code, date of birth, and the e-mail shown read-only. The
 * action checks a post with the contract's profile form schema; each field is checked when it
 * loses focus (and all of them on Save) with the same domain rules (docs/decisions/0037).
 */
export function ProfileDetailsForm({ profile, verifiedPhone, countries, csrfToken, today, refused, constraint }: ProfileDetailsFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "profile";
  const [values, setValues] = useState<ProfileValues>(() => refused?.values ?? profileValuesOf(profile));
  const [form, fields] = useCheckedForm({
    id: "profile-form",
    lastResult: refused?.result,
    constraint,
    read: readProfileForm,
    check: (v: ProfileValues) => profileProblems(v, today),
  });
  const errorOf = (field: ProfileField) => fields[field].errors?.[0];
  const change = (field: keyof ProfileValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  // Another country code checks the number again (the combobox is no native input to listen to).
  const checkedCode = useRef(values.country_code);
  useEffect(() => {
    if (checkedCode.current === values.country_code) return;
    checkedCode.current = values.country_code;
    form.validate({ name: "phone_number" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the code's changes ask for it
  }, [values.country_code]);

  const phoneChanging = profileFieldProblem("phone_number", values, today) === undefined && newPhoneOf(values, verifiedPhone) !== null;
  const phoneHint = phoneChanging ? "We will send an OTP to the new number to verify it when you save." : undefined;
  const message = form.errors?.[0];

  return (
    <Form
      method="post"
      id={form.id}
      className="profile-form"
      noValidate
      onSubmit={form.onSubmit}
      preventScrollReset
      aria-describedby={message ? "profile-form-error" : undefined}
    >
      <input type="hidden" name="csrf" value={csrfToken} />
      {message ? (
        <p id="profile-form-error" className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-grid">
        <FormField id="profile-name" label="Full Name" required={constraint.name?.required} error={errorOf("name")}>
          <input
            {...fieldProps("profile-name", errorOf("name"))}
            name="name"
            className="form-field__input"
            autoComplete="name"
            maxLength={constraint.name?.maxLength}
            required={constraint.name?.required}
            aria-required={constraint.name?.required || undefined}
            value={values.name}
            onChange={(e) => change("name", e.target.value)}
          />
        </FormField>
        <FormField id="profile-email" label="Email ID" hint="Your e-mail identifies your account and cannot be changed here.">
          <input
            {...fieldProps("profile-email", undefined, true)}
            className="form-field__input"
            type="email"
            value={profile.email}
            readOnly
          />
        </FormField>
        <FormField
          id="profile-phone"
          label="Mobile Number"
          required={constraint.phone_number?.required}
          error={errorOf("phone_number")}
          hint={phoneHint}
        >
          <div className="phone-input">
            <CountryCodeField
              id="profile-country-code"
              countries={countries}
              value={values.country_code}
              onChange={(code) => change("country_code", code)}
            />
            <input
              {...fieldProps("profile-phone", errorOf("phone_number"), phoneHint)}
              name="phone_number"
              className="form-field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={constraint.phone_number?.maxLength}
              required={constraint.phone_number?.required}
              aria-required={constraint.phone_number?.required || undefined}
              value={values.phone_number}
              onChange={(e) => change("phone_number", e.target.value)}
            />
          </div>
        </FormField>
        <FormField id="profile-dob" label="Date of Birth" error={errorOf("date_of_birth")} hint="You must be at least 18.">
          <input
            {...fieldProps("profile-dob", errorOf("date_of_birth"), true)}
            name="date_of_birth"
            className="form-field__input"
            type="date"
            autoComplete="bday"
            min={earliestDateOfBirth(today)}
            max={latestDateOfBirth(today)}
            value={values.date_of_birth}
            onChange={(e) => change("date_of_birth", e.target.value)}
          />
        </FormField>
      </div>
      <div className="form-actions">
        <Button type="submit" name="intent" value="profile" disabled={saving}>
          {saving ? "Saving…" : "Save Profile"}
        </Button>
      </div>
    </Form>
  );
}
