import "leaflet/dist/leaflet.css";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import Supercluster from "supercluster";
import type { LayerGroup, Map as LeafletMap } from "leaflet";
import type { RoomItem } from "@workbay/contracts/rooms";
import { parseBoundingBox, type BoundingBox } from "@workbay/domain/bounding-box";
import { roomPath } from "@workbay/domain/room-page";
import { useLeafletMap, type Leaflet } from "../../shared/map/use-leaflet-map";
import { roomPrice } from "../../shared/rooms/room-price";

export type ListingMapProps = {
  rooms: RoomItem[];
  /** The date the room pages open on. */
  date: string;
  /** The area last searched ("Search this area"); the map opens on it. */
  bbox: BoundingBox | null;
  /** Where the map opens when there is nothing to show. */
  cityCentre: { latitude: number; longitude: number };
  tileUrl: string;
  /** HTML from the server's configuration (trusted). */
  attribution: string;
  /** Lists what is inside the map's area. */
  onSearchArea: (box: BoundingBox) => void;
};

/** One marker per centre: its rooms share the centre's coordinates. */
type CentrePoint = { id: number; name: string; latitude: number; longitude: number; rooms: RoomItem[] };

const MAX_ROOMS_ON_CARD = 4;
const PIN_HTML = `<svg width="28" height="36" viewBox="0 0 40 52" aria-hidden="true" focusable="false">
<path d="M20 51s17-16.2 17-30A17 17 0 0 0 3 21c0 13.8 17 30 17 30Z" fill="#0f766e" stroke="#fff" stroke-width="2.5"/>
<circle cx="20" cy="20.5" r="6.5" fill="#fff"/></svg>`;

export function centresOf(rooms: RoomItem[]): CentrePoint[] {
  const byId = new Map<number, CentrePoint>();
  for (const room of rooms) {
    let centre = byId.get(room.centerId);
    if (!centre) {
      centre = { id: room.centerId, name: room.center_name, latitude: room.latitude, longitude: room.longitude, rooms: [] };
      byId.set(room.centerId, centre);
    }
    centre.rooms.push(room);
  }
  return [...byId.values()];
}

/**
 * The listing's items on a map, loaded only when the map view is opened (decision 0030):
 * one marker per centre, clustered with supercluster as the zoom changes, a marker's card
 * naming the centre's rooms with their prices, and "Search this area" once the visitor has
 * moved the map. Tiles that cannot load leave the drawn street plan (.room-map) visible.
 */
