/** The part of the server's configuration that pages may see (and so the browser). */
export type PublicConfig = {
  /** Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  mapTileUrl: string;
  mapAttribution: string;
  /** Directions link template; {lat} and {lng} are replaced. */
  directionsUrl: string;
};
