import type { AppliedVoucher } from "@workbay/contracts/checkout";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { rupees } from "../../shared/booking/price-breakdown";
import type { useVoucher } from "./use-voucher";

type OffersPanelProps = {
  offers: ReturnType<typeof useVoucher>;
  coupons: AppliedVoucher[];
  /** The discount of the applied voucher, in paise. */
  discount: number;
  /** Pricing or paying: the buttons wait. */
  disabled: boolean;
};

/** The applied voucher, the coupons for this booking and a promo code box (000 spec section 3). */
export function OffersPanel({ offers, coupons, discount, disabled }: OffersPanelProps) {
  const { voucher, promo, setPromo, promoMessage, applyVoucher, removeVoucher } = offers;
  return (
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
              {discount > 0 ? ` · You save ${rupees(discount)}` : ""}
            </span>
          </div>
          <button type="button" className="text-button" onClick={removeVoucher} disabled={disabled}>
            REMOVE
          </button>
        </div>
      ) : null}
      {coupons.length > 0 ? (
        <ul className="coupon-list" aria-label="Coupons for this booking">
          {coupons.map((c) => {
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
                  disabled={applied || disabled}
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
        <Button type="submit" variant="secondary" disabled={disabled}>
          APPLY
        </Button>
        {promoMessage ? (
          <p id="promo-message" className="field__error promo-form__message" role="alert">
            {promoMessage}
          </p>
        ) : null}
      </form>
    </section>
  );
}
