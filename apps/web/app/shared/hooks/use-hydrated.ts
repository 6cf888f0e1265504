import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Set in the browser once the page's first render has been hydrated (root.tsx). */
let hydrationDone = false;

/** Called by the root layout's effect, which runs after every other effect of the hydration. */
export function markHydrationDone(): void {
  hydrationDone = true;
}

/**
 * False in the server render and the hydrating render, true after: for controls that only
 * work with JavaScript (and their no-JavaScript fallbacks), without a hydration mismatch.
 *
 * The switch after hydration is a transition: React renders it in slices that leave the main
 * thread free between them, instead of one synchronous render of every component that asked
 * (docs/decisions/0035, "Twelfth session"). Components mounted after hydration (a client-side
 * navigation) get true at once. All the switches of one page land in one render, and the
 * root marks the document hydrated after it (root.tsx).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * A browser store (cookies, session storage) read like `useSyncExternalStore`, but which
 * shows the server's value until the page has hydrated and then switches with the other
 * hydration switches, in the same sliced render, rather than forcing a synchronous one.
 */
export function useBrowserStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
