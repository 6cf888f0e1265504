import type { SearchHit } from "@workbay/contracts/search";

/** The groups suggestions and results are shown in, in this order. */
const SEARCH_GROUPS = [
  { id: "places", label: "Places", types: ["city", "locality"] },
  { id: "centres", label: "Centres", types: ["centre"] },
  { id: "rooms", label: "Rooms and spaces", types: ["room"] },
  { id: "products", label: "Workspace types", types: ["product"] },
] as const satisfies readonly { id: string; label: string; types: readonly SearchHit["type"][] }[];

export type SearchGroup = { id: string; label: string; hits: SearchHit[] };

/** The hits by group, each group keeping the search's order; empty groups left out. */
export function groupSearchHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    hits: hits.filter((hit) => (group.types as readonly string[]).includes(hit.type)),
  })).filter((group) => group.hits.length > 0);
}

/** What a screen reader hears when the suggestions change. */
export function suggestionsStatus(count: number, keyword: string): string {
  if (keyword.trim() === "") return "";
  if (count === 0) return `No suggestions for ${keyword}. Press Enter to search.`;
  return `${count} suggestion${count === 1 ? "" : "s"}. Use the up and down arrows to choose one.`;
}
