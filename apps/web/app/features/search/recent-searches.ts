/**
 * Recent searches, kept in this browser only (localStorage, decision 0030): the suggestions and
 * typed searches the visitor chose last, newest first, shown in the search box before anything
 * is typed. Nothing leaves the browser; "Clear recent searches" forgets them.
 */
export type RecentSearch = { name: string; detail: string; href: string };

export const RECENT_SEARCHES_KEY = "wb-recent-searches";
export const MAX_RECENT_SEARCHES = 5;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStore(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (privacy settings): no history.
    return null;
  }
}

const isRecent = (value: unknown): value is RecentSearch =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RecentSearch).name === "string" &&
  typeof (value as RecentSearch).detail === "string" &&
  typeof (value as RecentSearch).href === "string" &&
  // Only our own pages: a tampered entry cannot send the visitor elsewhere.
  (value as RecentSearch).href.startsWith("/") &&
  !(value as RecentSearch).href.startsWith("//");

export function readRecentSearches(store: Store | null = browserStore()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Puts the search first, once (by its address), keeping at most five. */
export function rememberSearch(search: RecentSearch, store: Store | null = browserStore()): RecentSearch[] {
  const next = [search, ...readRecentSearches(store).filter((s) => s.href !== search.href)].slice(0, MAX_RECENT_SEARCHES);
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: the search still goes ahead.
  }
  return next;
}

export function clearRecentSearches(store: Store | null = browserStore()): void {
  try {
    store?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** A typed search (Enter without a suggestion) as remembered: it leads to the results page. */
export function typedSearch(keyword: string): RecentSearch {
  const term = keyword.trim();
  return { name: term, detail: "Search", href: `/search?q=${encodeURIComponent(term)}` };
}
