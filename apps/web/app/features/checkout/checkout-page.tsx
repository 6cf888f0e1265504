import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { AppliedVoucher, PaymentOrder } from "@workbay/contracts/checkout";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Icon } from "../../components/ui/icon";
import { readBookingDraft, saveBookingDraft } from "../../shared/booking/booking-draft";
import { bookingWhenText } from "../../shared/booking/booking-when";
import { ReleaseHoldForm } from "../../shared/booking/release-hold";
import { RoomSummaryStrip } from "../../shared/booking/room-summary-strip";
import { apiCall } from "../../shared/session/browser-api";
import { analyticsBookingFromCheckout, checkoutEvent, pushCheckoutEvent, recordCheckoutBooking } from "./analytics";
import { BILLING_MESSAGES, billingProblems, stateOfGstin, type BillingField, type BillingInput } from "./billing-problems";
import {
  billingDetailsFor,
  bookingCreateBodyFor,
  checkoutDraftFromStored,
  sameBooking,
  validateBodyFor,
  type CheckoutDraft,
  type PriceOptions,
} from "./checkout-draft";
import { HoldCountdown } from "./hold-countdown";
import { GATEWAY_UNAVAILABLE_MESSAGE, openPaymentGateway } from "./payment-gateway";
import { PriceBreakdown, rupees } from "../../shared/booking/price-breakdown";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

export type CheckoutRoom = {
  id: number;
  name: string;
  floor: string;
  address: string;
  city: string;
  seo_id: string;
  image: string | null;
  capacity: number | null;
  amenities: { code: string; name: string; icon: string }[];
  categories: { id: number; name: string }[];
  space_type: number;
  space_type_name: string;
  centreState: string;
};

type CheckoutPageProps = {
  draft: CheckoutDraft;
  room: CheckoutRoom;
  priced: ValidatedBooking;
  coupons: AppliedVoucher[];
  states: string[];
  billing: BillingInput;
  editTo: string;
  csrfToken: string;
  /** The product type's cancellation policy in words (issue 16), shown before Pay. */
  cancellationPolicy: string | null;
};

type PayState = { step: "idle" } | { step: "working"; label: string } | { step: "holding"; order: PaymentOrder; dismissed: boolean };

const TOTAL_CHANGED = "The total has changed. Please check the new amount and press Pay again.";

