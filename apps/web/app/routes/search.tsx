import { useEffect } from "react";
import { Link, redirect } from "react-router";
import { DEFAULT_CITY, isCitySlug } from "@workbay/domain/cities";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { parseSearchDate } from "../shared/search/parse-search-date";
import { SearchBox } from "../features/search/search-box";
import { pushSearchEvent, viewSearchResultsEvent } from "../features/search/search-events";
import { SearchResultsMap } from "../features/search/search-results-map";
import { groupSearchHits } from "../features/search/search-suggestions";
import type { Route } from "./+types/search";
import { callEndpoint, isError, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

const RESULT_LIMIT = 20;

/**
 * /search?q=: the search's results, grouped (places, centres, rooms, workspace types), each
 * linking to its page, with a map of those that have a place. Server-rendered, so the header's
 * search form works without JavaScript. The home page's form (?city=&date=, no q) still goes
 * straight to the city's meeting rooms.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = url.searchParams.get("q");
  if (q === null && (url.searchParams.has("city") || url.searchParams.has("date"))) {
    const requestedCity = url.searchParams.get("city") ?? "";
    const city = isCitySlug(requestedCity) ? requestedCity : DEFAULT_CITY;
    // Without a usable date the list shows its own default (today, or the next bookable day once the centres close).
    const date = parseSearchDate(url.searchParams.get("date"), context.clock());
    return redirect(date ? `/${city}/meeting-rooms?date=${date}` : `/${city}/meeting-rooms`);
  }
  // Control characters (NUL, tabs, line breaks) match nothing and have no place in the title.
  const keyword = (q ?? "").replace(/\p{Cc}/gu, " ").trim();
  const base = {
    q: keyword,
    canonicalUrl: `${context.publicUrl}/search${keyword ? `?q=${encodeURIComponent(keyword)}` : ""}`,
    map: { tileUrl: context.publicConfig.mapTileUrl, attribution: context.publicConfig.mapAttribution },
  };
  if (keyword === "") return { ...base, results: [], message: null };
  const answer = await callEndpoint(context.api, endpoints.search.search, {
    query: { keyword, category: "all", consider_active: "true", limit: RESULT_LIMIT },
  });
  if (answer.status === 400 && isError(answer)) {
    const body = answer.body;
    // A refused keyword (too long) stays in the box to be shortened, but names neither the
    // title, the heading nor the canonical address.
    const message = body.errors?.[0]?.message ?? body.meta.message;
    return { ...base, canonicalUrl: `${context.publicUrl}/search`, results: [], message };
  }
  if (!isSuccess(answer) || !answer.body.data) throw new Response(null, { status: 502 });
  return { ...base, results: answer.body.data.results, message: null };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const title = loaderData.q && !loaderData.message ? `Search results for “${loaderData.q}” | Workbay` : "Search workspace | Workbay";
  return [
    { title },
    { name: "description", content: "Find meeting rooms, event spaces and day passes by locality, centre, landmark or room name." },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    // Search results are not pages to land on from a search engine; the rooms they link to are.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, message, map } = loaderData;
  // Once per results shown (decision 0030's analytics events).
  useEffect(() => {
    if (q && !message) pushSearchEvent(viewSearchResultsEvent(q, results.length));
    // The keyword names the results; the count comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, message]);
  const groups = groupSearchHits(results);
  const mapped = results.filter((hit) => hit.type !== "product" && hit.type !== "city" && hit.latitude !== null && hit.longitude !== null);
  return (
    <div className="search-page container">
      <h1>{q && !message ? `Results for “${q}”` : "Search workspace"}</h1>
      {/* A new search here: the key makes the box start from this page's keyword. */}
      <SearchBox key={q} id="page-search" defaultValue={q} className="search-page__form" landmarkLabel="Search again" />
      {message ? (
        <p className="search-page__message" role="alert">
          {message}
        </p>
      ) : null}
      {q && !message ? (
        <p className="search-page__summary" role="status">
          {results.length === 0
            ? `No Results for “${q}”. Try a locality, a centre's name or a city such as Bengaluru.`
            : `${results.length} result${results.length === 1 ? "" : "s"}`}
        </p>
      ) : null}
      {groups.length > 0 ? (
        <div className="search-page__layout">
          <div>
            {groups.map((group) => (
              <section key={group.id} className="search-group" aria-labelledby={`search-group-${group.id}`}>
                <h2 id={`search-group-${group.id}`} className="search-group__title">
                  {group.label}
                </h2>
                <ul className="search-group__list">
                  {group.hits.map((hit) => (
                    <li key={hit.key}>
                      <Link className="search-result" to={hit.href}>
                        <span className="search-result__name">{hit.name}</span>
                        <span className="search-result__detail">{hit.detail}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {mapped.length > 0 ? <SearchResultsMap hits={mapped} tileUrl={map.tileUrl} attribution={map.attribution} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
