import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { ButtonLink } from "../../components/ui/button-link";
import { Icon } from "../../components/ui/icon";
import { readBookingDraft, saveBookingDraft } from "../../shared/booking/booking-draft";
import { checkoutDraftFromStored } from "./checkout-draft";

/** No draft to check out (never chosen, or already paid). */
export function CheckoutEmpty() {
  const revalidator = useRevalidator();
  const tried = useRef(false);
  // The cookie can be missing while session storage still has the draft (a cookie cleared,
  // or refused): write it back once and load the page again.
  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const stored = readBookingDraft();
    if (stored && checkoutDraftFromStored(stored)) {
      saveBookingDraft(stored);
      void revalidator.revalidate();
    }
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="checkout-empty container" aria-labelledby="checkout-empty-title">
      <Icon name="calendar" size={40} />
      <h1 id="checkout-empty-title">Nothing to check out yet</h1>
      <p>Choose a space, a date and a time first. Your booking will wait for you here.</p>
      <ButtonLink to="/meeting-rooms" variant="primary" size="lg">
        Explore meeting rooms
      </ButtonLink>
    </section>
  );
}

/** The server no longer accepts the stored booking (a slot taken meanwhile, a date passed). */
export function CheckoutUnavailable({ message, editTo, roomName }: { message: string; editTo: string; roomName: string }) {
  return (
    <section className="checkout-empty container" aria-labelledby="checkout-unavailable-title">
      <Icon name="alert" size={40} />
      <h1 id="checkout-unavailable-title">This booking cannot be made any more</h1>
      <p role="alert">{message}</p>
      <ButtonLink to={editTo} variant="primary" size="lg">
        Choose again at {roomName}
      </ButtonLink>
    </section>
  );
}