/** The billing and payment page (000 spec sections 2, 3, 5): summary, offers, GST block, grand total, Pay. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { draft, room } = props;
  const navigate = useNavigate();
  const [priced, setPriced] = useState(props.priced);
  const [pricing, setPricing] = useState(false);
  const [voucher, setVoucher] = useState<{ code: string; description: string } | null>(null);
  const [promo, setPromo] = useState("");
  const [promoMessage, setPromoMessage] = useState<string | null>(null);
  // The booker's unpaid bookings when the live-hold limit refused a new one (links to them).
  const [pendingBookings, setPendingBookings] = useState<string[]>([]);
  const [gst, setGst] = useState(false);
  const [billing, setBilling] = useState<BillingInput>(props.billing);
  const [touched, setTouched] = useState<Partial<Record<BillingField, boolean>>>({});
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [notes, setNotes] = useState(draft.notes);
  const [guests, setGuests] = useState(draft.guestEmails);
  const [pay, setPay] = useState<PayState>({ step: "idle" });
  const [payMessage, setPayMessage] = useState<string | null>(null);
  const priceRequest = useRef(0);
  const paying = useRef(false);

  // The cookie may have lost the note and guest e-mails to its size limit: session storage
  // has the whole draft of the same booking.
  useEffect(() => {
    const stored = checkoutDraftFromStored(readBookingDraft());
    if (!stored || !sameBooking(stored, draft)) return;
    // Session storage exists only after hydration: an effect is the place to read it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNotes(stored.notes);
    setGuests(stored.guestEmails);
  }, [draft]);

  useEffect(() => {
    pushCheckoutEvent(checkoutEvent("begin_checkout", analyticsBookingFromCheckout(room, props.priced)));
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problems = gst ? billingProblems(billing) : {};
  const billingState = gst ? billing.state : "";

  /** Asks the server to price the draft again; only the latest answer is shown. */
  const reprice = useCallback(
    async (options: PriceOptions): Promise<{ ok: true; priced: ValidatedBooking } | { ok: false; message: string; status: number }> => {
      const id = ++priceRequest.current;
      setPricing(true);
      const answer = await apiCall(browserEndpoints.booking.validate, { body: validateBodyFor(draft, options) });
      const latest = id === priceRequest.current;
      if (latest) setPricing(false);
      if (!answer.ok || !answer.data) return { ok: false, message: answer.message, status: answer.status };
      if (latest) setPriced(answer.data);
      return { ok: true, priced: answer.data };
    },
    [draft],
  );

  async function applyVoucher(rawCode: string, known?: AppliedVoucher) {
    const code = rawCode.trim().toUpperCase();
    setPromoMessage(null);
    if (!code) return setPromoMessage("Please enter a promo code");
    let description = known?.description;
    if (!known) {
      const times = draft.startTime !== null && draft.endTime !== null ? { start_time: draft.startTime, end_time: draft.endTime } : {};
      const query = {
        voucher_code: code,
        amount: priced.room_amount,
        date_of_booking: draft.date,
        recurrent_flag: "false",
        room_id: draft.roomId,
        ...times,
        quantity: priced.quantity,
      } as const;
      const check = await apiCall(browserEndpoints.checkout.voucher, { query });
      if (!check.ok || !check.data) return setPromoMessage(check.message);
      description = check.data.description;
    }
    const result = await reprice({ voucherCode: code, billingState });
    if (!result.ok) return setPromoMessage(result.message);
    setVoucher({ code, description: description ?? "" });
    setPromo("");
  }

  async function removeVoucher() {
    setVoucher(null);
    setPromoMessage(null);
    const result = await reprice({ billingState });
    if (!result.ok) setPayMessage(result.message);
  }

  async function changeBillingState(nextGst: boolean, nextState: string) {
    const result = await reprice({ voucherCode: voucher?.code, billingState: nextGst ? nextState : "" });
    if (!result.ok) setPayMessage(result.message);
  }

  function setField(field: BillingField, value: string) {
    const next = { ...billing, [field]: value };
    // A valid GSTIN names its state: fill the state in when none is chosen.
    if (field === "gstin" && !billing.state) {
      const state = stateOfGstin(value, props.states);
      if (state) {
        next.state = state;
        void changeBillingState(gst, state);
      }
    }
    setBilling(next);
  }

  async function payNow(event?: FormEvent) {
    event?.preventDefault();
    if (paying.current) return;
    setPayMessage(null);
    if (gst && Object.keys(problems).length > 0) {
      setTouched({ companyName: true, gstin: true, state: true, pincode: true });
      document.getElementById("gst-details")?.scrollIntoView({ block: "center" });
      return setPayMessage("Please check your GST details.");
    }
    if (!terms) {
      setTermsError(true);
      document.getElementById("checkout-terms")?.focus();
      return;
    }
    paying.current = true;
    try {
      const analytics = analyticsBookingFromCheckout(room, priced);
      pushCheckoutEvent(checkoutEvent("payment_checkout", analytics));
      setPay({ step: "working", label: "Checking your booking…" });
      const shownTotal = priced.total_amount;
      const fresh = await reprice({ voucherCode: voucher?.code, billingState });
      if (!fresh.ok) {
        if (fresh.status === 401) return navigate(`/login?redirect=${encodeURIComponent("/checkout")}`);
        setPay({ step: "idle" });
        return setPayMessage(fresh.message);
      }
      if (fresh.priced.total_amount !== shownTotal) {
        setPay({ step: "idle" });
        return setPayMessage(TOTAL_CHANGED);
      }
      setPay({ step: "working", label: "Holding your booking…" });
      const body = bookingCreateBodyFor(draft, fresh.priced, {
        shownTotal,
        notes,
        guestEmails: guests,
        billing: billingDetailsFor({ wantsGstInvoice: gst, ...billing }),
        termsAccepted: true,
      });
      const created = await apiCall(browserEndpoints.checkout.createBooking, { body });
      if (!created.ok || !created.data) {
        setPay({ step: "idle" });
        if (created.status === 401) return navigate(`/login?redirect=${encodeURIComponent("/checkout")}`);
        setPayMessage(created.message);
        setPendingBookings(created.pendingBookings);
        // A slot taken meanwhile or a changed price: show the server's current numbers.
        if (created.status === 409) void reprice({ voucherCode: voucher?.code, billingState });
        return;
      }
      const order = created.data;
      recordCheckoutBooking(order.b_id, analyticsBookingFromCheckout(room, fresh.priced));
      setPay({ step: "holding", order, dismissed: false });
      await openGateway(order);
    } finally {
      paying.current = false;
    }
  }

  async function openGateway(order: PaymentOrder) {
    try {
      await openPaymentGateway(order, {
        go: (href) => navigate(href),
        onDismiss: () => setPay({ step: "holding", order, dismissed: true }),
      });
    } catch {
      setPay({ step: "holding", order, dismissed: true });
      setPayMessage(GATEWAY_UNAVAILABLE_MESSAGE);
    }
  }

  const holdLapsed = useCallback(() => {
    setPay({ step: "idle" });
    setPayMessage("The hold on your booking has lapsed. Press Pay to book it again.");
  }, []);

  const busy = pay.step !== "idle" && !(pay.step === "holding" && pay.dismissed);
  const when = bookingWhenText({
    spaceType: room.space_type,
    startTime: draft.startTime,
    endTime: draft.endTime,
    quantity: priced.quantity,
  });

  return (
    <div className="checkout container">
      <h1 className="checkout__title">Billing and payment</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <RoomSummaryStrip
            variant="card"
            editTo={props.editTo}
            summary={{
              image: room.image,
              name: room.name,
              floor: room.floor,
              address: room.address,
              capacity: room.capacity,
              date: draft.date,
              startTime: draft.startTime,
              endTime: draft.endTime,
              whenText: when,
              amenities: room.amenities,
            }}
          >
            {priced.add_ons.length > 0 ? (
              <div className="checkout-addons">
                <h3 className="checkout-addons__title">Add-ons</h3>
                <ul>
                  {priced.add_ons.map((a) => (
                    <li key={`${a.id}:${a.sub_option_id ?? ""}`}>
                      <span>{a.name}</span>
                      <span className="checkout-addons__qty">× {a.qty}</span>
                      <span className="checkout-addons__price">{rupees(a.price * a.qty)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {notes ? (
              <p className="checkout-note">
                <strong>Note:</strong> {notes}
              </p>
            ) : null}
            {guests.length > 0 ? (
              <p className="checkout-note">
                <strong>Guests invited:</strong> {guests.length}
              </p>
            ) : null}
          </RoomSummaryStrip>

          <section className="checkout-panel" aria-labelledby="offers-title">
            <h2 id="offers-title" className="checkout-panel__title">
              <Icon name="tag" size={20} /> Offers
            </h2>
            {voucher ? (
              <div className="voucher-applied" role="status">
                <Icon name="check-circle" size={20} />
                <div>
                  <strong>{voucher.code} applied</strong>
                  <span>
                    {voucher.description}
                    {priced.discount > 0 ? ` · You save ${rupees(priced.discount)}` : ""}
                  </span>
                </div>
                <button type="button" className="text-button" onClick={removeVoucher} disabled={pricing || busy}>
                  REMOVE
                </button>
              </div>
            ) : null}
            {props.coupons.length > 0 ? (
              <ul className="coupon-list" aria-label="Coupons for this booking">
                {props.coupons.map((c) => {
                  const applied = voucher?.code === c.voucher_code;
                  return (
                    <li key={c.voucher_code} className={applied ? "coupon coupon--applied" : "coupon"}>
                      <span className="coupon__code">{c.voucher_code}</span>
                      <span className="coupon__text">
                        {c.description}
                        {c.discount > 0 ? <small>Save {rupees(c.discount)}</small> : null}
                      </span>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={applied || pricing || busy}
                        aria-label={applied ? `${c.voucher_code} applied` : `Apply ${c.voucher_code}`}
                        onClick={() => applyVoucher(c.voucher_code, c)}
                      >
                        {applied ? "APPLIED" : "APPLY"}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <form
              className="promo-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void applyVoucher(promo);
              }}
            >
              <label className="field promo-form__field">
                <span className="field__label">Promo code</span>
                <input
                  className="field__input"
                  name="voucher_code"
                  value={promo}
                  onChange={(e) => setPromo(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={40}
                  placeholder="Enter promo code"
                  aria-invalid={promoMessage ? true : undefined}
                  aria-describedby={promoMessage ? "promo-message" : undefined}
                />
              </label>
              <Button type="submit" variant="secondary" disabled={pricing || busy}>
                APPLY
              </Button>
              {promoMessage ? (
                <p id="promo-message" className="field__error promo-form__message" role="alert">
                  {promoMessage}
                </p>
              ) : null}
            </form>
          </section>

          <section id="gst-details" className="checkout-panel" aria-labelledby="gst-title">
            <h2 id="gst-title" className="checkout-panel__title">
              <Icon name="receipt" size={20} /> GST details
            </h2>
            <label className="check">
              <input
                type="checkbox"
                checked={gst}
                disabled={busy}
                onChange={(e) => {
                  setGst(e.target.checked);
                  if (billing.state) void changeBillingState(e.target.checked, billing.state);
                }}
              />
              <span>I want a GST invoice for my business</span>
            </label>
            {gst ? (
              <div className="billing-fields">
                <BillingTextField
                  id="billing-company"
                  label="Company name"
                  required
                  value={billing.companyName}
                  error={touched.companyName ? problems.companyName : undefined}
                  onChange={(v) => setField("companyName", v)}
                  onBlur={() => setTouched((t) => ({ ...t, companyName: true }))}
                  autoComplete="organization"
                />
                <BillingTextField
                  id="billing-gstin"
                  label="GSTIN"
                  required
                  value={billing.gstin}
                  error={touched.gstin ? problems.gstin : undefined}
                  onChange={(v) => setField("gstin", v.toUpperCase())}
                  onBlur={() => setTouched((t) => ({ ...t, gstin: true }))}
                  maxLength={15}
                  placeholder="e.g. 29ABCDE1234F1Z5"
                />
                <BillingTextField
                  id="billing-address"
                  label="Billing address"
                  value={billing.address}
                  onChange={(v) => setField("address", v)}
                  autoComplete="street-address"
                  wide
                />
                <label className="field" htmlFor="billing-state">
                  <span className="field__label">
                    State{" "}
                    <span className="required-star" aria-hidden="true">
                      *
                    </span>
                  </span>
                  <select
                    id="billing-state"
                    className="field__select"
                    value={billing.state}
                    required
                    aria-invalid={touched.state && problems.state ? true : undefined}
                    aria-describedby={touched.state && problems.state ? "billing-state-error" : undefined}
                    onChange={(e) => {
                      setField("state", e.target.value);
                      setTouched((t) => ({ ...t, state: true }));
                      void changeBillingState(true, e.target.value);
                    }}
                  >
                    <option value="">Select state</option>
                    {props.states.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                  {touched.state && problems.state ? (
                    <span id="billing-state-error" className="field__error">
                      {problems.state}
                    </span>
                  ) : null}
                </label>
                <BillingTextField
                  id="billing-pincode"
                  label="Pincode"
                  value={billing.pincode}
                  error={touched.pincode ? problems.pincode : undefined}
                  onChange={(v) => setField("pincode", v.replace(/\D/g, "").slice(0, 6))}
                  onBlur={() => setTouched((t) => ({ ...t, pincode: true }))}
                  inputMode="numeric"
                  autoComplete="postal-code"
                />
                <p className="billing-fields__hint">
                  GST is CGST + SGST when the billing state is {room.centreState || "the centre's state"}, and IGST otherwise.
                </p>
              </div>
            ) : null}
          </section>
        </div>

        <aside className="checkout__aside" aria-labelledby="total-title">
          <form className="checkout-panel checkout-total" noValidate onSubmit={payNow}>
            <h2 id="total-title" className="checkout-panel__title">
              Grand total
            </h2>
            <PriceBreakdown
              amounts={priced}
              intraState={priced.intra_state}
              busy={pricing}
              roomLabel={room.space_type_name || "Room amount"}
            />
            {props.cancellationPolicy ? (
              <p className="checkout-total__policy" data-testid="checkout-cancellation-policy">
                <strong>Cancellation policy:</strong> {props.cancellationPolicy}
              </p>
            ) : null}
            <label className={termsError && !terms ? "check check--error" : "check"}>
              <input
                id="checkout-terms"
                type="checkbox"
                checked={terms}
                required
                aria-invalid={termsError && !terms ? true : undefined}
                aria-describedby={termsError && !terms ? "terms-error" : undefined}
                onChange={(e) => setTerms(e.target.checked)}
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
            {termsError && !terms ? (
              <p id="terms-error" className="field__error">
                {BILLING_MESSAGES.terms}
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
                <HoldCountdown expiresAt={pay.order.hold_expires_at} onLapse={holdLapsed} />
                {pay.dismissed ? (
                  <>
                    <p className="checkout-hold__text">Payment not completed. Your booking stays held until the timer runs out.</p>
                    <Button variant="primary" size="lg" className="checkout-total__pay" onClick={() => openGateway(pay.order)}>
                      Complete payment
                    </Button>
                    <ReleaseHoldForm bookingId={pay.order.b_id} csrfToken={props.csrfToken} />
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
        </aside>
      </div>
    </div>
  );
}

type BillingTextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  wide?: boolean;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
};

function BillingTextField({ id, label, value, onChange, onBlur, error, required, wide, ...rest }: BillingTextFieldProps) {
  return (
    <label className={wide ? "field field--wide" : "field"} htmlFor={id}>
      <span className="field__label">
        {label}
        {required ? (
          <>
            {" "}
            <span className="required-star" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </span>
      <input
        id={id}
        className="field__input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...rest}
      />
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </label>
  );
}

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
