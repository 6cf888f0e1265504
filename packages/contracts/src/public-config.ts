/** The part of the server's configuration that pages may see (and so the browser). */
export type PublicConfig = {
  /** Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  mapTileUrl: string;
  mapAttribution: string;
  /** Directions link template; {lat} and {lng} are replaced. */
  directionsUrl: string;
  /** BOOKING_HOLD_MINUTES: the legal texts state it. */
  bookingHoldMinutes: number;
  /** Google Tag Manager container id (GTM-XXXX); null: no tag manager is loaded. */
  gtmId: string | null;
  /** The footer's external links and the managed-office banner's target. */
  links: { blog: string; offers: string; managedOffices: string };
};
