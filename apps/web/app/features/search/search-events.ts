import { ensureDataLayer, type DataLayerWindow } from "../../components/analytics/data-layer";

/**
 * The search's analytics events (GA4's recommended names, decision 0030): `search` when the
 * visitor searches (a suggestion or a typed search), `view_search_results` when a results page
 * is shown, with how many results it has.
 */
export type SearchEvent =
  | { event: "search"; search_term: string; search_choice: string | null }
  | { event: "view_search_results"; search_term: string; results_count: number };

export function searchEvent(term: string, choice: string | null = null): SearchEvent {
  return { event: "search", search_term: term.trim(), search_choice: choice };
}

export function viewSearchResultsEvent(term: string, count: number): SearchEvent {
  return { event: "view_search_results", search_term: term.trim(), results_count: count };
}

export function pushSearchEvent(event: SearchEvent, win: DataLayerWindow = window as unknown as DataLayerWindow): void {
  ensureDataLayer(win).push(event);
}
