import { DAYS_PER_MONTH } from "./price-unit";

/** "Rounded" in the spec means whole rupees (DECISIONS.md section 2). */
export function roundToRupee(paise: number): number {
  return Math.round(paise / 100) * 100;
}

export type RoomAmountInput =
  | { kind: "timed"; costPaise: number; startTime: number; endTime: number }
  | { kind: "pass"; costPaise: number; days: number; passes: number; discountPercent?: number }
  | { kind: "subscription"; costPaise: number; months: number; monthFactorBp: number };

/**
 * The room amount in paise:
 * timed rooms cost per hour x slots / 2; passes rate x days x count, less the pass option's
 * saving (a "5 Day Pass Pack - Save 10%" costs 90% of five single days), rounded; a virtual
 * office the monthly price shown (daily rate x 30 x factor) x months, rounded.
 */
export function roomAmountPaise(input: RoomAmountInput): number {
  switch (input.kind) {
    case "timed":
      return Math.round((input.costPaise * (input.endTime - input.startTime)) / 2);
    case "pass":
      return roundToRupee((input.costPaise * input.days * input.passes * (100 - (input.discountPercent ?? 0))) / 100);
    case "subscription":
      return roundToRupee((input.costPaise * DAYS_PER_MONTH * input.monthFactorBp * input.months) / 10000);
  }
}

export function addOnsAmountPaise(lines: readonly { unitPricePaise: number; qty: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePaise * line.qty, 0);
}

export const GST_RATE_BP = 1800;

export type GstSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number; gstPaise: number };

/**
 * GST on the taxable value: CGST + SGST (half each) when the supply is within the centre's
 * state (or no other state is given), IGST otherwise (DECISIONS.md section 2).
 */
export function gstSplit(taxablePaise: number, intraState: boolean, rateBp = GST_RATE_BP): GstSplit {
  if (intraState) {
    const half = Math.round((taxablePaise * rateBp) / 2 / 10000);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0, gstPaise: half * 2 };
  }
  const igst = Math.round((taxablePaise * rateBp) / 10000);
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: igst, gstPaise: igst };
}

export type PriceBreakdown = {
  roomAmountPaise: number;
  addOnsAmountPaise: number;
  discountPaise: number;
  taxablePaise: number;
} & GstSplit & { totalPaise: number };

export function priceBreakdown(input: {
  roomAmountPaise: number;
  addOnsAmountPaise: number;
  discountPaise: number;
  intraState: boolean;
  rateBp?: number;
}): PriceBreakdown {
  const discount = Math.min(input.discountPaise, input.roomAmountPaise + input.addOnsAmountPaise);
  const taxable = input.roomAmountPaise + input.addOnsAmountPaise - discount;
  const gst = gstSplit(taxable, input.intraState, input.rateBp);
  return {
    roomAmountPaise: input.roomAmountPaise,
    addOnsAmountPaise: input.addOnsAmountPaise,
    discountPaise: discount,
    taxablePaise: taxable,
    ...gst,
    totalPaise: taxable + gst.gstPaise,
  };
}

/** The label a pass option's saving is shown with; the same percent prices it (roomAmountPaise). */
export function passSavingLabel(discountPercent: number): string | null {
  return discountPercent > 0 ? `Save ${discountPercent}%` : null;
}
