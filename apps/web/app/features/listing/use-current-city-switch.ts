import { useEffect } from "react";
import { useNavigate } from "react-router";
import { clearPendingCity, readStoredCity } from "../../shared/city/current-city";
import { useStoredCity } from "../../shared/city/use-current-city";
import type { ListingFilters } from "./listing-filters";
import { isCurrentCityPlace, listingHref, type ListingPlace } from "./listing-place";

/**
 * A current-city page whose address names no city is rendered on the server for Bengaluru.
 * When the tab's stored city (or the one detected later) is another, this replaces the
 * address with that city's (`?city=`), in place; until then the page shows its loading state
 * (pendingCityScript hides the other city's rooms before the first paint).
 */
export function useCurrentCitySwitch(place: ListingPlace, filters: ListingFilters): void {
  const navigate = useNavigate();
  // Subscribed so a city detected after load also switches the page.
  const storedCity = useStoredCity();

  useEffect(() => {
    // Read directly: during hydration the hook's value is still the server's (undefined).
    const target = storedCity ?? readStoredCity();
    if (isCurrentCityPlace(place) && !place.cityInAddress && target && target !== place.city) {
      void navigate(listingHref(place, filters, target), { replace: true, preventScrollReset: true });
    } else {
      clearPendingCity();
    }
  }, [place, filters, storedCity, navigate]);
}
