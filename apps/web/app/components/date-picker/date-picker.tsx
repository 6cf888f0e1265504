import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { formatPickerDate } from "@workbay/domain/ist-date";
import { Icon } from "../ui/icon";
import { useHydrated } from "../../shared/hooks/use-hydrated";

const loadCalendar = () => import("./date-picker-calendar");
/** react-day-picker and its stylesheet load when a picker is first opened (or hovered), not with the page. */
const DatePickerCalendar = lazy(loadCalendar);

export type DatePickerProps = {
  /** The id of the control (the native input before hydration, the trigger button after). */
  id: string;
  label: string;
  /** Shown before the label text. */
  labelIcon?: ReactNode;
  /** The form field's name: the chosen date is submitted as YYYY-MM-DD. */
  name: string;
  /** The chosen date, YYYY-MM-DD. */
  value: string;
  /** First and last date that can be chosen (IST), YYYY-MM-DD. */
  min: string;
  max: string;
  /** The product type whose rules grey days out; null for a page of several types. */
  productTypeId: number | null;
  /** Weekdays (0 = Sunday) the centre is closed. */
  closedWeekdays?: readonly number[];
  onChange: (date: string) => void;
  className?: string;
  labelClassName?: string;
  /** Class of the native input and of the trigger button. */
  controlClassName?: string;
};

/**
 * A date field shown as dd/MM/yyyy: a labelled button that opens react-day-picker's calendar
 * (an accessible grid: arrows, Page Up/Down, Home/End, Enter) below it, in the page's flow so
 * no scrolling container clips it. Days that cannot be booked are disabled by the same rule the
 * server applies (`pickerDayProblem`). Escape closes it and focus returns to the button.
 *
 * Before hydration, and without JavaScript, it is a native date input in the same form, so the
 * form still submits the date and the server corrects what cannot be booked.
 */
export function DatePicker(props: DatePickerProps) {
  const { id, label, name, value, min, max, onChange, className, labelClassName, controlClassName } = props;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const panelId = useId();
  /** When the last press inside the picker began: a press on a disabled day blurs to the page. */
  const pressedInside = useRef(0);

  // A press outside closes it (a press on a disabled day or the caption does not).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open || event.key !== "Escape") return;
    // Also keeps an enclosing popover (the phone filters sheet) open.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  }

  if (!hydrated) {
    return (
      <div className={["date-picker", className].filter(Boolean).join(" ")}>
        <label htmlFor={id} className={labelClassName}>
          {props.labelIcon}
          {label}
        </label>
        <input
          key="native"
          id={id}
          type="date"
          name={name}
          required
          min={min}
          max={max}
          defaultValue={value}
          className={controlClassName}
        />
      </div>
    );
  }

  return (
    <div
      ref={root}
      className={["date-picker", className].filter(Boolean).join(" ")}
      onKeyDown={onKeyDown}
      onPointerDownCapture={() => (pressedInside.current = Date.now())}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!open || root.current?.contains(next)) return;
        // A press on a disabled day or the caption moves focus to the page around: keep the
        // calendar open, focus back on the day that had it.
        if (Date.now() - pressedInside.current < 1000) {
          const left = event.target;
          requestAnimationFrame(() => left.isConnected && left.focus());
          return;
        }
        // Tabbing out of the calendar closes it, like any non-modal popup.
        if (next) setOpen(false);
      }}
    >
      <span id={labelId} className={labelClassName}>
        {props.labelIcon}
        {label}
      </span>
      {/* Keyed apart from the native input above, which it replaces after hydration: one input
          turning from uncontrolled to controlled is an error in React's development build. */}
      <input key="chosen" type="hidden" name={name} value={value} />
      <button
        ref={trigger}
        id={id}
        type="button"
        className={["date-picker__trigger", controlClassName].filter(Boolean).join(" ")}
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="date-picker__value">{formatPickerDate(value)}</span>
        <Icon name="calendar" size={18} />
      </button>
      {open ? (
        <div id={panelId} role="dialog" aria-label={`Choose a ${label.toLowerCase()}`} className="date-picker__panel">
          <Suspense fallback={<p className="date-picker__loading">Loading the calendar…</p>}>
            <DatePickerCalendar
              value={value}
              min={min}
              max={max}
              productTypeId={props.productTypeId}
              closedWeekdays={props.closedWeekdays ?? []}
              onChoose={(date) => {
                close(true);
                if (date !== value) onChange(date);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
