import { useBrowserStore } from "../hooks/use-hydrated";
import { readStoredLocation, subscribeStoredLocation, type Coordinates } from "./visitor-location";

/** The visitor's stored coordinates; undefined on the server and during hydration. */
export function useStoredLocation(): Coordinates | undefined {
  return useBrowserStore(subscribeStoredLocation, readStoredLocation, () => undefined);
}
