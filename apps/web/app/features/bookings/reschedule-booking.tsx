import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { ChangeQuote } from "@workbay/contracts/booking-change";
import { formatLongDate, istNow, lastBookableDate } from "@workbay/domain/ist-date";
import { formatDeadline } from "@workbay/domain/ist-deadline";
import { slotLabel } from "@workbay/domain/slots";
import { DatePicker } from "../../components/date-picker/date-picker";
import { Button } from "../../components/ui/button";

/** The free times the loader found for the picked date (`rescheduleStarts` of the domain), or why there are none. */
export type RescheduleChoices = {
  date: string;
  starts: number[];
  /** Slots of the new time (the booking's own length unless another was chosen). */
  length: number;
  /** The lengths (in slots) the room can be booked for; another length changes the price. */
  lengths: number[];
  problem: string | null;
  /** Weekdays (0 = Sunday) the room's centre is closed, greyed out in the date picker. */
  closedWeekdays: number[];
};

const range = (start: number, length: number) => `${slotLabel(start)} – ${slotLabel(start + length)}`;

/**
 * The booking page's reschedule panel (issue 16): where the policy allows, a room booked by the
 * hour moves to another free time of the same room (the booked length by default, or another). The date is a GET form (the page
 * reloads with that date's free times, at once when JavaScript runs); the times are the runs of
 * the booking's length that the room page would let a booker pick, its own slots counting as
 * free. "Move booking" posts to the page's action; the server holds the new slots before it
 * frees the old ones. Another length (or a price change) is settled: a dearer time is paid for
 * on the payment page before the move is made, a cheaper one refunded (decision 0028).
 */
export function RescheduleBooking({
  bookingId,
  booking,
  productTypeId,
  change,
  choices,
  csrfToken,
  error,
}: {
  bookingId: string;
  booking: { date: string; startTime: number; endTime: number };
  productTypeId: number;
  change: ChangeQuote;
  choices: RescheduleChoices;
  csrfToken: string;
  error: string | null;
}) {
  const now = new Date();
  const [picked, setPicked] = useState<number | null>(null);
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = `/view-booking/${bookingId}`;
  const busy =
    navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("intent") === "reschedule-booking";
  if (!change.allowed) return null;
  const length = choices.length;
  const bookedLength = booking.endTime - booking.startTime;
  const hours = (slots: number) => `${slots / 2} ${slots === 2 ? "hour" : "hours"}`;
  return (
    <section className="checkout-panel transfer-booking reschedule-booking" aria-labelledby="view-reschedule-title">
      <h2 id="view-reschedule-title" className="checkout-panel__title">
        Move to another time
      </h2>
      <p>
        {change.reason} The same length costs the same. A longer time is paid for before the booking moves; a shorter one is refunded, with
        a GST credit note.
        {change.deadline ? ` Move by ${formatDeadline(change.deadline)}.` : ""}
      </p>
      <Form method="get" action={action} preventScrollReset className="transfer-booking__form">
        <DatePicker
          id="reschedule-date"
          label="New date"
          name="reschedule_date"
          value={choices.date}
          min={istNow(now).date}
          max={lastBookableDate(now)}
          productTypeId={productTypeId}
          closedWeekdays={choices.closedWeekdays}
          onChange={(date) => {
            setPicked(null);
            void submit(
              { reschedule_date: date, reschedule_length: String(length) },
              { method: "get", action, preventScrollReset: true, replace: true },
            );
          }}
          className="transfer-booking__picker"
          labelClassName="transfer-booking__label"
          controlClassName="transfer-booking__input"
        />
        {choices.lengths.length > 1 ? (
          <label className="transfer-booking__label reschedule-booking__length">
            Length
            <select
              name="reschedule_length"
              defaultValue={length}
              className="transfer-booking__input"
              onChange={(event) => {
                setPicked(null);
                void submit(
                  { reschedule_date: choices.date, reschedule_length: event.currentTarget.value },
                  { method: "get", action, preventScrollReset: true, replace: true },
                );
              }}
            >
              {choices.lengths.map((slots) => (
                <option key={slots} value={slots}>
                  {hours(slots)}
                  {slots === bookedLength ? " (as booked)" : ""}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button type="submit" variant="secondary" size="sm" className="reschedule-booking__show">
          Show free times
        </Button>
      </Form>
      <Form method="post" action={action} className="transfer-booking__form">
        <input type="hidden" name="intent" value="reschedule-booking" />
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="date" value={choices.date} />
        <input type="hidden" name="length" value={length} />
        <fieldset className="reschedule-booking__times">
          <legend className="transfer-booking__label">Free times on {formatLongDate(choices.date)}</legend>
          {choices.starts.length === 0 ? (
            <p className="reschedule-booking__none" data-testid="reschedule-none">
              {choices.problem ?? `No free time of ${hours(length)} on this date. Please choose another date.`}
            </p>
          ) : (
            <div className="reschedule-booking__grid">
              {choices.starts.map((start) => (
                <label key={start} className="reschedule-booking__time">
                  <input
                    type="radio"
                    name="start_time"
                    value={start}
                    required
                    checked={picked === start}
                    onChange={() => setPicked(start)}
                  />
                  <span>{range(start, length)}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <p className="reschedule-booking__result" aria-live="polite" data-testid="reschedule-result">
          {picked !== null
            ? `From ${formatLongDate(booking.date)}, ${range(booking.startTime, bookedLength)} to ${formatLongDate(choices.date)}, ${range(picked, length)}.`
            : `Now ${formatLongDate(booking.date)}, ${range(booking.startTime, bookedLength)}.`}
        </p>
        {error ? (
          <p className="transfer-booking__error" role="alert" data-testid="reschedule-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="md" disabled={busy || choices.starts.length === 0} aria-busy={busy}>
          {busy ? "Moving…" : "Move booking"}
        </Button>
      </Form>
    </section>
  );
}
