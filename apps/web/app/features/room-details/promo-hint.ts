/**
 * The promo hint under a price: the spec's promo codes carry their percentage in their
 * names (MR30, DP25, AERO25; DECISIONS.md section 5).
 */
export function promoHint(code: string | null): string | null {
  if (!code) return null;
  const percent = /(\d{1,2})$/.exec(code)?.[1];
  return percent ? `Use code ${code} at checkout to save ${Number(percent)}%` : `Use code ${code} at checkout`;
}
