import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button";

/**
 * 'Cancel this booking' for an unpaid booking: a plain form to the booking page's action
 * (DELETE /passy/v1/booking/{id}), so it works without JavaScript; the slots are freed at once.
 */
export function ReleaseHoldForm({
  bookingId,
  csrfToken,
  label = "Cancel this booking",
}: {
  bookingId: string;
  csrfToken: string;
  label?: string;
}) {
  const navigation = useNavigation();
  const action = `/view-booking/${bookingId}`;
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="release-hold">
      <input type="hidden" name="intent" value="release-hold" />
      <input type="hidden" name="csrf" value={csrfToken} />
      <Button type="submit" variant="secondary" size="md" disabled={busy} aria-busy={busy}>
        {busy ? "Cancelling…" : label}
      </Button>
      <p className="release-hold__hint">Not paying now? Cancel it to free the time for others. Nothing has been charged.</p>
    </Form>
  );
}
