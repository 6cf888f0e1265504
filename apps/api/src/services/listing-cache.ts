// Whole room-list answers, cached (issue 18, docs/decisions/0035), and room answers the same
// way (room-catalogue.ts getRoomCached). An answer is kept under its normalised query (with the
// date resolved) and depends on the taken slots and sold passes of the rooms it was computed
// from on that date: the page's rooms, or, for availability=true, every candidate; a room's
// answer, its room. Every write that takes or frees slots or passes reports its rooms and dates
// (packages/db/src/availability-changes.ts); the answers that depend on one of them are dropped
// here at once and, through the cluster messages, on every other instance. A catalogue change
// drops them all. Answers also end at the next half-hour (IST slot boundaries are UTC
// half-hours): "the next free slot from now" moves then, and a new day begins on one.
import { LRUCache } from "lru-cache";
import { compressed } from "../content-encoding";
import type { AvailabilityChange } from "@workbay/db/availability-changes";
import type { Database } from "@workbay/db/client";

/**
 * ROOM_LIST_CACHE=false turns the answer cache off (the bench compares; a diagnosis aid). Read
 * when a database's cache is first made, so a test can build an app without it.
 */
const cacheEnabled = () => process.env.ROOM_LIST_CACHE !== "false";
/** Fallback for a message lost between a commit and a crash: no answer outlives this. */
const LISTING_TTL_MS = 15_000;
const SLOT_MS = 30 * 60_000;
/** Bodies are JSON text; the cache holds at most this many characters of them. */
const MAX_CACHED_CHARS = 32 * 1024 * 1024;

export type ComputedListing = { body: string; roomIds: readonly number[]; date: string };
/**
 * A listing's answer: its JSON text, the rooms and date it was computed from, and its brotli or
 * gzip copy made on the first request that asks for it and kept with the answer, so a cached
 * answer is compressed once, not per request (and its UTF-8 bytes, for the hot answers).
 */
export type ListingAnswer = Readonly<ComputedListing> & { copy(encoding: "br" | "gzip"): Buffer; bytes(): Buffer };
/** A cached answer knows its key, so the hot answers (hot-answers.ts) can ask whether it is still the live one. */
type Entry = ListingAnswer & { key: string; validUntil: number };

function withCopies<T extends ComputedListing>(answer: T): T & ListingAnswer {
  const copies: { br?: Buffer; gzip?: Buffer } = {};
  let bytes: Buffer | undefined;
  const identity = () => (bytes ??= Buffer.from(answer.body, "utf8"));
  return {
    ...answer,
    copy(encoding) {
      return (copies[encoding] ??= compressed(identity(), encoding));
    },
    bytes: identity,
  };
}

type ListingCache = {
  enabled: boolean;
  answers: LRUCache<string, Entry>;
  /** `${roomId}|${date}` -> keys of the answers that depend on it. */
  dependents: Map<string, Set<string>>;
  /** Answers being computed, shared by concurrent requests for the same key. */
  loading: Map<string, Promise<Entry>>;
  /** Moves on every invalidation: a computation that started before one is not stored. */
  generation: number;
};

const cachesByDatabase = new WeakMap<Database, ListingCache>();

const dependencyKey = (roomId: number, date: string) => `${roomId}|${date}`;

function forget(cache: ListingCache, key: string, entry: Entry) {
  for (const roomId of entry.roomIds) {
    const dependency = dependencyKey(roomId, entry.date);
    const keys = cache.dependents.get(dependency);
    if (!keys) continue;
    keys.delete(key);
    if (keys.size === 0) cache.dependents.delete(dependency);
  }
}

function cacheFor(db: Database): ListingCache {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    const created: ListingCache = {
      enabled: cacheEnabled(),
      answers: new LRUCache<string, Entry>({
        maxSize: MAX_CACHED_CHARS,
        sizeCalculation: (entry) => Math.max(1, entry.body.length),
        ttl: LISTING_TTL_MS,
        dispose: (entry, key, reason) => {
          if (reason !== "set") forget(created, key, entry);
        },
      }),
      dependents: new Map(),
      loading: new Map(),
      generation: 0,
    };
    cache = created;
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

/** The end of the half-hour `now` is in: what depends on the time of day changes then. */
export function nextSlotBoundary(now: Date): number {
  return (Math.floor(now.getTime() / SLOT_MS) + 1) * SLOT_MS;
}

/**
 * The cached answer for `key` at `now`, or the one `compute` makes (stored unless an
 * invalidation arrived while it ran). Concurrent misses of one key share one computation.
 */
export async function cachedListing(db: Database, key: string, now: Date, compute: () => Promise<ComputedListing>): Promise<ListingAnswer> {
  const cache = cacheFor(db);
  if (!cache.enabled) return withCopies(await compute());
  const hit = cache.answers.get(key);
  if (hit && now.getTime() < hit.validUntil) return hit;
  let loading = cache.loading.get(key);
  if (!loading) {
    const generation = cache.generation;
    const validUntil = nextSlotBoundary(now);
    loading = compute()
      .then((computed) => {
        const entry: Entry = withCopies({ ...computed, key, validUntil });
        if (cache.generation === generation) {
          cache.answers.set(key, entry);
          for (const roomId of entry.roomIds) {
            const dependency = dependencyKey(roomId, entry.date);
            let keys = cache.dependents.get(dependency);
            if (!keys) {
              keys = new Set();
              cache.dependents.set(dependency, keys);
            }
            keys.add(key);
          }
        }
        return entry;
      })
      .finally(() => {
        if (cache.loading.get(key) === loading) cache.loading.delete(key);
      });
    cache.loading.set(key, loading);
  }
  const entry = await loading;
  // A shared computation begun in another half-hour answers for its own time only.
  if (now.getTime() >= entry.validUntil) return withCopies(await compute());
  return entry;
}

/**
 * Whether `answer` is the live cached answer of its key at `now` (epoch ms): what
 * `cachedListing` would return for it now, so the hot answers may send it again. False for an
 * answer computed but not kept (the cache off, or an invalidation while it was computed), for
 * one dropped by a change, evicted, past its 15 s or its half-hour.
 */
export function isCurrentListing(db: Database, answer: ListingAnswer, now: number): boolean {
  const entry = answer as Partial<Entry>;
  if (entry.key === undefined || entry.validUntil === undefined || now >= entry.validUntil) return false;
  return cachesByDatabase.get(db)?.answers.peek(entry.key) === answer;
}

/** Drops the answers that depend on these rooms and dates (this process only). */
export function invalidateListings(db: Database, changes: readonly AvailabilityChange[]): void {
  const cache = cachesByDatabase.get(db);
  if (!cache) return;
  cache.generation += 1;
  cache.loading.clear();
  for (const change of changes) {
    const dependency = dependencyKey(change.roomId, change.date);
    const keys = cache.dependents.get(dependency);
    if (!keys) continue;
    cache.dependents.delete(dependency);
    for (const key of keys) cache.answers.delete(key);
  }
}

/** Drops every cached answer (a catalogue change, or messages that may have been missed). */
export function clearListings(db: Database): void {
  const cache = cachesByDatabase.get(db);
  if (!cache) return;
  cache.generation += 1;
  cache.loading.clear();
  cache.answers.clear();
  cache.dependents.clear();
}
