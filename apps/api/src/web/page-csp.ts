import type { AppConfig } from "../config";

/** The origin of a tile URL template; a `{s}` subdomain becomes a wildcard. */
export function tileOrigin(template: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return undefined;
  const host = (match[2] ?? "").replace(/\{s\}/g, "*");
  if (!/^[a-z0-9*.:-]+$/i.test(host)) return undefined;
  return `${match[1]}://${host}`;
}

/** Which inline scripts a page runs: those with this answer's nonce, or exactly those of these SHA-256 hashes (base64). */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of a server-rendered page (docs/decisions/0017): inline scripts
 * only with this response's nonce (a rendered page) or of the hashes of the scripts its render
 * marked with the nonce (a kept page, decision 0038), other scripts only from the hosts the
 * configured integrations need, the ALTCHA worker, the map tiles, and nothing may frame the
 * page. The directives of an integration appear only when it is configured (Razorpay,
 * reCAPTCHA, Google and Facebook sign-in).
 */
export function pageContentSecurityPolicy(config: AppConfig, inline: InlineScripts): string {
  const script = ["'self'", ...("nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'sha256-${hash}'`))];
  const connect = ["'self'"];
  const frame: string[] = [];
  const img = ["'self'", "data:", "blob:"];
  const tiles = tileOrigin(config.publicConfig.mapTileUrl);
  if (tiles) img.push(tiles);
  if (config.payments.gateway === "razorpay") {
    script.push("https://checkout.razorpay.com");
    frame.push("https://api.razorpay.com");
    connect.push("https://api.razorpay.com", "https://lumberjack.razorpay.com");
    img.push("https://cdn.razorpay.com");
  }
  if (config.recaptcha) {
    script.push("https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/");
    frame.push("https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/");
  }
  if (config.social.google) {
    script.push("https://accounts.google.com/gsi/client");
    frame.push("https://accounts.google.com/gsi/");
    connect.push("https://accounts.google.com/gsi/");
  }
  if (config.social.facebook) {
    script.push("https://connect.facebook.net");
    frame.push("https://www.facebook.com", "https://web.facebook.com");
    connect.push("https://graph.facebook.com");
  }
  if (config.publicConfig.gtmId) {
    // The tag manager (GTM_ID) and the Google Analytics collectors it sends to.
    script.push("https://www.googletagmanager.com");
    connect.push("https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com");
    img.push("https://www.googletagmanager.com", "https://*.google-analytics.com");
  }
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["script-src-attr", ["'none'"]],
    // React renders style attributes and Leaflet and ALTCHA add <style>; styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", img],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", connect],
    // ALTCHA solves its proof of work in a worker made from a blob: URL.
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", frame.length > 0 ? frame : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
