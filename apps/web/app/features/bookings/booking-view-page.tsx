import { Link } from "react-router";
import type { CancellationQuote } from "@workbay/contracts/cancellation";
import type { BookingView, PaymentOrder } from "@workbay/contracts/checkout";
import { formatLongDate } from "@workbay/domain/ist-date";
import { showsSeatCount } from "@workbay/domain/price-unit";
import { slotLabel } from "@workbay/domain/slots";
import { isProductTypeId } from "@workbay/domain/product-types";
import { buttonClassName } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { PriceBreakdown, rupees } from "../../shared/booking/price-breakdown";
import { RoomSummaryStrip } from "../../shared/booking/room-summary-strip";
import { bookingStatusLabel, bookingStatusTone } from "./booking-status";
import { bookingWhenText, roomAmountLabel } from "../../shared/booking/booking-when";
import { InviteGuests } from "./invite-guests";
import { CancelBooking } from "./cancel-booking";
import { TransferBooking } from "./transfer-booking";
import { RescheduleBooking, type RescheduleChoices } from "./reschedule-booking";
import { ChangeAddOns, type AddOnChoice } from "./change-add-ons";
import { PayChange } from "./pay-change";
import { movedNotice, type MovedFrom } from "./moved-from";
import { ReleaseHoldForm } from "../../shared/booking/release-hold";

