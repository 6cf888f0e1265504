import { Form, useNavigation } from "react-router";
import type { ChangeQuote } from "@workbay/contracts/booking-change";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { Button } from "../../components/ui/button";

/** An item the booking may have: what the menu offers for the meeting, plus what it has already. */
export type AddOnChoice = {
  id: number;
  subOptionId: number | null;
  name: string;
  category: string;
  /** Rupees per item. */
  price: number;
  qty: number;
  /** Why it cannot be added now (serving window, notice), or null. */
  unavailable: string | null;
};

/**
 * The booking page's add-ons panel (issue 16, decision 0028): where the policy allows changes, up
 * to its cut-off, the F&B items of a room booked by the hour can be changed. Quantities are
 * plain number fields (0 removes an item), so it works without JavaScript; "Update add-ons"
 * posts to the page's action. More costs a payment of the difference (the test gateway or
 * Razorpay), less is refunded with a GST credit note.
 */
export function ChangeAddOns({
  bookingId,
  change,
  choices,
  csrfToken,
  error,
}: {
  bookingId: string;
  change: ChangeQuote;
  choices: AddOnChoice[];
  csrfToken: string;
  error: string | null;
}) {
  const navigation = useNavigation();
  const action = `/view-booking/${bookingId}`;
  const busy = navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("intent") === "change-add-ons";
  if (!change.allowed || choices.length === 0) return null;
  return (
    <section className="checkout-panel transfer-booking change-add-ons" aria-labelledby="view-change-addons-title">
      <h2 id="view-change-addons-title" className="checkout-panel__title">
        Change add-ons
      </h2>
      <p>
        Food and beverages follow the booking: they can be changed up to the same time as the booking itself. More items are paid for before
        the change is made; fewer are refunded, with a GST credit note.
      </p>
      <Form method="post" action={action} className="transfer-booking__form">
        <input type="hidden" name="intent" value="change-add-ons" />
        <input type="hidden" name="csrf" value={csrfToken} />
        <ul className="change-add-ons__list">
          {choices.map((item) => {
            const key = `${item.id}:${item.subOptionId ?? ""}`;
            const fieldId = `addon-qty-${item.id}-${item.subOptionId ?? 0}`;
            return (
              <li key={key} className="change-add-ons__item">
                <label htmlFor={fieldId} className="change-add-ons__name">
                  {item.name}
                  <span className="muted">
                    {" "}
                    {item.category}, {formatRupees(rupeesToPaise(item.price))} each
                    {item.unavailable ? ` (${item.unavailable})` : ""}
                  </span>
                </label>
                <input
                  id={fieldId}
                  className="change-add-ons__qty"
                  type="number"
                  name={`qty:${key}`}
                  min={0}
                  max={99}
                  defaultValue={item.qty}
                  disabled={item.unavailable !== null && item.qty === 0}
                  inputMode="numeric"
                />
              </li>
            );
          })}
        </ul>
        {error ? (
          <p className="transfer-booking__error" role="alert" data-testid="change-add-ons-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="md" disabled={busy} aria-busy={busy}>
          {busy ? "Updating…" : "Update add-ons"}
        </Button>
      </Form>
    </section>
  );
}
