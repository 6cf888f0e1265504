import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import { compressed, type ContentEncoding } from "../content-encoding";
import { OPERATOR_COOKIE } from "../services/operator-sessions";
import { COOKIE } from "../services/sessions";
import { nextSlotBoundary } from "../services/listing-cache";
import { pageContentSecurityPolicy } from "./page-csp";

/**
 * Whole pages for visitors who are not signed in (decision 0038): the HTML of a page request
 * answered 200 without cookies of its own, kept for a few seconds, so a busy page (a room, a
 * city list) is rendered once per change instead of once per visitor.
 *
 * - **Who**: GET document requests without a customer or operator session cookie. The key is
 *   the address (with scheme and host), every cookie the visitor sent and Accept-Language, so two visitors share an
 *   entry only when the page could not tell them apart.
 * - **Signed in**: the server renders every page logged out (the header reads the session in
 *   the browser). A route whose modules all declare `handle.sessionBlind` (their loaders read
 *   neither the session nor its cookies) keeps its page under the key without the session's
 *   cookies, and when its render asked no API call who is signed in (SessionMemo.asked), the
 *   page is sent to signed-in visitors too, after the check that their session is alive (a
 *   dead one's cookies are expired, as on a rendered page). Any other page of a signed-in
 *   visitor is rendered for them.
 * - **How long**: at most PAGE_CACHE_TTL_MS (15 s), and never past the next half-hour of the
 *   clock ("now" in the slot maps, today's date).
 * - **Dropped at once** on this instance by any change: any request but GET/HEAD/OPTIONS (API
 *   or page action, whatever its answer), any in-process call that is not a GET, every
 *   availability change (holds, bookings, expiries, blocks) and every catalogue or availability
 *   message from other instances. A render begun before a drop is not stored.
 * - **Not seen by the cache**: a change on another instance that sends no message (a policy
 *   edit, a coupon) shows here within the TTL.
 * - **Static bytes**: a kept page has no nonce. Its CSP names the SHA-256 hashes of the inline
 *   scripts its render marked with the render's nonce (and only those), the nonce attributes are
 *   taken out, and the answer is stored whole: the HTML, its brotli and gzip copies, the headers
 *   (CSP, ETag, Vary), so an answer picks bytes by Accept-Encoding and sends them (If-None-Match:
 *   304). The first answer of a kept page is already these bytes.
 * PAGE_CACHE=false turns it off (the bench compares; a diagnosis aid).
 */
export type KeptPage = {
  status: number;
  /** Every header of the answer but Content-Encoding and Content-Length (the encoding's). */
  headers: Record<string, string>;
  /** A weak validator: the same for every encoding of the same HTML and policy. */
  etag: string;
  bodies: Record<ContentEncoding, Buffer>;
  validUntil: number;
  /** Rendered on a session-blind route without asking who is signed in: signed-in visitors get it too. */
  forSessions: boolean;
};

export const PAGE_CACHE_TTL_MS = 15_000;
const MAX_PAGES = 300;
const SESSION_COOKIES: readonly string[] = [...Object.values(COOKIE), OPERATOR_COOKIE.session];
/** The opening tag and text of each inline script (no src) of a document. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of an inline script's text, as CSP compares it (its UTF-8 bytes). */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * A rendered page as a kept page: its inline scripts that carry `nonce` become hashes in its
 * CSP (scripts without it stay refused, as under the nonce), the nonce attributes go. Undefined
 * when the nonce appears anywhere else in the page (it would be written into the kept bytes).
 */
export function keptPage(
  config: AppConfig,
  page: { status: number; headers: [string, string][]; html: string; nonce: string },
  validUntil: number,
  forSessions = false,
): KeptPage | undefined {
  const attribute = ` nonce="${page.nonce}"`;
  const hashes: string[] = [];
  for (const [, attributes, text] of page.html.matchAll(INLINE_SCRIPT)) {
    if (!attributes!.includes(attribute) || /\ssrc\s*=/i.test(attributes!)) continue;
    const hash = scriptHash(text!);
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  const html = page.html.replaceAll(attribute, "");
  if (html.includes(page.nonce)) return undefined;
  const csp = pageContentSecurityPolicy(config, { hashes });
  const identity = Buffer.from(html, "utf8");
  const etag = `W/"${createHash("sha256").update(csp).update("\n").update(identity).digest("base64url").slice(0, 27)}"`;
  const headers: Record<string, string> = {};
  for (const [key, value] of page.headers) headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  const vary = headers.vary;
  headers.vary = vary && !/accept-encoding/i.test(vary) ? `${vary}, Accept-Encoding` : (vary ?? "Accept-Encoding");
  headers["content-security-policy"] = csp;
  headers.etag = etag;
  return {
    status: page.status,
    headers,
    etag,
    bodies: {
      identity,
      br: compressed(identity, "br"),
      gzip: compressed(identity, "gzip"),
    },
    validUntil,
    forSessions,
  };
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === bare;
  });
}

export function createPageCache(clock: () => Date) {
  const pages = new Map<string, KeptPage>();
  let generation = 0;
  return {
    /** A stored page still good now, if any. */
    get(key: string): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (clock().getTime() < page.validUntil) return page;
      pages.delete(key);
      return undefined;
    },
    /** The count of drops so far: a render records it before it starts. */
    generation: () => generation,
    /** Until when a page rendered now may be kept. */
    validUntil(): number {
      const now = clock();
      return Math.min(now.getTime() + PAGE_CACHE_TTL_MS, nextSlotBoundary(now));
    },
    /** Stores a kept page, unless something was dropped since `startedAt`; whether it did. */
    set(key: string, startedAt: number, page: KeptPage): boolean {
      if (startedAt !== generation) return false;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
      return true;
    },
    clear() {
      generation += 1;
      pages.clear();
    },
    size: () => pages.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Where a page request's answer may be kept: its key, and whether it carries a session's cookies. */
export type PageCacheKey = { key: string; signedIn: boolean };

/**
 * The key of a document GET whose page may be shared, or undefined (not a document GET, or
 * signed in on a page that is not `sessionBlind`). A session's cookies are not part of the
 * key: a signed-in visitor of a session-blind page shares the entry of a visitor with the same
 * other cookies, and is answered from it only when the page kept there was rendered without
 * asking who is signed in (KeptPage.forSessions).
 */
export function pageCacheKey(request: FastifyRequest, sessionBlind: () => boolean): PageCacheKey | undefined {
  if (request.method !== "GET") return undefined;
  const path = request.url.split("?")[0] ?? "";
  if (path.endsWith(".data")) return undefined;
  const cookies = request.cookies;
  const signedIn = SESSION_COOKIES.some((name) => cookies[name] !== undefined);
  if (signedIn && !sessionBlind()) return undefined;
  const others = (request.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !SESSION_COOKIES.includes(pair.split("=")[0]!.trim()));
  // The origin too: a page may build links from the address it was asked at (mount-web's toFetchRequest).
  return {
    key: `${request.protocol}://${request.host}${request.url}\n${others.join("; ")}\n${request.headers["accept-language"] ?? ""}`,
    signedIn,
  };
}
