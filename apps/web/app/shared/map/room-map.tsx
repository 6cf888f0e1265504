import { useCallback, useRef } from "react";
import type { Map as LeafletMap } from "leaflet";
import { Icon } from "../../components/ui/icon";
import { useLeafletMap, type Leaflet } from "./use-leaflet-map";

type RoomMapProps = {
  latitude: number;
  longitude: number;
  /** The place on the marker: 'Lotus Huddle Room, Embassy Golf Links'. */
  label: string;
  address: string;
  tileUrl: string;
  /** HTML from the server's configuration (trusted), e.g. '&copy; OpenStreetMap contributors'. */
  attribution: string;
  directionsHref: string;
};

const ZOOM = 16;

/** The marker: the brand's pin, drawn inline so no image has to load. */
const PIN_HTML = `<svg width="40" height="52" viewBox="0 0 40 52" aria-hidden="true" focusable="false">
<path d="M20 51s17-16.2 17-30A17 17 0 0 0 3 21c0 13.8 17 30 17 30Z" fill="#0f766e" stroke="#fff" stroke-width="2.5"/>
<circle cx="20" cy="20.5" r="6.5" fill="#fff"/></svg>`;

/**
 * The room's location on a Leaflet map. Leaflet needs `window`, so it is loaded in the
 * browser after hydration, once the map nears the screen; the server renders (and visitors without JavaScript keep) a
 * drawn placeholder with the pin, the address and a directions link. Tiles that cannot load
 * leave that drawing visible under the live marker instead of a grey box.
 */
export function RoomMap({ latitude, longitude, label, address, tileUrl, attribution, directionsHref }: RoomMapProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const draw = useCallback(
    (L: Leaflet, map: LeafletMap, container: HTMLDivElement) => {
      map.setView([latitude, longitude], ZOOM);
      L.marker([latitude, longitude], {
        icon: L.divIcon({ className: "room-map__marker", html: PIN_HTML, iconSize: [40, 52], iconAnchor: [20, 51] }),
        title: label,
        alt: label,
        keyboard: false,
      }).addTo(map);
      // The column can settle after the map is made (fonts, images, the sticky aside):
      // keep Leaflet's idea of its size, and so the centred marker, in step.
      const resizeObserver = new ResizeObserver(() => map.invalidateSize());
      resizeObserver.observe(container);
      return () => resizeObserver.disconnect();
    },
    [latitude, longitude, label],
  );
  // Leaflet (and its tiles) load only when the map comes near the screen.
  const ready = useLeafletMap(mapRef, { tileUrl, attribution, rootMargin: "600px 0px" }, draw);

  return (
    <div className={ready ? "room-map room-map--ready" : "room-map"}>
      <div className="room-map__placeholder">
        <span className="room-map__pin" aria-hidden="true" dangerouslySetInnerHTML={{ __html: PIN_HTML }} />
        <p className="room-map__address">
          <Icon name="map-pin" size={16} />
          <span>{address}</span>
        </p>
        <a className="room-map__link" href={directionsHref} target="_blank" rel="noopener noreferrer">
          Open in maps
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <div
        ref={mapRef}
        className="room-map__canvas"
        {...(ready ? { role: "region", "aria-label": `Map showing ${label}` } : { "aria-hidden": true })}
      />
    </div>
  );
}
