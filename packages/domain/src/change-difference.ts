// The money side of a change after booking (issue 16, decision 0028): what a reschedule or new
// add-ons add to (or take from) the supply, GST split like the invoice, and how a refund is
// spread over the booking's payments without ever returning more than a payment has left.
import type { CancellableBooking, RefundAmounts } from "./cancellation-policy";

export type SupplyAmounts = CancellableBooking["amounts"];

/** A change's effect on the supply: each line after minus before (negative when it costs less). */
export type ChangeDifference = {
  roomPaise: number;
  addOnsPaise: number;
  discountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export function changeDifference(before: SupplyAmounts, after: SupplyAmounts): ChangeDifference {
  return {
    roomPaise: after.roomAmountPaise - before.roomAmountPaise,
    addOnsPaise: after.addOnsAmountPaise - before.addOnsAmountPaise,
    discountPaise: after.discountPaise - before.discountPaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
    totalPaise: after.totalPaise - before.totalPaise,
  };
}

/** An add-on line as booked: the item (and its option), how many, at what price each. */
export type AddOnItem = { foodOptionId: number; subOptionId: number | null; name: string; qty: number; unitPricePaise: number };

/**
 * What a change's add-on difference is made of, item by item, like the change's other lines
 * (after minus before): an item added or increased has a positive quantity, one taken away or
 * reduced a negative one; an item whose price changed meanwhile leaves at its old price and
 * comes back at its new one. The lines add up to the difference of the add-ons' amounts.
 */
export function addOnsDifference(
  before: readonly AddOnItem[],
  after: readonly AddOnItem[],
): { name: string; qty: number; unitPricePaise: number }[] {
  const keyOf = (item: AddOnItem) => `${item.foodOptionId}:${item.subOptionId ?? ""}:${item.unitPricePaise}`;
  const lines = new Map<string, { name: string; qty: number; unitPricePaise: number }>();
  for (const [items, sign] of [
    [after, 1],
    [before, -1],
  ] as const) {
    for (const item of items) {
      const line = lines.get(keyOf(item)) ?? { name: item.name, qty: 0, unitPricePaise: item.unitPricePaise };
      line.qty += sign * item.qty;
      lines.set(keyOf(item), line);
    }
  }
  return [...lines.values()].filter((line) => line.qty !== 0);
}

/** The supply as it stands: the invoiced amounts plus every applied change's difference. */
export function currentSupply(invoiced: SupplyAmounts, applied: readonly ChangeDifference[]): SupplyAmounts {
  return applied.reduce<SupplyAmounts>(
    (a, d) => ({
      roomAmountPaise: a.roomAmountPaise + d.roomPaise,
      addOnsAmountPaise: a.addOnsAmountPaise + d.addOnsPaise,
      discountPaise: a.discountPaise + d.discountPaise,
      cgstPaise: a.cgstPaise + d.cgstPaise,
      sgstPaise: a.sgstPaise + d.sgstPaise,
      igstPaise: a.igstPaise + d.igstPaise,
      totalPaise: a.totalPaise + d.totalPaise,
    }),
    { ...invoiced },
  );
}

/** The refund of a change that costs less: the difference's lines, positive (the credit note's lines add up). */
export function differenceRefund(difference: ChangeDifference): RefundAmounts {
  const cgstPaise = Math.max(0, -difference.cgstPaise);
  const sgstPaise = Math.max(0, -difference.sgstPaise);
  const igstPaise = Math.max(0, -difference.igstPaise);
  const totalPaise = Math.max(0, -difference.totalPaise);
  return { percent: 0, taxablePaise: totalPaise - cgstPaise - sgstPaise - igstPaise, cgstPaise, sgstPaise, igstPaise, totalPaise };
}

/** A captured payment of a booking and how much of it has been (or is being) refunded. */
export type PaymentBalance = { paymentId: string; capturedPaise: number; refundedPaise: number };

/** What can still go back through a payment: captured minus refunded, never below zero. */
export function remainingOf(payment: PaymentBalance): number {
  return Math.max(0, payment.capturedPaise - payment.refundedPaise);
}

/**
 * Spreads a refund over the booking's payments, first payment first, never more than each has
 * left: the parts add up to min(refund, what remains in all). Each part's tax is its share of
 * the refund's tax (rounded down; the taxable value takes the rest), so every credit note adds up.
 */
export function allocateRefund(refund: RefundAmounts, payments: readonly PaymentBalance[]): { paymentId: string; refund: RefundAmounts }[] {
  const total = refund.totalPaise;
  let left = Math.min(
    total,
    payments.reduce((sum, p) => sum + remainingOf(p), 0),
  );
  const parts: { paymentId: string; refund: RefundAmounts }[] = [];
  for (const payment of payments) {
    if (left <= 0) break;
    const amount = Math.min(left, remainingOf(payment));
    if (amount <= 0) continue;
    left -= amount;
    const share = (paise: number) => (total === 0 ? 0 : Math.floor((paise * amount) / total));
    const cgstPaise = share(refund.cgstPaise);
    const sgstPaise = share(refund.sgstPaise);
    const igstPaise = share(refund.igstPaise);
    parts.push({
      paymentId: payment.paymentId,
      refund: {
        percent: refund.percent,
        taxablePaise: amount - cgstPaise - sgstPaise - igstPaise,
        cgstPaise,
        sgstPaise,
        igstPaise,
        totalPaise: amount,
      },
    });
  }
  return parts;
}
