import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { CancellationQuote } from "@workbay/contracts/cancellation";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { rupees } from "../../shared/booking/price-breakdown";
import { refundOfferText } from "./refund-offer";

const REFUND_STATUS_TEXT = {
  requested: "requested from the payment provider",
  processed: "processed by the payment provider",
  failed: "delayed; our team will complete it",
} as const;

/**
 * The booking page's cancellation panel (issue 16): what cancelling refunds and until when, with 'Cancel
 * booking' asking to confirm in a dialog, or, where the policy does not allow it, why (citing
 * the booking terms). The numbers are the server's quote (GET /passy/v1/booking/{id}/cancellation).
 */
export function CancelBooking({ quote, csrfToken }: { quote: CancellationQuote; csrfToken: string }) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const action = `/view-booking/${quote.bookingId}`;
  const busy = navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("intent") === "cancel-booking";
  const refund = quote.refund;

  return (
    <section className="checkout-panel cancel-booking" aria-labelledby="view-cancel-title">
      <h2 id="view-cancel-title" className="checkout-panel__title">
        Cancellation
      </h2>
      {quote.refund_status ? (
        <p className="cancel-booking__state" data-testid="refund-status">
          Refund of {rupees(quote.refund_status.amount)}: {REFUND_STATUS_TEXT[quote.refund_status.status]}
          {quote.refund_status.credit_note_number ? `. Credit note ${quote.refund_status.credit_note_number} was sent by e-mail.` : "."}
        </p>
      ) : null}
      {quote.action === "cancel" && refund ? (
        <>
          <p className="cancel-booking__offer" data-testid="cancel-offer">
            {refundOfferText(quote)}
          </p>
          <Button type="button" variant="secondary" size="md" onClick={() => setConfirming(true)}>
            Cancel booking
          </Button>
        </>
      ) : quote.refund_status ? null : (
        <p className="cancel-booking__reason" data-testid="cancel-reason">
          {quote.reason}
        </p>
      )}
      {/* The policy in full, unless the reason above already says it. */}
      {quote.reason.startsWith(quote.policy.replace(/\.$/, "")) ? null : <p className="cancel-booking__policy muted">{quote.policy}</p>}
      {confirming && refund ? (
        <Modal title="Cancel this booking?" onClose={() => setConfirming(false)} className="cancel-booking__dialog">
          <p>{quote.reason}</p>
          {refund.amount > 0 ? (
            <dl className="cancel-booking__refund">
              <div>
                <dt>Taxable value</dt>
                <dd>{rupees(refund.taxable_amount)}</dd>
              </div>
              {refund.igst > 0 ? (
                <div>
                  <dt>IGST</dt>
                  <dd>{rupees(refund.igst)}</dd>
                </div>
              ) : (
                <>
                  <div>
                    <dt>CGST</dt>
                    <dd>{rupees(refund.cgst)}</dd>
                  </div>
                  <div>
                    <dt>SGST</dt>
                    <dd>{rupees(refund.sgst)}</dd>
                  </div>
                </>
              )}
              <div className="cancel-booking__total">
                <dt>Refund</dt>
                <dd data-testid="refund-amount">{rupees(refund.amount)}</dd>
              </div>
            </dl>
          ) : null}
          <p className="muted">
            {refund.amount > 0
              ? `The refund reaches your original payment method ${quote.refund_expected ?? ""}; a GST credit note comes by e-mail. `
              : ""}
            The time is released for others at once, and this cannot be undone.
          </p>
          <Form method="post" action={action} className="cancel-booking__actions">
            <input type="hidden" name="intent" value="cancel-booking" />
            <input type="hidden" name="csrf" value={csrfToken} />
            {/* The refund shown here: the server refuses the cancel if it would make another. */}
            <input type="hidden" name="expected_refund" value={String(refund.amount)} />
            <Button type="submit" variant="primary" size="md" disabled={busy} aria-busy={busy}>
              {busy ? "Cancelling…" : "Yes, cancel booking"}
            </Button>
            <Button type="button" variant="secondary" size="md" onClick={() => setConfirming(false)}>
              Keep booking
            </Button>
          </Form>
        </Modal>
      ) : null}
    </section>
  );
}
