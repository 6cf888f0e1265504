import { useMemo } from "react";
import { distanceKm } from "@workbay/domain/distance";
import { useStoredLocation } from "../../shared/city/use-stored-location";

/**
 * Kilometres from the visitor to a point: the server's figure when the request carried the
 * visitor's location, else worked out in the browser from the stored location. Null when
 * the location is unknown (and in the server render without it, so hydration matches).
 */
export function useVisitorDistanceKm(serverDistance: number | null, latitude: number, longitude: number): number | null {
  const stored = useStoredLocation();
  return useMemo(() => {
    if (serverDistance !== null) return serverDistance;
    return stored ? distanceKm(stored.latitude, stored.longitude, latitude, longitude) : null;
  }, [serverDistance, stored, latitude, longitude]);
}
