import { useCallback } from "react";
import { useBrowserStore } from "./use-hydrated";

/**
 * Whether a media query matches: `serverValue` in the server render and while hydrating, then the
 * browser's answer from the hydration switches' render on (useBrowserStore).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useBrowserStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
