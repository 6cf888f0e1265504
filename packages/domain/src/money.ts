// Money is integer paise everywhere; rupees appear only at the edges (DECISIONS.md section 2).
const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeeFormatWithPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,23,456" with Indian digit grouping; paise shown only when not whole rupees. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? rupeeFormat.format(paise / 100) : rupeeFormatWithPaise.format(paise / 100);
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
