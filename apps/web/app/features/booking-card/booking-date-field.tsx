import { Form, useNavigate } from "react-router";
import { DatePicker } from "../../components/date-picker/date-picker";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../shared/hooks/use-hydrated";

type BookingDateFieldProps = {
  date: string;
  today: string;
  lastDate: string;
  /** The room page's path without a query: /{city}/meeting-rooms-in-{seoId}. */
  path: string;
  productTypeId: number;
  /** Weekdays (0 = Sunday) the room's centre is closed. */
  closedWeekdays: readonly number[];
};

/**
 * The date of the booking, today to today + 89, in a date picker that greys out what cannot be
 * booked (weekends for day passes, the centre's closed days). Choosing a date reloads the page's
 * data for it and keeps ?date= in the address (replacing the history entry, keeping the scroll).
 * Without JavaScript it is a plain GET form with a native date input and a button.
 */
export function BookingDateField({ date, today, lastDate, path, productTypeId, closedWeekdays }: BookingDateFieldProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={path} className="booking-date" replace preventScrollReset>
      <div className="booking-date__row">
        <DatePicker
          id="booking-date"
          label="Date"
          name="date"
          value={date}
          min={today}
          max={lastDate}
          productTypeId={productTypeId}
          closedWeekdays={closedWeekdays}
          className="booking-date__picker"
          labelClassName="booking-date__label"
          controlClassName="booking-date__input"
          onChange={(value) => navigate(`${path}?date=${value}`, { replace: true, preventScrollReset: true })}
        />
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Check
          </Button>
        )}
      </div>
    </Form>
  );
}
