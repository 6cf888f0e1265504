import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PaymentOrder } from "@workbay/contracts/checkout";
import { istNow } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { buttonClassName } from "../../components/ui/button";
import { openRazorpayCheckout } from "../../shared/payment/razorpay-checkout";
import { changeFailedHref, changePaidHref } from "./change-payment";

const UNAVAILABLE = "We could not open the payment window. Please check your connection and try again.";

/** 'HH:MM' in India (the same on the server and in the browser, whatever their locale). */
function holdTime(iso: string): string {
  const { minutes } = istNow(new Date(iso));
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * A dearer change waiting for its payment with Razorpay: its checkout opens over the page as soon
 * as the change is asked for (as checkout does for a booking); closed without paying, the button
 * opens it again while the new time is held. Paid, the page's loader applies the change.
 */
export function PayChange({ bookingId, payment }: { bookingId: string; payment: PaymentOrder }) {
  const navigate = useNavigate();
  const [state, setState] = useState<"opening" | "closed" | "unavailable">("opening");
  const opened = useRef<string | null>(null);
  // Opens Razorpay; the state changes only in its callbacks (the window closed, or it could not load).
  const launch = useCallback(() => {
    openRazorpayCheckout(payment, {
      onPaid: (response) => void navigate(changePaidHref(bookingId, response)),
      onFailed: (response) => void navigate(changeFailedHref(bookingId, response)),
      onDismiss: () => setState("closed"),
    }).catch(() => setState("unavailable"));
  }, [bookingId, navigate, payment]);
  useEffect(() => {
    // Once per order: a re-render does not open the window again.
    if (opened.current === payment.order_id) return;
    opened.current = payment.order_id;
    launch();
  }, [launch, payment.order_id]);
  const open = () => {
    setState("opening");
    launch();
  };
  return (
    <section className="booking-view__notice" role="status" data-testid="pay-change">
      <p>
        The change costs {formatRupees(payment.amount)} more. It is made once the difference is paid; the new time is held for you until{" "}
        {holdTime(payment.hold_expires_at)}.
      </p>
      {state === "unavailable" ? <p role="alert">{UNAVAILABLE}</p> : null}
      <button type="button" className={buttonClassName("primary", "md")} onClick={open} disabled={state === "opening"}>
        Pay {formatRupees(payment.amount)}
      </button>
    </section>
  );
}
