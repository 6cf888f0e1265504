import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { PASSWORD_TOOLTIP, VALIDATION_MESSAGES, isValidPassword, otpDigitsOnly } from "@workbay/domain/validators";
import { Icon } from "../../components/ui/icon";
import { InfoTip } from "../../components/ui/info-tip";
import { otpResendView, resendCountdownText } from "./otp-resend";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message in red under it (the spec's wording). */
  error?: string | null;
  /** Next to the label (a tooltip). */
  extra?: ReactNode;
  /** Before the input in the same row (a country code). */
  leading?: ReactNode;
  /** After the input (a show/hide toggle). */
  trailing?: ReactNode;
};

/** A labelled input with its message; a red star marks required fields (001 spec section 5). */
export function TextField({ label, value, onChange, error, extra, leading, trailing, required, id, ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={error ? "form-field form-field--invalid" : "form-field"}>
      <span className="form-field__label-row">
        <span className="form-field__label">
          <label htmlFor={inputId}>{label}</label>
          {/* The star is for the eye; the input's `required` tells assistive technology. */}
          {required ? (
            <span className="form-field__required" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </span>
        {extra}
      </span>
      <span className="form-field__control">
        {leading}
        <input
          id={inputId}
          className="form-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, rest["aria-describedby"]].filter(Boolean).join(" ") || undefined}
          required={required}
          {...rest}
        />
        {trailing}
      </span>
      {error ? (
        <span id={errorId} className="form-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;

/** What leaving a filled field checks, and the message under it when the check fails. */
export type FieldCheck = { isValid: (value: string) => boolean; message: string };

/**
 * The messages under a form's fields (001 spec section 5). `field(key, value, setValue, check)`
 * gives a field its value, its message and the handlers: typing clears the message, leaving a
 * filled field that fails `check` shows it. Submit handlers set messages with `setErrors` or
 * `setError`.
 */
export function useFieldErrors<Key extends string>(initial: FieldErrors<Key> = {}) {
  const [errors, setErrors] = useState<FieldErrors<Key>>(initial);
  const setError = (key: Key, message?: string) => setErrors((current) => ({ ...current, [key]: message }));
  function field(key: Key, value: string, setValue: (value: string) => void, check?: FieldCheck) {
    return {
      value,
      error: errors[key],
      onChange: (next: string) => {
        setValue(next);
        setError(key);
      },
      onBlur: check ? () => value && !check.isValid(value) && setError(key, check.message) : undefined,
    };
  }
  return { setErrors, setError, field };
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      trailing={
        <button
          type="button"
          className="form-field__toggle"
          aria-label={shown ? "Hide password" : "Show password"}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? "eye-off" : "eye"} size={18} />
        </button>
      }
    />
  );
}

/** A password the visitor chooses (sign-up, reset): its rules in a tooltip beside the label. */
export function NewPasswordField(props: Omit<TextFieldProps, "type" | "trailing" | "name" | "autoComplete" | "extra" | "required">) {
  return <PasswordField {...props} name="new-password" autoComplete="new-password" extra={<InfoTip text={PASSWORD_TOOLTIP} />} required />;
}

/** The check of a NewPasswordField when it is left. */
export const NEW_PASSWORD_CHECK: FieldCheck = { isValid: isValidPassword, message: VALIDATION_MESSAGES.password };

/** An OTP field: keeps digits only (001 spec section 5). */
export function OtpField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return (
    <TextField
      {...props}
      onChange={(value) => props.onChange(otpDigitsOnly(value).slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  );
}

/** 'Resend OTP in N secs' counting down from the last send, then the resend link. */
export function OtpResend({
  sentAt,
  resendCount,
  onResend,
  disabled,
}: {
  sentAt: number;
  resendCount: number;
  onResend: () => void;
  disabled?: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  const view = otpResendView(sentAt, now, resendCount);
  const waiting = view.kind === "wait";
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting, sentAt]);
  if (view.kind === "none") return null;
  return (
    <p className="otp-resend">
      {view.kind === "wait" ? (
        <span>{resendCountdownText(view.seconds)}</span>
      ) : (
        <button type="button" className="link-button" onClick={onResend} disabled={disabled}>
          Resend OTP
        </button>
      )}
    </p>
  );
}

/** A server's refusal, in red above the form (001 spec section 8). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** The 'OR' between the social buttons and the form. */
export function OrDivider() {
  return (
    <p className="or-divider">
      <span>OR</span>
    </p>
  );
}
