import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { BookingView, PaymentOrder } from "@workbay/contracts/checkout";
import { formatLongDate } from "@workbay/domain/ist-date";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Icon } from "../../components/ui/icon";
import { clearBookingDraft } from "../../shared/booking/booking-draft";
import { bookingWhenText } from "../../shared/booking/booking-when";
import { apiCall } from "../../shared/session/browser-api";
import { analyticsBookingFromView, checkoutEvent, pushCheckoutEventOnce, recordedCheckoutBooking } from "./analytics";
import { HoldCountdown } from "./hold-countdown";
import { GATEWAY_UNAVAILABLE_MESSAGE, openPaymentGateway } from "./payment-gateway";
import type { LastAttempt, PaymentViewState } from "./payment-return";
import { rupees } from "../../shared/booking/price-breakdown";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

type PaymentResultProps = {
  state: PaymentViewState | "error";
  message: string | null;
  booking: BookingView;
  /** Set right after an outcome was posted; analytics report each attempt once. */
  attempt: string | null;
  /** What the last attempt did (the booking stays pending while its hold lasts, even after a failure). */
  lastAttempt: LastAttempt;
  roomHref: string;
};

/** The confirmation, the failure with Retry while the hold lasts, the lapsed hold, or the refund notice. */
export function PaymentResult({ state, message, booking, attempt, lastAttempt, roomHref }: PaymentResultProps) {
  useEffect(() => {
    if (state === "confirmed" || state === "refund") clearBookingDraft();
    if (!attempt) return;
    const analytics = analyticsBookingFromView(booking, recordedCheckoutBooking(booking.bookingId));
    if (state === "confirmed")
      pushCheckoutEventOnce(`purchase:${booking.bookingId}`, checkoutEvent("purchase", analytics, booking.bookingId));
    else if (lastAttempt === "failed" && (state === "retry" || state === "lapsed"))
      pushCheckoutEventOnce(
        `failedPurchase:${booking.bookingId}:${attempt}`,
        checkoutEvent("failedPurchase", analytics, booking.bookingId),
      );
  }, [state, attempt, lastAttempt, booking]);

  if (state === "retry") return <RetryPayment booking={booking} failed={lastAttempt === "failed" || booking.payment_failed_at !== null} />;

  const viewBooking = { to: `/view-booking/${booking.bookingId}`, label: "View booking" };
  const bookAgain = { to: roomHref, label: "Book again" };
  const contactUs = { to: "/contact-us", label: "Contact us" };

  if (state === "confirmed") {
    return (
      <OutcomePanel
        tone="success"
        icon="check-circle"
        title="Booking confirmed"
        lead="Thank you! Your payment was received and your booking is confirmed. We have e-mailed you the details."
        booking={booking}
        amountLabel="Amount paid"
        primary={viewBooking}
        secondary={{ to: "/account/upcoming-bookings", label: "Upcoming bookings" }}
      />
    );
  }

  if (state === "refund") {
    return (
      <OutcomePanel
        tone="warning"
        title="Your payment will be refunded"
        lead={`Your payment of ${rupees(booking.total_amount)} reached us after the hold on this booking had lapsed, and the booking could not be confirmed. The full amount will be refunded to your original payment method within 5–7 working days.`}
        alert
        booking={booking}
        amountLabel="Amount to be refunded"
        primary={bookAgain}
        secondary={{ to: "/account/booking-history", label: "Booking history" }}
      />
    );
  }

  if (state === "lapsed") {
    return (
      <OutcomePanel
        title="Payment not completed"
        lead="The hold on this booking has lapsed, so it can no longer be paid for. No money was taken for it. Please book again."
        alert
        booking={booking}
        amountLabel="Amount"
        primary={bookAgain}
        secondary={{ to: "/meeting-rooms", label: "Explore rooms" }}
      />
    );
  }

  if (state === "cancelled") {
    return (
      <OutcomePanel
        title="This booking was cancelled"
        lead="This booking was cancelled by the centre. Please contact us if you have any questions."
        booking={booking}
        amountLabel="Amount"
        secondary={contactUs}
      />
    );
  }

  return (
    <OutcomePanel
      title="We could not confirm your payment"
      lead={`${message ?? ""} If money was taken from your account, we will confirm the booking or refund it once the payment reaches us.`}
      alert
      booking={booking}
      amountLabel="Amount"
      primary={viewBooking}
      secondary={contactUs}
    />
  );
}

type OutcomeLink = { to: string; label: string };

type OutcomePanelProps = {
  /** An error with the alert icon unless said otherwise. */
  tone?: Tone;
  icon?: ResultIcon;
  title: string;
  lead: string;
  /** Announce the lead at once (a failure, a refund). */
  alert?: boolean;
  booking: BookingView;
  amountLabel: string;
  primary?: OutcomeLink;
  secondary: OutcomeLink;
};

