import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import { compressed, type ContentEncoding } from "../content-encoding";
import { OPERATOR_COOKIE } from "../services/operator-sessions";
import { COOKIE } from "../services/sessions";
import { nextSlotBoundary } from "../services/listing-cache";
import { pageContentSecurityPolicy } from "./page-csp";
import { availabilityPair, type AvailabilityReads } from "../services/session-memo";

/**
 * Whole pages for visitors who are not signed in (decision 0038): the HTML of a page request
 * answered 200 without cookies of its own, kept for a few seconds, so a busy page (a room, a
 * city list) is rendered once per change instead of once per visitor.
 *
 * - **Who**: GET document requests, and the data requests of client-side navigations (`*.data`,
 *   answered 200: their loaders' data as React Router encodes it), without a customer or
 *   operator session cookie. The key is
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
 * - **Dropped at once** on this instance by a change a page may show: a change to an API
 *   route (over HTTP or in process, whatever its answer) drops every page, unless the route
 *   declares `keepsPages` (register-endpoint.ts). An availability change (a hold, booking,
 *   expiry, cancellation or block, here or in another instance's message) drops only the pages
 *   whose render read that room on that date, or read availability without saying which
 *   (SessionMemo.availability); a catalogue message drops every page. A render that overlapped
 *   a drop of something it read is not stored.
 * - **One render at a time**: visitors who miss a page while it is being rendered wait for that
 *   render and get the page it kept (`pending`, `begin`).
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

/** How many drops a render may overlap and still be judged by what it read (else it is not kept). */
const DROPS_REMEMBERED = 256;

/**
 * The kept pages of one instance, each with what its render read of the taken slots and passes
 * (AvailabilityReads): an availability change drops the pages that read one of its rooms on
 * its date, and those that read everything; any other change drops them all. A render that
 * overlapped a drop of what it read is not kept (it may have read the state before).
 */
export function createPageCache(clock: () => Date) {
  const pages = new Map<string, { page: KeptPage; reads: AvailabilityReads }>();
  /** Room-and-date pair -> keys of the pages that read it; and the pages that read everything. */
  const readers = new Map<string, Set<string>>();
  const readAll = new Set<string>();
  let generation = 0;
  /** The last drops, oldest first: the generation each made, and the pairs it dropped (or all). */
  const drops: { generation: number; pairs: ReadonlySet<string> | "all" }[] = [];

  function remove(key: string) {
    const stored = pages.get(key);
    if (!stored) return;
    pages.delete(key);
    readAll.delete(key);
    for (const pair of stored.reads.pairs) {
      const keys = readers.get(pair);
      keys?.delete(key);
      if (keys?.size === 0) readers.delete(pair);
    }
  }

  function dropped(pairs: ReadonlySet<string> | "all") {
    generation += 1;
    drops.push({ generation, pairs });
    if (drops.length > DROPS_REMEMBERED) drops.shift();
  }

  /** Whether a render begun at generation `startedAt` that read `reads` missed no drop of it. */
  function stillGood(startedAt: number, reads: AvailabilityReads): boolean {
    if (startedAt === generation) return true;
    if (reads.all || drops.length === 0 || drops[0]!.generation > startedAt + 1) return false;
    return drops.every(
      (drop) =>
        drop.generation <= startedAt ||
        (drop.pairs !== "all" && ![...reads.pairs].some((pair) => (drop.pairs as ReadonlySet<string>).has(pair))),
    );
  }

  /** Renders under way, by key: concurrent misses of a page wait for one render (mount-web.ts). */
  const renders = new Map<string, Promise<void>>();

  return {
    /** A render of this page under way, if any. */
    pending: (key: string): Promise<void> | undefined => renders.get(key),
    /** Marks a render of this page begun; the function it returns ends it, stored or not. */
    begin(key: string): () => void {
      if (renders.has(key)) return () => undefined;
      let end!: () => void;
      renders.set(
        key,
        new Promise<void>((resolve) => {
          end = resolve;
        }),
      );
      return () => {
        renders.delete(key);
        end();
      };
    },
    /** A stored page still good now, if any. */
    get(key: string): KeptPage | undefined {
      const stored = pages.get(key);
      if (!stored) return undefined;
      if (clock().getTime() < stored.page.validUntil) return stored.page;
      remove(key);
      return undefined;
    },
    /** The count of drops so far: a render records it before it starts. */
    generation: () => generation,
    /** Until when a page rendered now may be kept. */
    validUntil(): number {
      const now = clock();
      return Math.min(now.getTime() + PAGE_CACHE_TTL_MS, nextSlotBoundary(now));
    },
    /** Stores a kept page, unless what it read was dropped since `startedAt`; whether it did. */
    set(key: string, startedAt: number, page: KeptPage, reads: AvailabilityReads): boolean {
      if (!stillGood(startedAt, reads)) return false;
      remove(key);
      if (pages.size >= MAX_PAGES) remove(pages.keys().next().value!);
      pages.set(key, { page, reads });
      if (reads.all) readAll.add(key);
      for (const pair of reads.pairs) {
        let keys = readers.get(pair);
        if (!keys) readers.set(pair, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },
    /** Drops the pages that read one of these rooms on its date, and those that read everything. */
    dropAvailability(changes: readonly { roomId: number; date: string }[]) {
      const pairs = new Set(changes.map((change) => availabilityPair(change.roomId, change.date)));
      dropped(pairs);
      for (const key of [...readAll]) remove(key);
      for (const pair of pairs) for (const key of [...(readers.get(pair) ?? [])]) remove(key);
    },
    clear() {
      dropped("all");
      pages.clear();
      readers.clear();
      readAll.clear();
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
