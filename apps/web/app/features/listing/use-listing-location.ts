import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useStoredLocation } from "../../shared/city/use-stored-location";
import { ensureVisitorLocation, writeLocationCookie } from "../../shared/city/visitor-location";

/**
 * Distances on a listing. The server renders without them unless the location cookie came
 * with the request; after hydration, if the tab has coordinates (or the visitor has already
 * allowed location, which is then read without a prompt), they are written to the cookie and
 * the list is loaded again with them. Rendering never waits for the location.
 */
export function useListingLocation(hasLocation: boolean): void {
  const storedLocation = useStoredLocation();
  const revalidator = useRevalidator();
  const reloadedFor = useRef<string | null>(null);

  useEffect(() => {
    void ensureVisitorLocation({ prompt: false });
  }, []);

  useEffect(() => {
    if (!storedLocation || hasLocation) return;
    const key = `${storedLocation.latitude},${storedLocation.longitude}`;
    // Once per location: if cookies are off, the list stays without distances.
    if (reloadedFor.current === key) return;
    reloadedFor.current = key;
    if (writeLocationCookie(storedLocation)) void revalidator.revalidate();
  }, [storedLocation, hasLocation, revalidator]);
}
