import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { ensureVisitorLocation } from "../../shared/city/visitor-location";
import { NEAR_ME, type ListingFilters, type NearPoint } from "./listing-filters";
import { useHydrated } from "../../shared/hooks/use-hydrated";

type NearMeProps = {
  near: NearPoint | null;
  /** The list is in distance order (else only the distances are from the point). */
  sorted: boolean;
  /** The list's address without the point (back to the usual order). */
  clearHref: string;
  /** Sorts the list by distance from the point. */
  sortNear: (patch: Partial<ListingFilters>) => void;
};

const DENIED =
  "We could not get your location. Allow location access for this site in your browser's settings, or search for a locality instead.";

/**
 * "Near me": the browser is asked for the location only when the button is pressed, and the
 * list is then sorted by distance from it (the point goes in the address, decision 0030). A
 * refusal is said plainly. A searched place ("near Koramangala") shows here too.
 */
export function NearMe({ near, sorted, clearHref, sortNear }: NearMeProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"idle" | "locating" | "denied">("idle");
  // In the server's HTML too, disabled until the page is live, so that it does not push the list
  // down when it appears (issue 18); a browser with no geolocation drops it then.
  const canLocate = !hydrated || "geolocation" in navigator;

  async function locate() {
    setStatus("locating");
    const coordinates = await ensureVisitorLocation({ prompt: true });
    if (!coordinates) {
      setStatus("denied");
      return;
    }
    setStatus("idle");
    sortNear({ near: { name: NEAR_ME, latitude: coordinates.latitude, longitude: coordinates.longitude }, sort: "distance" });
  }

  if (!near && !canLocate) return null;
  return (
    <div className="near-me">
      {near ? (
        <p className="near-me__status" data-testid="near-status">
          <Icon name="map-pin" size={16} /> {sorted ? "Sorted by distance from" : "Distances from"} <strong>{near.name}</strong>{" "}
          <Link to={clearHref} preventScrollReset>
            Clear
          </Link>
        </p>
      ) : null}
      {canLocate && near?.name !== NEAR_ME ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => void locate()} disabled={!hydrated || status === "locating"}>
          <Icon name="map-pin" size={16} /> {status === "locating" ? "Finding you…" : "Near me"}
        </Button>
      ) : null}
      <p className="near-me__status" role="alert">
        {status === "denied" ? DENIED : ""}
      </p>
    </div>
  );
}
