import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { ChangeQuote } from "@workbay/contracts/booking-change";
import { firstWeekdayFrom, pickerDayProblem } from "@workbay/domain/booking-rules";
import { addDaysIso, istNow, lastBookableDate } from "@workbay/domain/ist-date";
import { formatDeadline } from "@workbay/domain/ist-deadline";
import { DatePicker } from "../../components/date-picker/date-picker";
import { Button } from "../../components/ui/button";

/** The first date after the booking's that the picker would offer for this type (else the booking's date). */
function firstOtherDate(bookingDate: string, productTypeId: number, now: Date): string {
  let date = firstWeekdayFrom(addDaysIso(bookingDate, 1));
  for (let i = 0; i < 14 && pickerDayProblem(productTypeId, date, now) !== null; i += 1) date = addDaysIso(date, 1);
  return pickerDayProblem(productTypeId, date, now) === null ? date : bookingDate;
}

/**
 * The booking page's transfer panel (issue 16): where the policy allows, a day pass moves to
 * another date picked in the date picker (the days it greys out are the booking rules'); the
 * server takes the new date's passes and gives back the old ones. Same price: nothing to pay.
 */
export function TransferBooking({
  bookingId,
  bookingDate,
  productTypeId,
  change,
  csrfToken,
  error,
}: {
  bookingId: string;
  bookingDate: string;
  productTypeId: number;
  change: ChangeQuote;
  csrfToken: string;
  error: string | null;
}) {
  const now = new Date();
  const [date, setDate] = useState(() => firstOtherDate(bookingDate, productTypeId, now));
  const navigation = useNavigation();
  const action = `/view-booking/${bookingId}`;
  const busy = navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("intent") === "transfer-booking";
  if (!change.allowed) return null;
  return (
    <section className="checkout-panel transfer-booking" aria-labelledby="view-transfer-title">
      <h2 id="view-transfer-title" className="checkout-panel__title">
        Transfer to another date
      </h2>
      <p>
        {change.reason} The price stays the same: there is nothing more to pay.
        {change.deadline ? ` Transfer by ${formatDeadline(change.deadline)}.` : ""}
      </p>
      <Form method="post" action={action} className="transfer-booking__form">
        <input type="hidden" name="intent" value="transfer-booking" />
        <input type="hidden" name="csrf" value={csrfToken} />
        <DatePicker
          id="transfer-date"
          label="New date"
          name="date"
          value={date}
          min={istNow(now).date}
          max={lastBookableDate(now)}
          productTypeId={productTypeId}
          onChange={setDate}
          className="transfer-booking__picker"
          labelClassName="transfer-booking__label"
          controlClassName="transfer-booking__input"
        />
        {error ? (
          <p className="transfer-booking__error" role="alert" data-testid="transfer-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="md" disabled={busy} aria-busy={busy}>
          {busy ? "Transferring…" : "Transfer booking"}
        </Button>
      </Form>
    </section>
  );
}
