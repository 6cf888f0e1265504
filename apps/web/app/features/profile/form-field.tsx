import type { ReactNode } from "react";

/** The attributes that tie an input to its label's field: its id, error state and descriptions. */
export function fieldProps(id: string, error: string | undefined, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

type FormFieldProps = {
  id: string;
  label: string;
  /** Mandatory: a red star after the label (001 spec section 5); give the input aria-required too. */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The label names this element instead of the input (a group such as code + number). */
  labelFor?: string;
  children: ReactNode;
};

/** A label, the input (children, given `fieldProps`), a hint and the field's message. */
export function FormField({ id, label, required, error, hint, className, labelFor, children }: FormFieldProps) {
  return (
    <div className={["form-field", error ? "form-field--invalid" : null, className].filter(Boolean).join(" ")}>
      <label className="form-field__label" htmlFor={labelFor ?? id}>
        {label}
        {required ? (
          <span className="form-field__star" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
