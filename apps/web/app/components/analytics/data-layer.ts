/**
 * The tag manager's data layer (001 spec section 7): every analytics event of the product is an
 * object pushed to `window.dataLayer`, which exists before any tag manager loads (and without one).
 */
export type DataLayerWindow = { dataLayer?: unknown[] };

export function ensureDataLayer(win: DataLayerWindow = window as unknown as DataLayerWindow): unknown[] {
  win.dataLayer = win.dataLayer ?? [];
  return win.dataLayer;
}

/**
 * Pushes an ecommerce event; the previous ecommerce object is cleared first, as GA4 asks, so
 * the items of one event never leak into the next.
 */
export function pushEcommerceEvent(
  event: { event: string; ecommerce: unknown },
  win: DataLayerWindow = window as unknown as DataLayerWindow,
): void {
  const layer = ensureDataLayer(win);
  layer.push({ ecommerce: null });
  layer.push(event);
}
