import type { SearchHit } from "@workbay/contracts/search";

/** The groups suggestions and results are shown in. */
const SEARCH_GROUPS = [
  { id: "places", label: "Places", types: ["city", "locality"] },
  { id: "centres", label: "Centres", types: ["centre"] },
  { id: "rooms", label: "Rooms and spaces", types: ["room"] },
  { id: "products", label: "Workspace types", types: ["product"] },
] as const satisfies readonly { id: string; label: string; types: readonly SearchHit["type"][] }[];

export type SearchGroup = { id: string; label: string; hits: SearchHit[] };

/**
 * The hits by group, each group keeping the search's order, the groups in the order of their
 * best hit (a tie keeps places, centres, rooms, workspace types): "day pass bangalore" opens with
 * Bengaluru's day passes, "koramangala" with the place. Empty groups left out.
 */
export function groupSearchHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = SEARCH_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    hits: hits.filter((hit) => (group.types as readonly string[]).includes(hit.type)),
  })).filter((group) => group.hits.length > 0);
  const best = (group: SearchGroup) => hits.indexOf(group.hits[0] as SearchHit);
  return groups.sort((a, b) => best(a) - best(b));
}

/** What a screen reader hears when the suggestions change. */
export function suggestionsStatus(count: number, keyword: string): string {
  if (keyword.trim() === "") return "";
  if (count === 0) return `No suggestions for ${keyword}. Press Enter to search.`;
  return `${count} suggestion${count === 1 ? "" : "s"}. Use the up and down arrows to choose one.`;
}