/** One booking (000 spec section 2, opened from a list): summary, status, add-ons, guests, note, amounts, downloads. */
export function BookingViewPage({
  booking,
  csrfToken,
  directionsHref,
  canPay,
  released = false,
  releaseError = null,
  cancellation = null,
  cancelled = false,
  transferredFrom = null,
  transferError = null,
  reschedule = null,
  rescheduleError = null,
  movedFrom = null,
  addOnChoices = [],
  addOnsError = null,
  changeNotice = null,
  changePayment = null,
}: {
  booking: BookingView;
  csrfToken: string;
  directionsHref: string;
  canPay: boolean;
  released?: boolean;
  releaseError?: string | null;
  /** The cancellation quote of a confirmed or cancelled booking. */
  cancellation?: CancellationQuote | null;
  /** Just cancelled by its customer (the page after the cancel). */
  cancelled?: boolean;
  /** Just transferred by its customer: the date it was on. */
  transferredFrom?: string | null;
  /** Why the transfer just asked for was refused. */
  transferError?: string | null;
  /** The free times to move a timed booking to, where its policy allows. */
  reschedule?: RescheduleChoices | null;
  /** Why the move just asked for was refused. */
  rescheduleError?: string | null;
  /** Just moved by its customer: the date and first slot it was at. */
  movedFrom?: MovedFrom | null;
  /** The add-ons the booking may have now (empty: no add-ons panel). */
  addOnChoices?: AddOnChoice[];
  addOnsError?: string | null;
  /** After a change that moved money: paid, refunded, lapsed or failed. */
  changeNotice?: { ok: boolean; message: string } | null;
  /** A dearer change just asked for, waiting for its payment with Razorpay (its checkout opens over the page). */
  changePayment?: PaymentOrder | null;
}) {
  const when = bookingWhenText({
    spaceType: booking.space_type,
    startTime: booking.startTime,
    endTime: booking.endTime,
    quantity: booking.quantity,
    passOptionName: booking.pass_option_name,
  });
  const seats = isProductTypeId(booking.space_type) ? showsSeatCount(booking.space_type) : true;
  const tone = bookingStatusTone(booking.status);
  return (
    <div className="booking-view container">
      <Link to="/account/upcoming-bookings" className="text-link booking-view__back">
        <Icon name="chevron-left" size={16} /> Your bookings
      </Link>
      <header className="booking-view__head">
        <h1 className="booking-view__title">Booking {booking.bookingId}</h1>
        <span className={`status-badge status-badge--${tone}`} data-testid="booking-status">
          {bookingStatusLabel(booking.status)}
        </span>
      </header>
      {released ? (
        <p className="booking-view__notice" role="status">
          Booking cancelled. Its slots are free again, and nothing was charged.
        </p>
      ) : null}
      {cancelled && cancellation ? (
        <p className="booking-view__notice" role="status">
          Booking cancelled. Its time is free for others again.
          {cancellation.refund_status
            ? ` ${rupees(cancellation.refund_status.amount)} will be refunded to your original payment method within 5-7 working days; the GST credit note is under Downloads and in the cancellation e-mail.`
            : " Nothing is refunded."}
        </p>
      ) : null}
      {transferredFrom ? (
        <p className="booking-view__notice" role="status" data-testid="transfer-done">
          Booking transferred from {formatLongDate(transferredFrom)} to {formatLongDate(booking.bookingDate)}. Nothing more was charged; the
          e-mail with the new date is on its way.
        </p>
      ) : null}
      {changeNotice ? (
        <p
          className={changeNotice.ok ? "booking-view__notice" : "booking-view__notice booking-view__notice--warning"}
          role="status"
          data-testid="change-notice"
        >
          {changeNotice.message}
        </p>
      ) : null}
      {changePayment ? <PayChange key={changePayment.order_id} bookingId={booking.bookingId} payment={changePayment} /> : null}
      {movedFrom && booking.startTime !== null && booking.endTime !== null ? (
        <p className="booking-view__notice" role="status" data-testid="reschedule-done">
          {movedNotice(
            movedFrom,
            { date: booking.bookingDate, startTime: booking.startTime, endTime: booking.endTime },
            changeNotice !== null,
          )}
        </p>
      ) : null}
      {releaseError ? (
        <p className="booking-view__notice" role="alert">
          {releaseError}
        </p>
      ) : null}
      {booking.refund_required ? (
        <p className="booking-view__notice" role="alert">
          This payment reached us after the booking&apos;s hold had lapsed. The amount of {rupees(booking.total_amount)} will be refunded to
          your original payment method.
        </p>
      ) : null}
      <div className="booking-view__layout">
        <div className="booking-view__main">
          <RoomSummaryStrip
            variant="card"
            directionsHref={directionsHref}
            summary={{
              image: booking.roomImage,
              name: booking.roomName,
              floor: booking.roomFloor,
              address: booking.roomAddress,
              capacity: seats ? booking.capacity : null,
              date: booking.bookingDate,
              startTime: booking.startTime,
              endTime: booking.endTime,
              whenText: when,
              amenities: booking.amenities,
            }}
          />

          <section className="checkout-panel" aria-labelledby="view-details-title">
            <h2 id="view-details-title" className="checkout-panel__title">
              Details
            </h2>
            <dl className="booking-facts">
              <div>
                <dt>Centre</dt>
                <dd>
                  {booking.centerName}, {booking.city}
                  {booking.centerPhone ? (
                    <span className="booking-facts__sub">
                      <a href={`tel:${booking.centerPhone.replace(/\s/g, "")}`}>{booking.centerPhone}</a>
                    </span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>
                  {formatLongDate(booking.bookingDate)}
                  {booking.booking_end_date && booking.booking_end_date !== booking.bookingDate
                    ? ` to ${formatLongDate(booking.booking_end_date)}`
                    : ""}
                </dd>
              </div>
              {when ? (
                <div>
                  <dt>{booking.startTime !== null ? "Time" : "Booked"}</dt>
                  <dd>{when}</dd>
                </div>
              ) : null}
              <div>
                <dt>Note</dt>
                <dd>{booking.notes || "No note"}</dd>
              </div>
            </dl>
          </section>

          <section className="checkout-panel" aria-labelledby="view-addons-title">
            <h2 id="view-addons-title" className="checkout-panel__title">
              Add-ons
            </h2>
            {booking.addOns.length > 0 ? (
              <ul className="line-list">
                {booking.addOns.map((a) => (
                  <li key={`${a.id}:${a.sub_option_id ?? ""}`}>
                    <span>{a.name}</span>
                    <span className="line-list__qty">× {a.qty}</span>
                    <span className="line-list__price">{rupees(a.price * a.qty)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No add-ons.</p>
            )}
          </section>

          <section className="checkout-panel" aria-labelledby="view-guests-title">
            <h2 id="view-guests-title" className="checkout-panel__title">
              Guests
            </h2>
            {booking.guests.length > 0 ? (
              <ul className="line-list">
                {booking.guests.map((g) => (
                  <li key={g.email}>
                    <span>{g.email}</span>
                    <span className="line-list__qty">{g.responded ? "Preferences noted" : "Invited"}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No guests invited.</p>
            )}
            {booking.can_invite_guests ? (
              <InviteGuests
                bookingId={booking.bookingId}
                invited={booking.guests.length}
                limit={booking.guest_limit}
                csrfToken={csrfToken}
              />
            ) : null}
          </section>
        </div>

        <aside className="booking-view__aside">
          <section className="checkout-panel" aria-labelledby="view-amounts-title">
            <h2 id="view-amounts-title" className="checkout-panel__title">
              Amounts
            </h2>
            <PriceBreakdown
              amounts={booking.changes.some((c) => c.status === "applied") ? booking.current : booking}
              roomLabel={roomAmountLabel({
                spaceTypeName: booking.space_type_name,
                quantity: booking.quantity,
                passOptionName: booking.pass_option_name,
              })}
            />
            {booking.changes.length > 0 ? <ChangeLedger booking={booking} /> : null}
            {booking.billing_details?.gstin ? (
              <p className="booking-view__billing">
                Billed to {booking.billing_details.company_name} (GSTIN {booking.billing_details.gstin})
                {booking.billing_details.state ? `, ${booking.billing_details.state}` : ""}
              </p>
            ) : null}
            {canPay ? (
              <Link to={`/checkout/payment?b_id=${booking.bookingId}`} className={buttonClassName("primary", "lg", "booking-view__pay")}>
                Complete payment
              </Link>
            ) : null}
            {booking.status === "pending_payment" ? <ReleaseHoldForm bookingId={booking.bookingId} csrfToken={csrfToken} /> : null}
          </section>
          {cancellation ? <CancelBooking quote={cancellation} csrfToken={csrfToken} /> : null}
          {cancellation?.change?.kind === "transfer" ? (
            <TransferBooking
              key={booking.bookingDate}
              bookingId={booking.bookingId}
              bookingDate={booking.bookingDate}
              productTypeId={booking.space_type}
              change={cancellation.change}
              csrfToken={csrfToken}
              error={transferError}
            />
          ) : null}
          {cancellation?.change?.kind === "reschedule" && reschedule && booking.startTime !== null && booking.endTime !== null ? (
            <RescheduleBooking
              key={`${booking.bookingDate}:${booking.startTime}:${reschedule.date}`}
              bookingId={booking.bookingId}
              booking={{ date: booking.bookingDate, startTime: booking.startTime, endTime: booking.endTime }}
              productTypeId={booking.space_type}
              change={cancellation.change}
              choices={reschedule}
              csrfToken={csrfToken}
              error={rescheduleError}
            />
          ) : null}
          {cancellation?.change?.kind === "reschedule" && booking.status === "confirmed" ? (
            <ChangeAddOns
              key={booking.addOns.map((a) => `${a.id}:${a.qty}`).join(",")}
              bookingId={booking.bookingId}
              change={cancellation.change}
              choices={addOnChoices}
              csrfToken={csrfToken}
              error={addOnsError}
            />
          ) : null}
          <section className="checkout-panel" aria-labelledby="view-downloads-title">
            <h2 id="view-downloads-title" className="checkout-panel__title">
              Downloads
            </h2>
            <ul className="downloads">
              {booking.invoice_url ? (
                <li>
                  <a className={buttonClassName("secondary", "md")} href={booking.invoice_url} download>
                    <Icon name="download" size={18} /> Invoice{booking.invoice_number ? ` ${booking.invoice_number}` : ""} (PDF)
                  </a>
                </li>
              ) : (
                <li className="muted">The invoice is ready once the booking is confirmed.</li>
              )}
              {booking.changes.map((c) =>
                c.invoice_url ? (
                  <li key={`change-${c.id}`}>
                    <a className={buttonClassName("secondary", "md")} href={c.invoice_url} download>
                      <Icon name="download" size={18} /> Invoice {c.invoice_number} for the change (PDF)
                    </a>
                  </li>
                ) : null,
              )}
              {booking.refunds.map((r) =>
                r.credit_note_url ? (
                  <li key={`refund-${r.id}`}>
                    <a className={buttonClassName("secondary", "md")} href={r.credit_note_url} download>
                      <Icon name="download" size={18} /> Credit note {r.credit_note_number} (PDF)
                    </a>
                  </li>
                ) : null,
              )}
              {booking.calendar_url ? (
                <li>
                  <a className={buttonClassName("secondary", "md")} href={booking.calendar_url} download>
                    <Icon name="calendar" size={18} /> Add to calendar (.ics)
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

function changePlaceText(side: BookingView["changes"][number]["before"], kind: "reschedule" | "add_ons"): string {
  if (kind === "add_ons") return side.add_ons.length === 0 ? "no add-ons" : side.add_ons.map((a) => `${a.name} × ${a.qty}`).join(", ");
  const time = side.start_time !== null && side.end_time !== null ? `, ${slotLabel(side.start_time)} – ${slotLabel(side.end_time)}` : "";
  return `${formatLongDate(side.date)}${time}`;
}

const REFUND_STATE = { requested: "refund requested", processed: "refunded", failed: "refund being retried" } as const;

/**
 * The booking's changes that moved money under its current total (decision 0028): what each
 * changed, the difference and whether it was paid or refunded, then what was paid at booking.
 */
function ChangeLedger({ booking }: { booking: BookingView }) {
  const invoiced = booking.total_amount;
  return (
    <div className="booking-view__changes" data-testid="booking-changes">
      <h3 className="booking-view__changes-title">Changes after booking</h3>
      <ol className="line-list">
        {booking.changes.map((c) => (
          <li key={c.id} data-testid="booking-change">
            <span>
              {c.kind === "reschedule" ? "Moved" : "Add-ons changed"}: {changePlaceText(c.before, c.kind)} →{" "}
              {changePlaceText(c.after, c.kind)}
              <span className="booking-facts__sub">
                {c.refund_required
                  ? `Paid after its hold lapsed, so not made; ${rupees(c.difference)} ${c.refund ? REFUND_STATE[c.refund.status] : "to be refunded"}.`
                  : c.difference > 0
                    ? `Difference paid${c.invoice_number ? `, invoice ${c.invoice_number}` : ""}.`
                    : c.refund
                      ? `Difference ${REFUND_STATE[c.refund.status]}${c.refund.credit_note_number ? `, credit note ${c.refund.credit_note_number}` : ""}.`
                      : "Same price."}
              </span>
            </span>
            <span className="line-list__price">
              {c.refund_required ? "—" : c.difference > 0 ? `+${rupees(c.difference)}` : `−${rupees(-c.difference)}`}
            </span>
          </li>
        ))}
        <li>
          <span>Paid at booking</span>
          <span className="line-list__price">{rupees(invoiced)}</span>
        </li>
      </ol>
    </div>
  );
}
