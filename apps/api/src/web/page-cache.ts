import type { FastifyRequest } from "fastify";
import { OPERATOR_COOKIE } from "../services/operator-sessions";
import { COOKIE } from "../services/sessions";
import { nextSlotBoundary } from "../services/listing-cache";

/**
 * Whole pages for visitors who are not signed in (decision 0038): the HTML of a page request
 * answered 200 without cookies of its own, kept for a few seconds, so a busy page (a room, a
 * city list) is rendered once per change instead of once per visitor.
 *
 * - **Who**: GET document requests without a customer or operator session cookie. The key is
 *   the address (with scheme and host), every cookie the visitor sent and Accept-Language, so two visitors share an
 *   entry only when the page could not tell them apart.
 * - **How long**: at most PAGE_CACHE_TTL_MS (15 s), and never past the next half-hour of the
 *   clock ("now" in the slot maps, today's date).
 * - **Dropped at once** on this instance by any change: any request but GET/HEAD/OPTIONS (API
 *   or page action, whatever its answer), any in-process call that is not a GET, every
 *   availability change (holds, bookings, expiries, blocks) and every catalogue or availability
 *   message from other instances. A render begun before a drop is not stored.
 * - **Not seen by the cache**: a change on another instance that sends no message (a policy
 *   edit, a coupon) shows here within the TTL.
 * - The CSP nonce differs per answer: it is stored as a placeholder and written in per answer.
 * PAGE_CACHE=false turns it off (the bench compares; a diagnosis aid).
 */
export type CachedPage = { status: number; headers: [string, string][]; html: string; validUntil: number };

export const PAGE_CACHE_TTL_MS = 15_000;
const MAX_PAGES = 300;
const SESSION_COOKIES: readonly string[] = [...Object.values(COOKIE), OPERATOR_COOKIE.session];
/** What a stored page holds where its answer's nonce was (never a base64 nonce's character). */
export const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

export function createPageCache(clock: () => Date) {
  const pages = new Map<string, CachedPage>();
  let generation = 0;
  return {
    /** A stored page still good now, if any. */
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (clock().getTime() < page.validUntil) return page;
      pages.delete(key);
      return undefined;
    },
    /** The count of drops so far: a render records it before it starts. */
    generation: () => generation,
    /** Stores a page rendered with `nonce`, unless something was dropped since `startedAt`. */
    set(key: string, startedAt: number, page: { status: number; headers: [string, string][]; html: string; nonce: string }) {
      if (startedAt !== generation) return;
      const now = clock();
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, {
        status: page.status,
        headers: page.headers,
        html: page.html.replaceAll(page.nonce, NONCE_PLACEHOLDER),
        validUntil: Math.min(now.getTime() + PAGE_CACHE_TTL_MS, nextSlotBoundary(now)),
      });
    },
    clear() {
      generation += 1;
      pages.clear();
    },
    size: () => pages.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The key of a request whose page may be shared, or undefined (signed in, not a document GET). */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== "GET") return undefined;
  const path = request.url.split("?")[0] ?? "";
  if (path.endsWith(".data")) return undefined;
  const cookies = request.cookies;
  if (SESSION_COOKIES.some((name) => cookies[name] !== undefined)) return undefined;
  // The origin too: a page may build links from the address it was asked at (mount-web's toFetchRequest).
  return `${request.protocol}://${request.host}${request.url}\n${request.headers.cookie ?? ""}\n${request.headers["accept-language"] ?? ""}`;
}
