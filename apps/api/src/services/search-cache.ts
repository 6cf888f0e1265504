import { LRUCache } from "lru-cache";
import type { Database } from "@workbay/db/client";

// Answers of the search and the place autocomplete, kept a minute per database (decision 0030,
// "Speed"). People type the same few prefixes ("kor", "kora", "koram"...), so most keystrokes
// are answered from memory; a catalogue change clears it on every instance with the other
// catalogue caches (invalidateCatalogue, services/room-catalogue.ts), and places, which only
// migrations change, go within the minute.

const SEARCH_TTL_MS = 60_000;
const SEARCH_ENTRIES = 5_000;

const caches = new WeakMap<Database, LRUCache<string, Promise<unknown>>>();

/** The answer for `key`, loaded once however many ask at the same time; a failure is not kept. */
export function cachedSearch<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: SEARCH_ENTRIES, ttl: SEARCH_TTL_MS });
    caches.set(db, cache);
  }
  const cached = cache.get(key) as Promise<T> | undefined;
  if (cached) return cached;
  const loading = load();
  cache.set(key, loading);
  const current = cache;
  loading.catch(() => {
    if (current.get(key) === loading) current.delete(key);
  });
  return loading;
}

/** Forgets every answer of a database (a catalogue change). */
export function clearSearchCache(db: Database): void {
  caches.get(db)?.clear();
}
