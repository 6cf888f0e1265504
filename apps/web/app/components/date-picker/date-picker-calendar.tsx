import { useMemo } from "react";
import { DayPicker } from "react-day-picker";
import { enIN } from "react-day-picker/locale";
import "react-day-picker/style.css";
import "./date-picker-calendar.css";
import { format, parseISO } from "date-fns";
import { pickerDayProblem } from "@workbay/domain/booking-rules";
import { formatPickerDate } from "@workbay/domain/ist-date";

type DatePickerCalendarProps = {
  value: string;
  min: string;
  max: string;
  productTypeId: number | null;
  closedWeekdays: readonly number[];
  onChoose: (date: string) => void;
};

const iso = (day: Date) => format(day, "yyyy-MM-dd");

/**
 * The calendar of `DatePicker`, in its own chunk with react-day-picker. Dates are local
 * midnights of the IST calendar dates (as date-fns' parseISO gives), so the grid shows India's
 * days whatever the browser's time zone.
 */
export default function DatePickerCalendar({ value, min, max, productTypeId, closedWeekdays, onChoose }: DatePickerCalendarProps) {
  const now = useMemo(() => new Date(), []);
  const problem = (day: Date) => {
    const date = iso(day);
    const problem = pickerDayProblem(productTypeId, date, now, closedWeekdays);
    // The page's window also holds when the browser's clock disagrees with the server's.
    return problem ?? (date < min || date > max ? "This date is outside the booking window." : null);
  };
  const selected = parseISO(value);
  return (
    <DayPicker
      mode="single"
      required
      locale={enIN}
      autoFocus
      selected={selected}
      defaultMonth={selected}
      startMonth={parseISO(min)}
      endMonth={parseISO(max)}
      today={parseISO(min)}
      disabled={(day) => problem(day) !== null}
      onSelect={(day) => {
        if (day && problem(day) === null) onChoose(iso(day));
      }}
      labels={{
        labelDayButton: (day, modifiers) => {
          const name = format(day, "EEEE, d MMMM yyyy");
          if (modifiers.disabled) return `${name}, not bookable: ${problem(day) ?? ""}`;
          return `${modifiers.today ? "Today, " : ""}${name}${modifiers.selected ? ", selected" : ""}`;
        },
      }}
      footer={<p className="date-picker__hint">Chosen: {formatPickerDate(value)}. Greyed-out days cannot be booked.</p>}
    />
  );
}
