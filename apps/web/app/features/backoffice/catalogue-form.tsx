// Pieces the console's catalogue pages share (decision 0033): reading form values into the
// API's types, the API's field messages beside their inputs, and the half-hour time choices.
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { isError, type TypedAnswer } from "@workbay/contracts/endpoint-client";
import { slotLabel } from "@workbay/domain/slots";

export type FieldErrors = Record<string, string>;

/** The API's refusal as one message per field (the first for each), plus its overall message. */
export function fieldErrorsOf(answer: TypedAnswer<unknown>, fallback: string): { message: string; fields: FieldErrors } {
  if (answer.status >= 500 || !isError(answer) || !answer.body) return { message: fallback, fields: {} };
  const fields: FieldErrors = {};
  for (const e of answer.body.errors ?? []) fields[e.field] ??= e.message;
  return { message: answer.body.meta?.message ?? fallback, fields };
}

/** A text value, trimmed. */
export const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
/**
 * A number typed in a box, null when empty. Anything else is sent on as typed, so the API refuses
 * it naming the field ("... must be a whole number."): NaN would travel as JSON null, which an
 * optional field takes for "empty", and "abc" in "Uses per customer" would save "no limit".
 */
export function numberOrNull(form: FormData, name: string): number | string | null {
  const value = text(form, name).replace(/,/g, "");
  if (value === "") return null;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}
/**
 * Rupees typed in the form as paise for the API (null when empty). Paise are whole: more than two
 * decimals stay a fraction of a paisa, which the API refuses, rather than being rounded silently.
 */
export function paiseOrNull(form: FormData, name: string): number | string | null {
  const rupees = numberOrNull(form, name);
  if (typeof rupees !== "number") return rupees;
  return /\.\d{3,}$/.test(text(form, name)) ? rupees * 100 : Math.round(rupees * 100);
}
export const ids = (form: FormData, name: string) => form.getAll(name).map((v) => Number(v));
export const checked = (form: FormData, name: string) => form.get(name) === "on";

/** A labelled field with its message from the API, linked for screen readers. */
export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <label className="bo-field" htmlFor={`f-${name}`}>
      <span>{label}</span>
      {children}
      {hint ? (
        <small className="bo-muted" id={`f-${name}-hint`}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small className="bo-field-error" id={`f-${name}-error`}>
          {error}
        </small>
      ) : null}
    </label>
  );
}

/** The attributes that tie an input to its label, hint and message. */
export function inputProps(name: string, errors: FieldErrors, hint = false) {
  const described = [hint ? `f-${name}-hint` : "", errors[name] ? `f-${name}-error` : ""].filter(Boolean).join(" ");
  return {
    id: `f-${name}`,
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": described || undefined,
  };
}

/** Half-hour times of day, 00:00 to midnight at the end. */
export function SlotOptions({ from = 0, to = 48 }: { from?: number; to?: number }) {
  const options = [];
  for (let slot = from; slot <= to; slot += 1)
    options.push(
      <option key={slot} value={slot}>
        {slot === 48 ? "12:00 AM (midnight)" : slotLabel(slot)}
      </option>,
    );
  return <>{options}</>;
}

/** The catalogue's lists; vouchers and F&B categories are an admin's (the API refuses others). */
export function CatalogueTabs({ current }: { current: "rooms" | "centres" | "vouchers" | "menu-categories" }) {
  const frame = useRouteLoaderData("routes/backoffice/layout") as { operator: { role: string } | null } | undefined;
  const isAdmin = frame?.operator?.role === "admin";
  return (
    <nav className="bo-tabs" aria-label="Catalogue">
      <Link to="/backoffice/catalogue" aria-current={current === "rooms" ? "page" : undefined}>
        Rooms and products
      </Link>
      <Link to="/backoffice/catalogue/centres" aria-current={current === "centres" ? "page" : undefined}>
        Centres and cities
      </Link>
      {isAdmin ? (
        <>
          <Link to="/backoffice/catalogue/menu-categories" aria-current={current === "menu-categories" ? "page" : undefined}>
            F&amp;B categories
          </Link>
          <Link to="/backoffice/catalogue/vouchers" aria-current={current === "vouchers" ? "page" : undefined}>
            Vouchers
          </Link>
        </>
      ) : null}
    </nav>
  );
}

/**
 * A change that cannot be undone (a photo's file is deleted): the first button only opens the
 * question, the second does it. A <details>, so it works without JavaScript and by keyboard.
 */
export function ConfirmedDelete({
  label,
  confirm,
  intent,
  note,
  busy,
}: {
  label: string;
  confirm: string;
  intent: string;
  note: string;
  busy: boolean;
}) {
  return (
    <details className="bo-confirm">
      <summary className="bo-button bo-button--danger">{label}</summary>
      <p className="bo-muted">{note}</p>
      <button type="submit" name="intent" value={intent} className="bo-button bo-button--danger" disabled={busy} formNoValidate>
        {confirm}
      </button>
    </details>
  );
}
