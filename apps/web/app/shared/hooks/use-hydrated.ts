import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the server render and the hydrating render, true after: for controls that only
 * work with JavaScript (and their no-JavaScript fallbacks), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
