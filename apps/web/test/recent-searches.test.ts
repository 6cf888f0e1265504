import { describe, expect, it } from "vitest";
import {
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
  typedSearch,
} from "../app/features/search/recent-searches";
import { pushSearchEvent, searchEvent, viewSearchResultsEvent } from "../app/features/search/search-events";

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const koramangala = { name: "Koramangala", detail: "Locality, Bengaluru", href: "/bengaluru/meeting-rooms?near=Koramangala" };

describe("recent searches", () => {
  it("keeps the newest first, once each, at most five", () => {
    const store = memoryStore();
    rememberSearch(koramangala, store);
    for (let i = 0; i < 6; i++) rememberSearch(typedSearch(`query ${i}`), store);
    rememberSearch(koramangala, store);
    const recent = readRecentSearches(store);
    expect(recent).toHaveLength(MAX_RECENT_SEARCHES);
    expect(recent[0]).toEqual(koramangala);
    expect(recent[1]).toEqual({ name: "query 5", detail: "Search", href: "/search?q=query%205" });
  });

  it("forgets them when cleared, and reads nothing from broken or foreign entries", () => {
    const store = memoryStore();
    rememberSearch(koramangala, store);
    clearRecentSearches(store);
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem(RECENT_SEARCHES_KEY, "{not json");
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([
        { name: "x", detail: "y", href: "https://evil.example" },
        { ...koramangala, href: "//evil" },
      ]),
    );
    expect(readRecentSearches(store)).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});

describe("search events", () => {
  it("pushes search and view_search_results to the data layer", () => {
    const win: { dataLayer?: unknown[] } = {};
    pushSearchEvent(searchEvent(" koramangla ", "Koramangala"), win);
    pushSearchEvent(viewSearchResultsEvent("powai", 4), win);
    expect(win.dataLayer).toEqual([
      { event: "search", search_term: "koramangla", search_choice: "Koramangala" },
      { event: "view_search_results", search_term: "powai", results_count: 4 },
    ]);
  });
});