/** An outcome with nothing left to do on this page: what happened, the booking, and where to go next. */
function OutcomePanel({ tone = "error", icon = "alert", title, lead, alert, booking, amountLabel, primary, secondary }: OutcomePanelProps) {
  return (
    <ResultPanel tone={tone} icon={icon} title={title}>
      <p className="payment-result__lead" role={alert ? "alert" : undefined}>
        {lead}
      </p>
      <BookingFacts booking={booking} amountLabel={amountLabel} />
      <div className="payment-result__actions">
        {primary ? (
          <ButtonLink to={primary.to} variant="primary" size="lg">
            {primary.label}
          </ButtonLink>
        ) : null}
        <ButtonLink to={secondary.to} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}

/** The failure view: Retry opens the gateway again with a fresh order while the hold lasts. */
function RetryPayment({ booking, failed }: { booking: BookingView; failed: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [working, setWorking] = useState(false);
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const lapse = useCallback(() => void revalidator.revalidate(), [revalidator]);

  async function retry() {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    setError(null);
    try {
      const answer = await apiCall(browserEndpoints.checkout.retryPayment, { params: { bookingId: booking.bookingId } });
      if (!answer.ok || !answer.data) {
        setError(answer.message);
        // The hold may have lapsed meanwhile: read the booking again.
        if (answer.status === 409 || answer.status === 410) void revalidator.revalidate();
        return;
      }
      const fresh = answer.data;
      setOrder(fresh);
      await openPaymentGateway(fresh, { go: (href) => navigate(href), onDismiss: () => setWorking(false) });
    } catch {
      setError(GATEWAY_UNAVAILABLE_MESSAGE);
      setWorking(false);
    } finally {
      busy.current = false;
    }
  }

  const holdUntil = order?.hold_expires_at ?? booking.hold_expires_at;
  return (
    <ResultPanel tone="error" icon="alert" title={failed ? "Payment failed" : "Payment not completed"}>
      <p className="payment-result__lead" role="alert">
        {failed ? "Your payment did not go through." : "We have not received your payment yet."} Your booking is still held for you: retry
        the payment before the timer runs out.
      </p>
      {failed && booking.last_payment_error ? <p className="payment-result__reason">Reason: {booking.last_payment_error}</p> : null}
      {holdUntil ? <HoldCountdown expiresAt={holdUntil} onLapse={lapse} /> : null}
      <BookingFacts booking={booking} amountLabel="Amount to pay" />
      {error ? (
        <p className="payment-result__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="payment-result__actions">
        <Button variant="primary" size="lg" onClick={retry} disabled={working} aria-busy={working}>
          {working ? "Opening payment…" : "Retry payment"}
        </Button>
        <ButtonLink to={`/view-booking/${booking.bookingId}`} variant="secondary" size="lg">
          View booking
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}

type Tone = "success" | "warning" | "error";
type ResultIcon = "check-circle" | "alert";

function ResultPanel({ tone, icon, title, children }: { tone: Tone; icon: ResultIcon; title: string; children: ReactNode }) {
  return (
    <section className={`payment-result payment-result--${tone} container`} aria-labelledby="payment-result-title">
      <div className="payment-result__card">
        <span className="payment-result__icon">
          <Icon name={icon} size={36} />
        </span>
        <h1 id="payment-result-title" className="payment-result__title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

function BookingFacts({ booking, amountLabel }: { booking: BookingView; amountLabel: string }) {
  const when = bookingWhenText({
    spaceType: booking.space_type,
    startTime: booking.startTime,
    endTime: booking.endTime,
    quantity: booking.quantity,
    passOptionName: booking.pass_option_name,
  });
  return (
    <dl className="booking-facts">
      <div>
        <dt>Booking ID</dt>
        <dd data-testid="booking-id">{booking.bookingId}</dd>
      </div>
      <div>
        <dt>Space</dt>
        <dd>
          <Link to={`/view-booking/${booking.bookingId}`}>{booking.roomName}</Link>
          <span className="booking-facts__sub">
            {booking.centerName}, {booking.city}
          </span>
        </dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatLongDate(booking.bookingDate)}</dd>
      </div>
      {when ? (
        <div>
          <dt>{booking.startTime !== null ? "Time" : "Booked"}</dt>
          <dd>{when}</dd>
        </div>
      ) : null}
      <div>
        <dt>{amountLabel}</dt>
        <dd className="booking-facts__amount">{rupees(booking.total_amount)}</dd>
      </div>
    </dl>
  );
}
