// Money is integer paise everywhere; rupees appear only at the edges (DECISIONS.md section 2).

/**
 * "12,34,567": the last three digits, then pairs, as Indian numbering groups them. By hand
 * rather than with `Intl.NumberFormat("en-IN")`, whose first use in a browser loads the
 * locale's number data: 15 to 80 ms of a page's main thread on a fast machine, four times
 * that on a phone (docs/decisions/0035, "Twelfth session"). The tests hold it to Intl's output.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** "₹1,23,456" with Indian digit grouping; paise shown only when not whole rupees. */
export function formatRupees(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  const sign = paise < 0 && whole > 0 ? "-" : "";
  const rupees = groupIndian(String(Math.floor(whole / 100)));
  const rest = whole % 100;
  return rest === 0 ? `${sign}₹${rupees}` : `${sign}₹${rupees}.${String(rest).padStart(2, "0")}`;
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
