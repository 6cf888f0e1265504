import { useEffect, useState, type RefObject } from "react";
import type * as LeafletModule from "leaflet";
import type { Map as LeafletMap } from "leaflet";

export type Leaflet = typeof LeafletModule;

/**
 * A Leaflet map in `container`, made in the browser once the container comes within
 * `rootMargin` of the screen (Leaflet needs `window`, and its tiles cost bandwidth): the map with
 * its tiles and attribution, then `draw` adds what the page shows and may return a cleanup.
 * Returns whether the map is up; until then, and when Leaflet or the tiles fail, the page's
 * server-rendered stand-in stays. Memoise `draw` (useCallback): a new one draws the map anew.
 */
export function useLeafletMap(
  container: RefObject<HTMLDivElement | null>,
  options: { tileUrl: string; attribution: string; rootMargin: string },
  draw: (L: Leaflet, map: LeafletMap, container: HTMLDivElement) => (() => void) | void,
): boolean {
  const [ready, setReady] = useState(false);
  const { tileUrl, attribution, rootMargin } = options;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    let undraw: (() => void) | void;

    async function showMap(target: HTMLDivElement) {
      const module = (await import("./leaflet-with-styles")).default;
      // Leaflet is a UMD bundle: the bundler hands it over as the default export.
      const L = (module as { default?: Leaflet }).default ?? module;
      if (cancelled) return;
      map = L.map(target, { scrollWheelZoom: false });
      map.attributionControl.setPrefix('<a href="https://leafletjs.com" rel="noopener">Leaflet</a>');
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
      undraw = draw(L, map, target);
      setReady(true);
    }

    const visibility = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        visibility.disconnect();
        showMap(element).catch(() => {
          // The page's stand-in stays.
        });
      },
      { rootMargin },
    );
    visibility.observe(element);
    return () => {
      cancelled = true;
      visibility.disconnect();
      undraw?.();
      map?.remove();
    };
  }, [container, tileUrl, attribution, rootMargin, draw]);

  return ready;
}
