const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function distanceKm(fromLat: number, fromLon: number, toLat: number, toLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (toLat - fromLat) * rad;
  const dLon = (toLon - fromLon) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(fromLat * rad) * Math.cos(toLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** A distance is shown only between 1 and 50 km (000 spec section 5). */
export function isDistanceShown(km: number | null | undefined): km is number {
  return typeof km === "number" && km >= 1 && km <= 50;
}

export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/**
 * From a point the visitor chose (a searched place, "near me"), every distance up to 50 km is
 * shown, the near ones too: "0.4 km from Koramangala" (decision 0030).
 */
export function isDistanceFromPlaceShown(km: number | null | undefined): km is number {
  return typeof km === "number" && km >= 0 && km <= 50;
}

/** How a card names the point distances are measured from: the place, or "you" for the visitor. */
export function distanceOrigin(name: string, isVisitor: boolean): string {
  return isVisitor ? "you" : name;
}

/** The place of `places` nearest to a point, with its great-circle distance in km; undefined when there are none. */
export function nearestPlace<P extends { latitude: number; longitude: number }>(
  places: readonly P[],
  latitude: number,
  longitude: number,
): { place: P; km: number } | undefined {
  let best: { place: P; km: number } | undefined;
  for (const place of places) {
    const km = distanceKm(latitude, longitude, place.latitude, place.longitude);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/** The room page's line, in the spec's style (000 section 9): "86 kms from Bengaluru Airport". */
export function airportLine(name: string, km: number): string {
  const whole = Math.max(1, Math.round(km));
  return `${whole} ${whole === 1 ? "km" : "kms"} from ${name}`;
}
