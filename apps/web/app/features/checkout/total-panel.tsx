import type { FormEvent } from "react";
import { Link } from "react-router";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { PriceBreakdown, rupees } from "../../shared/booking/price-breakdown";
import { ReleaseHoldForm } from "../../shared/booking/release-hold";
import { TERMS_MESSAGE } from "./billing-form";
import { HoldCountdown } from "./hold-countdown";
import type { usePayment } from "./use-payment";

type TotalPanelProps = {
  priced: ValidatedBooking;
  pricing: boolean;
  roomLabel: string;
  cancellationPolicy: string | null;
  terms: { accepted: boolean; refused: boolean; onChange: (accepted: boolean) => void };
  payment: ReturnType<typeof usePayment>;
  csrfToken: string;
  onPay: (event: FormEvent) => void;
};

/** The grand total, the cancellation policy, the terms and Pay, or the held booking's countdown. */
export function TotalPanel({ priced, pricing, roomLabel, cancellationPolicy, terms, payment, csrfToken, onPay }: TotalPanelProps) {
  const { pay, payMessage, pendingBookings, busy } = payment;
  const termsRefused = terms.refused && !terms.accepted;
  return (
    <form className="checkout-panel checkout-total" noValidate onSubmit={onPay}>
      <h2 id="total-title" className="checkout-panel__title">
        Grand total
      </h2>
      <PriceBreakdown amounts={priced} intraState={priced.intra_state} busy={pricing} roomLabel={roomLabel} />
      {cancellationPolicy ? (
        <p className="checkout-total__policy" data-testid="checkout-cancellation-policy">
          <strong>Cancellation policy:</strong> {cancellationPolicy}
        </p>
      ) : null}
      <label className={termsRefused ? "check check--error" : "check"}>
        <input
          id="checkout-terms"
          type="checkbox"
          checked={terms.accepted}
          required
          aria-invalid={termsRefused ? true : undefined}
          aria-describedby={termsRefused ? "terms-error" : undefined}
          onChange={(e) => terms.onChange(e.target.checked)}
        />
        <span>
          I agree to the{" "}
          <a href="/terms&conditions#terms_and_conditions" target="_blank" rel="noopener">
            booking terms
          </a>{" "}
          <span className="required-star" aria-hidden="true">
            *
          </span>
        </span>
      </label>
      {termsRefused ? (
        <p id="terms-error" className="field__error">
          {TERMS_MESSAGE}
        </p>
      ) : null}
      {payMessage ? (
        <p className="checkout-total__message" role="alert">
          {payMessage}
        </p>
      ) : null}
      {payMessage && pendingBookings.length > 0 ? (
        <ul className="checkout-total__pending" aria-label="Your pending bookings">
          {pendingBookings.map((code) => (
            <li key={code}>
              <Link to={`/view-booking/${code}`} className="text-link">
                Pending booking {code}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {pay.step === "holding" ? (
        <div className="checkout-hold">
          <HoldCountdown expiresAt={pay.order.hold_expires_at} onLapse={payment.holdLapsed} />
          {pay.dismissed ? (
            <>
              <p className="checkout-hold__text">Payment not completed. Your booking stays held until the timer runs out.</p>
              <Button variant="primary" size="lg" className="checkout-total__pay" onClick={() => payment.openGateway(pay.order)}>
                Complete payment
              </Button>
              <ReleaseHoldForm bookingId={pay.order.b_id} csrfToken={csrfToken} />
            </>
          ) : (
            <p className="checkout-hold__text" role="status">
              Opening the payment window…
            </p>
          )}
        </div>
      ) : (
        <Button type="submit" variant="primary" size="lg" className="checkout-total__pay" disabled={busy || pricing} aria-busy={busy}>
          {pay.step === "working" ? pay.label : `Pay ${rupees(priced.total_amount)}`}
        </Button>
      )}
      <p className="checkout-total__secure">
        <Icon name="lock" size={16} /> Payments are processed securely.
      </p>
    </form>
  );
}
