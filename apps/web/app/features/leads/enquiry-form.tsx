import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CITIES } from "@workbay/domain/cities";
import { EVENT_TYPES, LEAD_CATEGORIES, MAX_EVENT_GUESTS, SOLUTIONS, TIME_SLOTS } from "@workbay/domain/leads";
import { leadProblems, type FieldErrors, type LeadValues } from "./lead-form";
import { readLeadDraft, saveLeadDraft } from "./lead-draft";

type EnquiryFormProps = {
  /** The values to start from: the room's pre-fill, or what a refused post sent. */
  initial: LeadValues;
  /** True when `initial` is a refused post (it wins over the stored draft). */
  fromServer: boolean;
  errors: FieldErrors;
  message: string | null;
  today: string;
  /** Filled by the page: room, form page, referrer; device and client id join after hydration. */
  hidden: Record<string, string>;
  /** The human check widget (the route supplies it) and the pass it produced, if any. */
  humanCheck: ReactNode;
  humanPass: string | null;
  /** The id of the action's answer, so a second refusal in a row shows again. */
  answerId: number | null;
  /**
   * The country codes to offer (`dialCodeOptions()`), from the loader: made from the phone
   * library's numbering plans, which would otherwise load with the page (22 KB, decision 0035).
   */
  dialCodes: readonly { value: string; label: string }[];
};

