import { useEffect } from "react";
import { ensureDataLayer, type DataLayerWindow } from "./data-layer";

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** The container's script; GTM_ID is checked at start-up (GTM-XXXX), so it needs no escaping. */
export function tagManagerScriptUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/**
 * Starts Google Tag Manager as its own snippet does (the gtm.start event, then the container
 * script), but from code after hydration: an external, async script, so nothing inline needs a
 * CSP nonce and nothing blocks the first paint. Starts once per page, however often called.
 */
export function startTagManager(gtmId: string, win: Window = window, doc: Document = document): boolean {
  if (doc.querySelector(`script[data-gtm-id]`)) return false;
  ensureDataLayer(win as unknown as DataLayerWindow).push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.async = true;
  script.src = tagManagerScriptUrl(gtmId);
  script.dataset.gtmId = gtmId;
  doc.head.appendChild(script);
  return true;
}

/** Loads the tag manager when GTM_ID is configured; renders nothing (no <noscript> iframe: no tracking without JavaScript). */
export function TagManager({ gtmId }: { gtmId: string | null }) {
  useEffect(() => {
    if (gtmId) startTagManager(gtmId);
  }, [gtmId]);
  return null;
}
