import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { isWeekend, WEEKDAY_ONLY_MESSAGE } from "@workbay/domain/booking-rules";
import { isIsoDate } from "@workbay/domain/ist-date";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../room-details/use-hydrated";

type BookingDateFieldProps = {
  date: string;
  today: string;
  lastDate: string;
  /** The room page's path without a query: /{city}/meeting-rooms-in-{seoId}. */
  path: string;
  /** Day passes and executive day passes: Saturday and Sunday cannot be chosen. */
  weekdaysOnly?: boolean;
};

/**
 * The date of the booking, today to today + 89. Choosing a date reloads the page's data for
 * it and keeps ?date= in the address (replacing the history entry, keeping the scroll).
 * Without JavaScript it is a plain GET form with a button.
 */
export function BookingDateField({ date, today, lastDate, path, weekdaysOnly = false }: BookingDateFieldProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [refused, setRefused] = useState<string | null>(null);
  // A weekend already shown (?date=) is explained by the availability panel; this is for a pick.
  const problem = refused;
  return (
    <Form method="get" action={path} className="booking-date" replace preventScrollReset>
      <label htmlFor="booking-date" className="booking-date__label">
        Date
      </label>
      <div className="booking-date__row">
        <input
          key={date}
          id="booking-date"
          className="booking-date__input"
          type="date"
          name="date"
          required
          min={today}
          max={lastDate}
          defaultValue={date}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "booking-date-problem" : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            // A native date input cannot grey out weekends: a weekend pick is refused here.
            if (weekdaysOnly && isIsoDate(value) && isWeekend(value)) {
              setRefused(WEEKDAY_ONLY_MESSAGE);
              return;
            }
            setRefused(null);
            if (isIsoDate(value) && value >= today && value <= lastDate && value !== date) {
              navigate(`${path}?date=${value}`, { replace: true, preventScrollReset: true });
            }
          }}
        />
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Check
          </Button>
        )}
      </div>
      {problem ? (
        <p id="booking-date-problem" className="booking-date__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}
