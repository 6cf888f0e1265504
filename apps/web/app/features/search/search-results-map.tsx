import { useCallback, useRef } from "react";
import { useNavigate } from "react-router";
import type { Map as LeafletMap } from "leaflet";
import type { SearchHit } from "@workbay/contracts/search";
import { useLeafletMap, type Leaflet } from "../../shared/map/use-leaflet-map";

type SearchResultsMapProps = {
  /** Hits with coordinates: places, centres and rooms. */
  hits: SearchHit[];
  tileUrl: string;
  /** HTML from the server's configuration (trusted). */
  attribution: string;
};

const DOT_HTML = `<svg width="28" height="36" viewBox="0 0 40 52" aria-hidden="true" focusable="false">
<path d="M20 51s17-16.2 17-30A17 17 0 0 0 3 21c0 13.8 17 30 17 30Z" fill="#0f766e" stroke="#fff" stroke-width="2.5"/>
<circle cx="20" cy="20.5" r="6.5" fill="#fff"/></svg>`;

/**
 * The results on a map. Leaflet and its tiles load only when the map comes near the screen
 * (it needs `window`, and most searches are answered by the list); until then, and without
 * JavaScript, a short note stands in. A marker's popup links to the result's page.
 */
export function SearchResultsMap({ hits, tileUrl, attribution }: SearchResultsMapProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // One effect per set of results, not per render.
  const key = hits.map((hit) => hit.key).join(",");

  const draw = useCallback(
    (L: Leaflet, map: LeafletMap) => {
      const icon = L.divIcon({ className: "room-map__marker", html: DOT_HTML, iconSize: [28, 36], iconAnchor: [14, 35] });
      const points: [number, number][] = [];
      for (const hit of hits) {
        if (hit.latitude === null || hit.longitude === null) continue;
        points.push([hit.latitude, hit.longitude]);
        const link = document.createElement("a");
        link.href = hit.href;
        link.textContent = hit.name;
        link.addEventListener("click", (event) => {
          event.preventDefault();
          void navigate(hit.href);
        });
        const popup = document.createElement("div");
        const detail = document.createElement("div");
        detail.textContent = hit.detail;
        popup.append(link, detail);
        L.marker([hit.latitude, hit.longitude], { icon, title: hit.name, alt: hit.name }).bindPopup(popup).addTo(map);
      }
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `hits`
    [key, navigate],
  );
  // Until the map is up (and without JavaScript, or when it fails) the note stays: the list above has every result.
  const ready = useLeafletMap(mapRef, { tileUrl, attribution, rootMargin: "200px 0px" }, draw);

  return (
    <div className={ready ? "search-map search-map--ready" : "search-map"}>
      <p className="search-map__placeholder">The map of these results appears here.</p>
      <div
        ref={mapRef}
        className="search-map__canvas"
        data-testid="search-map"
        {...(ready ? { role: "region", "aria-label": "Map of the results" } : { "aria-hidden": true })}
      />
    </div>
  );
}
