import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import type { Country, ProfileRecord } from "@workbay/contracts/profile";
import { earliestDateOfBirth, latestDateOfBirth } from "@workbay/domain/date-of-birth";
import { Button } from "../../components/ui/button";
import { CountryCodeField } from "./country-code-field";
import { FormField, fieldProps } from "./form-field";
import {
  PROFILE_FIELDS,
  newPhoneOf,
  profileFieldProblem,
  profileProblems,
  type FieldErrors,
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
  /** What the last post sent back when the server refused it. */
  refused: { values: ProfileValues; errors: FieldErrors<ProfileField>; message: string | null } | null;
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
 * Name, mobile number with country code, date of birth, and the e-mail shown read-only. Each
 * field is checked when it loses focus (and all of them on Save) with the domain's validators;
 * the action checks again for browsers without JavaScript.
 */
export function ProfileDetailsForm({ profile, verifiedPhone, countries, csrfToken, today, refused }: ProfileDetailsFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "profile";
  const [values, setValues] = useState<ProfileValues>(() => refused?.values ?? profileValuesOf(profile));
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(() => new Set());
  // The server's messages hold until their field is edited.
  const [serverErrors, setServerErrors] = useState<FieldErrors<ProfileField>>(() => refused?.errors ?? {});

  const errorOf = (field: ProfileField) =>
    (touched.has(field) ? profileFieldProblem(field, values, today) : undefined) ?? serverErrors[field];
  const change = (field: keyof ProfileValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field === "country_code" ? "phone_number" : field]: undefined }));
  };
  const touch = (field: ProfileField) => setTouched((t) => new Set(t).add(field));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = profileProblems(values, today);
    if (Object.keys(problems).length === 0) return;
    event.preventDefault();
    setTouched(new Set(PROFILE_FIELDS));
    const first = PROFILE_FIELDS.find((f) => problems[f]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const phoneChanging = profileFieldProblem("phone_number", values, today) === undefined && newPhoneOf(values, verifiedPhone) !== null;
  const phoneHint = phoneChanging ? "We will send an OTP to the new number to verify it when you save." : undefined;

  return (
    <Form
      method="post"
      className="profile-form"
      noValidate
      onSubmit={onSubmit}
      preventScrollReset
      aria-describedby={refused?.message ? "profile-form-error" : undefined}
    >
      <input type="hidden" name="csrf" value={csrfToken} />
      {refused?.message ? (
        <p id="profile-form-error" className="form-alert" role="alert">
          {refused.message}
        </p>
      ) : null}
      <div className="form-grid">
        <FormField id="profile-name" label="Full Name" required error={errorOf("name")}>
          <input
            {...fieldProps("profile-name", errorOf("name"))}
            name="name"
            className="form-field__input"
            autoComplete="name"
            maxLength={100}
            aria-required="true"
            value={values.name}
            onChange={(e) => change("name", e.target.value)}
            onBlur={() => touch("name")}
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
        <FormField id="profile-phone" label="Mobile Number" required error={errorOf("phone_number")} hint={phoneHint}>
          <div className="phone-input">
            <CountryCodeField
              id="profile-country-code"
              countries={countries}
              value={values.country_code}
              onChange={(code) => {
                change("country_code", code);
                touch("phone_number");
              }}
            />
            <input
              {...fieldProps("profile-phone", errorOf("phone_number"), phoneHint)}
              name="phone_number"
              className="form-field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              aria-required="true"
              value={values.phone_number}
              onChange={(e) => change("phone_number", e.target.value)}
              onBlur={() => touch("phone_number")}
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
            onBlur={() => touch("date_of_birth")}
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