export default function ListingMap({ rooms, date, bbox, cityCentre, tileUrl, attribution, onSearchArea }: ListingMapProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const leaflet = useRef<LeafletMap | null>(null);
  const navigate = useNavigate();
  const [moved, setMoved] = useState<"no" | "yes" | "too-large">("no");
  // One drawing per set of results, not per render.
  const key = `${rooms.map((room) => room.id).join(",")}|${bbox ? Object.values(bbox).join(",") : ""}`;

  const draw = useCallback(
    (L: Leaflet, map: LeafletMap, container: HTMLDivElement) => {
      leaflet.current = map;
      const centres = centresOf(rooms);
      const index = new Supercluster<{ centre: number }>({ radius: 56, maxZoom: 16 });
      index.load(
        centres.map((centre, i) => ({
          type: "Feature" as const,
          properties: { centre: i },
          geometry: { type: "Point" as const, coordinates: [centre.longitude, centre.latitude] },
        })),
      );
      const layer: LayerGroup = L.layerGroup().addTo(map);
      const pin = L.divIcon({
        className: "room-map__marker",
        html: PIN_HTML,
        iconSize: [28, 36],
        iconAnchor: [14, 35],
        popupAnchor: [0, -30],
      });

      const card = (centre: CentrePoint) => {
        const element = document.createElement("div");
        element.className = "map-card";
        const title = document.createElement("p");
        title.className = "map-card__title";
        title.textContent = centre.name;
        const list = document.createElement("ul");
        list.className = "map-card__rooms";
        for (const room of centre.rooms.slice(0, MAX_ROOMS_ON_CARD)) {
          const item = document.createElement("li");
          const link = document.createElement("a");
          const href = roomPath(room.city, room.seoId, date);
          link.href = href;
          link.textContent = room.name;
          link.addEventListener("click", (event) => {
            event.preventDefault();
            void navigate(href);
          });
          const { price, unit } = roomPrice(room);
          const facts = document.createElement("span");
          facts.className = "map-card__facts";
          facts.textContent = `${price}${unit ? ` ${unit}` : ""} · ${room.capacity} ${room.capacity === 1 ? "seat" : "seats"}`;
          item.append(link, facts);
          list.append(item);
        }
        element.append(title, list);
        const more = centre.rooms.length - MAX_ROOMS_ON_CARD;
        if (more > 0) {
          const note = document.createElement("p");
          note.className = "map-card__more";
          note.textContent = `and ${more} more in the list`;
          element.append(note);
        }
        return element;
      };

      const redraw = () => {
        layer.clearLayers();
        const bounds = map.getBounds();
        const zoom = Math.round(map.getZoom());
        for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
          const [longitude, latitude] = feature.geometry.coordinates as [number, number];
          const properties = feature.properties;
          if ("cluster" in properties && properties.cluster) {
            const count = properties.point_count;
            const label = `${count} centres here: zoom in`;
            const marker = L.marker([latitude, longitude], {
              icon: L.divIcon({
                className: "map-cluster",
                html: `<span aria-hidden="true">${count}</span>`,
                iconSize: [40, 40],
              }),
              title: label,
              alt: label,
            });
            marker.on("click", () => {
              const target = Math.min(index.getClusterExpansionZoom(properties.cluster_id), 18);
              map.setView([latitude, longitude], target);
            });
            marker.addTo(layer);
          } else {
            const centre = centres[(properties as { centre: number }).centre]!;
            const label = `${centre.name}: ${centre.rooms.length} ${centre.rooms.length === 1 ? "space" : "spaces"}`;
            L.marker([latitude, longitude], { icon: pin, title: label, alt: label })
              .bindPopup(card(centre), { minWidth: 220 })
              .addTo(layer);
          }
        }
      };

      if (bbox) {
        map.fitBounds(
          [
            [bbox.south, bbox.west],
            [bbox.north, bbox.east],
          ],
          { animate: false },
        );
      } else if (centres.length > 0) {
        map.fitBounds(L.latLngBounds(centres.map((c) => [c.latitude, c.longitude] as [number, number])), {
          padding: [40, 40],
          maxZoom: 15,
          animate: false,
        });
      } else {
        map.setView([cityCentre.latitude, cityCentre.longitude], 12, { animate: false });
      }
      redraw();

      // The visitor's own moves (drag, zoom, keys) offer "Search this area"; the opening view does not.
      const onMoveEnd = () => {
        redraw();
        const b = map.getBounds();
        const box = parseBoundingBox([b.getSouth(), b.getWest(), b.getNorth(), b.getEast()].map((v) => v.toFixed(4)).join(","));
        setMoved("box" in box ? "yes" : "too-large");
      };
      map.on("moveend", onMoveEnd);
      const resizeObserver = new ResizeObserver(() => map.invalidateSize());
      resizeObserver.observe(container);
      return () => {
        map.off("moveend", onMoveEnd);
        resizeObserver.disconnect();
        leaflet.current = null;
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `rooms` and `bbox`
    [key, date, navigate, cityCentre.latitude, cityCentre.longitude],
  );
  const ready = useLeafletMap(mapRef, { tileUrl, attribution, rootMargin: "200px 0px" }, draw);

  function searchArea() {
    const map = leaflet.current;
    if (!map) return;
    const b = map.getBounds();
    const parsed = parseBoundingBox([b.getSouth(), b.getWest(), b.getNorth(), b.getEast()].map((v) => v.toFixed(4)).join(","));
    if (!("box" in parsed)) {
      setMoved("too-large");
      return;
    }
    setMoved("no");
    onSearchArea(parsed.box);
  }

  return (
    <div className={ready ? "room-map listing-map room-map--ready" : "room-map listing-map"}>
      <p className="listing-map__placeholder">The map of these spaces appears here.</p>
      <div
        ref={mapRef}
        className="room-map__canvas"
        data-testid="listing-map"
        {...(ready ? { role: "region", "aria-label": "Map of the spaces" } : { "aria-hidden": true })}
      />
      <div className="listing-map__actions" aria-live="polite">
        {moved === "yes" ? (
          <button type="button" className="btn btn--primary btn--sm" onClick={searchArea}>
            Search this area
          </button>
        ) : null}
        {moved === "too-large" ? <p className="listing-map__hint">Zoom in to search this area</p> : null}
      </div>
    </div>
  );
}
