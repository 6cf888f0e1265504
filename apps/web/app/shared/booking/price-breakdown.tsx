import type { BookingAmounts } from "@workbay/contracts/booking";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";

export type PriceAmounts = Omit<BookingAmounts, "gst_amount">;

/** Rupees from the server, shown with Indian grouping ('₹1,23,456'; paise only when there are some). */
export const rupees = (value: number) => formatRupees(rupeesToPaise(value));

/**
 * The grand total broken down as the server priced it: room, add-ons, discount, CGST + SGST
 * (within the centre's state) or IGST (another billing state), total.
 */
export function PriceBreakdown({
  amounts,
  intraState,
  roomLabel = "Room amount",
  busy = false,
}: {
  amounts: PriceAmounts;
  intraState?: boolean;
  roomLabel?: string;
  busy?: boolean;
}) {
  // The GST rate is configuration: the labels name the taxes, not their percent.
  const interState = intraState === undefined ? amounts.igst > 0 : !intraState;
  return (
    <dl className="price-breakdown" aria-busy={busy} data-testid="price-breakdown">
      <div className="price-breakdown__row">
        <dt>{roomLabel}</dt>
        <dd>{rupees(amounts.room_amount)}</dd>
      </div>
      {amounts.add_ons_price > 0 ? (
        <div className="price-breakdown__row">
          <dt>Add-ons</dt>
          <dd>{rupees(amounts.add_ons_price)}</dd>
        </div>
      ) : null}
      {amounts.discount > 0 ? (
        <div className="price-breakdown__row price-breakdown__row--discount">
          <dt>Discount{amounts.voucher_code ? ` (${amounts.voucher_code})` : ""}</dt>
          <dd data-testid="price-discount">−{rupees(amounts.discount)}</dd>
        </div>
      ) : null}
      {interState ? (
        <div className="price-breakdown__row">
          <dt>IGST</dt>
          <dd data-testid="price-igst">{rupees(amounts.igst)}</dd>
        </div>
      ) : (
        <>
          <div className="price-breakdown__row">
            <dt>CGST</dt>
            <dd data-testid="price-cgst">{rupees(amounts.cgst)}</dd>
          </div>
          <div className="price-breakdown__row">
            <dt>SGST</dt>
            <dd data-testid="price-sgst">{rupees(amounts.sgst)}</dd>
          </div>
        </>
      )}
      <div className="price-breakdown__row price-breakdown__row--total">
        <dt>Total</dt>
        <dd data-testid="price-total">{rupees(amounts.total_amount)}</dd>
      </div>
    </dl>
  );
}