const cities = CITIES.map((city) => ({ value: city.slug, label: city.name }));
const list = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function deviceOfScreen(): string {
  const width = window.innerWidth;
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

/**
 * The enquiry (lead capture) or the event sales enquiry (001 spec section 7). A plain form that
 * posts to the page's action, so it works without JavaScript; with it, fields are checked on
 * blur with the same rules and the form is kept in session storage until it is sent.
 */
export function EnquiryForm({
  initial,
  fromServer,
  errors: serverErrors,
  message,
  today,
  hidden,
  humanCheck,
  humanPass,
  answerId,
  dialCodes,
}: EnquiryFormProps) {
  const [lead, setLead] = useState<LeadValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [tracking, setTracking] = useState({ device: "", client_id: "" });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const summary = useRef<HTMLParagraphElement>(null);
  const kind = lead.kind;

  // A refused post shows its messages; the draft in session storage fills a fresh page.
  useEffect(() => {
    setErrors(serverErrors);
    if (fromServer) setLead(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerId]);
  useEffect(() => {
    if (!fromServer) {
      const draft = readLeadDraft(initial, hidden.room_id ?? null);
      if (draft) setLead(draft);
    }
    setTracking({ device: deviceOfScreen(), client_id: "" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    saveLeadDraft(lead, hidden.room_id ?? null);
  }, [lead, hidden.room_id]);
  useEffect(() => {
    if (message) summary.current?.focus();
  }, [message, answerId]);

  const value = (field: string) => String((lead.values as Record<string, unknown>)[field] ?? "");
  const set = (field: string, next: string | boolean) => {
    setLead((current) => ({ ...current, values: { ...current.values, [field]: next } }) as LeadValues);
  };
  const check = (field: string) => {
    const problems = leadProblems(lead, today);
    setErrors((current) => ({ ...current, [field]: problems[field] }));
  };

  const fieldProps = (field: string) => ({
    id: `lead-${field}`,
    name: field,
    value: value(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => check(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `lead-${field}-error` : undefined,
    className: "form-field__input",
  });

  const field = (name: string, label: string, input: ReactNode, options: { required?: boolean; wide?: boolean; hint?: string } = {}) => (
    <div
      className={["form-field", errors[name] ? "form-field--invalid" : null, options.wide ? "form-field--wide" : null]
        .filter(Boolean)
        .join(" ")}
    >
      <label className="form-field__label" htmlFor={`lead-${name}`}>
        {label}
        {options.required ? (
          <span className="form-field__star" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {input}
      {options.hint ? <p className="form-field__hint">{options.hint}</p> : null}
      {errors[name] ? (
        <p id={`lead-${name}-error`} className="form-field__error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const text = (
    name: string,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      wide?: boolean;
      hint?: string;
      inputMode?: "numeric" | "tel" | "email";
    } = {},
  ) =>
    field(
      name,
      label,
      <input
        {...fieldProps(name)}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-required={options.required || undefined}
      />,
      options,
    );

  const select = (
    name: string,
    label: string,
    choices: { value: string; label: string }[],
    options: { required?: boolean; placeholder?: string } = {},
  ) =>
    field(
      name,
      label,
      <select {...fieldProps(name)} aria-required={options.required || undefined}>
        <option value="">{options.placeholder ?? "Select"}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>,
      options,
    );

  const phone = field(
    "phone",
    "Phone number",
    <div className="lead-phone">
      <select
        id="lead-country_code"
        name="country_code"
        className="form-field__input lead-phone__code"
        aria-label="Country code"
        value={value("country_code") || "+91"}
        onChange={(event) => set("country_code", event.target.value)}
      >
        {dialCodes.map((code) => (
          <option key={code.value} value={code.value}>
            {code.label}
          </option>
        ))}
      </select>
      <input {...fieldProps("phone")} type="tel" autoComplete="tel-national" inputMode="tel" aria-required />
    </div>,
    { required: true },
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const problems = leadProblems(lead, today);
    if (Object.keys(problems).length > 0) {
      event.preventDefault();
      setErrors(problems);
      const first = Object.keys(problems)[0];
      document.getElementById(`lead-${first}`)?.focus();
    }
  };

  return (
    <Form method="post" className="lead-form" noValidate onSubmit={onSubmit} aria-describedby={message ? "lead-form-message" : undefined}>
      <input type="hidden" name="kind" value={kind} />
      {Object.entries({ ...hidden, ...Object.fromEntries(Object.entries(tracking).filter(([, v]) => v)) }).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {/* The pass the check earned; the ALTCHA widget posts its own (already spent) payload as human_check. */}
      {humanPass ? <input type="hidden" name="human_pass" value={humanPass} /> : null}
      {/* People never see or fill this; form-filling bots do. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor="lead-website">Website</label>
        <input id="lead-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <p className="lead-form__legend">
        Fields marked <span className="form-field__star">*</span> are required.
      </p>
      {kind === "enquiry" ? (
        <div className="lead-form__grid">
          {text("first_name", "First name", { required: true, autoComplete: "given-name" })}
          {text("last_name", "Last name", { required: true, autoComplete: "family-name" })}
          {text("email", "Email ID", { required: true, type: "email", autoComplete: "email", inputMode: "email" })}
          {phone}
          {text("company", "Company", { autoComplete: "organization" })}
          {select("city", "City", cities, { required: true, placeholder: "Select a city" })}
          {text("preferred_centre", "Preferred centre")}
          {select("solution_needed", "Solution needed", list(SOLUTIONS), { required: true, placeholder: "Select a solution" })}
          {select("preferable_time_slot", "Preferable time slot for a call", list(TIME_SLOTS), {
            required: true,
            placeholder: "Select a time",
          })}
          {field("message", "Anything else we should know?", <textarea {...fieldProps("message")} rows={3} maxLength={1000} />, {
            wide: true,
          })}
          <div className="form-field form-field--wide lead-form__consents">
            <label className="lead-form__check">
              <input
                type="checkbox"
                name="consent_call"
                checked={lead.kind === "enquiry" && lead.values.consent_call}
                onChange={(event) => set("consent_call", event.target.checked)}
              />
              I agree to be called by Workbay about this enquiry.
            </label>
            <label className="lead-form__check">
              <input
                type="checkbox"
                name="consent_promotion"
                checked={lead.kind === "enquiry" && lead.values.consent_promotion}
                onChange={(event) => set("consent_promotion", event.target.checked)}
              />
              Send me offers and news about Workbay spaces.
            </label>
          </div>
        </div>
      ) : (
        <div className="lead-form__grid">
          {select("event_type", "Event type", list(EVENT_TYPES), { required: true, placeholder: "Select an event type" })}
          {text("number_of_guests", "Number of guests", { required: true, inputMode: "numeric", hint: `1 to ${MAX_EVENT_GUESTS}` })}
          {select("city", "City", cities, { required: true, placeholder: "Select a city" })}
          {field("event_date", "Event date", <input {...fieldProps("event_date")} type="date" min={today} aria-required />, {
            required: true,
          })}
          {text("first_name", "First name", { required: true, autoComplete: "given-name" })}
          {text("last_name", "Last name", { required: true, autoComplete: "family-name" })}
          {text("organisation", "Organisation", { required: true, autoComplete: "organization" })}
          {text("job_title", "Job title", { autoComplete: "organization-title" })}
          {text("email", "Email ID", { required: true, type: "email", autoComplete: "email", inputMode: "email" })}
          {phone}
          {select("lead_category", "Lead category", list(LEAD_CATEGORIES), { required: true, placeholder: "Who is the event for?" })}
        </div>
      )}

      <div className="lead-form__check-box">{humanCheck}</div>
      {message ? (
        <p id="lead-form-message" ref={summary} tabIndex={-1} className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg lead-form__submit" disabled={sending}>
        {sending ? "Sending…" : kind === "event" ? "Send event enquiry" : "Send enquiry"}
      </button>
    </Form>
  );
}
