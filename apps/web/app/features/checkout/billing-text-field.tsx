type BillingTextFieldProps = {
  id: string;
  /** The form's field name (the booking body's). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  wide?: boolean;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
};

/** A labelled input of the GST block, with its message once it was left invalid. */
export function BillingTextField({ id, label, value, onChange, onBlur, error, required, wide, ...rest }: BillingTextFieldProps) {
  return (
    <label className={wide ? "field field--wide" : "field"} htmlFor={id}>
      <span className="field__label">
        {label}
        {required ? (
          <>
            {" "}
            <span className="required-star" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </span>
      <input
        id={id}
        className="field__input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...rest}
      />
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </label>
  );
}
